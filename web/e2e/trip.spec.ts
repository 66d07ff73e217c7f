// The trip planner: saving stores (cards, store pages, the header's count), /saved, /trip (the plan
// server-rendered without JavaScript, reordering, closed stops and their fix, the map), the files and
// links to take a trip along, a hotspot's "Plan a day", axe and the print layout. Stores, hours and
// positions come from the seeded demo data through the content API, never hard-coded.
import { expect, test, type Page } from "./test";
import type { SearchResponse, Store, TopStoresResponse } from "../app/lib/content/types";
import { HOTSPOT_TEXT } from "../app/lib/messages";
import { ARRIVAL_STATE_TEXT, SAVED_PAGE, TRIP_PAGE } from "../app/lib/messages/trip";
import { distanceKm } from "../app/lib/maps/geo";
import "../app/lib/runtime/router-globals";
import { coordinatePair } from "../app/lib/trip/directions-links";
import { SAVED_STORES_KEY } from "../app/lib/trip/saved-stores";
import { parseNear } from "../app/lib/trip/trip-query";
import { addDays } from "../app/lib/trip/trip-time";
import { api, expectAccessible, fullStores } from "./directory-helpers";

/** The page has hydrated: the client runtime is installed once React has taken the page over. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => window.__antiquesRuntime !== undefined);
}

const savedInBrowser = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? "[]") as string[], SAVED_STORES_KEY);

/** Saves stores in the browser's storage before any page of the context loads. */
async function saveBeforeLoad(page: Page, slugs: string[]) {
  await page.addInitScript(
    ([key, value]) => {
      if (!sessionStorage.getItem("e2e-seeded")) {
        localStorage.setItem(key, value);
        sessionStorage.setItem("e2e-seeded", "1");
      }
    },
    [SAVED_STORES_KEY, JSON.stringify(slugs)] as const,
  );
}

const stopSlugs = (page: Page) => page.getByTestId("trip-stop").evaluateAll((stops) => stops.map((s) => s.getAttribute("data-slug")));
const arrivals = (page: Page) => page.getByTestId("trip-arrival").allTextContents();

/** A Sunday a few weeks ahead, as "YYYY-MM-DD". */
function futureSunday(): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 21);
  return addDays(day.toISOString().slice(0, 10), (7 - day.getUTCDay()) % 7);
}

const positioned = (store: Store) => typeof store.latitude === "number" && typeof store.longitude === "number";
const point = (store: Store) => ({ lat: store.latitude as number, lng: store.longitude as number });
const regular = (store: Store) => store.openingHours?.status === "regular" && positioned(store);
const sundayOpens = (store: Store) => store.openingHours?.weekly.sunday[0]?.open ?? null;

/** Three stores of one town with known positions and regular hours: a small day trip. */
async function townTrio(): Promise<Store[]> {
  const stores = (await fullStores()).filter(regular);
  const byTown = new Map<string, Store[]>();
  for (const store of stores) {
    const key = `${store.city}|${store.state}`;
    byTown.set(key, [...(byTown.get(key) ?? []), store]);
  }
  const trio = [...byTown.values()].find(
    (town) => town.length >= 3 && distanceKm(point(town[0]!), point(town[1]!)) > 2 && distanceKm(point(town[1]!), point(town[2]!)) > 2,
  );
  expect(trio, "a town with three stores a little apart").toBeTruthy();
  return trio!.slice(0, 3);
}

/**
 * Two stores of one town: `late` opens at noon on Sundays, `early` at 11 or before; a trip that starts
 * beside `late` at 11:00 reaches it first, closed, while `early` first then `late` finds both open.
 */
async function closedPair(): Promise<{ late: Store; early: Store; near: string }> {
  const stores = (await fullStores()).filter(regular);
  for (const late of stores.filter((s) => sundayOpens(s) === "12:00")) {
    const start = parseNear(`${late.latitude},${late.longitude}`)!;
    const early = stores.find(
      (s) =>
        s.city === late.city &&
        s.state === late.state &&
        s.openingHours?.timeZone === late.openingHours?.timeZone &&
        (sundayOpens(s) ?? "99") <= "11:00" &&
        (s.openingHours?.weekly.sunday[0]?.close ?? "") >= "16:00" &&
        distanceKm(start, point(s)) > distanceKm(start, point(late)) + 1,
    );
    if (early) return { late, early, near: `${start.lat},${start.lng}` };
  }
  throw new Error("the demo data has no store opening at noon on Sundays beside one opening earlier");
}

test.describe("saving stores", () => {
  test("from a store card and a store page: the header counts them, and they survive a reload", async ({ page, request }) => {
    await page.goto("/stores/a/1");
    await hydrated(page);
    await expect(page.getByTestId("saved-count")).toHaveCount(0);

    const card = page.getByTestId("store-card").first();
    const cardSlug = (await card.getAttribute("data-slug"))!;
    const cardToggle = card.getByTestId("save-toggle");
    await expect(cardToggle).toHaveAttribute("aria-pressed", "false");
    await cardToggle.click();
    await expect(cardToggle).toHaveAttribute("aria-pressed", "true");
    await expect(cardToggle).toContainText("Saved");
    await expect(page.getByTestId("saved-count")).toHaveText("1");

    const other = (await fullStores()).find((store) => store.slug !== cardSlug && positioned(store))!;
    await page.goto(`/stores/${other.slug}`);
    await hydrated(page);
    await expect(page.getByTestId("saved-count")).toHaveText("1");
    // The page's own toggle, named by its state and the store.
    const pageToggle = page.locator(".store-actions").getByTestId("save-toggle");
    await expect(pageToggle).toHaveAccessibleName(`Save ${other.name}`);
    await expect(pageToggle).toHaveAttribute("aria-pressed", "false");
    // By keyboard: the toggle is a button.
    await pageToggle.focus();
    await page.keyboard.press("Enter");
    await expect(pageToggle).toHaveAttribute("aria-pressed", "true");
    await expect(pageToggle).toHaveAccessibleName(`Saved ${other.name}`);
    await expect(page.getByTestId("saved-count")).toHaveText("2");
    await expect(page.getByTestId("saved-link")).toHaveAccessibleName("Saved 2 stores");

    await page.reload();
    await hydrated(page);
    await expect(page.getByTestId("saved-count")).toHaveText("2");
    await expect(pageToggle).toHaveAttribute("aria-pressed", "true");
    expect(await savedInBrowser(page)).toEqual([cardSlug, other.slug]);

    // Pressing it again unsaves.
    await pageToggle.click();
    await expect(page.getByTestId("saved-count")).toHaveText("1");

    // The page the server sends is the same for everyone: no count, nothing pressed.
    const html = await (await request.get(`/stores/${other.slug}`)).text();
    expect(html).not.toContain('data-testid="saved-count"');
    expect(html).not.toContain('aria-pressed="true"');
  });

  test("/saved lists them, removes one, and plans a trip with the rest", async ({ page }) => {
    const trio = await townTrio();
    await saveBeforeLoad(
      page,
      trio.map((store) => store.slug),
    );
    await page.goto("/saved");
    await hydrated(page);
    const list = page.getByTestId("saved-list");
    await expect(list.getByTestId("store-card")).toHaveCount(3);
    expect(await list.getByTestId("store-card").evaluateAll((cards) => cards.map((c) => c.getAttribute("data-slug")))).toEqual(
      trio.map((store) => store.slug),
    );
    await expect(page.getByTestId("saved-count-heading")).toHaveText(SAVED_PAGE.count(3));

    await list.getByRole("button", { name: `Remove ${trio[1]!.name}` }).click();
    await expect(list.getByTestId("store-card")).toHaveCount(2);
    await expect(page.getByTestId("saved-count")).toHaveText("2");
    await expect(page.getByTestId("saved-count-heading")).toBeFocused();
    await expect(page.getByRole("status").filter({ hasText: SAVED_PAGE.removed(trio[1]!.name) })).toHaveCount(1);
    expect(await savedInBrowser(page)).toEqual([trio[0]!.slug, trio[2]!.slug]);

    await page.reload();
    await hydrated(page);
    await expect(page.getByTestId("saved-list").getByTestId("store-card")).toHaveCount(2);

    await page.getByTestId("plan-trip").click();
    await expect(page).toHaveURL(new RegExp(`/trip\\?stores=${trio[0]!.slug},${trio[2]!.slug}$`));
    await expect(page.getByTestId("trip-stop")).toHaveCount(2);
    expect((await stopSlugs(page)).sort()).toEqual([trio[0]!.slug, trio[2]!.slug].sort());
  });

  test("/trip without stores plans the saved ones, and says so when there are none", async ({ page }) => {
    const trio = await townTrio();
    await page.goto("/trip");
    await hydrated(page);
    await expect(page.getByTestId("trip-empty")).toBeVisible();

    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [SAVED_STORES_KEY, JSON.stringify(trio.map((s) => s.slug))] as const);
    await page.goto("/trip");
    await expect(page).toHaveURL(/\/trip\?stores=/);
    await expect(page.getByTestId("trip-stop")).toHaveCount(3);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/trip?stores= is the whole plan from the server, and its form replans", async ({ page }) => {
    const trio = await townTrio();
    const date = futureSunday();
    await page.goto(`/trip?stores=${trio.map((s) => s.slug).join(",")}&date=${date}&time=10:00`);
    await expect(page.getByTestId("trip-stop")).toHaveCount(3);
    expect((await stopSlugs(page)).sort()).toEqual(trio.map((s) => s.slug).sort());
    const before = await arrivals(page);
    expect(before).toHaveLength(3);
    expect(before[0]).toContain("10:00 AM");
    for (const state of await page.getByTestId("trip-state").allTextContents()) {
      expect(Object.values(ARRIVAL_STATE_TEXT).some((text) => state.startsWith(text))).toBe(true);
    }
    await expect(page.getByTestId("trip-summary")).toContainText("3 stops");
    // Controls that need JavaScript are not offered.
    await expect(page.getByTestId("move-up").first()).toBeHidden();
    await expect(page.getByTestId("trip-print")).toBeHidden();
    await expect(page.getByTestId("trip-gpx")).toHaveAttribute("href", /^\/trip\.gpx\?stores=/);

    // The start time and the minutes at the first stop go through the GET form.
    await page.getByTestId("trip-time").fill("13:30");
    await page.getByTestId("trip-visit").first().fill("90");
    await page.getByTestId("trip-update").click();
    await expect(page).toHaveURL(/time=13(:|%3A)30/);
    const after = await arrivals(page);
    expect(after[0]).toContain("1:30 PM");
    await expect(page.getByTestId("trip-visit").first()).toHaveValue("90");
    expect(after[1]).not.toEqual(before[1]);
  });
});

test.describe("the plan", () => {
  test("moving a stop by keyboard changes the order and the arrival times, and can be undone", async ({ page }) => {
    const trio = await townTrio();
    // From a point, so the computed route does not depend on which stop the visitor put first.
    const near = `${trio[0]!.latitude!.toFixed(2)},${trio[0]!.longitude!.toFixed(2)}`;
    await page.goto(`/trip?stores=${trio.map((s) => s.slug).join(",")}&near=${near}&date=${futureSunday()}&time=10:00`);
    await hydrated(page);
    const order = await stopSlugs(page);
    const times = await arrivals(page);
    // Replanning is the browser's: it asks the server for nothing (so it keeps working offline), not
    // even the route data a navigation would load.
    const requests: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith("/trip") || pathname.endsWith(".data")) requests.push(request.url());
    });

    const down = page.locator(`[data-slug="${order[0]}"]`).getByTestId("move-down");
    await down.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => stopSlugs(page)).toEqual([order[1], order[0], order[2]]);
    // Focus stays with the moved stop's button, and the change is announced.
    await expect(page.locator(`[data-slug="${order[0]}"]`).getByTestId("move-down")).toBeFocused();
    await expect(page.getByTestId("trip-announcement")).toContainText("is now stop 2");
    await expect.poll(() => arrivals(page)).not.toEqual(times);
    await expect(page).toHaveURL(/order=kept/);

    await page.keyboard.press("Space");
    await expect.poll(() => stopSlugs(page)).toEqual([order[1], order[2], order[0]]);

    // The computed route is one press away, and the address says it.
    await page.getByTestId("trip-optimize").click();
    await expect.poll(() => stopSlugs(page)).toEqual(order);
    await expect.poll(() => arrivals(page)).toEqual(times);
    await expect(page).not.toHaveURL(/order=kept/);
    await page.getByTestId("trip-visit").first().fill("120");
    await expect(page).toHaveURL(/visit=120,,/);
    expect(requests).toEqual([]);

    // The changed plan is the address: a reload shows it.
    await page.locator(`[data-slug="${order[2]}"]`).getByTestId("move-up").click();
    await expect.poll(() => stopSlugs(page)).toEqual([order[0], order[2], order[1]]);
    await page.reload();
    await expect.poll(() => stopSlugs(page)).toEqual([order[0], order[2], order[1]]);
  });

  test("a stop can be dragged by its number with a mouse", async ({ page, isMobile }) => {
    test.skip(isMobile, "dragging is the mouse's shortcut; touch uses the move buttons");
    const trio = await townTrio();
    const near = `${trio[0]!.latitude!.toFixed(2)},${trio[0]!.longitude!.toFixed(2)}`;
    // Both stops in view: a drag that must scroll on the way picks its source badly.
    await page.setViewportSize({ width: 1280, height: 1600 });
    await page.goto(`/trip?stores=${trio.map((s) => s.slug).join(",")}&near=${near}`);
    await hydrated(page);
    const order = await stopSlugs(page);
    await page.locator(`[data-slug="${order[2]}"]`).getByTestId("trip-drag").dragTo(page.locator(`[data-slug="${order[0]}"]`));
    await expect.poll(() => stopSlugs(page)).toEqual([order[2], order[0], order[1]]);
    await expect(page).toHaveURL(/order=kept/);
  });

  test("a stop closed on arrival is flagged, and the order that fixes it is offered and applied", async ({ page }) => {
    const { late, early, near } = await closedPair();
    const date = futureSunday();
    await page.goto(`/trip?stores=${late.slug},${early.slug}&near=${near}&date=${date}&time=11:00&visit=,60`);
    await hydrated(page);
    expect(await stopSlugs(page)).toEqual([late.slug, early.slug]);
    const lateStop = page.locator(`[data-slug="${late.slug}"]`);
    await expect(lateStop.getByTestId("trip-state")).toHaveAttribute("data-state", "closed");
    await expect(lateStop.getByTestId("trip-state")).toHaveText(ARRIVAL_STATE_TEXT.closed);

    const alert = page.getByTestId("trip-closed-alert");
    await expect(alert).toContainText(TRIP_PAGE.closedAlert(1));
    await expect(alert.getByTestId("trip-fix-order").locator("li")).toHaveText([early.name, late.name]);
    await alert.getByRole("button", { name: TRIP_PAGE.fixApply }).focus();
    await page.keyboard.press("Enter");

    await expect.poll(() => stopSlugs(page)).toEqual([early.slug, late.slug]);
    await expect(page.getByTestId("trip-closed-alert")).toHaveCount(0);
    for (const state of await page.getByTestId("trip-state").all()) await expect(state).toHaveAttribute("data-state", "open");
    await expect(page.locator("#route-heading")).toBeFocused();
    await expect(page).toHaveURL(/order=kept/);
  });

  test("the start is a town or ZIP code the content service places, or the visitor's location", async ({ page, context }) => {
    const top = await api<TopStoresResponse>("/api/hotspots/hudson-ny/top-stores");
    const slugs = top.data.stores.slice(0, 3).map((store) => store.slug);
    await page.goto(`/trip?stores=${slugs.join(",")}`);
    await hydrated(page);
    await expect(page.getByTestId("trip-start")).toContainText(TRIP_PAGE.startsAtFirstStop);
    await expect(page.getByTestId("trip-leg")).toHaveCount(slugs.length - 1);

    await page.getByTestId("trip-from").fill("Hudson, NY");
    await page.getByTestId("trip-from").press("Enter");
    await expect(page.getByTestId("trip-start")).toContainText(TRIP_PAGE.startsAt("Hudson, NY"));
    await expect(page).toHaveURL(/from=Hudson/);
    // From a place, the first stop is a drive too.
    await expect(page.getByTestId("trip-leg")).toHaveCount(slugs.length);

    await page.getByTestId("trip-from").fill("Nowhereville");
    await page.getByTestId("trip-update").click();
    await expect(page.getByTestId("trip-place-not-found")).toHaveText(TRIP_PAGE.placeNotFound("Nowhereville"));
    await expect(page.getByTestId("trip-start")).toContainText(TRIP_PAGE.startsAtFirstStop);

    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: 42.3, longitude: -73.75 });
    await page.getByRole("button", { name: TRIP_PAGE.useLocation }).click();
    await expect(page.getByTestId("trip-start")).toContainText(TRIP_PAGE.startsAtLocation);
    await expect(page.getByTestId("trip-from")).toHaveValue("");
    await expect(page).toHaveURL(/near=42\.3,-73\.75/);
    await expect(page.getByTestId("trip-place-not-found")).toHaveCount(0);
  });

  test("the start may be any town or ZIP code of the reference places, where the directory has no store", async ({ page }) => {
    // Paris, TX and ZIP 75460 are in the reference files the suite's content service reads
    // (crates/api/tests/fixtures/places); the demo data has no store within the search's radius of them.
    const search = (query: string) =>
      api<SearchResponse>("/api/stores/search", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query, pagination: { pageSize: 1 } }),
      });
    for (const [query, label] of [
      ["Paris, TX", "Paris, TX"],
      ["75460", "ZIP 75460"],
    ] as const) {
      const found = await search(query);
      expect(found.meta.understood?.place?.label, query).toBe(label);
      expect(found.meta.pagination.total, `no store of the demo near ${label}`).toBe(0);
    }
    const trio = await townTrio();
    const slugs = trio.map((store) => store.slug);

    // Typed into the form, with JavaScript.
    await page.goto(`/trip?stores=${slugs.join(",")}`);
    await hydrated(page);
    await page.getByTestId("trip-from").fill("Paris, TX");
    await page.getByTestId("trip-from").press("Enter");
    await expect(page.getByTestId("trip-start")).toContainText(TRIP_PAGE.startsAt("Paris, TX"));
    await expect(page).toHaveURL(/from=Paris/);
    await expect(page.getByTestId("trip-leg")).toHaveCount(slugs.length);
    await expect(page.getByTestId("trip-place-not-found")).toHaveCount(0);

    // A town spelt like what stores sell needs its state: alone it is not placed, and the form keeps it.
    await page.getByTestId("trip-from").fill("Oak");
    await page.getByTestId("trip-update").click();
    await expect(page.getByTestId("trip-place-not-found")).toHaveText(TRIP_PAGE.placeNotFound("Oak"));
    await expect(page.getByTestId("trip-from")).toHaveValue("Oak");
    await page.getByTestId("trip-from").fill("Oak, NE");
    await page.getByTestId("trip-update").click();
    await expect(page.getByTestId("trip-start")).toContainText(TRIP_PAGE.startsAt("Oak, NE"));

    // A ZIP code in the address, as a shared link opens it: the server plans from it.
    await page.goto(`/trip?stores=${slugs.join(",")}&from=75460`);
    await expect(page.getByTestId("trip-start")).toContainText(TRIP_PAGE.startsAt("ZIP 75460"));
    await expect(page.getByTestId("trip-leg")).toHaveCount(slugs.length);
  });

  test("the map shows the numbered stops", async ({ page }) => {
    const trio = await townTrio();
    await page.goto(`/trip?stores=${trio.map((s) => s.slug).join(",")}`);
    const map = page.getByTestId("trip-map");
    await expect(map).toHaveAttribute("data-ready", "true");
    await expect(map).toHaveAttribute("data-stops", "3");
    await expect(map.locator(".trip-marker")).toHaveText(["1", "2", "3"]);
    // The tests' tile server does not answer: the list stays, and the page says the background failed.
    await expect(page.getByTestId("trip-map-tiles-failed")).toBeVisible();
    await expect(page.getByTestId("trip-stop")).toHaveCount(3);
  });
});

test.describe("taking a trip along", () => {
  test("directions links and the GPX and calendar files have the stops in order", async ({ page, request }) => {
    const trio = await townTrio();
    const bySlug = new Map(trio.map((s) => [s.slug, s]));
    await page.goto(`/trip?stores=${trio.map((s) => s.slug).join(",")}&date=${futureSunday()}&time=10:00`);
    await hydrated(page);
    const order = (await stopSlugs(page)).map((slug) => bySlug.get(slug!)!);
    const pairs = order.map((store) => encodeURIComponent(coordinatePair(point(store))));

    const google = page.getByTestId("directions-google");
    await expect(google).toHaveCount(1);
    await expect(google).toHaveText(/Open in Google Maps/);
    const googleUrl = (await google.getAttribute("href"))!;
    expect(googleUrl).toContain(`origin=${pairs[0]}`);
    expect(googleUrl).toContain(`waypoints=${pairs[1]}`);
    expect(googleUrl).toContain(`destination=${pairs[2]}`);
    const appleUrl = (await page.getByTestId("directions-apple").getAttribute("href"))!;
    expect(appleUrl).toContain(`saddr=${pairs[0]}`);
    expect(appleUrl).toContain(`daddr=${pairs[1]}+to:${pairs[2]}`);

    // The GPX file downloads, with one waypoint and one route point per stop, in order.
    const download = page.waitForEvent("download");
    await page.getByTestId("trip-gpx").click();
    const gpxFile = await download;
    expect(gpxFile.suggestedFilename()).toMatch(/^antiques-trip-\d{4}-\d\d-\d\d\.gpx$/);
    const gpxHref = (await page.getByTestId("trip-gpx").getAttribute("href"))!;
    const gpx = await (await request.get(gpxHref)).text();
    const xmlUnescape = (text: string) =>
      text.replace(/&(amp|lt|gt|quot|apos);/g, (_, entity: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" })[entity]!);
    const waypointNames = [...gpx.matchAll(/<wpt [^>]*>\s*<name>([^<]*)<\/name>/g)].map((m) => xmlUnescape(m[1]!));
    expect(waypointNames).toEqual(order.map((s) => s.name));
    expect(gpx.match(/<rtept /g)).toHaveLength(3);

    // The calendar file: one event per stop, at the times the page shows.
    const icsResponse = await request.get((await page.getByTestId("trip-ics").getAttribute("href"))!);
    expect(icsResponse.headers()["content-type"]).toContain("text/calendar");
    const ics = (await icsResponse.text()).replace(/\r\n[ \t]/g, "");
    const events = ics.split("BEGIN:VEVENT").slice(1);
    expect(events).toHaveLength(3);
    const icsUnescape = (text: string) => text.replace(/\\([,;\\])/g, "$1");
    expect(events.map((event) => icsUnescape(/SUMMARY:(.*)/.exec(event)?.[1]?.trim() ?? ""))).toEqual(order.map((s) => s.name));
    const firstStart = /DTSTART:(\d{8}T\d{6}Z)/.exec(events[0]!)?.[1];
    expect(firstStart).toBeTruthy();
  });

  test("a hotspot's \"Plan a day\" leads to a plan of its top 10", async ({ page }) => {
    const top = await api<TopStoresResponse>("/api/hotspots/hudson-ny/top-stores");
    const slugs = top.data.stores.map((store) => store.slug);
    expect(slugs.length).toBeGreaterThan(1);
    await page.goto("/hudson-ny");
    const link = page.getByTestId("plan-day");
    await expect(link).toHaveText(HOTSPOT_TEXT.planDay(top.data.hotspot.name));
    await expect(link).toHaveAttribute("href", `/trip?stores=${slugs.join(",")}`);
    await link.click();
    await expect(page).toHaveURL(/\/trip\?stores=/);
    await expect(page.getByTestId("trip-stop")).toHaveCount(slugs.length);
    expect((await stopSlugs(page)).sort()).toEqual([...slugs].sort());
    // Its top-10 page offers the same.
    await page.goto("/hudson-ny/top-10");
    await expect(page.getByTestId("plan-day")).toHaveAttribute("href", `/trip?stores=${slugs.join(",")}`);
  });
});

test.describe("accessibility and print", () => {
  test("/saved and /trip run under their Content-Security-Policy without a violation", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.exposeFunction("__cspViolation", (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        (window as unknown as { __cspViolation: (text: string) => void }).__cspViolation(`${event.violatedDirective}: ${event.blockedURI}`);
      });
    });
    const trio = await townTrio();
    await saveBeforeLoad(
      page,
      trio.map((s) => s.slug),
    );
    const response = await page.goto("/saved");
    expect(response?.headers()["content-security-policy"]).toContain("'nonce-");
    await expect(page.getByTestId("saved-list").getByTestId("store-card")).toHaveCount(3);
    await page.getByTestId("plan-trip").click();
    await expect(page.getByTestId("trip-map")).toHaveAttribute("data-ready", "true");
    await page.reload();
    await expect(page.getByTestId("trip-map")).toHaveAttribute("data-ready", "true");
    expect(violations).toEqual([]);
  });

  test("axe: /saved with stores, and empty", async ({ page }) => {
    const trio = await townTrio();
    await saveBeforeLoad(
      page,
      trio.map((s) => s.slug),
    );
    await page.goto("/saved");
    await hydrated(page);
    await expect(page.getByTestId("saved-list").getByTestId("store-card")).toHaveCount(3);
    await expectAccessible(page);
    await page.evaluate((key) => localStorage.removeItem(key), SAVED_STORES_KEY);
    await page.reload();
    await expect(page.getByTestId("saved-empty")).toBeVisible();
    await expectAccessible(page);
  });

  test("axe: /trip with a closed stop and its fix", async ({ page }) => {
    const { late, early, near } = await closedPair();
    await page.goto(`/trip?stores=${late.slug},${early.slug}&near=${near}&date=${futureSunday()}&time=11:00&visit=,60`);
    await hydrated(page);
    await expect(page.getByTestId("trip-closed-alert")).toBeVisible();
    await expect(page.getByTestId("trip-map")).toHaveAttribute("data-ready", "true");
    await expectAccessible(page);
  });

  test("the print layout leaves out the site's frame and the controls, and fits a day on one page", async ({ page, browserName }) => {
    const top = await api<TopStoresResponse>("/api/hotspots/hudson-ny/top-stores");
    await page.goto(`/trip?stores=${top.data.stores.map((s) => s.slug).join(",")}&from=Hudson%2C+NY`);
    await hydrated(page);
    await page.emulateMedia({ media: "print" });
    for (const hidden of [".site-header", ".site-footer", "#trip-form", ".trip-side", ".trip-stop-controls"]) {
      for (const element of await page.locator(hidden).all()) await expect(element, hidden).toBeHidden();
    }
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("trip-stop")).toHaveCount(top.data.stores.length);
    for (const stop of await page.getByTestId("trip-stop").all()) await expect(stop).toBeVisible();
    await expect(page.getByTestId("trip-arrival").first()).toBeVisible();

    test.skip(browserName !== "chromium", "PDF output is Chromium's");
    const pdf = (await page.pdf({ format: "Letter" })).toString("latin1");
    expect(pdf.match(/\/Type\s*\/Page(?!s)/g), "pages of the printed plan").toHaveLength(1);
  });
});
