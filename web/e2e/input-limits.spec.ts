// What the web server accepts from a client: form posts within their limit (64 KB; the console's
// import 16 MB), forms only (415 otherwise), the methods pages answer (405 otherwise), well-formed
// addresses (400 otherwise), each refusal the site's error page for people and one line for
// crawlers; and a flood of huge posts does not grow a worker's memory.
import http from "node:http";
import { readFileSync } from "node:fs";
import { Readable } from "node:stream";
import { expect, test } from "./test";
import { errorPageContent } from "../app/lib/errors/error-page";
import { BROWSER_UA, WebServer, contentUrl, freePort, waitForHydration } from "./shell-support";

// Server behaviour, the same for every viewport.
test.skip(({ isMobile }) => isMobile, "server behaviour, not layout");

const BOT_UA = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const base = () => process.env.E2E_BASE_URL!;

/** A raw request (any method, any body, streamed), answered with its status, headers and text. */
function send(
  url: string,
  options: { method?: string; headers?: Record<string, string | number>; body?: Buffer | string | Readable } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = http.request(url, { method: options.method ?? "GET", headers: { "User-Agent": BROWSER_UA, ...options.headers }, agent: false }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString() }));
      res.on("error", reject);
    });
    // The server answers and closes before a huge body is sent: that is the point. The client may
    // see the connection reset before it reads the answer (status 0).
    req.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "EPIPE" && error.code !== "ECONNRESET") reject(error);
      else if (!answered) resolve({ status: 0, headers: {}, text: "" });
    });
    const body = options.body;
    if (body instanceof Readable) body.pipe(req);
    else req.end(body);
  });
}

/** A stream of `total` bytes of form data, made as it is read (the test holds none of it). */
function formStream(total: number): Readable {
  let sent = 0;
  const chunk = Buffer.alloc(64 * 1024, "a");
  return new Readable({
    read() {
      if (sent >= total) return this.push(null);
      sent += chunk.length;
      this.push(chunk);
    },
  });
}

function expectErrorPage(text: string, status: number) {
  expect(text).toContain(`data-status="${status}"`);
  expect(text).toContain(errorPageContent(status).title);
}

/** Fills the claim form with valid answers and 70 KB more in a field of its own (which the browser's checks do not look at). */
async function fillOversizedClaim(page: import("@playwright/test").Page) {
  const form = page.locator("#claim-form");
  await form.locator('input[name="store"]').fill("Round Top Emporium, Round Top TX");
  await form.locator('input[name="name"]').fill("Pat Doe");
  await form.locator('select[name="role"]').selectOption({ index: 1 });
  await form.locator('input[name="email"]').fill("pat@example.com");
  await form.evaluate((form, text) => {
    const extra = document.createElement("input");
    extra.type = "hidden";
    extra.name = "padding";
    extra.value = text;
    form.appendChild(extra);
  }, "x".repeat(70 * 1024));
}

test.describe("form posts", () => {
  test("a form post over 64 KB is a 413 with the site's error page, without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ userAgent: BROWSER_UA, javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto(`${base()}/claim`);
      await fillOversizedClaim(page);
      const posted = page.waitForResponse((r) => r.request().method() === "POST");
      await page.getByRole("button", { name: "Send claim" }).click();
      expect((await posted).status()).toBe(413);
      await expect(page.getByTestId("error-page")).toHaveAttribute("data-status", "413");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`413 ${errorPageContent(413).title}`);
      await expect(page.getByTestId("error-message")).toContainText("64 KB");
    } finally {
      await context.close();
    }
  });

  test("with JavaScript, a form over 64 KB shows the 413 error page in place", async ({ browser }) => {
    const context = await browser.newContext({ userAgent: BROWSER_UA });
    const page = await context.newPage();
    try {
      await page.goto(`${base()}/claim`);
      await waitForHydration(page);
      await fillOversizedClaim(page);
      const posted = page.waitForResponse((r) => r.request().method() === "POST");
      await page.getByRole("button", { name: "Send claim" }).click();
      expect((await posted).status()).toBe(413);
      await expect(page.getByTestId("error-page")).toHaveAttribute("data-status", "413");
    } finally {
      await context.close();
    }
  });

  test("crawlers, route data and the JSON resources get the status and one line", async () => {
    const big = `note=${"x".repeat(70 * 1024)}`;
    const form = { "Content-Type": "application/x-www-form-urlencoded" };
    for (const [path, ua] of [["/claim", BOT_UA], ["/claim.data", BROWSER_UA], ["/resources/newsletter", BROWSER_UA]] as const) {
      const answer = await send(`${base()}${path}`, { method: "POST", headers: { ...form, "User-Agent": ua }, body: big });
      expect(answer.status, path).toBe(413);
      expect(answer.text).toBe(`413 ${errorPageContent(413).title}\n`);
    }
  });

  test("a post that is not a form is a 415, not a server error", async () => {
    const cases: [string, string][] = [
      ["application/json", '{"email":"a@b.co"}'],
      ["text/plain", "email=a@b.co"],
      ["multipart/form-data", "no boundary"],
      ["multipart/form-data; boundary=zz", "--zz\r\nbroken"],
      ["", "email=a@b.co"],
    ];
    for (const [type, body] of cases) {
      for (const path of ["/claim", "/add-store", "/resources/newsletter", "/admin/login"]) {
        const answer = await send(`${base()}${path}`, { method: "POST", headers: type ? { "Content-Type": type } : {}, body });
        expect(answer.status, `${type} to ${path}`).toBe(415);
      }
    }
    const page = await send(`${base()}/claim`, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" });
    expectErrorPage(page.text, 415);
  });

  test("forms within the limit still work, URL-encoded and multipart", async () => {
    const urlEncoded = await send(`${base()}/resources/newsletter`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "email=not-an-address&source=footer",
    });
    expect(urlEncoded.status).toBe(303);
    const form = new FormData();
    form.set("email", "not-an-address");
    form.set("source", "footer");
    const multipart = await fetch(`${base()}/resources/newsletter`, { method: "POST", body: form, headers: { Accept: "application/json", "User-Agent": BROWSER_UA } });
    // Read and answered by the newsletter's action: the address is not one.
    expect(multipart.status).toBe(400);
    expect(multipart.headers.get("content-type")).toMatch(/^application\/json/);
  });

  test("the console's import takes a file far over 64 KB (its own limit is 16 MB)", async () => {
    const form = new FormData();
    form.set("intent", "check");
    form.set("file", new Blob(["name,city,state\n", "x".repeat(1024 * 1024)]), "stores.csv");
    // Signed out: the console sends the visitor to sign in, which shows the body was accepted.
    const answer = await fetch(`${base()}/admin/import`, { method: "POST", body: form, redirect: "manual", headers: { "User-Agent": BROWSER_UA } });
    expect([302, 303]).toContain(answer.status);
    const tooBig = await send(`${base()}/admin/import`, {
      method: "POST",
      headers: { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": 17 * 1024 * 1024 },
      body: formStream(17 * 1024 * 1024),
    });
    expect([413, 0]).toContain(tooBig.status);
  });
});

test.describe("methods and addresses", () => {
  test("TRACE, PUT, DELETE and unknown methods are a 405 with Allow; OPTIONS says what is allowed", async () => {
    for (const method of ["TRACE", "PUT", "DELETE", "PATCH", "PROPFIND"]) {
      const answer = await send(`${base()}/about`, { method });
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow).toBe("GET, HEAD, POST");
    }
    expectErrorPage((await send(`${base()}/about`, { method: "TRACE" })).text, 405);
    const options = await send(`${base()}/about`, { method: "OPTIONS" });
    expect(options.status).toBe(204);
    expect(options.headers.allow).toBe("GET, HEAD, POST");
  });

  test("a malformed address and a // path are the site's 400 page for people, one line for crawlers", async ({ browser }) => {
    const context = await browser.newContext({ userAgent: BROWSER_UA });
    const page = await context.newPage();
    try {
      for (const path of ["/stores/%%bad", "/%E0%A4%A", "//example.com/x"]) {
        const response = await page.goto(`${base()}${path}`);
        expect(response?.status(), path).toBe(400);
        await expect(page.getByTestId("error-page")).toHaveAttribute("data-status", "400");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(`400 ${errorPageContent(400).title}`);
      }
    } finally {
      await context.close();
    }
    const bot = await send(`${base()}/stores/%%bad`, { headers: { "User-Agent": BOT_UA } });
    expect(bot.status).toBe(400);
    expect(bot.text).toBe(`400 ${errorPageContent(400).title}\n`);
  });
});

test.describe("memory", () => {
  let web: WebServer;
  test.beforeAll(async () => {
    web = new WebServer(await freePort(), contentUrl());
    await web.start();
  });
  test.afterAll(async () => {
    await web?.stop();
  });

  /** The server process's resident memory, in MB (Linux). */
  const rssMb = () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${web.pid}/status`, "utf8"))?.[1]) / 1024;

  test("six concurrent 200 MB posts are refused early and leave the worker's memory as it was", async () => {
    test.setTimeout(60_000);
    // Warm up (the first render loads the app's modules), then measure.
    await send(`${web.url}/about`);
    const before = rssMb();
    const huge = 200 * 1024 * 1024;
    const form = { "Content-Type": "application/x-www-form-urlencoded" };
    const started = Date.now();
    const answers = await Promise.all([
      // Declared: refused before a byte is read.
      ...[1, 2, 3].map(() => send(`${web.url}/claim`, { method: "POST", headers: { ...form, "Content-Length": huge }, body: formStream(huge) })),
      // Chunked: read until past the limit, then the connection is closed.
      ...[1, 2, 3].map(() => send(`${web.url}/claim`, { method: "POST", headers: { ...form, "Transfer-Encoding": "chunked" }, body: formStream(huge) })),
    ]);
    // Refused: a 413, or the connection closed before the client read it.
    for (const answer of answers) expect([413, 0]).toContain(answer.status);
    expect(Date.now() - started, "answered without reading 1.2 GB").toBeLessThan(15_000);
    expect(rssMb() - before).toBeLessThan(64);
    // The server still answers.
    expect((await send(`${web.url}/about`)).status).toBe(200);
  });
});
