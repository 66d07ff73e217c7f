// The map page: Leaflet with clustering (tiles blocked: e2e points them at a dead address, and .png
// requests are aborted too), filters, "near me" with a mocked position, the list that works without
// JavaScript, and the map code staying off every other page.
import { type Page, expect, test } from "./test";
import { MAP_PAGE } from "../app/lib/messages";
import { contentData, expectNoAxeViolations } from "./owner-support";

interface MapPoint {
  slug: string;
  name: string;
  city: string;
  state: string;
  lat: number;
  lng: number;
}

async function blockTiles(page: Page) {
  await page.route("**/*.png", (route) => route.abort());
}

async function waitForMarkers(page: Page, expected: number) {
  const map = page.getByTestId("store-map");
  await expect(map).toHaveAttribute("data-ready", "true");
  await expect(map).toHaveAttribute("data-points", String(expected), { timeout: 15_000 });
}

test("markers cluster on a plain background when tiles cannot load, with the list below", async ({ page }, testInfo) => {
  const points = await contentData<MapPoint[]>("/api/stores/map");
  expect(points.length).toBeGreaterThan(100);
  await blockTiles(page);
  await page.goto("/map");
  await expect(page.getByRole("heading", { level: 1, name: "Map of antique stores" })).toBeVisible();
  await waitForMarkers(page, points.length);
  await expect(page.getByTestId("map-status")).toHaveText(`${points.length.toLocaleString("en-US")} stores on the map`);
  // Thousands of stores are shown as clusters, each labelled with its count.
  const clusters = page.locator(".store-cluster");
  await expect(clusters.first()).toBeVisible();
  const counts = await clusters.locator("span[aria-hidden=true]").allTextContents();
  const clustered = counts.reduce((sum, text) => sum + Number(text.replace(/,/g, "")), 0);
  expect(clustered).toBeGreaterThan(points.length / 2);
  expect(clustered).toBeLessThanOrEqual(points.length);
  // Tiles failed: the notice says so and the markers stay.
  await expect(page.getByTestId("map-tiles-failed")).toHaveText(MAP_PAGE.tilesFailed);
  // The list: the first page of stores, each linking to its page.
  const items = page.getByTestId("map-list-items").locator("li");
  await expect(items).toHaveCount(Math.min(points.length, MAP_PAGE.listPageSize));
  await expect(page.getByTestId("map-store-list").getByRole("heading", { level: 2 })).toContainText(
    `of ${points.length.toLocaleString("en-US")}`,
  );
  const href = await items.first().getByRole("link").getAttribute("href");
  expect(points.some((p) => href === `/stores/${p.slug}`)).toBe(true);
  // Selecting a cluster zooms in to split it.
  const map = page.getByTestId("store-map");
  const zoom = Number(await map.getAttribute("data-zoom"));
  const inside = await clusters.evaluateAll((els) => {
    const frame = document.querySelector(".store-map-canvas")!.getBoundingClientRect();
    return els.findIndex((el) => {
      const r = el.getBoundingClientRect();
      return r.left > frame.left + 60 && r.right < frame.right - 10 && r.top > frame.top + 10 && r.bottom < frame.bottom - 30;
    });
  });
  expect(inside).toBeGreaterThanOrEqual(0);
  await clusters.nth(inside).click();
  await expect.poll(async () => Number(await map.getAttribute("data-zoom"))).toBeGreaterThan(zoom);
  await page.screenshot({ path: testInfo.outputPath("map.png"), fullPage: true });
});

test("filtering by state shows that state's stores on the map and in the list", async ({ page }) => {
  const states = await contentData<{ code: string; name: string; storeCount: number }[]>("/api/states");
  const state = states.filter((s) => s.storeCount > 0).sort((a, b) => a.storeCount - b.storeCount)[0]!;
  const points = await contentData<MapPoint[]>(`/api/stores/map?state=${state.code}`);
  await blockTiles(page);
  await page.goto("/map");
  await expect(page.getByTestId("store-map")).toHaveAttribute("data-ready", "true");
  await page.getByLabel("State").selectOption(state.code);
  await expect(page).toHaveURL(new RegExp(`state=${state.code}`));
  await waitForMarkers(page, points.length);
  const items = page.getByTestId("map-list-items").locator("li");
  await expect(items).toHaveCount(Math.min(points.length, MAP_PAGE.listPageSize));
  for (const text of await items.allTextContents()) expect(text).toContain(`, ${state.code}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator(".store-marker, .store-cluster").first()).toBeVisible();
});

test("filtering by category uses the content service's category filter", async ({ page }) => {
  const categories = await contentData<{ slug: string; name: string; storeCount: number }[]>("/api/categories");
  const category = categories.find((c) => c.storeCount > 0)!;
  const points = await contentData<MapPoint[]>(`/api/stores/map?category=${category.slug}`);
  await blockTiles(page);
  await page.goto(`/map?category=${category.slug}`);
  await waitForMarkers(page, points.length);
  await expect(page.getByLabel("Category")).toHaveValue(category.slug);
});

test("a hotspot town's map shows the stores belonging to it, and keeps the town while filtering", async ({ page }) => {
  const hotspots = await contentData<{ slug: string; name: string; state: string }[]>("/api/hotspots");
  const town = hotspots[0]!;
  const points = await contentData<MapPoint[]>(`/api/stores/map?hotspot=${town.slug}`);
  const all = await contentData<MapPoint[]>("/api/stores/map");
  expect(points.length).toBeGreaterThan(0);
  expect(points.length).toBeLessThan(all.length);
  await blockTiles(page);
  await page.goto(`/${town.slug}`);
  await page.getByTestId("open-map").click();
  await expect(page).toHaveURL(new RegExp(`/map\\?hotspot=${town.slug}$`));
  await waitForMarkers(page, points.length);
  await expect(page.getByRole("heading", { name: new RegExp(`around ${town.name}, ${town.state}`) })).toBeVisible();
  await expect(page.getByTestId("map-list-items").locator("li")).toHaveCount(Math.min(points.length, MAP_PAGE.listPageSize));
  // The map is fitted to the town's stores, well past the country view.
  await expect.poll(async () => Number(await page.getByTestId("store-map").getAttribute("data-zoom"))).toBeGreaterThan(6);
  await page.getByLabel("State").selectOption(town.state);
  await expect(page).toHaveURL(new RegExp(`hotspot=${town.slug}.*state=${town.state}`));
});

test("near me lists the nearest stores first and shows one on the map", async ({ browser }, testInfo) => {
  const points = await contentData<MapPoint[]>("/api/stores/map");
  const origin = points[Math.floor(points.length / 3)]!;
  const lat = Number((origin.lat + 0.01).toFixed(5));
  const lng = Number((origin.lng - 0.01).toFixed(5));
  const expected = await contentData<{ slug: string; distanceKm: number }[]>(
    `/api/stores/near?lat=${lat}&lng=${lng}&radiusKm=${MAP_PAGE.nearRadiusKm}&limit=${MAP_PAGE.nearLimit}`,
  );
  expect(expected.length).toBeGreaterThan(0);
  const context = await browser.newContext({
    ...testInfo.project.use,
    geolocation: { latitude: lat, longitude: lng },
    permissions: ["geolocation"],
  });
  const page = await context.newPage();
  await blockTiles(page);
  await page.goto("/map");
  await expect(page.getByTestId("store-map")).toHaveAttribute("data-ready", "true");
  await page.getByRole("button", { name: MAP_PAGE.nearMe }).click();
  const rows = page.getByTestId("near-list").locator("li");
  await expect(rows).toHaveCount(expected.length);
  expect(await rows.evaluateAll((els) => els.map((el) => el.getAttribute("data-slug")))).toEqual(
    expected.map((s) => s.slug),
  );
  // Nearest first.
  const distances = expected.map((s) => s.distanceKm);
  expect([...distances].sort((a, b) => a - b)).toEqual(distances);
  // "Show on map" zooms to the store and opens its popup with a link to its page.
  await rows.first().getByRole("button", { name: /Show .* on the map/ }).click();
  const popupLink = page.locator(".leaflet-popup a.map-popup-name");
  await expect(popupLink).toBeVisible();
  await expect(popupLink).toHaveAttribute("href", `/stores/${expected[0]!.slug}`);
  await page.screenshot({ path: testInfo.outputPath("near-me.png"), fullPage: true });
  await context.close();
});

test("a denied location gets a helpful message", async ({ browser }, testInfo) => {
  const context = await browser.newContext({ ...testInfo.project.use, permissions: [] });
  const page = await context.newPage();
  await blockTiles(page);
  await page.goto("/map");
  await page.getByRole("button", { name: MAP_PAGE.nearMe }).click();
  await expect(page.getByText(MAP_PAGE.geolocationDenied)).toBeVisible();
  await context.close();
});

test("without JavaScript the list of stores and the filters still work", async ({ browser }) => {
  const states = await contentData<{ code: string; storeCount: number }[]>("/api/states");
  const state = states.find((s) => s.storeCount > 0)!;
  const points = await contentData<MapPoint[]>(`/api/stores/map?state=${state.code}`);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/map");
  await expect(page.getByTestId("map-list-items").locator("li").first()).toBeVisible();
  await page.getByLabel("State").selectOption(state.code);
  await page.getByRole("button", { name: "Show stores" }).click();
  await expect(page).toHaveURL(new RegExp(`state=${state.code}`));
  await expect(page.getByTestId("map-list-items").locator("li")).toHaveCount(
    Math.min(points.length, MAP_PAGE.listPageSize),
  );
  await context.close();
});

test("the list under the map is paged with crawlable links", async ({ page }) => {
  const points = await contentData<MapPoint[]>("/api/stores/map");
  test.skip(points.length <= MAP_PAGE.listPageSize, "one page only");
  await blockTiles(page);
  await page.goto("/map?page=2");
  await expect(page.getByTestId("map-store-list").getByRole("heading", { level: 2 })).toContainText("(101–");
  const response = await page.request.get("/map?page=99999");
  expect(response.status()).toBe(404);
});

test("the map code is loaded on the map page only", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  for (const path of ["/", "/about", "/add-store", "/stores/a/1"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const html = await page.content();
    expect(html, `${path} mentions no Leaflet module`).not.toMatch(/leaflet/i);
  }
  expect(scripts.filter((url) => /leaflet|markercluster/i.test(url))).toEqual([]);
  await blockTiles(page);
  await page.goto("/map");
  await expect(page.getByTestId("store-map")).toHaveAttribute("data-ready", "true");
  expect(scripts.filter((url) => /leaflet-src/.test(url)).length).toBe(1);
  expect(scripts.filter((url) => /markercluster/.test(url)).length).toBe(1);
});

test("the map page is accessible", async ({ page }) => {
  await blockTiles(page);
  await page.goto("/map");
  const points = await contentData<MapPoint[]>("/api/stores/map");
  await waitForMarkers(page, points.length);
  await expectNoAxeViolations(page);
});
