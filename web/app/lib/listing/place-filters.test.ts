import { describe, expect, it } from "vitest";
import {
  NO_PLACE_FILTERS,
  canonicalPlaceUrl,
  choosePlaces,
  isNarrowed,
  narrow,
  pageOf,
  placeQuery,
  readPlaceFilters,
} from "./place-filters";

const known = {
  regions: new Set(["south", "northeast"]),
  states: new Set(["TX", "NY", "MA"]),
  months: new Set(["2027-05", "2027-06"]),
};
const regionOf = (state: string) => ({ TX: "south", NY: "northeast", MA: "northeast" })[state];
const events = [
  { state: "TX", start: "2027-05-01" },
  { state: "NY", start: "2027-05-20" },
  { state: "MA", start: "2027-06-02" },
  { state: "TX", start: "2027-06-15" },
];
const monthOf = (e: { start: string }) => e.start.slice(0, 7);

describe("place filters", () => {
  it("keeps known values only, normalising case", () => {
    expect(readPlaceFilters(new URLSearchParams("region=South&state=tx&month=2027-05"), known)).toEqual({
      region: "south",
      state: "TX",
      month: "2027-05",
    });
    expect(readPlaceFilters(new URLSearchParams("region=moon&state=ZZ&month=1999-01"), known)).toEqual(NO_PLACE_FILTERS);
    // Without months to check against (hotspot towns), a month is never kept.
    expect(readPlaceFilters(new URLSearchParams("month=2027-05"), { ...known, months: undefined }).month).toBe("");
  });

  it("writes the query string of filters and a page", () => {
    expect(placeQuery(NO_PLACE_FILTERS)).toBe("");
    expect(placeQuery({ region: "south", state: "", month: "" }, 2)).toBe("?region=south&page=2");
    expect(placeQuery({ region: "", state: "NY", month: "2027-05" })).toBe("?state=NY&month=2027-05");
    expect(isNarrowed(NO_PLACE_FILTERS)).toBe(false);
    expect(isNarrowed({ ...NO_PLACE_FILTERS, month: "2027-05" })).toBe(true);
  });

  it("narrows by region, state and month together", () => {
    expect(narrow(events, { region: "northeast", state: "", month: "" }, regionOf, monthOf)).toEqual([events[1], events[2]]);
    expect(narrow(events, { region: "", state: "TX", month: "2027-06" }, regionOf, monthOf)).toEqual([events[3]]);
    expect(narrow(events, { region: "south", state: "NY", month: "" }, regionOf, monthOf)).toEqual([]);
    expect(narrow(events, NO_PLACE_FILTERS, regionOf)).toEqual(events);
  });

  it("pages, with one page for an empty list", () => {
    expect(pageOf([1, 2, 3, 4, 5], 2, 2)).toEqual({ items: [3, 4], pageCount: 3 });
    expect(pageOf([], 1, 20)).toEqual({ items: [], pageCount: 1 });
  });
});

describe("canonical filter URLs", () => {
  const at = (query: string) => {
    const params = new URLSearchParams(query);
    return canonicalPlaceUrl("/events", params, readPlaceFilters(params, known), Number(params.get("page") ?? 1));
  };

  it("drops the empty selects a form sends and unknown values, keeping other parameters", () => {
    expect(at("region=&state=TX&month=")).toBe("/events?state=TX");
    expect(at("region=&state=&month=")).toBe("/events");
    expect(at("state=tx&newsletter=footer.subscribed")).toBe("/events?state=TX&newsletter=footer.subscribed");
    expect(at("state=ZZ")).toBe("/events");
  });

  it("leaves a URL already written that way alone", () => {
    expect(at("")).toBeNull();
    expect(at("state=TX&page=2")).toBeNull();
    expect(at("region=south&month=2027-05")).toBeNull();
    expect(at("newsletter=footer.subscribed")).toBeNull();
  });
});

describe("choosing places from what a list offers", () => {
  const places = {
    states: [
      { code: "TX", name: "Texas", region: "south" },
      { code: "NY", name: "New York", region: "northeast" },
      { code: "MA", name: "Massachusetts", region: "northeast" },
      { code: "CA", name: "California", region: "west" },
    ],
    regions: [
      { slug: "south", name: "South" },
      { slug: "northeast", name: "Northeast" },
      { slug: "west", name: "West" },
    ],
  };
  const months = {
    of: monthOf,
    options: (items: readonly { start: string }[]) =>
      [...new Set(items.map(monthOf))].map((value) => ({ value, label: value })),
  };
  const choose = (query: string) => choosePlaces(events, new URLSearchParams(query), places, months);

  it("offers only regions, states and months that hold an item", () => {
    const { options } = choose("");
    expect(options.regions.map((o) => o.value)).toEqual(["south", "northeast"]);
    expect(options.states.map((o) => o.value)).toEqual(["TX", "NY", "MA"]);
    expect(options.months?.map((o) => o.value)).toEqual(["2027-05", "2027-06"]);
  });

  it("offers the states of the region chosen and the months of the region and state chosen", () => {
    const { options, picked } = choose("region=northeast");
    expect(options.states.map((o) => o.value)).toEqual(["NY", "MA"]);
    expect(picked).toEqual([events[1], events[2]]);
    expect(choose("state=MA").options.months?.map((o) => o.value)).toEqual(["2027-06"]);
  });

  it("drops what no select offers: an empty region, a state outside the region, a month without items", () => {
    expect(choose("region=west").filters.region).toBe("");
    expect(choose("region=south&state=NY").filters).toEqual({ region: "south", state: "", month: "" });
    expect(choose("state=MA&month=2027-05").filters).toEqual({ region: "", state: "MA", month: "" });
    expect(choose("state=TX&month=2027-06").picked).toEqual([events[3]]);
  });
});
