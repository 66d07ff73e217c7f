// Error pages: every status's title and description, the route error's message, the
// buttons, help and quick navigation, real statuses, bots, the `//` rule, and the content service
// going down and coming back. Statuses other than 404 come from a private web server in front of a
// stand-in content service that answers with the status under test or is stopped.
import AxeBuilder from "@axe-core/playwright";
import { type Page, expect, test } from "./test";
import { ERROR_QUICK_NAV } from "../app/lib/layout/navigation";
import { USER_MESSAGES } from "../app/lib/content/errors";
import { errorPageContent, errorPageTitle } from "../app/lib/errors/error-page";
import { ERROR_PAGE } from "../app/lib/messages";
import { ContentStandIn, WebServer, freePort } from "./shell-support";

async function expectErrorPage(page: Page, status: number, message?: string | RegExp) {
  const content = errorPageContent(status);
  await expect(page).toHaveTitle(errorPageTitle(status));
  const errorPage = page.getByTestId("error-page");
  await expect(errorPage).toHaveAttribute("data-status", String(status));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${status} ${content.title}`);
  await expect(errorPage.getByTestId("error-description")).toHaveText(content.description);
  if (message) await expect(errorPage.getByTestId("error-message")).toHaveText(message);
  await expect(errorPage.getByRole("button", { name: ERROR_PAGE.tryAgain })).toBeVisible();
  await expect(errorPage.getByRole("link", { name: ERROR_PAGE.backHome })).toHaveAttribute("href", "/");
  const help = errorPage.getByRole("region", { name: ERROR_PAGE.helpHeading });
  for (const step of [/refresh/i, /home page/i, /search again/i, /contact support/i]) {
    await expect(help.getByRole("listitem").filter({ hasText: step })).toHaveCount(1);
  }
  const quick = errorPage.getByRole("navigation", { name: ERROR_PAGE.quickNavHeading });
  expect(await quick.getByRole("link").evaluateAll((els) => els.map((el) => [el.textContent, el.getAttribute("href")]))).toEqual(
    ERROR_QUICK_NAV.map((item) => [item.label, item.to]),
  );
  // Never a stack trace.
  const text = await page.locator("body").innerText();
  expect(text).not.toMatch(/\bat .+\.(js|ts|tsx):\d+/);
  expect(text).not.toMatch(/stack/i);
}

test.describe("404s on the suite's server", () => {
  test("an unmatched route is a 404 'Page not found: {path}' with the full error page", async ({ page }) => {
    const response = await page.goto("/no-such/page/here");
    expect(response?.status()).toBe(404);
    await expectErrorPage(page, 404, "Page not found: /no-such/page/here");
    await expect(page.getByTestId("error-description")).toContainText("vanished like a rare antique");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });

  test("Try Again reloads the page and Back to Home goes home", async ({ page }) => {
    await page.goto("/no-such/page/here");
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    const reloaded = page.waitForEvent("load");
    await page.getByRole("button", { name: ERROR_PAGE.tryAgain }).click();
    await reloaded;
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
    await expectErrorPage(page, 404);
    await page.getByRole("link", { name: ERROR_PAGE.backHome }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId("error-page")).toHaveCount(0);
    // Back again: the error page renders in the browser too, with its title.
    await page.goBack();
    await expectErrorPage(page, 404, "Page not found: /no-such/page/here");
  });

  test("a route whose validation fails is a fatal 404 'Page Not Found: {path}'", async ({ page }) => {
    // /{slug} is a hotspot town; a slug naming no town fails the route's validation.
    const response = await page.goto("/no-such-town-zz");
    expect(response?.status()).toBe(404);
    await expectErrorPage(page, 404, "Page Not Found: /no-such-town-zz");
    // Rendered in the browser (a client-side navigation back to it): the same path in the message.
    await page.getByRole("link", { name: ERROR_PAGE.backHome }).click();
    await expect(page.getByTestId("error-page")).toHaveCount(0);
    await page.goBack();
    await expectErrorPage(page, 404, "Page Not Found: /no-such-town-zz");
  });

  test("the /404 page answers 404", async ({ page }) => {
    const response = await page.goto("/404");
    expect(response?.status()).toBe(404);
    await expectErrorPage(page, 404);
  });

  test("bots get the status with a minimal body, not the error page", async ({ request }) => {
    const bot = { "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" };
    const response = await request.get("/no-such/page/here", { headers: bot });
    expect(response.status()).toBe(404);
    expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
    expect(await response.text()).toBe("404 Page Not Found\n");
    const home = await request.get("/", { headers: bot });
    expect(home.status()).toBe(200);
    expect(await home.text()).toContain("<html");
    const person = await request.get("/no-such/page/here");
    expect(person.status()).toBe(404);
    expect(await person.text()).toContain('data-testid="error-page"');
  });

  test("a path starting with // is rejected", async ({ request }) => {
    const response = await request.get(`${process.env.E2E_BASE_URL}//example.com/x`, { maxRedirects: 0 });
    expect(response.status()).toBe(400);
  });

  test("a path with broken percent-encoding is a 400, not a server error", async ({ request }) => {
    const response = await request.get(`${process.env.E2E_BASE_URL}/stores/%%bad`);
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("not valid URL encoding");
  });

  test("the error page has no accessibility violations", async ({ page }) => {
    await page.goto("/no-such/page/here");
    const result = await new AxeBuilder({ page }).analyze();
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  test("the quick links' names are their words, without the decorative arrow", async ({ page }) => {
    await page.goto("/no-such/page/here");
    const links = page.locator(".error-page-quicknav a");
    await expect(links).toHaveCount(ERROR_QUICK_NAV.length);
    for (const [i, item] of ERROR_QUICK_NAV.entries()) {
      await expect(links.nth(i)).toHaveAccessibleName(item.label);
    }
  });
});

test.describe("statuses from the content service", () => {
  test.describe.configure({ mode: "serial" });
  let standIn: ContentStandIn;
  let web: WebServer;

  test.beforeAll(async () => {
    standIn = new ContentStandIn(await freePort());
    web = new WebServer(await freePort(), standIn.url);
    await web.start();
  });

  test.afterAll(async () => {
    await web?.stop();
    await standIn?.stop();
  });

  test("the service down gives the 503 page with the network message; pages work again when it is back", async ({
    page,
  }) => {
    // Successful pages may be cached for a minute (Cache-Control: max-age=60): each visit asks for
    // its own URL so the browser cache cannot answer for the server.
    let visit = 0;
    const home = () => `${web.url}/?visit=${++visit}`;
    await standIn.stop();
    let response = await page.goto(home());
    expect(response?.status()).toBe(503);
    await expectErrorPage(page, 503, USER_MESSAGES.network);

    await standIn.start();
    standIn.mode = "forward";
    response = await page.goto(home());
    expect(response?.status()).toBe(200);
    await expect(page.getByTestId("error-page")).toHaveCount(0);

    await standIn.stop();
    response = await page.goto(home());
    expect(response?.status()).toBe(503);
    await standIn.start();
    response = await page.goto(home());
    expect(response?.status()).toBe(200);
  });

  for (const status of [400, 401, 403, 404, 500, 502, 503, 418]) {
    test(`a ${status} from the service gives the ${status} ${errorPageContent(status).title} page`, async ({ page }) => {
      await standIn.start();
      standIn.mode = status;
      const response = await page.goto(`${web.url}/`);
      expect(response?.status()).toBe(status);
      // The service's own message is preferred over the catalogue's.
      await expectErrorPage(page, status, `Stand-in content service answered ${status}`);
      standIn.mode = "forward";
    });
  }
});
