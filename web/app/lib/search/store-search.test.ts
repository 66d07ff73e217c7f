import { describe, expect, it } from "vitest";
import { filtersSet, readSearchCriteria, searchBody, searchQueryString } from "./store-search";

const FEATURES = new Set(["delivery", "openNow"]);
const read = (query: string) => readSearchCriteria(new URLSearchParams(query), FEATURES);

describe("search criteria", () => {
  it("reads what the form submits and drops what cannot be sent", () => {
    const c = read("q=+furniture+in+Hudson+NY&state=ny&feature=delivery&feature=bogus&day=Saturday&time=25:00&sort=nearest&near=91,0");
    expect(c).toEqual({
      q: "furniture in Hudson NY",
      state: "NY",
      category: "",
      features: ["delivery"],
      day: "saturday",
      time: "14:00",
      sort: "relevance",
      near: "",
    });
  });

  it("round-trips through the URL", () => {
    const c = read("q=quilts&category=textiles-quilts&day=sunday&time=10:00&sort=distance&near=42.2529,-73.791");
    expect(read(searchQueryString(c).slice(1))).toEqual(c);
    expect(searchQueryString(c, 3)).toContain("page=3");
    // Only what is set, in the form's order.
    expect(searchQueryString(read("state=TX&q=quilts&time=10:00&sort=relevance&category="))).toBe("?q=quilts&state=TX");
    expect(searchQueryString(c, 1, { q: "" })).not.toContain("q=");
  });

  it("makes the API body", () => {
    const c = read("q=clocks&state=TX&feature=openNow&day=monday&time=09:00&sort=rating&near=30.1,-96.7");
    expect(searchBody(c, 2, 20)).toEqual({
      pagination: { page: 2, pageSize: 20 },
      query: "clocks",
      location: { state: "TX", near: { latitude: 30.1, longitude: -96.7 } },
      filters: { openNow: true },
      openAt: { day: "monday", time: "09:00" },
      sort: "rating",
    });
    expect(searchBody(read(""), 1, 20)).toEqual({ pagination: { page: 1, pageSize: 20 } });
  });

  it("counts the filters set besides the words", () => {
    expect(filtersSet(read("q=x"))).toBe(0);
    expect(filtersSet(read("state=TX&category=art&feature=delivery&day=friday"))).toBe(4);
  });
});
