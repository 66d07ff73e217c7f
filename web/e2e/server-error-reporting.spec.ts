// Server-side error reporting of the web server (issue 8): with ERROR_REPORTING_DSN set, a failure
// of ours (the content service answering 5xx, or unreachable) is reported to the DSN with the
// service, release and request; a visitor's 404 is not. Without a DSN nothing is sent.
import { expect, test } from "@playwright/test";
import { ErrorCollector, exceptionMessages } from "./error-collector";
import { ContentStandIn, WebServer, freePort } from "./shell-support";

let collector: ErrorCollector;
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
  await expect.poll(() => collector.events.length).toBe(1);
  const event = collector.events[0]!;
  expect(event.release).toBe(`antiques-web@${build.id}`);
  expect(event.environment).toBe("e2e");
  expect(event.tags).toMatchObject({ service: "web", source: "content-service", category: "server", status: "500" });
  expect(event.extra).toMatchObject({ request: "GET /api/stores/some-store?populate=*" });
  expect(exceptionMessages(event)).toContain("ContentError: Stand-in content service answered 500");

  // The store does not exist: the visitor's mistake, not ours. Then one more failure of ours: only it
  // is reported after the first, so the 404 in between sent nothing.
  standIn.mode = 404;
  expect((await page.goto(`${web.url}/stores/no-such-store`))?.status()).toBe(404);
  standIn.mode = 503;
  expect((await page.goto(`${web.url}/stores/another-store`))?.status()).toBe(503);
  await expect.poll(() => collector.events.length).toBe(2);
  expect(collector.events[1]!.tags).toMatchObject({ category: "server", status: "503" });
  expect(collector.events[1]!.extra).toMatchObject({ request: "GET /api/stores/another-store?populate=*" });
});

test("an unreachable content service is reported as a network failure", async ({ page }) => {
  const before = collector.events.length;
  await standIn.stop();
  try {
    expect((await page.goto(`${web.url}/hotspots`))?.status()).toBe(503);
    await expect.poll(() => collector.events.length).toBeGreaterThan(before);
    const event = collector.events[before]!;
    expect(event.tags).toMatchObject({ service: "web", source: "content-service", category: "network" });
    expect(String(event.extra?.request)).toMatch(/^GET \/api\/hotspots/);
  } finally {
    await standIn.start();
    standIn.mode = "forward";
  }
});
