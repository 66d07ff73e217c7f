// While the content service cannot be reached: pages are the site's 503 page with Retry-After (one
// line for crawlers; route data and the JSON resources carry it too), /readyz says why the server is
// not ready while /healthz stays up, and both recover when the service is back. A private web server
// in front of a stand-in the test stops.
import { expect, test } from "./test";
import { USER_MESSAGES } from "../app/lib/content/errors";
import { errorPageContent } from "../app/lib/errors/error-page";
import { OUTAGE_RETRY_AFTER_SECONDS } from "../app/lib/errors/route-errors";
import { BROWSER_UA, ContentStandIn, WebServer, freePort } from "./shell-support";

test.describe.configure({ mode: "serial" });
test.skip(({ isMobile }) => isMobile, "server behaviour, not layout");
test.use({ userAgent: BROWSER_UA });

let standIn: ContentStandIn;
let web: WebServer;

test.beforeAll(async () => {
  // Nothing listens on the stand-in's port until it starts: the service is down.
  standIn = new ContentStandIn(await freePort());
  web = new WebServer(await freePort(), standIn.url);
  await web.start();
});

test.afterAll(async () => {
  await web?.stop();
  await standIn?.stop();
});

test("pages are the site's 503 page with Retry-After; crawlers get one line with it", async ({ page }) => {
  const response = await page.goto(`${web.url}/states/tx`);
  expect(response?.status()).toBe(503);
  expect(response?.headers()["retry-after"]).toBe(String(OUTAGE_RETRY_AFTER_SECONDS));
  expect(response?.headers()["content-type"]).toMatch(/^text\/html/);
  await expect(page.getByTestId("error-page")).toHaveAttribute("data-status", "503");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`503 ${errorPageContent(503).title}`);
  await expect(page.getByTestId("error-message")).toHaveText(USER_MESSAGES.network);

  const bot = await fetch(`${web.url}/`, { headers: { "User-Agent": "Googlebot/2.1 (+http://www.google.com/bot.html)" } });
  expect(bot.status).toBe(503);
  expect(bot.headers.get("retry-after")).toBe(String(OUTAGE_RETRY_AFTER_SECONDS));
  expect(await bot.text()).toBe(`503 ${errorPageContent(503).title}\n`);
});

test("route data and the JSON resources answer 503 with Retry-After too", async () => {
  // A client navigation's route data, the header's name search and the map's markers.
  for (const path of ["/states/tx.data", "/resources/name-search?query=barn", "/resources/map-points?state=TX"]) {
    const answer = await fetch(`${web.url}${path}`, { headers: { "User-Agent": BROWSER_UA } });
    expect(answer.status, path).toBe(503);
    expect(answer.headers.get("retry-after"), path).toBe(String(OUTAGE_RETRY_AFTER_SECONDS));
  }
});

test("/readyz reports the content service down with a reason, /healthz stays up; both recover", async () => {
  const down = await fetch(`${web.url}/readyz`);
  expect(down.status).toBe(503);
  expect(down.headers.get("cache-control")).toBe("no-store");
  const body = (await down.json()) as { ready: boolean; content: string; reason: string };
  expect(body).toMatchObject({ ready: false, content: "down" });
  expect(body.reason).toContain(standIn.url);
  expect(body.reason).toContain("ECONNREFUSED");
  expect((await fetch(`${web.url}/healthz`)).status).toBe(200);

  await standIn.start();
  try {
    await expect.poll(async () => (await fetch(`${web.url}/readyz`)).status, { timeout: 5_000 }).toBe(200);
    expect(await (await fetch(`${web.url}/readyz`)).json()).toMatchObject({ ready: true, content: "up" });
    const page = await fetch(`${web.url}/states/tx`, { headers: { "User-Agent": BROWSER_UA } });
    expect(page.status).toBe(200);
    expect(page.headers.get("retry-after")).toBeNull();
  } finally {
    await standIn.stop();
  }
  await expect.poll(async () => (await fetch(`${web.url}/readyz`)).status, { timeout: 5_000 }).toBe(503);
});
