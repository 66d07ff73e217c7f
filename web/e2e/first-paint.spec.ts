// The first paint waits for the HTML alone: each page carries its stylesheets' rules inline, and the
// stylesheet links React Router renders no longer block rendering (app/lib/layout/inline-stylesheets.server.ts).
import { expect, test } from "@playwright/test";
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
