// Rate limits count per visitor behind the web server: the web server forwards each visitor's own
// address to the content service, which trusts that address only from its trusted proxies (this
// machine, by default). Each visitor connects from its own loopback address (127.0.0.2, ...).
import http from "node:http";
import { expect, test } from "./test";
import { ContentService, WebServer, freePort } from "./shell-support";

test.skip(({ isMobile }) => isMobile, "server behaviour, not layout");

/** Posts the newsletter form to the web server from `visitor`; the answer's status. */
function subscribe(web: WebServer, visitor: string, email: string, headers: Record<string, string> = {}) {
  const body = new URLSearchParams({ email, source: "footer" }).toString();
  return new Promise<number>((resolve, reject) => {
    const request = http.request(
      `${web.url}/resources/newsletter`,
      {
        method: "POST",
        localAddress: visitor,
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": Buffer.byteLength(body),
          Accept: "application/json",
          ...headers,
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

test.describe("newsletter limits per visitor", () => {
  test.describe.configure({ mode: "serial" });
  let content: ContentService;
  let web: WebServer;

  test.beforeAll(async () => {
    content = new ContentService(await freePort(), "visitor-limits");
    content.seed(20);
    await content.start();
    web = new WebServer(await freePort(), content.url);
    await web.start();
  });

  test.afterAll(async () => {
    await web?.stop();
    await content?.stop();
  });

  test("thirty visitors each sign up once and all are accepted", async () => {
    for (let n = 2; n <= 31; n++) {
      expect(await subscribe(web, `127.0.0.${n}`, `visitor${n}@example.com`), `visitor 127.0.0.${n}`).toBe(200);
    }
  });

  test("one visitor's eleventh signup in a minute waits, whatever it forwards", async () => {
    const visitor = "127.0.0.50";
    for (let n = 0; n < 10; n++) expect(await subscribe(web, visitor, `same${n}@example.com`)).toBe(200);
    expect(await subscribe(web, visitor, "same10@example.com")).toBe(429);
    // A forged X-Forwarded-For is not believed by the web server (it trusts no proxy by default).
    for (let n = 0; n < 3; n++) {
      const forged = { "X-Forwarded-For": `203.0.113.${n}` };
      expect(await subscribe(web, visitor, `forged${n}@example.com`, forged)).toBe(429);
    }
    // Another visitor is not held up by this one.
    expect(await subscribe(web, "127.0.0.51", "other@example.com")).toBe(200);
  });
});
