// No client input is a server error: a few hundred random requests (methods, paths, headers,
// bodies; some of them sent as raw bytes no HTTP client would write) against the real server, and
// none answered with a 5xx. Seeded, so a failure can be replayed.
import net from "node:net";
import http from "node:http";
import { expect, test } from "./test";
import { BROWSER_UA } from "./shell-support";

test.skip(({ isMobile }) => isMobile, "server behaviour, not layout");

/** mulberry32: a small seeded generator, so a failing run can be repeated with its seed. */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return { next, pick };
}

const METHODS = ["GET", "HEAD", "POST", "POST", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND", "MKCOL", "LOCK"];
const PATHS = [
  "/", "/about", "/claim", "/add-store", "/advertise", "/search", "/map", "/stores/a/1", "/stores/zz/999999", "/stores/%ff",
  "/states/tx", "/states/zz", "/regions/south", "/hotspots", "/events", "/guides", "/guides/nope", "/resources/newsletter",
  "/resources/name-search", "/resources/map-points", "/resources/stores-near", "/admin", "/admin/login", "/admin/import",
  "/admin/stores/1", "/admin/logout", "/sitemap.xml", "/sitemaps/x", "/robots.txt", "/events/x.ics", "/claim.data",
  "/about.data", "/_root.data", "/healthz", "/readyz", "/builds/latest.json", "/builds/meta/x.json", "/assets/nope.js",
  "/%2e%2e/%2e%2e/etc/passwd", "/a%00b", "/%C0%AE", "/" + "x".repeat(3000), "/round-top-tx/top-10", "/stores/x/report",
];
const QUERIES = ["", "?q=antique", "?page=-1", "?page=99999999999999999999", "?q=%ff", "?lat=abc&lng=1e999", "?_routes=root", "?index", "?q=" + "%25".repeat(200), "?a=1&a=2&a=3"];
const TYPES = [
  "application/x-www-form-urlencoded", "multipart/form-data; boundary=xyz", "multipart/form-data", "application/json", "text/plain",
  "application/x-www-form-urlencoded; charset=utf-16", "multipart/form-data; boundary=" + "b".repeat(100), "image/png", "",
];
const BODIES = [
  "", "email=a%40b.co&source=footer", "intent=check", "%%%%", "a=" + "x".repeat(5000), '{"a":1}', "--xyz\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\n1\r\n--xyz--\r\n",
  "--xyz\r\nbroken", "\u0000\u0001\u0002", "name=%E0%A4%A&email=%ff",
];
const HEADERS: Record<string, string[]> = {
  "Accept": ["text/html", "application/json", "*/*", "text/x-script", "garbage/;;"],
  "Accept-Encoding": ["br", "gzip;q=0", "identity;q=0, *;q=0", "zstd", "x".repeat(500)],
  "Cookie": ["antiques_session=" + "0".repeat(64), "antiques_session=%ff", "a=b; ; ;", "x".repeat(2000)],
  "If-None-Match": ['"abc"', "*", "W/", ""],
  "Range": ["bytes=0-10", "bytes=abc"],
  "X-Forwarded-For": ["not-an-ip", "1.2.3.4, ::1"],
  "Authorization": ["Bearer x", "Basic !!!"],
  "Origin": ["https://evil.example", "null"],
  "Content-Encoding": ["gzip", "br"],
};

function request(base: string, method: string, path: string, headers: Record<string, string>, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method, headers, agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.setTimeout(20_000, () => req.destroy(new Error(`${method} ${path} timed out`)));
    req.on("error", (error: NodeJS.ErrnoException) => (error.code === "ECONNRESET" || error.code === "EPIPE" ? resolve(0) : reject(error)));
    req.end(method === "GET" || method === "HEAD" ? undefined : body);
  });
}

/** Bytes no HTTP client would send; the answer's status line. */
function raw(port: number, bytes: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    let answer = "";
    socket.setTimeout(5_000, () => socket.destroy());
    socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
    socket.on("close", () => resolve(answer.split("\r\n", 1)[0] ?? ""));
    socket.on("error", () => undefined);
    socket.end(bytes, "latin1");
  });
}

test("three hundred random requests: none is a server error", async () => {
  test.setTimeout(90_000);
  const base = process.env.E2E_BASE_URL!;
  const seed = Number(process.env.FUZZ_SEED ?? 20261125);
  const { next, pick } = random(seed);
  const failures: string[] = [];
  for (let batch = 0; batch < 30; batch++) {
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        const method = pick(METHODS);
        const path = `${pick(PATHS)}${pick(QUERIES)}`;
        const headers: Record<string, string> = { "User-Agent": next() < 0.8 ? BROWSER_UA : "Googlebot/2.1" };
        for (const [name, values] of Object.entries(HEADERS)) if (next() < 0.2) headers[name] = pick(values);
        if (method !== "GET" && method !== "HEAD") {
          const type = pick(TYPES);
          if (type) headers["Content-Type"] = type;
          if (next() < 0.15) delete headers["Content-Encoding"];
        } else {
          delete headers["Content-Encoding"];
        }
        const body = pick(BODIES);
        const status = await request(base, method, path, headers, body);
        if (status >= 500) failures.push(`${status} ${method} ${path} ${JSON.stringify(headers)} ${JSON.stringify(body.slice(0, 80))} (seed ${seed})`);
      }),
    );
  }
  const port = Number(new URL(base).port);
  for (const bytes of [
    "GET /about HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n",
    "POST /claim HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
    "BREW /about HTTP/1.1\r\nHost: x\r\n\r\n",
    "GET /about\u0000 HTTP/1.1\r\nHost: x\r\n\r\n",
    "GET http://evil.example/about HTTP/1.1\r\nHost: x\r\n\r\n",
    "GET //evil.example/x HTTP/1.1\r\nHost: x\r\n\r\n",
    "GET /about HTTP/1.1\r\nHost: x\r\nX: " + "y".repeat(20_000) + "\r\n\r\n",
    `POST /claim HTTP/1.1\r\nHost: x\r\nUser-Agent: ${BROWSER_UA}\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nbad\r\n`,
  ]) {
    const statusLine = await raw(port, bytes);
    if (/^HTTP\/1\.1 5\d\d/.test(statusLine)) failures.push(`${statusLine} for ${JSON.stringify(bytes.slice(0, 80))}`);
  }
  expect(failures).toEqual([]);
});
