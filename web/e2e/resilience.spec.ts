// The browser runtime: chunk-load recovery, reload guard, new-build reload, analytics error payloads,
// nothing loaded when unconfigured, prefetch policy. Uses static pages (no content calls) so only the
// behaviour under test can fail.
import { expect, test, type Page, type Request } from "./test";
import { LOADING_OVERLAY_TEXT } from "../app/lib/messages";
import "../app/lib/runtime/router-globals";

type Payload = Record<string, string | number | boolean>;

/** A fake Umami-style tracker whose calls reach the test, across page loads. */
async function installTracker(page: Page): Promise<Payload[]> {
  const events: Payload[] = [];
  await page.exposeFunction("__e2eTrack", (name: string, payload: Payload) => {
    if (name === "frontend-error") events.push(payload);
  });
  await page.addInitScript(() => {
    const record = (window as unknown as { __e2eTrack: (name: string, payload: unknown) => void }).__e2eTrack;
    (window as unknown as { umami: unknown }).umami = { track: (name: string, payload: unknown) => record(name, payload) };
  });
  return events;
}

/**
 * Waits until the app has hydrated and the client runtime is installed: the route-module retry at
 * hydration, the deferred half (logging, polling, prefetch) once the page is idle.
 */
async function runtimeReady(page: Page) {
  await page.waitForFunction(() => typeof window.__antiquesLoadRoute === "function" && window.__antiquesRuntime === "full");
}

/** A client-side navigation, as a `<Link>` click makes it (not awaited: it may never finish). */
async function clientNavigate(page: Page, to: string) {
  await page.evaluate((path) => {
    void window.__reactRouterDataRouter?.navigate(path);
  }, to);
}

function documentRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (request: Request) => {
    if (request.resourceType() === "document") paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

const ABOUT_CHUNK = /\/assets\/about-[\w-]+\.js(\?.*)?$/;

test.describe("chunk-load recovery", () => {
  test.skip(({ isMobile }) => isMobile, "the client's own logic, the same at every width");

  test("a route chunk whose first request fails shows the Loading... overlay, then the page", async ({ page }) => {
    const events = await installTracker(page);
    let chunkRequests = 0;
    // The retried request waits until the test has looked at the overlay (a fixed delay raced the
    // assertions on a loaded machine).
    let releaseRetry: () => void = () => {};
    const retryReleased = new Promise<void>((resolve) => (releaseRetry = resolve));
    await page.route(ABOUT_CHUNK, async (route) => {
      chunkRequests += 1;
      if (chunkRequests === 1) return route.abort("failed");
      await retryReleased;
      return route.continue();
    });
    const documents = documentRequests(page);
    await page.goto("/terms");
    await runtimeReady(page);

    await clientNavigate(page, "/about");
    const overlay = page.getByTestId("loading-overlay");
    await expect(overlay).toBeVisible();
    await expect(overlay).toHaveText(LOADING_OVERLAY_TEXT);
    await expect(overlay).toHaveAttribute("role", "status");
    releaseRetry();
    await expect(page).toHaveURL(/\/about$/);
    await expect(overlay).toBeHidden();
    await expect(page.locator("main h1")).toBeVisible();
    expect(chunkRequests).toBe(2);
    expect(documents).toEqual(["/terms"]); // recovered without reloading
    await expect.poll(() => events.find((e) => e.type === "chunk-retry-success")).toMatchObject({
      success: true,
      attemptCount: 1,
      chunkName: expect.stringMatching(/^about-/),
      pageType: "static",
    });
    const success = events.find((e) => e.type === "chunk-retry-success");
    expect(Number(success?.durationMs)).toBeGreaterThanOrEqual(100);
    expect(String(success?.errorMessage)).toContain("Failed to fetch");
  });

  test("a permanently failing chunk logs the failure and reloads once, not in a loop", async ({ page }) => {
    const events = await installTracker(page);
    const consoleErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });
    await page.route(ABOUT_CHUNK, (route) => route.abort("failed"));
    const documents = documentRequests(page);
    await page.goto("/terms");
    await runtimeReady(page);

    await clientNavigate(page, "/about");
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => documents).toEqual(["/terms", "/about"]);
    await expect.poll(() => events.find((e) => e.type === "chunk-retry-failure")).toMatchObject({
      success: false,
      attemptCount: 1,
      chunkName: expect.stringMatching(/^about-/),
    });
    expect(consoleErrors.some((text) => text.includes("[chunk retry]") && text.includes("failed to load"))).toBe(true);
    // The reloaded page cannot load its chunk either; nothing reloads it again.
    await page.waitForTimeout(1500);
    expect(documents).toEqual(["/terms", "/about"]);

    // Within 10 s the guard refuses a second reload of /about: the visitor stays where they are.
    await page.goto("/terms");
    await runtimeReady(page);
    await clientNavigate(page, "/about");
    await expect.poll(() => events.filter((e) => e.type === "chunk-retry-failure").length).toBeGreaterThanOrEqual(1);
    await page.waitForTimeout(1500);
    expect(documents).toEqual(["/terms", "/about", "/terms"]);
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByTestId("loading-overlay")).toHaveCount(0);
  });
});

test.describe("new builds", () => {
  test.skip(({ isMobile }) => isMobile, "the client's own logic, the same at every width");

  test("the server names its build; a page reloads when latest.json names another", async ({ page, request }) => {
    const latest = await request.get("/builds/latest.json");
    expect(latest.headers()["cache-control"]).toBe("no-store");
    const build = (await latest.json()) as { id: string; timestamp: number };
    expect(build.id).toMatch(/\S/);
    expect(build.timestamp).toBeGreaterThan(0);
    const meta = await request.get(`/builds/meta/${build.id}.json`);
    expect(meta.status()).toBe(200);
    expect(meta.headers()["cache-control"]).toBe("no-store");
    expect(await meta.json()).toMatchObject({ id: build.id, redirects: expect.any(Array), routeRules: expect.any(Object) });
    expect((await request.get("/builds/meta/not-this-build.json")).status()).toBe(404);

    await page.clock.install();
    const polls: string[] = [];
    await page.route("**/builds/latest.json*", (route) => {
      polls.push(route.request().url());
      return route.fulfill({ json: { id: `${build.id}-newer`, timestamp: Date.now() } });
    });
    const documents = documentRequests(page);
    await page.goto("/terms");
    await runtimeReady(page);
    expect(await page.evaluate(() => window.__reactRouterManifest?.version)).toBe(build.id);
    expect(polls).toEqual([]);

    await page.clock.runFor(300_000); // the default poll interval
    await expect.poll(() => documents).toEqual(["/terms", "/terms"]);
    expect(polls[0]).toMatch(/\/builds\/latest\.json\?t=\d+$/);
  });

  test("the same build id does not reload", async ({ page }) => {
    await page.clock.install();
    const documents = documentRequests(page);
    await page.goto("/terms");
    await runtimeReady(page);
    const polled = page.waitForRequest(/\/builds\/latest\.json\?t=\d+/);
    await page.clock.runFor(300_000);
    await polled;
    await page.waitForTimeout(500);
    expect(documents).toEqual(["/terms"]);
  });
});

test.describe("app manifest redirects", () => {
  test.skip(({ isMobile }) => isMobile, "the client's own logic, the same at every width");

  test("a redirect of the build manifest is applied; an absolute one navigates away", async ({ page }) => {
    await page.route("**/builds/meta/*.json", (route) =>
      route.fulfill({
        json: {
          id: "x",
          routeRules: {},
          redirects: [
            { from: "/terms", to: "/about" },
            { from: "/privacy", to: "https://elsewhere.example/moved" },
          ],
        },
      }),
    );
    await page.route("https://elsewhere.example/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Elsewhere</title><h1>Elsewhere</h1>" }),
    );
    await page.goto("/terms");
    await expect(page).toHaveURL(/\/about$/);
    await page.goto("/privacy");
    await expect(page).toHaveURL("https://elsewhere.example/moved");
  });

  test("a manifest fetch error is logged to the console; 404 and 403 are tolerated", async ({ page }) => {
    const consoleErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });
    let status = 500;
    await page.route("**/builds/meta/*.json", (route) => route.fulfill({ status, json: {} }));
    await page.goto("/terms");
    await expect.poll(() => consoleErrors.some((text) => text.includes("[app manifest]"))).toBe(true);
    for (status of [404, 403]) {
      consoleErrors.length = 0;
      const fetched = page.waitForResponse("**/builds/meta/*.json");
      await page.goto("/terms");
      await fetched;
      await runtimeReady(page);
      await page.waitForTimeout(300);
      expect(consoleErrors.filter((text) => text.includes("[app manifest]"))).toEqual([]);
    }
  });
});

test.describe("analytics error logging", () => {
  test.skip(({ isMobile }) => isMobile, "the client's own logic, the same at every width");

  test("the tracker receives flat, de-duplicated payloads for window errors and rejections", async ({ page }) => {
    const events = await installTracker(page);
    await page.goto("/terms");
    await runtimeReady(page);
    await page.evaluate(() => {
      const long = `e2e boom ${"x".repeat(600)}`;
      setTimeout(() => {
        throw new Error(long);
      });
      setTimeout(() => {
        throw new Error(long); // the same key within 60 s: not logged again
      });
      void Promise.reject(new Error("e2e rejection"));
    });
    await expect.poll(() => events.length).toBe(2);
    await page.waitForTimeout(300);
    expect(events).toHaveLength(2);
    const jsError = events.find((e) => e.type === "javascript-error");
    expect(jsError).toMatchObject({
      errorType: "Error",
      pageType: "static",
      url: expect.stringMatching(/\/terms$/),
      userAgent: expect.any(String),
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(String(jsError?.message)).toMatch(/^e2e boom x+\.\.\.$/);
    expect(String(jsError?.message)).toHaveLength(500);
    expect(String(jsError?.stack)).toContain("e2e boom");
    expect(String(jsError?.message).endsWith("...")).toBe(true);
    expect(Object.keys(jsError ?? {}).length).toBeLessThanOrEqual(50);
    for (const value of Object.values(jsError ?? {})) expect(["string", "number", "boolean"]).toContain(typeof value);
    expect(events.find((e) => e.type === "promise-rejection")).toMatchObject({ message: "e2e rejection", errorType: "Error" });
  });

  test("a component error is logged as react-error with the component, and to the console", async ({ page }) => {
    const events = await installTracker(page);
    const consoleErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });
    // The about page's code, replaced by a component that throws while rendering.
    await page.route(ABOUT_CHUNK, (route) =>
      route.fulfill({
        contentType: "text/javascript",
        body: 'export const handle = { pageType: "static" }; export default function About() { throw new Error("e2e render failure"); }',
      }),
    );
    await page.goto("/terms");
    await runtimeReady(page);
    await clientNavigate(page, "/about");
    await expect.poll(() => events.find((e) => e.type === "react-error")).toMatchObject({
      message: "e2e render failure",
      componentName: "routes/about",
    });
    expect(consoleErrors.some((text) => text.includes("[react-error]"))).toBe(true);
  });

  test("a Safari module script error is logged with its own type", async ({ page }) => {
    const events = await installTracker(page);
    const documents = documentRequests(page);
    await page.goto("/terms");
    await runtimeReady(page);
    await page.evaluate(() => window.dispatchEvent(new ErrorEvent("error", { message: "Importing a module script failed." })));
    await expect.poll(() => events.find((e) => e.type === "safari-module-script-error")).toMatchObject({
      message: "Importing a module script failed.",
    });
    // It is a chunk error too: retry logged (unknown chunk), then one guarded reload.
    await expect.poll(() => events.find((e) => e.type === "chunk-retry-success")).toMatchObject({ chunkName: "unknown-chunk" });
    await expect.poll(() => documents).toEqual(["/terms", "/terms"]);
    await runtimeReady(page);
  });
});

test("no analytics or error-reporting script is requested when they are not configured", async ({ page, baseURL, isMobile }) => {
  test.skip(isMobile, "the client's own logic, the same at every width");
  const requested: string[] = [];
  page.on("request", (request) => requested.push(request.url()));
  await page.goto("/terms");
  await runtimeReady(page);
  await clientNavigate(page, "/about");
  await expect(page).toHaveURL(/\/about$/);
  await page.waitForLoadState("networkidle");
  const origin = new URL(baseURL ?? "").origin;
  expect(requested.filter((url) => !url.startsWith(origin) && !url.startsWith("blob:") && !url.startsWith("data:"))).toEqual([]);
  expect(requested.filter((url) => /error-reporting|sentry/i.test(url))).toEqual([]);
  await expect(page.locator("script[data-analytics]")).toHaveCount(0);
  expect(await page.evaluate(() => "__SENTRY__" in window)).toBe(false);
});

test.describe("route prefetch", () => {
  /**
   * Adds an in-app link as `<Link>` renders it (React Router discovers its route), sets the
   * connection the page reports, and hovers the link.
   */
  async function hoverLinkTo(page: Page, path: string, connection: { saveData: boolean; effectiveType: string }) {
    await page.evaluate((href) => {
      const link = document.createElement("a");
      link.href = href;
      link.dataset.discover = "true";
      link.textContent = "e2e prefetch link";
      link.id = "e2e-prefetch-link";
      document.querySelector("main")?.appendChild(link);
    }, path);
    await page.waitForFunction(() => Boolean(window.__reactRouterManifest?.routes["routes/about"]));
    await page.evaluate((value) => {
      Object.defineProperty(navigator, "connection", { value, configurable: true });
    }, connection);
    await page.locator("#e2e-prefetch-link").hover();
  }

  function aboutChunkRequests(page: Page): string[] {
    const urls: string[] = [];
    page.on("request", (request) => {
      if (ABOUT_CHUNK.test(request.url())) urls.push(request.url());
    });
    return urls;
  }

  test("hovering a link preloads the code of its route", async ({ page }) => {
    const requests = aboutChunkRequests(page);
    await page.goto("/terms");
    await runtimeReady(page);
    await hoverLinkTo(page, "/about", { saveData: false, effectiveType: "4g" });
    await expect.poll(() => requests.length).toBe(1);
    await expect(page.locator('link[rel="modulepreload"][href*="/assets/about-"]')).toHaveCount(1);
  });

  for (const connection of [
    { saveData: true, effectiveType: "4g" },
    { saveData: false, effectiveType: "2g" },
    { saveData: false, effectiveType: "slow-2g" },
  ]) {
    test(`prefetch is skipped with saveData ${connection.saveData} on ${connection.effectiveType}`, async ({ page }) => {
      const requests = aboutChunkRequests(page);
      await page.goto("/terms");
      await runtimeReady(page);
      await hoverLinkTo(page, "/about", connection);
      await page.waitForTimeout(800);
      expect(requests).toEqual([]);
      await expect(page.locator('link[rel="modulepreload"][href*="/assets/about-"]')).toHaveCount(0);
    });
  }
});
