// Site shell: skip link, header navigation, mobile menu, name-search autocomplete, footer,
// head tags and accessibility. Runs at 1280 px (desktop) and 375 px (mobile).
import AxeBuilder from "@axe-core/playwright";
import { type Page, expect, test } from "./test";
import {
  FOOTER_EXPLORE,
  FOOTER_HOTSPOTS,
  FOOTER_LEGAL,
  FOOTER_OWNERS,
  MAIN_NAV,
} from "../app/lib/layout/navigation";
import type { NameSearchHit } from "../app/lib/content/types";
import { MOBILE_MENU, NAME_SEARCH } from "../app/lib/messages";
import { contentJson, isMobile, openNameSearch, waitForHydration } from "./shell-support";

const hrefs = (items: readonly { to: string }[]) => items.map((item) => item.to);

async function expectNoAxeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** A query that the real data answers with suggestions: the first word of a real store's name. */
async function realQuery(): Promise<{ query: string; hits: NameSearchHit[] }> {
  const list = await contentJson<{ data: { name: string }[] }>("/api/stores?pagination[pageSize]=5&sort=name:asc");
  for (const store of list.data) {
    const query = store.name.split(/\s+/).find((word) => word.length >= 4)?.slice(0, 5);
    if (!query) continue;
    const found = await contentJson<{ data: NameSearchHit[] }>(
      `/api/stores/name-search?query=${encodeURIComponent(query)}&page=1&pageSize=10`,
    );
    if (found.data.length > 0) return { query, hits: found.data };
  }
  throw new Error("no store name gives name-search results");
}

/** The suggestion popup of the box this viewport uses. */
const popup = (page: Page) => page.getByTestId(`name-search-popup-${isMobile(page) ? "menu" : "header"}`);

/** Types into the box and returns the name-search requests the page makes. */
function trackSearchRequests(page: Page) {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/resources/name-search")) urls.push(request.url());
  });
  return urls;
}

test.describe("skip link and head", () => {
  test("the skip link is the first focusable element and moves focus to the main content", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await expect(skip).toHaveAttribute("href", "#main-content");
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main-content")).toBeFocused();
  });

  test("every page carries favicon, theme colour, canonical and Open Graph tags", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", "/favicon.svg");
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", /^#[0-9a-f]{6}$/i);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${process.env.E2E_BASE_URL}/`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /.+/);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${process.env.E2E_BASE_URL}/`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.+/);
    const favicon = await page.request.get("/favicon.svg");
    expect(favicon.ok()).toBeTruthy();
  });
});

test.describe("header navigation", () => {
  test("links to home, search, states, hotspots and about", async ({ page }) => {
    await page.goto("/");
    const header = page.locator("header.site-header");
    await expect(header.getByRole("link", { name: /^Antique Store Directory\s*, home$/ })).toHaveAttribute("href", "/");
    const hamburger = page.getByTestId("hamburger");
    const nav = page.getByRole("navigation", { name: "Main" });
    if (isMobile(page)) {
      await expect(nav).toBeHidden();
      await expect(hamburger).toBeVisible();
      await expect(hamburger).toHaveAttribute("aria-expanded", "false");
      await expect(hamburger).toHaveAttribute("aria-controls", "mobile-menu");
      await expect(hamburger).toHaveAccessibleName("Menu");
    } else {
      await expect(hamburger).toBeHidden();
      await expect(nav).toBeVisible();
      const links = nav.getByRole("link");
      await expect(links).toHaveCount(MAIN_NAV.length);
      expect(await links.evaluateAll((els) => els.map((el) => el.getAttribute("href")))).toEqual(hrefs(MAIN_NAV));
      await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
      await nav.getByRole("link", { name: "States" }).click();
      await expect(page).toHaveURL(/\/states$/);
      await expect(nav.getByRole("link", { name: "States" })).toHaveAttribute("aria-current", "page");
    }
  });
});

test.describe("mobile menu", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= 960, "the hamburger exists below 960 px only");

  async function openMenu(page: Page) {
    await page.goto("/");
    await waitForHydration(page);
    const hamburger = page.getByTestId("hamburger");
    await hamburger.click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    await expect(hamburger).toHaveAttribute("aria-expanded", "true");
    await expect(dialog).toHaveAttribute("id", "mobile-menu");
    return { hamburger, dialog };
  }

  async function swipe(page: Page, fromX: number, toX: number) {
    await page.getByTestId("mobile-menu").evaluate(
      (panel, [x0, x1]) => {
        const touch = (x: number) => new Touch({ identifier: 1, target: panel, clientX: x, clientY: 300 });
        const fire = (type: string, x: number, active: boolean) =>
          panel.dispatchEvent(
            new TouchEvent(type, {
              bubbles: true,
              cancelable: true,
              touches: active ? [touch(x)] : [],
              targetTouches: active ? [touch(x)] : [],
              changedTouches: [touch(x)],
            }),
          );
        fire("touchstart", x0!, true);
        fire("touchmove", (x0! + x1!) / 2, true);
        fire("touchmove", x1!, true);
        fire("touchend", x1!, false);
      },
      [fromX, toX],
    );
  }

  test("has the same links and a name search", async ({ page }) => {
    const { dialog } = await openMenu(page);
    const links = dialog.getByRole("navigation").getByRole("link");
    expect(await links.evaluateAll((els) => els.map((el) => el.getAttribute("href")))).toEqual(hrefs(MAIN_NAV));
    await expect(dialog.getByRole("combobox", { name: "Search stores by name" })).toBeVisible();
  });

  test("locks body scroll while open", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByTestId("hamburger").click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");
    await page.mouse.move(360, 700);
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
  });

  test("traps focus inside and returns it to the hamburger on Escape", async ({ page }) => {
    const { hamburger, dialog } = await openMenu(page);
    await expect(dialog.locator(":focus")).toHaveCount(1);
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Shift+Tab");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(hamburger).toHaveAttribute("aria-expanded", "false");
    await expect(hamburger).toBeFocused();
  });

  test("closes on a backdrop click", async ({ page }) => {
    const { hamburger, dialog } = await openMenu(page);
    const width = page.viewportSize()!.width;
    await page.mouse.click(width - 10, 400);
    await expect(dialog).toBeHidden();
    await expect(hamburger).toBeFocused();
  });

  test("closes on a link click and navigates", async ({ page }) => {
    const { hamburger, dialog } = await openMenu(page);
    await dialog.getByRole("link", { name: "States" }).click();
    await expect(page).toHaveURL(/\/states$/);
    await expect(dialog).toBeHidden();
    await expect(hamburger).toBeFocused();
  });

  test("a swipe left of exactly 100 px keeps it open, 101 px closes it", async ({ page }) => {
    const { hamburger, dialog } = await openMenu(page);
    expect(MOBILE_MENU.swipeCloseThresholdPx).toBe(100);
    await swipe(page, 300, 200);
    await page.waitForTimeout(100);
    await expect(dialog).toBeVisible();
    await swipe(page, 300, 250); // a short one
    await expect(dialog).toBeVisible();
    await swipe(page, 200, 300); // a swipe right
    await expect(dialog).toBeVisible();
    await swipe(page, 300, 199);
    await expect(dialog).toBeHidden();
    await expect(hamburger).toBeFocused();
  });

  test("the close button closes it", async ({ page }) => {
    const { hamburger, dialog } = await openMenu(page);
    await dialog.getByRole("button", { name: "Close menu" }).click();
    await expect(dialog).toBeHidden();
    await expect(hamburger).toBeFocused();
  });

  test("has no accessibility violations while open", async ({ page }) => {
    await openMenu(page);
    await expectNoAxeViolations(page);
  });
});

test.describe("name search", () => {
  test("suggests up to 10 stores linking to their pages, within 310 px, with keyboard navigation", async ({ page }) => {
    const { query, hits } = await realQuery();
    await page.goto("/");
    const input = await openNameSearch(page);
    await expect(input).toHaveAttribute("role", "combobox");
    await expect(input).toHaveAttribute("aria-expanded", "false");
    await input.fill(query);
    const listbox = page.getByRole("listbox", { name: "Store suggestions" });
    await expect(listbox).toBeVisible();
    const options = listbox.getByRole("option");
    // The stores, then "Search all stores for “…”".
    await expect(options).toHaveCount(Math.min(hits.length, NAME_SEARCH.pageSize) + 1);
    expect(await options.evaluateAll((els) => els.map((el) => el.getAttribute("href")))).toEqual([
      ...hits.map((hit) => `/stores/${hit.slug}`),
      `/search?q=${encodeURIComponent(query)}`,
    ]);
    await expect(options.last()).toHaveText(`Search all stores for “${query}”`);
    await expect(options.first()).toContainText(hits[0]!.name);
    await expect(input).toHaveAttribute("aria-expanded", "true");
    await expect(input).toHaveAttribute("aria-controls", (await listbox.getAttribute("id"))!);
    expect(await listbox.evaluate((el) => getComputedStyle(el).maxHeight)).toBe("310px");
    expect((await listbox.boundingBox())!.height).toBeLessThanOrEqual(310);
    await expect(page.getByRole("status").filter({ hasText: "found" }).first()).toHaveText(
      NAME_SEARCH.found(hits.length),
    );

    await input.press("ArrowDown");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await expect(input).toHaveAttribute("aria-activedescendant", (await options.first().getAttribute("id"))!);
    if (hits.length > 1) {
      await input.press("ArrowDown");
      await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
      await input.press("ArrowUp");
    }
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await input.press("Escape");
    await expect(listbox).toBeHidden();
    await expect(input).toHaveAttribute("aria-expanded", "false");
    if (isMobile(page)) await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await input.press("ArrowDown");
    await expect(listbox).toBeVisible();
    await input.press("ArrowDown");
    await input.press("Enter");
    await expect(page).toHaveURL(new RegExp(`/stores/${hits[0]!.slug}$`));
  });

  test("ends with 'Search all stores for …', which opens the full search", async ({ page }) => {
    const { query } = await realQuery();
    await page.goto("/");
    const input = await openNameSearch(page);
    await input.fill(query);
    const listbox = page.getByRole("listbox", { name: "Store suggestions" });
    await expect(listbox).toBeVisible();
    // Up from nothing highlighted wraps to the last option.
    await input.press("ArrowUp");
    const all = listbox.getByRole("option").last();
    await expect(all).toHaveAttribute("aria-selected", "true");
    await expect(input).toHaveAttribute("aria-activedescendant", (await all.getAttribute("id"))!);
    await input.press("Enter");
    await expect(page).toHaveURL(`/search?q=${encodeURIComponent(query)}`);
    await expect(page.getByLabel("What are you looking for, and where?")).toHaveValue(query);
  });

  test("waits for 2 characters and shows 'Type to search...'", async ({ page }) => {
    const requests = trackSearchRequests(page);
    await page.goto("/");
    const input = await openNameSearch(page);
    await input.fill(" a ");
    await expect(popup(page)).toHaveText(NAME_SEARCH.typeToSearch);
    await page.waitForTimeout(NAME_SEARCH.debounceMs + 300);
    expect(requests).toEqual([]);
  });

  test("debounces 300 ms: no request before, one request for fast typing", async ({ page }) => {
    const requests = trackSearchRequests(page);
    await page.clock.install();
    await page.goto("/");
    const input = await openNameSearch(page);
    await input.focus();
    await page.clock.pauseAt(Date.now() + 5_000);
    await input.pressSequentially("barn", { delay: 20 });
    await page.clock.runFor(NAME_SEARCH.debounceMs - 1);
    await page.waitForTimeout(150);
    expect(requests).toEqual([]);
    await page.clock.runFor(1);
    await expect.poll(() => requests.length).toBe(1);
    expect(new URL(requests[0]!).searchParams.get("query")).toBe("barn");
    await page.clock.runFor(2_000);
    await page.waitForTimeout(150);
    expect(requests).toHaveLength(1);
  });

  test("aborts the in-flight request when a new one starts, and announces progress", async ({ page }) => {
    // Record what the page's fetch calls see, including aborts of their signals.
    await page.addInitScript(() => {
      const calls: { url: string; aborted: boolean }[] = [];
      (window as unknown as { __searchCalls: typeof calls }).__searchCalls = calls;
      const original = window.fetch.bind(window);
      window.fetch = (input, init) => {
        const url = String(input instanceof Request ? input.url : input);
        if (url.includes("/resources/name-search")) {
          const call = { url, aborted: false };
          calls.push(call);
          init?.signal?.addEventListener("abort", () => (call.aborted = true));
        }
        return original(input, init);
      };
    });
    // Hold the first search until released.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let first = true;
    await page.route("**/resources/name-search?*", async (route) => {
      if (first) {
        first = false;
        await held;
        await route.continue().catch(() => {});
        return;
      }
      await route.continue();
    });
    const failed: string[] = [];
    page.on("requestfailed", (request) => {
      if (request.url().includes("/resources/name-search")) failed.push(request.url());
    });

    await page.goto("/");
    const input = await openNameSearch(page);
    await input.fill("ba");
    const status = page.locator('[role="status"]').filter({ hasText: NAME_SEARCH.searching });
    await expect(status).toHaveCount(1);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __searchCalls: unknown[] }).__searchCalls.length))
      .toBe(1);
    await input.fill("barn");
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __searchCalls: unknown[] }).__searchCalls.length))
      .toBe(2);
    const calls = await page.evaluate(
      () => (window as unknown as { __searchCalls: { url: string; aborted: boolean }[] }).__searchCalls,
    );
    expect(calls[0]).toMatchObject({ aborted: true });
    expect(new URL(calls[0]!.url, "http://x").searchParams.get("query")).toBe("ba");
    expect(calls[1]).toMatchObject({ aborted: false });
    expect(new URL(calls[1]!.url, "http://x").searchParams.get("query")).toBe("barn");
    release();
    const found = await contentJson<{ data: NameSearchHit[] }>("/api/stores/name-search?query=barn&page=1&pageSize=10");
    await expect(page.locator('[role="status"]').filter({ hasText: "found" }).first()).toHaveText(
      NAME_SEARCH.found(found.data.length),
    );
    await expect.poll(() => failed.length).toBeGreaterThanOrEqual(1);
  });

  test("shows 'No stores found' for an empty answer", async ({ page }) => {
    await page.route("**/resources/name-search?*", (route) => route.fulfill({ json: { data: [] } }));
    await page.goto("/");
    const input = await openNameSearch(page);
    await input.fill("qqxyzzy");
    await expect(popup(page)).toHaveText(NAME_SEARCH.noResults);
    await expect(page.getByRole("listbox")).toHaveCount(0);
    await expect(page.locator('[role="status"]').filter({ hasText: "0 stores found" })).toHaveCount(1);
  });

  test("shows the error text and clears results on failure and on a short query", async ({ page }) => {
    const { query } = await realQuery();
    let fail = false;
    await page.route("**/resources/name-search?*", (route) =>
      fail ? route.fulfill({ status: 503, json: { data: [], error: { status: 503 } } }) : route.continue(),
    );
    await page.goto("/");
    const input = await openNameSearch(page);
    await input.fill(query);
    await expect(page.getByRole("option").first()).toBeVisible();
    fail = true;
    await input.fill(`${query}x`);
    await expect(popup(page)).toHaveText(NAME_SEARCH.error);
    await expect(page.getByRole("option")).toHaveCount(0);
    fail = false;
    await input.fill(query);
    await expect(page.getByRole("option").first()).toBeVisible();
    await input.fill(query.slice(0, 1));
    await expect(page.getByRole("option")).toHaveCount(0);
    await expect(popup(page)).toHaveText(NAME_SEARCH.typeToSearch);
  });

  test("clicking a suggestion opens the store page", async ({ page }) => {
    const { query, hits } = await realQuery();
    await page.goto("/");
    const input = await openNameSearch(page);
    await input.fill(query);
    await page.getByRole("option").first().click();
    await expect(page).toHaveURL(new RegExp(`/stores/${hits[0]!.slug}$`));
    if (isMobile(page)) await expect(page.getByRole("dialog")).toBeHidden();
  });

  test("the resource route proxies the content API, page 1 of 10", async ({ request }) => {
    const { query, hits } = await realQuery();
    const response = await request.get(`/resources/name-search?query=${encodeURIComponent(` ${query} `)}`);
    expect(response.status()).toBe(200);
    expect(((await response.json()) as { data: NameSearchHit[] }).data).toEqual(hits);
    const short = await request.get("/resources/name-search?query=a");
    expect(((await short.json()) as { data: unknown[] }).data).toEqual([]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the header offers its links and a plain GET search form to /search", async ({ page }) => {
    await page.goto("/");
    // Below 960 px the header shows the box and the links in place of the menu.
    await expect(page.getByTestId("hamburger")).toBeHidden();
    const nav = page.getByRole("navigation", { name: "Main" });
    expect(await nav.getByRole("link").evaluateAll((els) => els.map((el) => el.getAttribute("href")))).toEqual(
      hrefs(MAIN_NAV),
    );
    await expect(nav.getByRole("link", { name: "About" })).toBeVisible();
    const form = page.getByRole("search", { name: "Store search" });
    await expect(form).toBeVisible();
    await expect(form).toHaveAttribute("method", "get");
    await expect(form).toHaveAttribute("action", "/search");
    // Already a combobox to assistive technology, before any script could make it one.
    const box = form.getByRole("combobox", { name: "Search stores by name" });
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(box).toHaveAttribute("aria-autocomplete", "list");
    await box.fill("barn");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=barn$/);
  });
});

test.describe("footer", () => {
  test("links to stores, categories, guides, hotspots, owner pages, privacy and terms", async ({ page }) => {
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    const linksOf = (testId: string) =>
      footer.getByTestId(testId).getByRole("link").evaluateAll((els) => els.map((el) => el.getAttribute("href")));
    expect(await linksOf("footer-explore")).toEqual(hrefs(FOOTER_EXPLORE));
    expect(await linksOf("footer-hotspots")).toEqual(hrefs(FOOTER_HOTSPOTS));
    expect(await linksOf("footer-owners")).toEqual(hrefs(FOOTER_OWNERS));
    expect(await linksOf("footer-legal")).toEqual(hrefs(FOOTER_LEGAL));
    expect(hrefs(FOOTER_EXPLORE)).toEqual(["/stores/a/1", "/categories", "/guides"]);
    expect(hrefs(FOOTER_HOTSPOTS)).toEqual(["/adamstown-pa", "/round-top-tx", "/hudson-ny", "/brimfield-ma", "/nashville-tn"]);
    expect(hrefs(FOOTER_OWNERS)).toEqual(["/add-store", "/claim", "/advertise", "/analytics"]);
    expect(hrefs(FOOTER_LEGAL)).toEqual(["/privacy#privacy", "/terms#terms"]);
    await expect(footer.getByRole("link", { name: "Browse Stores" })).toHaveAttribute("href", "/stores/a/1");
    await expect(footer.getByRole("link", { name: "Shop by Category" })).toHaveAttribute("href", "/categories");
    await expect(footer.getByRole("link", { name: "Buying Guides" })).toHaveAttribute("href", "/guides");
    await expect(footer.getByTestId("newsletter-footer")).toBeVisible();
    await expect(footer.locator('input[name="source"]')).toHaveValue("footer");
  });
});

test.describe("accessibility", () => {
  test("the home page has no axe violations", async ({ page }) => {
    await page.goto("/");
    await expectNoAxeViolations(page);
  });

  test("the open suggestion list has no axe violations", async ({ page }) => {
    const { query } = await realQuery();
    await page.goto("/");
    const input = await openNameSearch(page);
    await input.fill(query);
    await expect(page.getByRole("option").first()).toBeVisible();
    await input.press("ArrowDown");
    await expect(page.getByRole("option").first()).toHaveAttribute("aria-selected", "true");
    await expectNoAxeViolations(page);
  });
});
