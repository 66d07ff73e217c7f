// The store page: every field it shows against the content API, the derived values with stores
// that lack a rating, website, phone or enhanced data, JSON-LD and the unknown-slug 404.
import { expect, test, type Page } from "./test";
import type { Store, StoreSummary } from "../app/lib/content/types";
import { HOURS_TEXT, STORE_TEXT } from "../app/lib/messages";
import { cardHours } from "../app/lib/stores/opening-hours";
import {
  detailedInsights,
  formatDistanceAway,
  formatRating,
  hasText,
  prettyPhone,
  sentimentLabel,
  storeDescription,
  storePhones,
  storeWebsites,
} from "../app/lib/stores/store-display";
import { apiStore } from "./console-support";
import { findStore, jsonLdBlocks } from "./directory-helpers";

async function openStore(page: Page, store: Store) {
  const response = await page.goto(`/stores/${store.slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId("store-name")).toHaveText(store.name);
}

test("a complete store shows every field", async ({ page }) => {
  const store = await findStore("with rating, phones, website, e-mail and enhanced data", (s) =>
    s.displayRating !== null && storePhones(s).length > 0 && storeWebsites(s).length > 0 && !!detailedInsights(s) && s.emails.length > 0,
  );
  await openStore(page, store);
  await expect(page.getByTestId("store-address")).toHaveText(store.fullAddress);
  await expect(page.getByTestId("store-description")).toHaveText(storeDescription(store)!);

  // Phones: all shown pretty, the first dialled with tel:.
  const phones = storePhones(store);
  await expect(page.getByTestId("store-phone")).toHaveCount(phones.length);
  for (const [index, phone] of phones.entries()) {
    await expect(page.getByTestId("store-phone").nth(index)).toHaveText(prettyPhone(phone));
  }
  await expect(page.getByTestId("call-link")).toHaveAttribute("href", `tel:${phones[0]!.phoneNumber.replace(/[^\d+]/g, "")}`);

  // Websites with a scheme, e-mails as mailto.
  const websites = storeWebsites(store);
  for (const [index, url] of websites.entries()) {
    await expect(page.getByTestId("store-website").nth(index)).toHaveAttribute("href", url);
    expect(url).toMatch(/^https?:\/\//);
  }
  await expect(page.getByTestId("store-email").first()).toHaveAttribute("href", `mailto:${store.emails[0]}`);

  // Rating and sentiment label.
  const rating = store.displayRating;
  await expect(page.getByTestId("rating-value").first()).toHaveText(formatRating(rating));
  await expect(page.getByTestId("sentiment-label").first()).toHaveText(sentimentLabel(rating));

  // Insights, map, hours, hotspot, nearby, breadcrumbs.
  await expect(page.getByTestId("store-insights")).toBeVisible();
  await expect(page.getByTestId("store-insights")).toContainText(store.storeAnalysis!.storeFormat);
  if (hasText(store.mapUrl)) await expect(page.getByTestId("map-link")).toHaveAttribute("href", store.mapUrl);
  await expect(page.getByTestId("map-card")).toBeVisible();
  await expect(page.getByTestId("hours-badge")).toHaveText(
    new RegExp(`^(${Object.values(HOURS_TEXT).join("|")})`),
  );
  if (store.nearestAntiqueHotspot) {
    await expect(page.getByTestId("nearest-hotspot").getByRole("link")).toHaveAttribute(
      "href",
      `/${store.nearestAntiqueHotspot.slug}`,
    );
  }
  const breadcrumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(breadcrumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  await expect(breadcrumbs.locator('[aria-current="page"]')).toHaveText(store.name);
  if (store.verified) await expect(page.getByTestId("badge-verified").first()).toBeVisible();
  if (store.featured) await expect(page.getByTestId("badge-featured").first()).toBeVisible();
  if (store.isSample) await expect(page.getByTestId("sample-note")).toContainText(STORE_TEXT.sampleListing);
});

test("nearby stores are the content API's meta.nearby, a line each", async ({ page, request }) => {
  const store = await findStore("with coordinates", (s) => s.latitude !== null);
  const response = await request.get(`${process.env.E2E_CONTENT_URL}/api/stores/${store.slug}?populate=*`);
  const { meta } = (await response.json()) as { meta: { nearby: (StoreSummary & { distanceKm: number })[] } };
  expect(meta.nearby.length).toBeGreaterThan(0);
  const from = new Date();
  await openStore(page, store);
  const to = new Date();
  const nearby = page.getByTestId("nearby-stores").getByTestId("nearby-store");
  await expect(nearby).toHaveCount(meta.nearby.length);
  for (const [i, near] of meta.nearby.entries()) {
    const line = nearby.nth(i);
    await expect(line.getByRole("link")).toHaveText(near.name);
    await expect(line.getByRole("link")).toHaveAttribute("href", `/stores/${near.slug}`);
    await expect(line).toContainText(`${near.city}, ${near.state} · ${formatDistanceAway(near.distanceKm)}`);
    await expect(line.getByTestId("rating-value")).toHaveText(formatRating(near.displayRating));
    await expect(line.getByTestId("badge-featured")).toHaveCount(near.featured ? 1 : 0);
    await expect(line.getByTestId("badge-verified")).toHaveCount(near.verified ? 1 : 0);
    // Today's hours in a few words, read on the server at the time of the request.
    const possible = [from, to].map((at) => cardHours(near.openingHours, at)?.label ?? null);
    const hours = line.getByTestId("nearby-store-hours");
    if (possible.every((label) => label === null)) await expect(hours).toHaveCount(0);
    else expect(possible).toContain(await hours.textContent());
  }
});

test("a store without a rating shows No reviews and No reviews analyzed, and no aggregateRating", async ({ page }) => {
  const store = await findStore("without a rating", (s) => s.displayRating === null);
  await openStore(page, store);
  await expect(page.getByTestId("rating-value").first()).toHaveText(STORE_TEXT.noReviews);
  await expect(page.getByTestId("sentiment-label").first()).toHaveText(STORE_TEXT.noReviewsAnalyzed);
  const ld = (await jsonLdBlocks(page)).find((block) => block["@type"] === "AntiqueStore")!;
  expect(ld.aggregateRating).toBeUndefined();
});

test("a store without a website or phone shows no such links", async ({ page }) => {
  const store = await findStore("without a website", (s) => storeWebsites(s).length === 0);
  await openStore(page, store);
  await expect(page.getByTestId("store-website")).toHaveCount(0);
  await expect(page.getByRole("link", { name: /Visit website/ })).toHaveCount(0);

  const noPhone = await findStore("without a phone", (s) => storePhones(s).length === 0);
  await openStore(page, noPhone);
  await expect(page.getByTestId("store-phone")).toHaveCount(0);
  await expect(page.getByTestId("call-link")).toHaveCount(0);
  await expect(page.locator('a[href^="tel:"]')).toHaveCount(0);
});

test("insights appear only with enhanced data and a store analysis", async ({ page }) => {
  const store = await findStore("without enhanced data", (s) => !detailedInsights(s));
  await openStore(page, store);
  await expect(page.getByTestId("store-insights")).toHaveCount(0);
  if (!hasText(store.enhancedDescription) && hasText(store.description)) {
    await expect(page.getByTestId("store-description")).toHaveText(store.description.trim());
  }
});

test("JSON-LD: an AntiqueStore and a BreadcrumbList, valid JSON", async ({ page }) => {
  const store = await findStore("with a rating and coordinates", (s) => s.displayRating !== null && s.latitude !== null);
  await openStore(page, store);
  const blocks = await jsonLdBlocks(page);
  const ld = blocks.find((block) => block["@type"] === "AntiqueStore")!;
  expect(ld.name).toBe(store.name);
  expect(ld.url).toMatch(new RegExp(`/stores/${store.slug}$`));
  expect(ld.address).toMatchObject({ addressLocality: store.city, addressRegion: store.state });
  expect(ld.geo).toMatchObject({ latitude: store.latitude, longitude: store.longitude });
  // A rated store has no aggregateRating either: its rating is a score, not a count of reviews.
  expect(ld.aggregateRating).toBeUndefined();
  const phones = storePhones(store);
  if (phones[0]) expect(ld.telephone).toBe(phones[0].phoneNumber);
  const crumbs = blocks.find((block) => block["@type"] === "BreadcrumbList")!;
  const items = crumbs.itemListElement as { name: string; position: number }[];
  expect(items[0]!.name).toBe("Home");
  expect(items.at(-1)!.name).toBe(store.name);
});

test("an unknown store slug is the 404 page", async ({ page }) => {
  const response = await page.goto("/stores/no-such-store-anywhere");
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId("error-page")).toBeVisible();
});

test("the page stays whole when map tiles cannot load", async ({ page }) => {
  const store = await findStore("with coordinates", (s) => s.latitude !== null);
  await openStore(page, store);
  await expect(page.getByTestId("map-card")).toBeVisible();
  await expect(page.getByTestId("opening-hours")).toBeVisible();
  // The 3×3 tiles are nine background layers of one box, each in its place.
  const layers = await page.locator(".map-card-tiles").evaluate((box) => {
    const style = getComputedStyle(box);
    return { images: style.backgroundImage.split("url(").length - 1, positions: style.backgroundPosition.split(",").length };
  });
  expect(layers).toEqual({ images: 9, positions: 9 });
});

test("an unverified store links to its claim form, prefilled; a verified one says it is managed; both take change reports", async ({ page }) => {
  const store = await findStore("not verified", (s) => !s.verified);
  await openStore(page, store);
  const owner = page.getByTestId("store-owner");
  await expect(owner.getByRole("heading", { name: STORE_TEXT.ownerHeading })).toBeVisible();
  const claim = owner.getByRole("link", { name: STORE_TEXT.claimLink });
  await expect(claim).toHaveAttribute("href", `/claim?store=${store.slug}`);
  await claim.click();
  await expect(page).toHaveURL(new RegExp(`/claim\\?store=${store.slug}$`));
  await expect(page.locator('#claim-form [name="store"]')).toHaveValue(store.slug);

  const verified = await findStore("verified", (s) => s.verified);
  await openStore(page, verified);
  await expect(page.getByTestId("store-owner").getByRole("heading", { name: STORE_TEXT.managedHeading })).toBeVisible();
  await expect(page.getByTestId("store-owner")).toContainText(STORE_TEXT.managedText);
  await expect(page.getByTestId("store-owner").getByRole("link", { name: STORE_TEXT.claimLink })).toHaveCount(0);
  await expect(page.getByTestId("store-owner").getByRole("link", { name: STORE_TEXT.reportLink })).toHaveAttribute(
    "href",
    `/stores/${verified.slug}/report`,
  );
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  // React outlines a big <Suspense> boundary into a hidden <div> that a script moves in place later;
  // only React Router's data scripts may arrive that way, never the page's content.
  test("store and A–Z pages arrive whole: the content in place and visible, none of it hidden", async ({ page }) => {
    const store = await findStore("with coordinates", (s) => s.latitude !== null);
    expect((await page.goto(`/stores/${store.slug}`))?.status()).toBe(200);
    await expect(page.getByTestId("store-name")).toHaveText(store.name);
    await expect(page.getByTestId("store-name")).toBeVisible();
    await expect(page.getByTestId("map-card")).toHaveCount(1);
    await expect(page.getByTestId("map-card")).toBeVisible();
    await expect(page.locator("[hidden] :is(h1, figure, section, ul)")).toHaveCount(0);

    expect((await page.goto("/stores/a/1"))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("[hidden] :is(h1, figure, section, ul)")).toHaveCount(0);
  });
});

test.describe("photos", () => {
  test("a store without photos leads with what it knows: no stand-in picture, the owner invited to add some", async ({ page }) => {
    const store = await findStore("without photos, not verified", (s) => s.photos.length === 0 && !s.verified);
    await page.goto(`/stores/${store.slug}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(store.name);
    await expect(page.getByTestId("store-photos")).toHaveCount(0);
    await expect(page.getByText(/No photos yet/)).toHaveCount(0);
    await expect(page.getByTestId("store-owner")).toContainText("add photos");
  });

  test("a store's photos are a small gallery: the first large, four more lazily, each opening the image", async ({ page }, testInfo) => {
    const photos = Array.from({ length: 7 }, (_, i) => ({
      url: `https://photos.example/gallery-${i + 1}.jpg`,
      alt: i === 0 ? "The front of the shop" : "",
      width: 1200,
      height: 800,
    }));
    const store = await apiStore(`Gallery Antiques ${testInfo.project.name} ${Date.now().toString(36)}`, { photos });
    await page.goto(`/stores/${store.slug}`);
    const gallery = page.getByRole("region", { name: `Photos of ${store.name}` });
    const links = gallery.getByTestId("store-photo");
    await expect(links).toHaveCount(5);
    for (const [i, photo] of photos.slice(0, 5).entries()) await expect(links.nth(i)).toHaveAttribute("href", photo.url);
    const images = gallery.locator("img");
    await expect(images.first()).toHaveAttribute("alt", "The front of the shop");
    await expect(images.first()).toHaveAttribute("fetchpriority", "high");
    expect(await images.first().getAttribute("loading")).toBeNull();
    await expect(images.nth(1)).toHaveAttribute("alt", `${store.name}, photo 2 of 7`);
    for (let i = 1; i < 5; i++) {
      await expect(images.nth(i)).toHaveAttribute("loading", "lazy");
      await expect(images.nth(i)).toHaveAttribute("width", "1200");
      await expect(images.nth(i)).toHaveAttribute("height", "800");
    }
    await expect(gallery.getByTestId("store-photo-more")).toHaveText("+2 more photos");
    // Every photo, the two past the fifth too, is reachable.
    const all = gallery.getByTestId("store-photo-all");
    await all.getByText("All 7 photos").click();
    await expect(all.getByRole("link")).toHaveCount(7);
    await expect(all.getByRole("link").nth(6)).toHaveAttribute("href", photos[6]!.url);
  });
});
