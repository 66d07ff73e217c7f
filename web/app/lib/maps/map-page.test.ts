import { describe, expect, it } from "vitest";
import { formatDistance, mapQuery, parseCoordinate, parsePage, readMapFilters, sortMapPoints } from "./map-page";

describe("map filters", () => {
  const known = {
    states: new Set(["TX", "NY"]),
    categories: new Set(["furniture"]),
    hotspots: new Set(["round-top-tx"]),
  };

  it("keeps known values only, normalising case", () => {
    expect(readMapFilters(new URLSearchParams("state=tx&category=Furniture&hotspot=Round-Top-TX"), known)).toEqual({
      state: "TX",
      category: "furniture",
      hotspot: "round-top-tx",
    });
    expect(readMapFilters(new URLSearchParams("state=ZZ&category=<x>&hotspot=atlantis"), known)).toEqual({
      state: "",
      category: "",
      hotspot: "",
    });
  });

  it("writes the query string of a filter and page", () => {
    expect(mapQuery({ state: "", category: "", hotspot: "" })).toBe("");
    expect(mapQuery({ state: "TX", category: "", hotspot: "" }, 2)).toBe("?state=TX&page=2");
    expect(mapQuery({ state: "", category: "furniture", hotspot: "" }, 1)).toBe("?category=furniture");
    expect(mapQuery({ state: "", category: "", hotspot: "hudson-ny" }, 3)).toBe("?hotspot=hudson-ny&page=3");
  });

  it("parses page numbers", () => {
    expect(parsePage(null)).toBe(1);
    expect(parsePage("3")).toBe(3);
    for (const bad of ["0", "-1", "1.5", "abc", "01"]) expect(parsePage(bad)).toBeUndefined();
  });
});

describe("map values", () => {
  it("sorts by state name, city, then name", () => {
    const point = (name: string, city: string, state: string) => ({ slug: name, name, city, state, lat: 0, lng: 0 });
    const sorted = sortMapPoints(
      [point("B", "Austin", "TX"), point("A", "Austin", "TX"), point("C", "Albany", "NY"), point("D", "Dallas", "TX")],
      new Map([
        ["TX", "Texas"],
        ["NY", "New York"],
      ]),
    );
    expect(sorted.map((p) => p.name)).toEqual(["C", "A", "B", "D"]);
  });

  it("formats distances in miles", () => {
    expect(formatDistance(1)).toBe("0.6 mi");
    expect(formatDistance(100)).toBe("62 mi");
    expect(formatDistance(2000)).toBe("1,243 mi");
  });

  it("accepts coordinates in range only", () => {
    expect(parseCoordinate("30.06", 90)).toBe(30.06);
    expect(parseCoordinate("-96.69", 180)).toBe(-96.69);
    expect(parseCoordinate("91", 90)).toBeUndefined();
    expect(parseCoordinate("1e3", 180)).toBeUndefined();
    expect(parseCoordinate(null, 90)).toBeUndefined();
  });
});
