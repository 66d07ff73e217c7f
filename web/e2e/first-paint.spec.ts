// The first paint waits for the HTML alone: each page carries its stylesheets' rules inline, and the
// stylesheet links React Router renders no longer block rendering (app/lib/layout/inline-stylesheets.server.ts);
// the page's modules are asked for only after its first frame (app/lib/layout/modules-after-first-frame.server.ts).
import { expect, test } from "./test";
import { findStore } from "./directory-helpers";
import "../app/lib/runtime/router-globals";

test("a store page is fully styled when no stylesheet file can be loaded", async ({ page }) => {
  const store = await findStore("any", () => true);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  page.on("console", (message) => {
    if (message.type() === "error" && /hydrat/i.test(message.text())) errors.push(message.text());
  });
  await page.route("**/*.css*", (route) => route.abort());

  await page.goto(`/stores/${store.slug}`);
  await expect(page.getByTestId("store-name")).toHaveText(store.name);
  // The shell's layout (shell.css) and the global rules (global.css) apply: the header is a flex row
  // and the skip link waits off-screen until it is focused.
  await expect(page.locator(".site-header-inner")).toHaveCSS("display", "flex");
  await expect(page.locator(".skip-link")).not.toBeInViewport();
  // React hydrated over the inlined page without a mismatch.
  await page.waitForFunction(() => window.__antiquesRuntime !== undefined);
  expect(errors).toEqual([]);
});

test("no stylesheet link in a page's HTML blocks its first paint; each has its rules inline before it", async ({ request }) => {
  const store = await findStore("any", () => true);
  const html = await (await request.get(`/stores/${store.slug}`)).text();
  const head = html.slice(0, html.indexOf("</head>"));
  const links = [...head.matchAll(/<link rel="stylesheet" href="([^"#]+)#?"([^>]*)>/g)];
  expect(links.length).toBeGreaterThan(1);
  for (const [link, href, rest] of links) {
    expect(rest, link).toContain('media="print"');
    expect(head.indexOf(`<style data-href="${href}">`), `${href} inline`).toBeGreaterThan(-1);
    expect(head.indexOf(`<style data-href="${href}">`)).toBeLessThan(head.indexOf(link));
  }
});

test("a page reached in the browser gets its own stylesheets", async ({ page }) => {
  await page.goto("/about");
  await page.waitForFunction(() => window.__antiquesRuntime !== undefined);
  await page.evaluate(() => void window.__reactRouterDataRouter?.navigate("/states"));
  await page.waitForURL("**/states");
  const stylesheets = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('head link[rel="stylesheet"]:not([media="print"])')].map((link) => link.href),
  );
  expect(stylesheets.length).toBeGreaterThan(0);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("a page's modules are requested after its first frame, and the page then hydrates without an error", async ({ page }) => {
  const store = await findStore("any", () => true);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  page.on("console", (message) => {
    // Map tiles come from a blocked address in the tests; a refused script would be "Refused to …".
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) errors.push(message.text());
  });
  // When the first frame starts: a frame callback registered before the page's own (Chrome's
  // first-paint entry is when the frame was shown, which can come later than the task after it).
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      (window as unknown as { firstFrameAt: number }).firstFrameAt = performance.now();
    });
  });
  const response = await page.goto(`/stores/${store.slug}`);
  // As served, the head asks for no module and the body has no module script of its own.
  const html = (await response!.text()).toString();
  expect(html.slice(0, html.indexOf("</head>"))).not.toContain('rel="modulepreload"');
  expect(html).not.toMatch(/<script[^>]* type="module"/);
  expect(await page.evaluate(() => window.__antiquesHydrated)).toBe(true);
  const { firstFrameAt, modules } = await page.evaluate(() => ({
    firstFrameAt: (window as unknown as { firstFrameAt?: number }).firstFrameAt,
    modules: performance
      .getEntriesByType("resource")
      .filter((entry) => /\/assets\/.*\.js(\?|$)/.test(entry.name))
      .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
  }));
  expect(firstFrameAt).toBeGreaterThan(0);
  expect(modules.map((module) => module.name)).toContainEqual(expect.stringMatching(/\/entry\.client-/));
  for (const module of modules) expect(module.startTime, module.name).toBeGreaterThanOrEqual(firstFrameAt!);
  // Their start is nonced: the policy let every script run, none was refused.
  expect(errors).toEqual([]);
});
