// Store cards answer the next question: today's hours in the store's own time zone, what the store
// sells, and the street that tells stores apart (also in the name-search suggestions). Every
// expectation is read from the content API's data; the hours line is checked against the site's
// own rules (lib/stores/opening-hours.ts) at the moments the page can have been rendered.
import { expect, test, type Page } from "./test";
import type { Hotspot, NameSearchHit, Store, StoreListResponse } from "../app/lib/content/types";
import { STORE_TEXT } from "../app/lib/messages";
import { cardHours } from "../app/lib/stores/opening-hours";
import { CARD_CATEGORIES } from "../app/lib/stores/store-display";
import { apiStore } from "./console-support";
import { api, apiData, fullStores } from "./directory-helpers";
import { isMobile, openNameSearch } from "./shell-support";

/** What the hours line of a card reads for a store at an instant (null: no line). */
function hoursText(store: Pick<Store, "openingHours">, at: Date): string | null {
  const hours = cardHours(store.openingHours, at);
  return hours ? `${hours.label}${hours.next ? ` · ${hours.next}` : ""}` : null;
}

/** Opens a page and returns the window of time in which it was rendered. */
async function openPage(page: Page, path: string): Promise<{ from: Date; to: Date }> {
  const from = new Date();
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  return { from, to: new Date() };
}

/**
 * Every card on the page shows its store's street, first categories and today's hours as the data
 * says; the page holds at least one card with each. Nothing overflows the viewport.
 */
async function expectCardsAnswer(page: Page, rendered: { from: Date; to: Date }) {
  const bySlug = new Map((await fullStores()).map((store) => [store.slug, store]));
  const cards = page.getByTestId("store-card");
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  const seen = { hours: 0, categories: 0, street: 0 };
  for (let i = 0; i < count; i++) {
    const card = cards.nth(i);
    const slug = await card.getAttribute("data-slug");
    const store = bySlug.get(slug ?? "");
    expect(store, `a store with slug ${slug}`).toBeTruthy();
    if (!store) continue;

    const street = store.address?.trim();
    if (street) {
      await expect(card.getByTestId("store-card-street")).toHaveText(street);
      await expect(card.getByTestId("store-card-place")).toContainText(`${street} · ${store.city}, ${store.state}`);
      seen.street++;
    } else {
      await expect(card.getByTestId("store-card-street")).toHaveCount(0);
    }

    const names = store.categories.map((c) => c.name).slice(0, CARD_CATEGORIES);
    if (names.length > 0) {
      await expect(card.getByTestId("store-card-categories")).toHaveText(`${STORE_TEXT.cardCategories} ${names.join(" · ")}`);
      seen.categories++;
    } else {
      await expect(card.getByTestId("store-card-categories")).toHaveCount(0);
    }

    // The line is computed once, on the server, at the time of the request.
    const possible = [hoursText(store, rendered.from), hoursText(store, rendered.to)];
    const line = card.getByTestId("store-card-hours");
    if (possible.every((text) => text === null)) {
      await expect(line).toHaveCount(0);
    } else {
      const text = (await line.textContent())?.replace(/\s+/g, " ").trim() ?? null;
      expect(possible, `hours of ${store.name}`).toContain(text);
      seen.hours++;
    }
  }
  expect(seen.street, "cards with a street").toBeGreaterThan(0);
  expect(seen.categories, "cards with categories").toBeGreaterThan(0);
  expect(seen.hours, "cards with an hours line").toBeGreaterThan(0);
  // Compact at 375 px too: no card makes the page scroll sideways.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test("a hotspot page's cards show today's hours, categories and the street", async ({ page }) => {
  const hotspots = await apiData<Hotspot[]>("/api/hotspots");
  const busiest = [...hotspots].sort((a, b) => b.storeCount - a.storeCount)[0]!;
  const rendered = await openPage(page, `/${busiest.slug}`);
  await expectCardsAnswer(page, rendered);
});

test("a hotspot's top-10 cards show the same lines", async ({ page }) => {
  const hotspots = await apiData<Hotspot[]>("/api/hotspots");
  const busiest = [...hotspots].sort((a, b) => b.storeCount - a.storeCount)[0]!;
  const rendered = await openPage(page, `/${busiest.slug}/top-10`);
  await expectCardsAnswer(page, rendered);
});

test("search results' cards show today's hours, categories and the street", async ({ page }) => {
  const rendered = await openPage(page, "/search?q=antique");
  await expectCardsAnswer(page, rendered);
});

test("a state page's cards show the same lines", async ({ page }) => {
  const rendered = await openPage(page, "/states/tx");
  await expectCardsAnswer(page, rendered);
});

test("a card's hours line says when a store is closed for the season, by appointment or temporarily closed", async ({ page }) => {
  // The A–Z pages list every store (page 1 of a letter: its first 100 by name), so each special
  // state can be found on one of them.
  const now = new Date();
  const special = ["outOfSeason", "byAppointment", "temporarilyClosed"];
  // Seasonal stores are all in season in summer: look for the states the data has today.
  const wanted = new Set((await fullStores()).map((store) => cardHours(store.openingHours, now)?.state ?? "").filter((state) => special.includes(state)));
  expect(wanted.has("byAppointment") && wanted.has("temporarilyClosed"), "stores by appointment and temporarily closed").toBe(true);
  for (const letter of "abcdefghijklmnopqrstuvwxyz") {
    if (wanted.size === 0) break;
    const { data } = await api<StoreListResponse>(
      `/api/stores?filters[name][$startsWithi]=${letter}&sort=name:asc&pagination[page]=1&pagination[pageSize]=100`,
    );
    const found = data.filter((store) => wanted.has(cardHours(store.openingHours, now)?.state ?? ""));
    if (found.length === 0) continue;
    const rendered = await openPage(page, `/stores/${letter}`);
    for (const store of found) {
      const state = cardHours(store.openingHours, now)!.state;
      if (!wanted.has(state)) continue;
      const line = page.locator(`[data-testid="store-card"][data-slug="${store.slug}"]`).getByTestId("store-card-hours");
      await expect(line).toHaveAttribute("data-state", state);
      const text = (await line.textContent())?.replace(/\s+/g, " ").trim() ?? null;
      expect([hoursText(store, rendered.from), hoursText(store, rendered.to)]).toContain(text);
      wanted.delete(state);
    }
  }
  expect([...wanted], "states not found on any A–Z page").toEqual([]);
});

test("name-search suggestions tell same-name stores in one town apart by their street", async ({ page }, testInfo) => {
  // Two stores of one name in one town, each on its own street (the sample data has none: its
  // names are unique within a state, as real listings mostly are).
  const name = `Twin Gables Antiques ${testInfo.project.name} ${Date.now().toString(36)}`;
  const twins = [];
  for (const [i, address] of ["12 Warren Street", "480 Columbia Street"].entries()) {
    const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${i + 1}`;
    twins.push({ ...(await apiStore(name, { address, slug })), address, city: "Hudson", state: "NY" });
  }
  const { data: hits } = await api<{ data: NameSearchHit[] }>(
    `/api/stores/name-search?query=${encodeURIComponent(name)}&page=1&pageSize=10`,
  );
  const shown = twins.filter((twin) => hits.some((hit) => hit.slug === twin.slug));
  expect(shown.length, `suggestions for "${name}" hold the stores of that name`).toBe(2);

  await page.goto("/");
  const input = await openNameSearch(page);
  await input.fill(name);
  const popup = page.getByTestId(`name-search-popup-${isMobile(page) ? "menu" : "header"}`);
  // The stores, then "Search all stores for “…”".
  await expect(popup.getByRole("option")).toHaveCount(hits.length + 1);
  const places: string[] = [];
  for (const twin of shown) {
    const option = popup.locator(`a[role="option"][href="/stores/${encodeURIComponent(twin.slug)}"]`);
    const place = `${twin.address} · ${twin.city}, ${twin.state}`;
    await expect(option).toContainText(place);
    places.push(place);
  }
  expect(new Set(places).size).toBe(places.length);
});
