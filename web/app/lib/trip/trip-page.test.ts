import { describe, expect, it } from "vitest";
import type { PlaceView } from "../content/types";
import { arrangeTripStores, placeStart, resolveTripQuery, toTripStore, tripStart, withCurrentSlugs, type TripStoreSource } from "./trip-page";
import { parseTripQuery } from "./trip-query";
import { DEFAULT_START_TIME } from "./trip-time";

const source = (slug: string, extra: Partial<TripStoreSource> = {}): TripStoreSource => ({
  slug,
  name: `Store ${slug}`,
  city: "Hudson",
  state: "NY",
  fullAddress: "1 Warren St, Hudson, NY, 12534",
  latitude: 42.25,
  longitude: -73.79,
  openingHours: null,
  ...extra,
});

const place = (extra: Partial<PlaceView>): PlaceView => ({
  kind: "city",
  label: "Hudson, NY",
  latitude: 42.25,
  longitude: -73.79,
  hotspot: null,
  state: "NY",
  radiusKm: 25,
  queryWithoutPlace: "",
  ...extra,
});

describe("stores on a route", () => {
  it("keeps what the trip reads", () => {
    expect(toTripStore(source("a"))).toEqual({
      slug: "a",
      name: "Store a",
      city: "Hudson",
      state: "NY",
      address: "1 Warren St, Hudson, NY, 12534",
      lat: 42.25,
      lng: -73.79,
      openingHours: null,
    });
    expect(toTripStore(source("a", { fullAddress: "  " }))?.address).toBeNull();
  });
  it("cannot route a store without a position", () => {
    expect(toTripStore(source("a", { latitude: null }))).toBeNull();
    expect(toTripStore(source("a", { longitude: Number.NaN }))).toBeNull();
  });
  it("lists the stores in the address's order, and those it cannot route", () => {
    const { stores, missing } = arrangeTripStores(["c", "gone", "a", "nowhere"], [source("a"), source("c"), source("nowhere", { latitude: null })]);
    expect(stores.map((store) => store.slug)).toEqual(["c", "a"]);
    expect(missing).toEqual([
      { slug: "gone", name: null },
      { slug: "nowhere", name: "Store nowhere" },
    ]);
  });
});

describe("stores renamed since the address was made", () => {
  // The address names "old-barn", which the store "new-barn" had before it was renamed.
  const found = [source("a"), source("new-barn", { askedSlug: "old-barn" })];
  it("puts a store found by its old slug on the route under its current one, once", () => {
    const { stores, missing } = arrangeTripStores(["old-barn", "a", "gone"], found);
    expect(stores.map((store) => store.slug)).toEqual(["new-barn", "a"]);
    expect(missing).toEqual([{ slug: "gone", name: null }]);
    const twice = arrangeTripStores(["new-barn", "old-barn"], [source("new-barn"), ...found]);
    expect(twice.stores.map((store) => store.slug)).toEqual(["new-barn"]);
  });
  it("names the store by its current slug in the plan, its minutes at the stop kept", () => {
    const query = withCurrentSlugs(parseTripQuery("stores=old-barn,a,gone&visit=90,30,"), found);
    expect(query.slugs).toEqual(["new-barn", "a", "gone"]);
    expect(query.visits).toEqual({ "new-barn": 90, a: 30 });
  });
});

describe("where a trip starts", () => {
  it("starts from a town, hotspot town or ZIP code the search placed", () => {
    expect(placeStart(place({}))).toEqual({ kind: "place", label: "Hudson, NY", lat: 42.25, lng: -73.79 });
    expect(placeStart(place({ kind: "zip", label: "ZIP 12534" }))?.label).toBe("ZIP 12534");
    expect(placeStart(place({ kind: "hotspot" }))?.kind).toBe("place");
  });
  it("does not start from a state, a place without a position, or nothing", () => {
    expect(placeStart(place({ kind: "state", label: "New York", latitude: null, longitude: null }))).toBeNull();
    expect(placeStart(place({ kind: "state" }))).toBeNull();
    expect(placeStart(place({ latitude: null }))).toBeNull();
    expect(placeStart(null)).toBeNull();
  });
  it("prefers the typed place, then the shared position, then the first stop", () => {
    const found = { kind: "place" as const, label: "Hudson, NY", lat: 42.25, lng: -73.79 };
    expect(tripStart(parseTripQuery("stores=a&from=Hudson"), found)).toBe(found);
    expect(tripStart(parseTripQuery("stores=a&from=Nowhere"), null)).toEqual({ kind: "firstStop" });
    expect(tripStart(parseTripQuery("stores=a&near=1,2"), found)).toEqual({ kind: "location", lat: 1, lng: 2 });
    expect(tripStart(parseTripQuery("stores=a"), null)).toEqual({ kind: "firstStop" });
  });
});

describe("the day and time of a plan", () => {
  it("defaults to tomorrow on the stores' clock at the usual opening time", () => {
    const stores = [toTripStore(source("a", { openingHours: { timeZone: "America/Los_Angeles", status: "regular", weekly: { monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] }, season: null, note: null } }))!];
    // 05:00 UTC on March 8 is still March 7 in Los Angeles.
    const resolved = resolveTripQuery(parseTripQuery("stores=a"), stores, new Date("2027-03-08T05:00:00Z"));
    expect(resolved.date).toBe("2027-03-08");
    expect(resolved.time).toBe(DEFAULT_START_TIME);
  });
  it("keeps the address's own", () => {
    const resolved = resolveTripQuery(parseTripQuery("stores=a&date=2027-05-01&time=08:30"), [], new Date());
    expect([resolved.date, resolved.time]).toEqual(["2027-05-01", "08:30"]);
  });
});
