// The content client over the web server's transport, against a small HTTP server standing in for the
// content service: every case runs over the global `fetch` too, and both must end the same way (the
// answer, or the error's status, category and message).
import http from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type ContentFetch, createContentClient } from "./client";
import { ContentError, USER_MESSAGES } from "./errors";
import { contentFetch } from "./http.server";

/** What the stand-in answers, by path. */
const ROUTES: Record<string, (req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) => void> = {
  "/api/ok": (req, res) => json(res, 200, { data: { path: req.url, method: req.method } }),
  "/api/echo": (req, res, body) =>
    json(res, 200, {
      headers: req.headers,
      body: body.toString("utf8"),
      bytes: body.length,
    }),
  "/api/bom": (_req, res) => {
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end("\uFEFF" + JSON.stringify({ data: "ü" }));
  },
  "/api/empty": (_req, res) => res.writeHead(204).end(),
  "/api/missing": (_req, res) => json(res, 404, { data: null, error: { status: 404, name: "NotFoundError", message: "Store not found", details: {} } }),
  "/api/refused": (_req, res) =>
    json(res, 422, { data: null, error: { status: 422, name: "ValidationError", message: "Check the form", details: { errors: [{ path: ["email"], message: "Not an e-mail address" }] } } }),
  "/api/broken": (_req, res) => {
    res.writeHead(500, { "Content-Type": "text/html" });
    res.end("<h1>Internal error</h1>");
  },
  "/api/not-json": (_req, res) => {
    res.writeHead(200, { "Content-Type": "text/html" });
    res.end("<html>");
  },
  "/api/flaky": (req, res) => {
    const key = req.headers["x-test"] as string;
    const seen = (flakyCalls.get(key) ?? 0) + 1;
    flakyCalls.set(key, seen);
    if (seen === 1) json(res, 503, { data: null, error: { status: 503, name: "Error", message: "Busy", details: {} } });
    else json(res, 200, { data: seen });
  },
  "/api/down": (_req, res) => json(res, 503, { data: null, error: { status: 503, name: "Error", message: "Down for maintenance", details: {} } }),
  // Never answers, or stops halfway through its body.
  "/api/silent": () => undefined,
  "/api/stalls": (_req, res) => {
    res.writeHead(200, { "Content-Type": "application/json", "Content-Length": "100" });
    res.write('{"data":');
  },
  // Closes the connection halfway through its body.
  "/api/cut": (_req, res) => {
    res.writeHead(200, { "Content-Type": "application/json", "Content-Length": "100" });
    res.write('{"data":', () => res.socket?.destroy());
  },
  // Closes the connection without answering.
  "/api/hang-up": (req) => req.socket.destroy(),
};

function json(res: http.ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(text) });
  res.end(text);
}

const flakyCalls = new Map<string, number>();
let server: http.Server;
let base = "";
let connections = 0;
const sockets = new Set<Socket>();

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const route = ROUTES[(req.url ?? "").split("?")[0]!];
      if (route) route(req, res, Buffer.concat(chunks));
      else json(res, 404, {});
    });
  });
  server.on("connection", (socket: Socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => server.close(resolve));
});

const TRANSPORTS: [string, ContentFetch][] = [
  ["node:http", contentFetch],
  ["fetch", fetch],
];

/** The error a request ends with, as what the pages and the error reports read of it. */
async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ContentError);
  const { status, category, userMessage, pageStatus, fieldErrors } = error as ContentError;
  return { status, category, userMessage, pageStatus, fieldErrors };
}

describe.each(TRANSPORTS)("the content client over %s", (_name, transport) => {
  const client = (extra: { token?: string; timeoutMs?: number; onFailure?: () => void } = {}) =>
    createContentClient({ baseUrl: base, fetch: transport, ...extra });

  it("returns the parsed answer of a GET", async () => {
    await expect(client().request("/api/ok?populate=*")).resolves.toEqual({ data: { path: "/api/ok?populate=*", method: "GET" } });
  });

  it("sends its headers, the token, and a JSON body with its length", async () => {
    const body = { email: "a@b.co", note: "Über" };
    const echo = await client({ token: "t0k" }).request<{ headers: http.IncomingHttpHeaders; body: string; bytes: number }>("/api/echo", {
      method: "post",
      body,
      headers: { "X-Forwarded-For": "203.0.113.9" },
    });
    expect(echo.headers).toMatchObject({
      accept: "application/json",
      "accept-encoding": "identity",
      authorization: "Bearer t0k",
      "content-type": "application/json",
      "x-forwarded-for": "203.0.113.9",
      "content-length": String(Buffer.byteLength(JSON.stringify(body))),
    });
    expect(JSON.parse(echo.body)).toEqual(body);
  });

  it("sends a file's bytes as they are", async () => {
    const bytes = new TextEncoder().encode("name,city\nÄ,B\n");
    const echo = await client().request<{ headers: http.IncomingHttpHeaders; body: string; bytes: number }>("/api/echo", {
      method: "POST",
      rawBody: { bytes, contentType: "text/csv" },
    });
    expect(echo.headers["content-type"]).toBe("text/csv");
    expect(echo.bytes).toBe(bytes.length);
    expect(echo.body).toBe("name,city\nÄ,B\n");
  });

  it("reads UTF-8 with a byte order mark", async () => {
    await expect(client().request("/api/bom")).resolves.toEqual({ data: "ü" });
  });

  it("returns nothing for 204", async () => {
    await expect(client().request("/api/empty", { method: "POST" })).resolves.toBeUndefined();
  });

  it("retries a GET once on 503", async () => {
    await expect(client().request("/api/flaky", { headers: { "X-Test": `retry-${_name}` } })).resolves.toEqual({ data: 2 });
  });

  it("ends a refused request with the service's message and field errors", async () => {
    expect(await failure(client().request("/api/missing"))).toEqual({
      status: 404,
      category: "not_found",
      userMessage: "Store not found",
      pageStatus: 404,
      fieldErrors: {},
    });
    expect(await failure(client().request("/api/refused", { method: "POST", body: {} }))).toEqual({
      status: 422,
      category: "validation",
      userMessage: "Check the form",
      pageStatus: 422,
      fieldErrors: { email: "Not an e-mail address" },
    });
  });

  it("ends a failed request with the catalogue's message when the body is not JSON, after its retry", async () => {
    expect(await failure(client().request("/api/broken"))).toEqual({
      status: 500,
      category: "server",
      userMessage: USER_MESSAGES.server,
      pageStatus: 500,
      fieldErrors: {},
    });
    expect(await failure(client().request("/api/down"))).toMatchObject({ status: 503, category: "server", userMessage: "Down for maintenance" });
  });

  it("ends a success that is not JSON as unknown", async () => {
    expect(await failure(client().request("/api/not-json"))).toMatchObject({ status: 200, category: "unknown", userMessage: USER_MESSAGES.unknown });
  });

  it("ends a request nobody answers as a network failure", async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const onFailure = vi.fn();
    const refused = createContentClient({ baseUrl: `http://127.0.0.1:${port}`, fetch: transport, onFailure });
    expect(await failure(refused.request("/api/ok"))).toEqual({
      status: 0,
      category: "network",
      userMessage: USER_MESSAGES.network,
      pageStatus: 503,
      fieldErrors: {},
    });
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(await failure(client().request("/api/hang-up"))).toMatchObject({ status: 0, category: "network" });
  });

  it("ends an answer cut off as a network failure", async () => {
    expect(await failure(client().request("/api/cut"))).toMatchObject({ status: 0, category: "network", userMessage: USER_MESSAGES.network });
  });

  it("ends an attempt over its time limit as a timeout, before the answer or during its body", async () => {
    for (const path of ["/api/silent", "/api/stalls"]) {
      const started = Date.now();
      expect(await failure(client({ timeoutMs: 100 }).request(path)), path).toEqual({
        status: 0,
        category: "timeout",
        userMessage: USER_MESSAGES.timeout,
        pageStatus: 503,
        fieldErrors: {},
      });
      expect(Date.now() - started).toBeLessThan(5_000);
    }
  });

  it("ends a request its caller aborts as a timeout, untold", async () => {
    const onFailure = vi.fn();
    const controller = new AbortController();
    const pending = client({ onFailure }).request("/api/silent", { signal: controller.signal });
    setTimeout(() => controller.abort("replaced by a newer search"), 20);
    expect(await failure(pending)).toMatchObject({ status: 0, category: "timeout" });
    const aborted = new AbortController();
    aborted.abort();
    expect(await failure(client({ onFailure }).request("/api/ok", { signal: aborted.signal }))).toMatchObject({ category: "timeout" });
    expect(onFailure).not.toHaveBeenCalled();
  });
});

describe("the web server's transport", () => {
  it("keeps one connection for requests one after another, whatever their answers", async () => {
    const client = createContentClient({ baseUrl: base, fetch: contentFetch });
    await client.request("/api/ok");
    const before = connections;
    await client.request("/api/ok");
    await client.request("/api/empty", { method: "POST" });
    await client.request("/api/missing").catch(() => undefined);
    await client.request("/api/flaky", { headers: { "X-Test": "keep-alive" } });
    await client.request("/api/echo", { method: "POST", body: { a: 1 } });
    await client.request("/api/ok");
    expect(connections).toBe(before);
  });

  it("opens a new connection after one is cut", async () => {
    const client = createContentClient({ baseUrl: base, fetch: contentFetch });
    await client.request("/api/cut").catch(() => undefined);
    await expect(client.request("/api/ok")).resolves.toMatchObject({ data: { method: "GET" } });
  });
});
