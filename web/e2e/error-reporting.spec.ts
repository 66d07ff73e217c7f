// Error reporting with ERROR_REPORTING_DSN set, against a stand-in collector. The web
// server: a failure of ours (the content service answering 5xx, or unreachable) is reported with the
// service, release and request; a visitor's 404 is not. The browser: the SDK loads, a window error is
// reported with the same release and environment, and trace headers go to same-origin requests only.
// (Nothing is requested without a DSN: resilience.spec.ts. The content service: crates/antiques/tests.)
import { expect, test } from "./test";
import "../app/lib/runtime/router-globals";
import { ErrorCollector, exceptionMessages } from "./error-collector";
import { ContentStandIn, WebServer, freePort } from "./shell-support";

let collector: ErrorCollector;

/** The web server's reports of content failures (the pages' browser SDK may report on its own). */
const contentReports = () => collector.events.filter((event) => event.tags?.source === "content-service");
let standIn: ContentStandIn;
let web: WebServer;

test.beforeAll(async ({ browserName: _ }, testInfo) => {
  // One server-side behaviour: the desktop project covers it.
  test.skip(testInfo.project.name !== "desktop", "server-side only");
  collector = new ErrorCollector();
  await collector.start();
  standIn = new ContentStandIn(await freePort());
  await standIn.start();
  web = new WebServer(await freePort(), standIn.url, {
    ERROR_REPORTING_DSN: collector.dsn,
    ERROR_REPORTING_ENVIRONMENT: "e2e",
  });
  await web.start();
});

test.afterAll(async () => {
  await web?.stop();
  await standIn?.stop();
  await collector?.stop();
});

test("a content-service failure is reported, a visitor's 404 is not", async ({ page }) => {
  const build = (await (await fetch(`${web.url}/builds/latest.json`)).json()) as { id: string };

  standIn.mode = 500;
  const failed = await page.goto(`${web.url}/stores/some-store`);
  expect(failed?.status()).toBe(500);
  await expect(page.getByTestId("error-page")).toHaveAttribute("data-status", "500");
  await expect.poll(() => contentReports().length).toBe(1);
  const event = contentReports()[0]!;
  expect(event.release).toBe(`antiques-web@${build.id}`);
  expect(event.environment).toBe("e2e");
  expect(event.tags).toMatchObject({ service: "web", source: "content-service", category: "server", status: "500" });
  expect(event.extra).toMatchObject({ request: "GET /api/stores/some-store" });
  expect(exceptionMessages(event)).toContain("ContentError: Stand-in content service answered 500");

  // The store does not exist: the visitor's mistake, not ours. Then one more failure of ours: only it
  // is reported after the first, so the 404 in between sent nothing.
  standIn.mode = 404;
  expect((await page.goto(`${web.url}/stores/no-such-store`))?.status()).toBe(404);
  standIn.mode = 503;
  expect((await page.goto(`${web.url}/stores/another-store`))?.status()).toBe(503);
  await expect.poll(() => contentReports().length).toBe(2);
  expect(contentReports()[1]!.tags).toMatchObject({ category: "server", status: "503" });
  expect(contentReports()[1]!.extra).toMatchObject({ request: "GET /api/stores/another-store" });
});

test("a failed newsletter signup is reported without the visitor's e-mail, address or form", async ({ request }) => {
  standIn.mode = 500;
  const before = contentReports().length;
  const email = "private.person@example.com";
  const response = await request.post(`${web.url}/resources/newsletter`, {
    form: { email, source: "footer" },
    headers: { Accept: "application/json", Cookie: "session=secret-cookie" },
  });
  expect(response.status()).toBe(500);
  await expect.poll(() => contentReports().length).toBe(before + 1);
  const event = contentReports()[before]!;
  expect(event.extra).toMatchObject({ request: "POST /api/email-signups/submit" });
  const text = JSON.stringify(event);
  expect(text).not.toContain("private.person");
  expect(text).not.toContain("secret-cookie");
  expect(text).not.toContain("ip_address");
  standIn.mode = "forward";
});

test("an unreachable content service is reported as a network failure", async ({ page }) => {
  const before = contentReports().length;
  await standIn.stop();
  try {
    expect((await page.goto(`${web.url}/hotspots`))?.status()).toBe(503);
    // The page asks for the towns, the states and the regions at once: each failure is reported.
    const ofHotspots = () => contentReports().slice(before).find((e) => /^GET \/api\/hotspots/.test(String(e.extra?.request)));
    await expect.poll(ofHotspots).toBeTruthy();
    expect(ofHotspots()!.tags).toMatchObject({ service: "web", source: "content-service", category: "network" });
  } finally {
    await standIn.start();
    standIn.mode = "forward";
  }
});

test("in the browser: a window error is reported like the server's, trace headers only on same-origin requests", async ({
  page,
}) => {
  standIn.mode = "forward";
  const build = (await (await fetch(`${web.url}/builds/latest.json`)).json()) as { id: string };
  const traceHeaders = new Map<string, string | undefined>();
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/healthz" || url.pathname === "/cross-origin-probe") {
      traceHeaders.set(url.pathname, request.headers()["sentry-trace"]);
    }
  });
  await page.goto(`${web.url}/`);
  // The SDK arrives with the deferred half of the client runtime, once the page is idle.
  await page.waitForFunction(() => window.__antiquesRuntime === "full" && "__SENTRY__" in window);

  const before = collector.events.length;
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error("E2E browser failure");
    }, 0);
  });
  await expect
    .poll(() => collector.events.slice(before).find((e) => exceptionMessages(e).some((m) => m.includes("E2E browser failure"))))
    .toBeTruthy();
  const event = collector.events.slice(before).find((e) => exceptionMessages(e).some((m) => m.includes("E2E browser failure")))!;
  expect(event.release).toBe(`antiques-web@${build.id}`);
  expect(event.environment).toBe("e2e");

  await page.evaluate(async (crossOrigin) => {
    await fetch("/healthz");
    await fetch(`${crossOrigin}/cross-origin-probe`).catch(() => undefined);
  }, collector.origin);
  await expect.poll(() => traceHeaders.size).toBe(2);
  expect(traceHeaders.get("/healthz")).toMatch(/^[0-9a-f]{32}-[0-9a-f]{16}/);
  expect(traceHeaders.get("/cross-origin-probe")).toBeUndefined();
});
