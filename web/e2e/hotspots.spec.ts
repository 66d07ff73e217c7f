// Hotspot towns: /hotspots, /{slug} with filters and paging, /{slug}/top-10.
// Every expectation is checked against the content API, never hard-coded.
import { expect, test, type Page, type Request } from "./test";
import type { Hotspot, HotspotDetail, TopStoresResponse } from "../app/lib/content/types";
import { api, apiData, apiSearch, expectAccessible, jsonLdBlocks } from "./directory-helpers";

const PAGE_SIZE = 20;

const hotspots = () => apiData<Hotspot[]>("/api/hotspots");

/** Page 1..n of a hotspot's stores as the API gives them. */
const searchPage = (slug: string, page: number, filters: Record<string, true> = {}) =>
  apiSearch({ location: { hotspot: slug }, filters, pagination: { page, pageSize: PAGE_SIZE } });

const cardSlugs = (page: Page) => page.getByTestId("store-card").evaluateAll((cards) => cards.map((c) => c.getAttribute("data-slug")));

/** The page is hydrated once the filter form's no-JavaScript submit button is gone. */
async function hydrated(page: Page) {
  await expect(page.getByTestId("hotspot-filters")).toBeVisible();
  await expect(page.getByTestId("filters-apply")).toHaveCount(0);
}

/** The data requests the browser makes for client-side navigations and fetchers. */
function trackDataRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith(".data")) seen.push(request);
  });
  return seen;
}

/** The hotspot with the most result pages (at least `minPages`), fewest first when `fewest`. */
async function hotspotWithPages(minPages: number, fewest = false): Promise<{ hotspot: Hotspot; pageCount: number; total: number }> {
  const candidates = (await hotspots()).filter((h) => h.storeCount > PAGE_SIZE * (minPages - 1));
  const withPages = await Promise.all(
    candidates.map(async (hotspot) => {
      const { meta } = await searchPage(hotspot.slug, 1);
      return { hotspot, pageCount: meta.pagination.pageCount, total: meta.pagination.total };
    }),
  );
  const ok = withPages.filter((h) => h.pageCount >= minPages).sort((a, b) => (fewest ? a.pageCount - b.pageCount : b.pageCount - a.pageCount));
  expect(ok.length, `a hotspot with at least ${minPages} pages of stores`).toBeGreaterThan(0);
  return ok[0]!;
}

test.describe("hotspot listing", () => {
  test("lists every hotspot with state, store count and description, most stores first", async ({ page }) => {
    const expected = [...(await hotspots())].sort((a, b) => b.storeCount - a.storeCount || a.name.localeCompare(b.name));
    const response = await page.goto("/hotspots");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Antique hotspot towns");
    // Every town, page after page, most stores first.
    const counts: number[] = [];
    for (;;) {
      const onPage = await page
        .getByTestId("hotspot-card")
        .evaluateAll((els) => els.map((e) => Number(e.getAttribute("data-count"))));
      expect(onPage.length).toBeGreaterThan(0);
      counts.push(...onPage);
      const next = page.getByRole("navigation", { name: "Pages of hotspot towns" }).locator('a[rel="next"]');
      if ((await next.count()) === 0) break;
      await page.goto((await next.getAttribute("href"))!);
    }
    expect(counts).toEqual(expected.map((h) => h.storeCount));
    await page.goto("/hotspots");
    const cards = page.getByTestId("hotspot-card");
    const first = cards.first();
    await expect(first.getByRole("link")).toHaveText(`${expected[0]!.name}, ${expected[0]!.state}`);
    await expect(first.getByTestId("hotspot-count")).toContainText(expected[0]!.storeCount.toLocaleString("en-US"));
    await first.getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`/${expected[0]!.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText(expected[0]!.name);
  });

  test("narrows by state and region, keeping each town's rank, and a page past the end leads to the last", async ({ page }) => {
    const all = [...(await hotspots())].sort((a, b) => b.storeCount - a.storeCount || a.name.localeCompare(b.name));
    const states = await apiData<{ code: string; region: string }[]>("/api/states");
    const regionOf = new Map(states.map((s) => [s.code, s.region]));
    const perState = new Map<string, number>();
    for (const h of all) perState.set(h.state, (perState.get(h.state) ?? 0) + 1);
    const [state] = [...perState.entries()].sort((a, b) => b[1] - a[1])[0]!;
    await page.goto("/hotspots");
    await page.getByLabel("State").selectOption(state);
    await expect(page).toHaveURL(new RegExp(`/hotspots\\?state=${state}$`));
    const inState = all.filter((h) => h.state === state);
    const cards = page.getByTestId("hotspot-card");
    await expect(cards).toHaveCount(Math.min(inState.length, 24));
    expect(await cards.evaluateAll((els) => els.map((e) => e.getAttribute("data-slug")))).toEqual(
      inState.slice(0, 24).map((h) => h.slug),
    );
    // The rank is the town's place among all towns, not in the narrowed list.
    await expect(cards.first().locator(".hotspot-card-rank")).toHaveText(`#${all.findIndex((h) => h.slug === inState[0]!.slug) + 1}`);
    await page.getByRole("link", { name: "Show all" }).click();
    await expect(page).toHaveURL(/\/hotspots$/);

    const region = regionOf.get(state)!;
    await page.goto(`/hotspots?region=${region}`);
    const shownStates = await page.getByTestId("hotspot-card").evaluateAll((els) => els.map((e) => e.querySelector("h2")?.textContent ?? ""));
    expect(shownStates.length).toBeGreaterThan(0);
    for (const text of shownStates) expect(regionOf.get(text.slice(-2))).toBe(region);

    const pages = Math.max(1, Math.ceil(all.length / 24));
    await page.goto("/hotspots?page=999");
    await expect(page).toHaveURL(pages > 1 ? new RegExp(`/hotspots\\?page=${pages}$`) : /\/hotspots$/);
    await expect(page.getByTestId("hotspot-card").first()).toBeVisible();
  });

  test("every hotspot in the data resolves; /hotspots/{anything} is not a page", async ({ request }) => {
    for (const hotspot of await hotspots()) {
      const response = await request.get(`/${hotspot.slug}`);
      expect(response.status(), hotspot.slug).toBe(200);
    }
    expect((await request.get("/hotspots/round-top-tx")).status()).toBe(404);
  });

  test("each footer hotspot shortcut opens its town page", async ({ page }) => {
    const known = new Map((await hotspots()).map((h) => [`/${h.slug}`, h]));
    await page.goto("/hotspots");
    const hrefs = (await page.locator("footer a").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""))).filter((href) =>
      known.has(href),
    );
    expect(hrefs.length).toBe(5);
    for (const href of hrefs) {
      const hotspot = known.get(href)!;
      await page.locator(`footer a[href="${href}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Antique stores in ${hotspot.name}, ${hotspot.state}`);
      await expect(page.getByTestId("hotspot-store-count")).toHaveText(hotspot.storeCount.toLocaleString("en-US"));
    }
  });
});

test.describe("hotspot page", () => {
  test("an unknown slug is the fatal 404 with its exact message", async ({ page }) => {
    for (const path of ["/nope", "/no-such-town-zz"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByTestId("error-message")).toHaveText(`Page Not Found: ${path}`);
    }
  });

  test("shows the description, when to visit, a map, upcoming events and page 1 of its stores", async ({ page }) => {
    const { hotspot } = await hotspotWithPages(2);
    const detail = await apiData<HotspotDetail>(`/api/hotspots/${hotspot.slug}`);
    const first = await searchPage(hotspot.slug, 1);
    await page.goto(`/${hotspot.slug}`);
    await expect(page.getByText(detail.description, { exact: true })).toBeVisible();
    await expect(page.getByTestId("best-time")).toHaveText(detail.bestTimeToVisit);
    await expect(page.getByTestId("hotspot-map").locator("svg")).toBeVisible();
    await expect(page.getByTestId("open-map")).toHaveAttribute("href", `/map?hotspot=${hotspot.slug}`);
    if (detail.upcomingEvents.length > 0) {
      await expect(page.getByTestId("hotspot-events").getByTestId("event-card")).toHaveCount(detail.upcomingEvents.length);
    }
    expect(await cardSlugs(page)).toEqual(first.data.map((s) => s.slug));
    await expect(page.getByTestId("results-summary")).toHaveText(
      `Showing 1–${first.data.length} of ${first.meta.pagination.total.toLocaleString("en-US")} stores`,
    );
  });

  test("filter changes return to page 1 and narrow the results", async ({ page }) => {
    const { hotspot, total } = await hotspotWithPages(2);
    await page.goto(`/${hotspot.slug}?page=2`);
    await hydrated(page);
    const requests = trackDataRequests(page);

    await page.getByTestId("filter-verified").check();
    await expect(page).toHaveURL(new RegExp(`/${hotspot.slug}\\?verified=1$`));
    const verified = await searchPage(hotspot.slug, 1, { verified: true });
    expect(verified.meta.pagination.total).toBeLessThan(total);
    await expect(page.getByTestId("results-summary")).toContainText(`of ${verified.meta.pagination.total.toLocaleString("en-US")}`);
    await expect.poll(() => cardSlugs(page)).toEqual(verified.data.map((s) => s.slug));
    await expect(page.getByTestId("filter-verified")).toBeChecked();

    await page.getByTestId("filter-delivery").check();
    await expect(page).toHaveURL(new RegExp(`/${hotspot.slug}\\?delivery=1&verified=1$`));
    const both = await searchPage(hotspot.slug, 1, { delivery: true, verified: true });
    expect(both.meta.pagination.total).toBeLessThanOrEqual(verified.meta.pagination.total);
    await expect.poll(() => cardSlugs(page)).toEqual(both.data.map((s) => s.slug));

    await page.getByTestId("filter-verified").uncheck();
    await expect(page).toHaveURL(new RegExp(`/${hotspot.slug}\\?delivery=1$`));
    const delivery = await searchPage(hotspot.slug, 1, { delivery: true });
    await expect.poll(() => cardSlugs(page)).toEqual(delivery.data.map((s) => s.slug));
    expect(requests.length).toBeGreaterThanOrEqual(3);
  });

  test("load more appends exactly the next page and disappears on the last", async ({ page }) => {
    const { hotspot, pageCount, total } = await hotspotWithPages(2, true);
    await page.goto(`/${hotspot.slug}`);
    await hydrated(page);
    const expected = (await searchPage(hotspot.slug, 1)).data.map((s) => s.slug);
    for (let next = 2; next <= pageCount; next++) {
      const nextPage = (await searchPage(hotspot.slug, next)).data.map((s) => s.slug);
      await page.getByTestId("load-more").click();
      expected.push(...nextPage);
      await expect(page.getByTestId("store-card")).toHaveCount(expected.length);
      expect(await cardSlugs(page)).toEqual(expected);
    }
    expect(expected.length).toBe(total);
    await expect(page.getByTestId("load-more")).toHaveCount(0);
    await expect(page.getByTestId("results-summary")).toHaveText(`Showing 1–${total} of ${total.toLocaleString("en-US")} stores`);
  });

  test("a page-number jump replaces the list; ignored jumps send no request", async ({ page }) => {
    const { hotspot, pageCount } = await hotspotWithPages(3);
    await page.goto(`/${hotspot.slug}`);
    await hydrated(page);
    const requests = trackDataRequests(page);
    const jumpTo = async (value: string) => {
      await page.getByTestId("page-jump-input").fill(value);
      await page.getByTestId("page-jump-go").click();
    };

    // Outside 1..pageCount, and the current page: ignored.
    for (const value of ["0", String(pageCount + 1), "1"]) await jumpTo(value);
    await page.getByTestId("pagination").locator('[aria-current="page"]').click();
    await page.waitForTimeout(300);
    expect(requests).toHaveLength(0);
    await expect(page).toHaveURL(new RegExp(`/${hotspot.slug}$`));

    // A valid jump replaces the list with that page.
    await jumpTo("2");
    await expect(page).toHaveURL(new RegExp(`/${hotspot.slug}\\?page=2$`));
    const second = (await searchPage(hotspot.slug, 2)).data.map((s) => s.slug);
    await expect.poll(() => cardSlugs(page)).toEqual(second);
    expect(requests).toHaveLength(1);

    // While loading: the first jump goes out, the second is ignored.
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/*.data*", async (route) => {
      await gate; // held until the ignored jumps are done
      await route.continue();
    });
    await page.getByTestId("pagination").getByRole("link", { name: "Page 1", exact: true }).click();
    await expect(page.locator(".hotspot-results[aria-busy=true]")).toHaveCount(1);
    await page.getByTestId("pagination").getByRole("link", { name: `Page ${pageCount}`, exact: true }).click();
    await jumpTo("3");
    await page.waitForTimeout(200);
    expect(requests.map((r) => `${r.method()} ${r.url()} ${JSON.stringify(r.headers())}`)).toHaveLength(2);
    release();
    await expect(page).toHaveURL(new RegExp(`/${hotspot.slug}$`));
    await expect(page.locator(".hotspot-results[aria-busy=true]")).toHaveCount(0);
    expect(requests).toHaveLength(2);
    const first = (await searchPage(hotspot.slug, 1)).data.map((s) => s.slug);
    expect(await cardSlugs(page)).toEqual(first);
  });

  test("works without JavaScript: filter form and page links", async ({ browser }) => {
    const { hotspot } = await hotspotWithPages(2);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/${hotspot.slug}`);
    await expect(page.getByTestId("load-more")).toHaveCount(0);
    await page.getByTestId("filter-shipping").check();
    await page.getByTestId("filters-apply").click();
    await expect(page).toHaveURL(new RegExp(`/${hotspot.slug}\\?shipping=1$`));
    const shipping = await searchPage(hotspot.slug, 1, { shipping: true });
    expect(await cardSlugs(page)).toEqual(shipping.data.map((s) => s.slug));
    if (shipping.meta.pagination.pageCount > 1) {
      await page.getByTestId("pagination").getByRole("link", { name: "Page 2", exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${hotspot.slug}\\?shipping=1&page=2$`));
      expect(await cardSlugs(page)).toEqual((await searchPage(hotspot.slug, 2, { shipping: true })).data.map((s) => s.slug));
    }
    await context.close();
  });
});

test.describe("top 10", () => {
  test("shows at most ten stores in ranking order with rating, label, reasons and the rule", async ({ page }) => {
    const { hotspot } = await hotspotWithPages(1);
    const top = await api<TopStoresResponse>(`/api/hotspots/${hotspot.slug}/top-stores`);
    const stores = top.data.stores;
    await page.goto(`/${hotspot.slug}`);
    await page.getByTestId("top-10-link").click();
    await expect(page).toHaveURL(new RegExp(`/${hotspot.slug}/top-10$`));
    const items = page.getByTestId("top-item");
    await expect(items).toHaveCount(Math.min(10, stores.length));
    const ranks = await items.evaluateAll((els) => els.map((e) => Number(e.getAttribute("data-rank"))));
    expect(ranks).toEqual(ranks.map((_, i) => i + 1));
    expect(await cardSlugs(page)).toEqual(stores.slice(0, 10).map((s) => s.slug));
    await expect(items.first().getByTestId("rating-value")).toContainText("/10");
    await expect(items.first().getByTestId("top-sentiment")).toHaveText(/Excellent|Very Good|Good|Fair|Poor|No reviews analyzed/);
    if (stores[0]!.reasons.length > 0) await expect(items.first().getByTestId("top-reasons")).toContainText(stores[0]!.reasons[0]!);
    if (top.meta.rankingRule) await expect(page.getByTestId("ranking-rule")).toContainText(top.meta.rankingRule);
    // Said in words for visitors, not as a formula.
    await expect(page.getByTestId("ranking-rule")).toContainText("if an editor has verified it");
    await expect(page.getByTestId("ranking-rule")).not.toContainText("=");
    const itemList = (await jsonLdBlocks(page)).find((b) => b["@type"] === "ItemList") as { itemListElement: unknown[] } | undefined;
    expect(itemList?.itemListElement).toHaveLength(Math.min(10, stores.length));
    // Back to the overview: the store list is there again.
    await page.getByRole("link", { name: "All stores" }).click();
    await expect(page).toHaveURL(new RegExp(`/${hotspot.slug}$`));
    await expect(page.getByTestId("store-card").first()).toBeVisible();
  });

  test("an unknown town's top 10 is the fatal 404", async ({ page }) => {
    const response = await page.goto("/no-such-town-zz/top-10");
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId("error-message")).toHaveText("Page Not Found: /no-such-town-zz/top-10");
  });
});

for (const which of ["/hotspots", "overview", "filtered", "top-10"]) {
  test(`hotspot page ${which} is accessible (axe-core)`, async ({ page }) => {
    test.setTimeout(60_000);
    const { hotspot } = await hotspotWithPages(2);
    const path = {
      "/hotspots": "/hotspots",
      overview: `/${hotspot.slug}`,
      filtered: `/${hotspot.slug}?verified=1&page=1`,
      "top-10": `/${hotspot.slug}/top-10`,
    }[which]!;
    await page.goto(path);
    await expectAccessible(page);
  });
}
