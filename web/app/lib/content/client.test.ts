import { describe, expect, it, vi } from "vitest";
import { IDEMPOTENT_METHODS, RETRY_STATUSES, createContentClient, serviceMessage, shouldRetry } from "./client";
import { ContentError, USER_MESSAGES, classifyStatus, fromFetchFailure } from "./errors";

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

function strapiError(status: number, message: string) {
  return { data: null, error: { status, name: "Error", message, details: {} } };
}

function clientWith(fetchMock: typeof fetch, extra: { token?: string; timeoutMs?: number } = {}) {
  return createContentClient({ baseUrl: "http://content.test", fetch: fetchMock, ...extra });
}

const ALL_METHODS = ["GET", "HEAD", "OPTIONS", "PUT", "DELETE", "POST", "PATCH"];
const SOME_STATUSES = [400, 401, 403, 404, 405, 408, 409, 410, 422, 425, 429, 500, 501, 502, 503, 504, 505];

describe("retry matrix", () => {
  it.each(ALL_METHODS.flatMap((method) => SOME_STATUSES.map((status) => [method, status] as const)))(
    "%s %i",
    (method, status) => {
      const expected = ["GET", "HEAD", "OPTIONS", "PUT", "DELETE"].includes(method) &&
        [408, 409, 425, 429, 500, 502, 503, 504].includes(status);
      expect(shouldRetry(method, status)).toBe(expected);
      expect(shouldRetry(method.toLowerCase(), status)).toBe(expected);
    },
  );

  it("retries exactly on 408, 409, 425, 429, 500, 502, 503, 504, for idempotent methods", () => {
    expect([...RETRY_STATUSES].sort()).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
    expect(IDEMPOTENT_METHODS.has("POST")).toBe(false);
    expect(IDEMPOTENT_METHODS.has("PATCH")).toBe(false);
  });

  it.each([408, 409, 425, 429, 500, 502, 503, 504])("retries a GET once on %i, then succeeds", async (status) => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(jsonResponse(status, {}))
      .mockResolvedValueOnce(jsonResponse(200, { data: 1 }));
    await expect(clientWith(fetchMock).request("/x")).resolves.toEqual({ data: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("retries only once: a second failure ends the request", async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(503, {}));
    await expect(clientWith(fetchMock).request("/x")).rejects.toMatchObject({ status: 503, category: "server" });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it.each([400, 404, 422, 501])("does not retry a GET on %i", async (status) => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(status, {}));
    await expect(clientWith(fetchMock).request("/x")).rejects.toBeInstanceOf(ContentError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each(["POST", "PATCH"])("does not retry a %s", async (method) => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(503, {}));
    await expect(clientWith(fetchMock).request("/x", { method, body: {} })).rejects.toBeInstanceOf(ContentError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("does not retry a network failure (only statuses are retried)", async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => {
      throw new TypeError("fetch failed");
    });
    await expect(clientWith(fetchMock).request("/x")).rejects.toMatchObject({ category: "network" });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe("status mapping of the error catalogue", () => {
  it.each([
    [404, "not_found", USER_MESSAGES.not_found],
    [401, "client", USER_MESSAGES.unauthorized],
    [403, "client", USER_MESSAGES.forbidden],
    [422, "validation", USER_MESSAGES.validation],
    [400, "client", USER_MESSAGES.unknown],
    [405, "client", USER_MESSAGES.unknown],
    [409, "client", USER_MESSAGES.unknown],
    [429, "client", USER_MESSAGES.unknown],
    [499, "client", USER_MESSAGES.unknown],
    [500, "server", USER_MESSAGES.server],
    [502, "server", USER_MESSAGES.server],
    [503, "server", USER_MESSAGES.server],
    [599, "server", USER_MESSAGES.server],
    [0, "unknown", USER_MESSAGES.unknown],
    [302, "unknown", USER_MESSAGES.unknown],
    [600, "unknown", USER_MESSAGES.unknown],
  ] as const)("%i → %s", (status, category, message) => {
    expect(classifyStatus(status)).toEqual({ category, message });
  });

  it.each([
    [404, "not_found", 404],
    [401, "client", 401],
    [403, "client", 403],
    [422, "validation", 422],
    [400, "client", 400],
    [500, "server", 500],
  ] as const)("a %i response without a body gives %s and the catalogue message", async (status, category, pageStatus) => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response("oops", { status }));
    const error = await clientWith(fetchMock).request("/x").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    expect(error).toMatchObject({ status, category, userMessage: classifyStatus(status).message, pageStatus });
  });

  it("prefers the content service's own message", async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(400, strapiError(400, "Bad page")));
    await expect(clientWith(fetchMock).request("/x")).rejects.toMatchObject({ category: "client", userMessage: "Bad page" });
  });

  it("prefers the service message for 401 and 403 too", async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(401, strapiError(401, "Missing or invalid token")));
    await expect(clientWith(fetchMock).request("/x")).rejects.toMatchObject({
      category: "client",
      userMessage: "Missing or invalid token",
    });
  });

  it("falls back to the catalogue when the service message is blank", async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(404, strapiError(404, "  ")));
    await expect(clientWith(fetchMock).request("/x")).rejects.toMatchObject({
      category: "not_found",
      userMessage: USER_MESSAGES.not_found,
    });
  });

  it("reads a service message from the Strapi body or a top-level message", () => {
    expect(serviceMessage(strapiError(422, "Email is invalid"))).toBe("Email is invalid");
    expect(serviceMessage({ message: "Too many requests" })).toBe("Too many requests");
    expect(serviceMessage({ error: { message: 3 } })).toBeUndefined();
    expect(serviceMessage(null)).toBeUndefined();
    expect(serviceMessage("text")).toBeUndefined();
  });

  it("treats a success status with a non-JSON body as unknown", async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response("<html>", { status: 200 }));
    await expect(clientWith(fetchMock).request("/x")).rejects.toMatchObject({
      category: "unknown",
      userMessage: USER_MESSAGES.unknown,
    });
  });
});

describe("fetch failures", () => {
  it("maps a fetch failure to network (page status 503)", async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => {
      throw new TypeError("fetch failed");
    });
    await expect(clientWith(fetchMock).request("/x")).rejects.toMatchObject({
      status: 0,
      category: "network",
      userMessage: USER_MESSAGES.network,
      pageStatus: 503,
    });
  });

  it("maps the caller's abort to timeout", async () => {
    const fetchMock = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
        }),
    );
    const controller = new AbortController();
    const pending = clientWith(fetchMock).request("/x", { signal: controller.signal });
    controller.abort("replaced by a newer search");
    await expect(pending).rejects.toMatchObject({ category: "timeout", userMessage: USER_MESSAGES.timeout, pageStatus: 503 });
  });

  it("maps the per-attempt time limit to timeout", async () => {
    const fetchMock = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(new DOMException("timed out", "TimeoutError")));
        }),
    );
    await expect(clientWith(fetchMock, { timeoutMs: 5 }).request("/x")).rejects.toMatchObject({ category: "timeout" });
  });

  it("classifies thrown values", () => {
    expect(fromFetchFailure(new DOMException("x", "AbortError")).category).toBe("timeout");
    expect(fromFetchFailure(new DOMException("x", "TimeoutError")).category).toBe("timeout");
    expect(fromFetchFailure("anything", true).category).toBe("timeout");
    expect(fromFetchFailure(new TypeError("Failed to fetch")).category).toBe("network");
    expect(fromFetchFailure(new Error("boom")).category).toBe("unknown");
    const original = new ContentError(404, "not_found", "gone");
    expect(fromFetchFailure(original)).toBe(original);
  });
});

describe("request", () => {
  it("returns the parsed body and sends the bearer token on every call", async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(200, { data: { totalStores: 3, distinctCities: 2 } }));
    const client = clientWith(fetchMock, { token: "t0k" });
    const body = await client.request<{ data: { totalStores: number } }>("/api/stores/reference");
    expect(body.data.totalStores).toBe(3);
    // A later page of the store list carries the same bearer authorization.
    await client.request("/api/stores?populate=*&pagination[page]=2&pagination[pageSize]=100");
    for (const [url, init] of fetchMock.mock.calls) {
      expect(String(url)).toMatch(/^http:\/\/content\.test\/api\/stores/);
      expect((init?.headers as Record<string, string>).Authorization).toBe("Bearer t0k");
    }
    expect(String(fetchMock.mock.calls[1]?.[0])).toContain("pagination[page]=2");
  });

  it("sends no Authorization header without a token", async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(200, {}));
    await clientWith(fetchMock).request("/x");
    expect((fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it("sends a JSON body with its content type", async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(200, { success: true }));
    await clientWith(fetchMock).request("/api/email-signups/submit", {
      method: "post",
      body: { email: "a@b.co", source: "footer" },
    });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe("POST");
    expect(init?.body).toBe(JSON.stringify({ email: "a@b.co", source: "footer" }));
    expect((init?.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
  });

  it("sends a file's bytes as they are, with their content type, and its own time limit", async () => {
    const fetchMock = vi.fn<typeof fetch>(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(new DOMException("timed out", "TimeoutError")));
        }),
    );
    const bytes = new TextEncoder().encode("name,city,state\n");
    const started = Date.now();
    const pending = clientWith(fetchMock, { timeoutMs: 10_000 }).request("/api/admin/import?fileName=a.csv", {
      method: "POST",
      rawBody: { bytes, contentType: "text/csv" },
      timeoutMs: 5,
    });
    await expect(pending).rejects.toMatchObject({ category: "timeout" });
    expect(Date.now() - started).toBeLessThan(5_000);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(bytes);
    expect((init?.headers as Record<string, string>)["Content-Type"]).toBe("text/csv");
  });
});

describe("onFailure", () => {
  it("is told once of a request that failed after its retry, with the method and path", async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(503, strapiError(503, "down")));
    const onFailure = vi.fn();
    const client = createContentClient({ baseUrl: "http://content.test", fetch: fetchMock, onFailure });
    await expect(client.request("/api/stores/x?populate=*")).rejects.toBeInstanceOf(ContentError);
    expect(onFailure).toHaveBeenCalledTimes(1);
    const [error, request] = onFailure.mock.calls[0]!;
    expect(error).toMatchObject({ status: 503, category: "server", userMessage: "down" });
    expect(request).toEqual({ method: "GET", path: "/api/stores/x?populate=*" });
  });

  it("is told of fetch failures as ContentErrors (network)", async () => {
    const onFailure = vi.fn();
    const fetchMock = vi.fn<typeof fetch>(async () => {
      throw new TypeError("fetch failed");
    });
    const client = createContentClient({ baseUrl: "http://content.test", fetch: fetchMock, onFailure });
    await expect(client.request("/x", { method: "POST", body: {} })).rejects.toMatchObject({ category: "network" });
    expect(onFailure.mock.calls[0]![0]).toMatchObject({ category: "network" });
    expect(onFailure.mock.calls[0]![1]).toEqual({ method: "POST", path: "/x" });
  });

  it("is not told of successes, a retry that succeeded, or requests the caller aborted", async () => {
    const onFailure = vi.fn();
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(jsonResponse(502, {}))
      .mockResolvedValueOnce(jsonResponse(200, { data: 1 }));
    const client = createContentClient({ baseUrl: "http://content.test", fetch: fetchMock, onFailure });
    await expect(client.request("/x")).resolves.toEqual({ data: 1 });

    const controller = new AbortController();
    const aborting = vi.fn<typeof fetch>(async () => {
      controller.abort();
      throw new DOMException("aborted", "AbortError");
    });
    const abortable = createContentClient({ baseUrl: "http://content.test", fetch: aborting, onFailure });
    await expect(abortable.request("/x", { signal: controller.signal })).rejects.toMatchObject({ category: "timeout" });
    expect(onFailure).not.toHaveBeenCalled();
  });
});
