// The home page against the content API.
import { expect, test } from "./test";
import type { Hotspot, Region, StoreListResponse } from "../app/lib/content/types";
import { api, apiData } from "./directory-helpers";

test("home shows featured stores, hotspot towns, states by region, guides and the inline newsletter", async ({ page }) => {
  const [featured, hotspots, regions] = await Promise.all([
    api<StoreListResponse>("/api/stores?filters[featured][$eq]=true&sort=displayRating:desc&pagination[pageSize]=6"),
    apiData<Hotspot[]>("/api/hotspots"),
    apiData<Region[]>("/api/regions"),
  ]);
  await page.goto("/");
  const cards = page.getByTestId("featured-stores").getByTestId("store-card");
  await expect(cards).toHaveCount(featured.data.length);
  if (featured.data[0]) await expect(cards.first().getByRole("link")).toHaveText(featured.data[0].name);
  await expect(page.getByTestId("home-hotspots").getByRole("link", { name: new RegExp(hotspots[0]!.name) })).toHaveAttribute(
    "href",
    `/${hotspots[0]!.slug}`,
  );
  for (const region of regions) await expect(page.getByTestId("home-states")).toContainText(region.name);
  // One signup form: the page's own (inline); the footer leaves its form out here.
  const signups = page.locator("form.newsletter-form");
  await expect(signups).toHaveCount(1);
  await expect(page.getByTestId("newsletter-inline")).toBeVisible();
  await expect(page.getByRole("contentinfo").getByTestId("newsletter-footer")).toHaveCount(0);
  // The hero search is a GET form to /search.
  await page.locator("#home-search-q").fill("barn");
  await page.locator("#home-search-q").press("Enter");
  await expect(page).toHaveURL(/\/search\?q=barn/);
});

test("the hero search's placeholder fits its box, on a phone too", async ({ page }) => {
  await page.goto("/");
  const input = page.locator("#home-search-q");
  await expect(input).toBeVisible();
  const fit = await input.evaluate((el) => {
    const box = el as HTMLInputElement;
    const style = getComputedStyle(box);
    const context = document.createElement("canvas").getContext("2d")!;
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return { text: box.placeholder, needed: context.measureText(box.placeholder).width, room };
  });
  expect(fit.text.length).toBeGreaterThan(0);
  expect(fit.needed, `"${fit.text}" needs ${fit.needed}px of ${fit.room}px`).toBeLessThanOrEqual(fit.room);
});
