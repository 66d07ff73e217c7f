// The page cache's rules over real HTTP: a server whose renders are counted stands in for React
// Router, so each rule (single flight, versions, lifetimes, encodings, 304, what is never kept) is
// seen from the outside, as a browser or a CDN sees it.
import { randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { chooseEncoding, createPageCache, ifNoneMatchHolds, isCacheableRequest, keepFor, NOT_FOUND_LIFETIME_MS } from "./page-cache.mjs";

type Page = { status?: number; headers?: Record<string, string>; body?: string };

/** A page cache over counted renders, listening on a free port; `clock` moves time. */
async function startCache(options: { pages?: (url: string) => Page; lifetimeMs?: number; maxBytes?: number } = {}) {
  const clock = { now: 1_000_000 };
  const catalog = { version: 1 as number | undefined, unreachable: false };
  const renders: string[] = [];
  let renderDelayMs: number | (() => number) = 0;
  let failRenders = false;
  const pages = options.pages ?? ((url: string): Page => ({ body: `<!doctype html><p>${url} at version ${catalog.version}</p>${"x".repeat(4000)}` }));
  const cache = createPageCache({
    versions: { current: () => catalog.version, unreachable: () => catalog.unreachable },
    maxBytes: options.maxBytes ?? 1024 * 1024,
    lifetimeMs: options.lifetimeMs ?? 60_000,
    cacheControl: "public, max-age=60",
    now: () => clock.now,
    async render(req) {
      renders.push(req.url ?? "");
      const delay = typeof renderDelayMs === "function" ? renderDelayMs() : renderDelayMs;
      if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
      if (failRenders) throw new Error("render failed");
      const page = pages(req.url ?? "/");
      const headers = new Headers({ "Content-Type": "text/html", ...page.headers });
      return { status: page.status ?? 200, headers, body: Buffer.from(page.body ?? "") };
    },
  });
  const server = http.createServer((req, res) => {
    cache.handle(req, res, false).catch(() => res.writeHead(500).end("render failed"));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  servers.push(server);
  return {
    clock,
    catalog,
    renders,
    cache,
    slowRenders: (ms: number | (() => number)) => (renderDelayMs = ms),
    failRenders: (fail: boolean) => (failRenders = fail),
    get: (path: string, headers: Record<string, string> = {}, method = "GET") => request(`${base}${path}`, headers, method),
  };
}

/** One request with Node's http client (fetch would decompress and hide the encoding). */
function request(url: string, headers: Record<string, string>, method: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request(url, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

const servers: http.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

describe("the page cache", () => {
  it("renders a page once and serves it again from memory", async () => {
    const site = await startCache();
    const first = await site.get("/stores/a-store");
    const second = await site.get("/stores/a-store");
    expect([first.headers["x-page-cache"], second.headers["x-page-cache"]]).toEqual(["miss", "hit"]);
    expect(second.body.toString()).toBe(first.body.toString());
    expect(site.renders).toEqual(["/stores/a-store"]);
    expect(second.headers["cache-control"]).toBe("public, max-age=60");
    expect(second.headers.vary).toBe("Accept-Encoding");
  });

  it("renders a cold page once for 64 requests at the same moment", async () => {
    const site = await startCache();
    site.slowRenders(50);
    const answers = await Promise.all(Array.from({ length: 64 }, () => site.get("/hudson-ny")));
    expect(site.renders).toEqual(["/hudson-ny"]);
    const states = answers.map((a) => a.headers["x-page-cache"]);
    expect(states.filter((s) => s === "miss")).toHaveLength(1);
    expect(states.filter((s) => s === "wait")).toHaveLength(63);
    expect(new Set(answers.map((a) => a.body.toString())).size).toBe(1);
  });

  it("compresses once per encoding, br before gzip, and answers 304 to a tag it sent", async () => {
    const site = await startCache();
    const plain = await site.get("/guides/x");
    const br = await site.get("/guides/x", { "Accept-Encoding": "gzip, deflate, br" });
    const gz = await site.get("/guides/x", { "Accept-Encoding": "gzip" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.body).toString()).toBe(plain.body.toString());
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
    expect(Number(br.headers["content-length"])).toBe(br.body.length);

    const again = await site.get("/guides/x", { "Accept-Encoding": "br", "If-None-Match": String(br.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(br.headers.etag);
    // The tag of another encoding does not validate this one.
    const crossed = await site.get("/guides/x", { "Accept-Encoding": "br", "If-None-Match": String(gz.headers.etag) });
    expect(crossed.status).toBe(200);
    const other = await site.get("/guides/x", { "If-None-Match": '"something-else"' });
    expect(other.status).toBe(200);
    expect(site.renders).toHaveLength(1);
  });

  it("tags route data by its bytes, so an unchanged answer still revalidates after a new render; a document's tag is its render's", async () => {
    const site = await startCache({
      pages: (url) =>
        url.includes(".data")
          ? { body: `[{"_1":2},"loaderData","same"]${"y".repeat(4000)}`, headers: { "Content-Type": "text/x-script" } }
          : { body: `<!doctype html><p>same</p>${"x".repeat(4000)}` },
    });
    const data = await site.get("/stores/x.data");
    const page = await site.get("/stores/x");
    site.catalog.version = 2;
    await site.get("/stores/x.data");
    await site.get("/stores/x");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(site.renders.filter((url) => url.includes(".data"))).toHaveLength(2);
    const dataAgain = await site.get("/stores/x.data", { "If-None-Match": String(data.headers.etag) });
    expect(dataAgain.status).toBe(304);
    const pageAgain = await site.get("/stores/x");
    expect(site.renders.filter((url) => url === "/stores/x")).toHaveLength(2);
    expect(pageAgain.headers.etag).not.toBe(page.headers.etag);
  });

  it("compresses a page quickly for its first answer and well once it is asked again", async () => {
    // Text varied enough for brotli's levels to differ (a repeated letter packs the same at any level).
    const words = Array.from({ length: 3000 }, (_, i) => `w${(i * 7919) % 1009}`).join(" ");
    const site = await startCache({ pages: () => ({ body: `<!doctype html><p>${words}</p>` }) });
    const browser = { "Accept-Encoding": "gzip, deflate, br" };
    const first = await site.get("/stores/once", browser);
    const second = await site.get("/stores/once", browser);
    const third = await site.get("/stores/once", browser);
    expect([first, second, third].map((a) => a.headers["x-page-cache"])).toEqual(["miss", "hit", "hit"]);
    const plain = `<!doctype html><p>${words}</p>`;
    for (const answer of [first, second, third]) {
      expect(answer.headers["content-encoding"]).toBe("br");
      expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(plain);
      expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
    }
    expect(second.body.length).toBeLessThan(first.body.length);
    expect(third.body.equals(second.body)).toBe(true);
    // The same page under the same (weak) tag, whichever bytes a browser holds.
    expect(first.headers.etag).toMatch(/^W\/"/);
    expect(second.headers.etag).toBe(first.headers.etag);
    const revalidated = await site.get("/stores/once", { ...browser, "If-None-Match": String(first.headers.etag) });
    expect(revalidated.status).toBe(304);
    expect(site.renders).toHaveLength(1);
  });

  it("answers HEAD with the headers of the page and no body", async () => {
    const site = await startCache();
    const head = await site.get("/states/ny", {}, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    const get = await site.get("/states/ny");
    expect(Number(head.headers["content-length"])).toBe(get.body.length);
    expect(get.headers["x-page-cache"]).toBe("hit");
  });

  it("does not hand a render started at an older version to a request that knows a newer one", async () => {
    const site = await startCache();
    // Renders at version 1 are slow, at version 2 quick: the older one ends last.
    site.slowRenders(() => (site.catalog.version === 1 ? 120 : 10));
    const older = site.get("/states/vt");
    await new Promise((resolve) => setTimeout(resolve, 20));
    site.catalog.version = 2;
    const newer = await site.get("/states/vt");
    expect(newer.body.toString()).toContain("at version 2");
    expect(newer.headers["x-page-cache"]).toBe("miss");
    await older;
    const after = await site.get("/states/vt");
    expect([after.headers["x-page-cache"], after.body.toString().includes("at version 2")]).toEqual(["hit", true]);
  });

  it("shares an answer it does not keep with the requests that waited for it", async () => {
    const site = await startCache({ pages: () => ({ status: 302, headers: { Location: "/elsewhere" }, body: "" }) });
    site.slowRenders(30);
    const answers = await Promise.all(Array.from({ length: 10 }, () => site.get("/old-address")));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(302));
    expect(site.renders).toHaveLength(1);
  });

  it("renders again before answering once the catalogue version moved", async () => {
    const site = await startCache();
    expect((await site.get("/")).body.toString()).toContain("at version 1");
    site.catalog.version = 2;
    const after = await site.get("/");
    expect(after.headers["x-page-cache"]).toBe("miss");
    expect(after.body.toString()).toContain("at version 2");
  });

  it("serves a page past its lifetime while it renders again (stale-while-revalidate)", async () => {
    const site = await startCache({ lifetimeMs: 60_000 });
    await site.get("/events");
    site.clock.now += 61_000;
    const stale = await site.get("/events");
    expect(stale.headers["x-page-cache"]).toBe("stale");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(site.renders).toHaveLength(2);
    expect((await site.get("/events")).headers["x-page-cache"]).toBe("hit");
  });

  it("keeps serving what it has while the content service is down (stale-if-error)", async () => {
    let down = false;
    const site = await startCache({
      pages: (url): Page => (down ? { status: 503, body: "outage" } : url === "/regions/missing" ? { status: 404, body: "<p>no such region</p>" } : { body: `<p>${url}</p>` }),
    });
    await site.get("/regions/northeast");
    expect((await site.get("/regions/missing")).status).toBe(404);
    down = true;
    site.catalog.unreachable = true;
    const during = await site.get("/regions/northeast");
    expect(during.status).toBe(200);
    expect(during.headers["x-page-cache"]).toBe("stale-if-error");
    // Nobody downstream keeps a page served in an outage.
    expect(during.headers["cache-control"]).toBe("no-cache");
    expect(during.body.toString()).toBe("<p>/regions/northeast</p>");
    expect(site.renders.filter((url) => url === "/regions/northeast")).toHaveLength(1);
    // A page never seen before gets the outage answer, uncached.
    const unseen = await site.get("/regions/south");
    expect([unseen.status, unseen.headers["x-page-cache"]]).toEqual([503, "bypass"]);

    // A not-found page is not served for an outage: the outage is what the visitor gets.
    expect((await site.get("/regions/missing")).status).toBe(503);

    // The version moved and the new render fails: the old page, not the error.
    site.catalog.unreachable = false;
    site.catalog.version = 7;
    site.failRenders(true);
    const failing = await site.get("/regions/northeast");
    expect([failing.status, failing.headers["x-page-cache"]]).toEqual([200, "stale-if-error"]);
  });

  it("keeps a not-found page only for a few seconds, and never what sets a cookie or its own Cache-Control", async () => {
    const site = await startCache({
      pages: (url): Page =>
        url === "/gone"
          ? { status: 404, body: "<p>not found</p>" }
          : url === "/cookie"
            ? { headers: { "Set-Cookie": "a=b" }, body: "<p>mine</p>" }
            : { headers: { "Cache-Control": "no-store" }, body: "<p>private</p>" },
    });
    await site.get("/gone");
    expect((await site.get("/gone")).headers["x-page-cache"]).toBe("hit");
    site.clock.now += NOT_FOUND_LIFETIME_MS + 1;
    expect((await site.get("/gone")).headers["x-page-cache"]).toBe("miss");

    for (const path of ["/cookie", "/private"]) {
      await site.get(path);
      const again = await site.get(path);
      expect(again.headers["x-page-cache"]).toBe("bypass");
    }
    expect((await site.get("/cookie")).headers["set-cookie"]).toEqual(["a=b"]);
    expect(site.renders.filter((url) => url === "/cookie")).toHaveLength(3);
  });

  it("stays within its bound in bytes, dropping the least recently used", async () => {
    // Random text compresses little, so each entry keeps ~6 KB.
    const site = await startCache({ maxBytes: 64 * 1024, pages: (url) => ({ body: `<p>${url}</p>${randomBytes(3000).toString("hex")}` }) });
    for (let i = 0; i < 30; i++) await site.get(`/stores/s${i}`);
    expect(site.cache.size().bytes).toBeLessThanOrEqual(64 * 1024);
    expect((await site.get("/stores/s29")).headers["x-page-cache"]).toBe("hit");
    expect((await site.get("/stores/s0")).headers["x-page-cache"]).toBe("miss");
  });
});

describe("the rules of what is kept", () => {
  const req = (method: string, headers: Record<string, string> = {}) => ({ method, headers }) as unknown as http.IncomingMessage;

  it("accepts anonymous page views and route data, nothing else", () => {
    expect(isCacheableRequest(req("GET"), "/stores/a", "antiques_session")).toBe(true);
    expect(isCacheableRequest(req("HEAD"), "/", "antiques_session")).toBe(true);
    expect(isCacheableRequest(req("GET"), "/stores/a.data", "antiques_session")).toBe(true);
    expect(isCacheableRequest(req("GET", { cookie: "theme=dark" }), "/", "antiques_session")).toBe(true);
    expect(isCacheableRequest(req("POST"), "/add-store", "antiques_session")).toBe(false);
    expect(isCacheableRequest(req("GET"), "/admin", "antiques_session")).toBe(false);
    expect(isCacheableRequest(req("GET"), "/admin/stores", "antiques_session")).toBe(false);
    expect(isCacheableRequest(req("GET"), "/resources/stores-near", "antiques_session")).toBe(false);
    expect(isCacheableRequest(req("GET"), "/favicon.svg", "antiques_session")).toBe(false);
    expect(isCacheableRequest(req("GET", { cookie: "a=1; antiques_session=abc" }), "/", "antiques_session")).toBe(false);
    expect(isCacheableRequest(req("GET", { authorization: "Bearer x" }), "/", "antiques_session")).toBe(false);
  });

  it("keeps 200 pages and route data, 404 pages briefly", () => {
    const answer = (status: number, headers: Record<string, string>) => ({ status, headers: new Headers(headers), body: Buffer.from("") });
    expect(keepFor(answer(200, { "content-type": "text/html" }), false, 60_000)).toBe(60_000);
    expect(keepFor(answer(200, { "content-type": "text/x-script" }), true, 60_000)).toBe(60_000);
    expect(keepFor(answer(200, { "content-type": "text/x-script" }), false, 60_000)).toBe(0);
    expect(keepFor(answer(404, { "content-type": "text/html" }), false, 60_000)).toBe(NOT_FOUND_LIFETIME_MS);
    expect(keepFor(answer(302, { "content-type": "text/html" }), false, 60_000)).toBe(0);
    expect(keepFor(answer(500, { "content-type": "text/html" }), false, 60_000)).toBe(0);
    expect(keepFor(answer(200, { "content-type": "application/json" }), false, 60_000)).toBe(0);
    expect(keepFor(answer(200, { "content-type": "text/html", "set-cookie": "a=b" }), false, 60_000)).toBe(0);
  });

  it("chooses br, then gzip, honouring q=0", () => {
    expect(chooseEncoding("gzip, deflate, br")).toBe("br");
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip")).toBe("gzip");
    expect(chooseEncoding("deflate")).toBe("identity");
    expect(chooseEncoding(undefined)).toBe("identity");
  });

  it("matches If-None-Match lists, weak tags and *", () => {
    expect(ifNoneMatchHolds('"a", W/"b"', ['"b"'])).toBe(true);
    expect(ifNoneMatchHolds("*", ['"b"'])).toBe(true);
    expect(ifNoneMatchHolds('"c"', ['"b"'])).toBe(false);
    expect(ifNoneMatchHolds(undefined, ['"b"'])).toBe(false);
  });
});
