import { describe, expect, it, vi } from "vitest";
import { createContentClient, shouldRetry } from "./client";
import { ContentError, USER_MESSAGES } from "./errors";

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

describe("content client", () => {
  it("returns the parsed body and sends the bearer token", async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { data: { totalStores: 3, distinctCities: 2 } }));
    const client = createContentClient({ baseUrl: "http://content.test", token: "t0k", fetch: fetchMock });
    const body = await client.request<{ data: { totalStores: number } }>("/api/stores/reference");
    expect(body.data.totalStores).toBe(3);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("http://content.test/api/stores/reference");
    expect((init.headers as Record<string, string>).Authorization).toBe("Bearer t0k");
  });

  it("retries a GET once on 503, then succeeds", async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse(503, {}))
      .mockResolvedValueOnce(jsonResponse(200, { data: 1 }));
    const client = createContentClient({ baseUrl: "http://content.test", fetch: fetchMock });
    await expect(client.request("/x")).resolves.toEqual({ data: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("does not retry a POST", async () => {
    const fetchMock = vi.fn(async () => jsonResponse(503, {}));
    const client = createContentClient({ baseUrl: "http://content.test", fetch: fetchMock });
    await expect(client.request("/x", { method: "POST", body: {} })).rejects.toBeInstanceOf(ContentError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("prefers the content service's own message", async () => {
    const fetchMock = vi.fn(async () =>
      jsonResponse(400, { data: null, error: { status: 400, name: "ValidationError", message: "Bad page" } }),
    );
    const client = createContentClient({ baseUrl: "http://content.test", fetch: fetchMock });
    await expect(client.request("/x")).rejects.toMatchObject({ category: "client", userMessage: "Bad page" });
  });

  it("maps a fetch failure to the network category", async () => {
    const fetchMock = vi.fn(async () => {
      throw new TypeError("fetch failed");
    });
    const client = createContentClient({ baseUrl: "http://content.test", fetch: fetchMock });
    await expect(client.request("/x")).rejects.toMatchObject({
      category: "network",
      userMessage: USER_MESSAGES.network,
      pageStatus: 503,
    });
  });

  it("retries only idempotent methods on the listed statuses", () => {
    for (const status of [408, 409, 425, 429, 500, 502, 503, 504]) expect(shouldRetry("GET", status)).toBe(true);
    for (const status of [400, 401, 403, 404, 422, 501]) expect(shouldRetry("GET", status)).toBe(false);
    expect(shouldRetry("POST", 503)).toBe(false);
  });
});
