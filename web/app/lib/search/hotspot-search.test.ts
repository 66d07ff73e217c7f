import { describe, expect, it } from "vitest";
import {
  canLoadMore,
  filterNames,
  parseHotspotSearch,
  parsePageInput,
  serializeHotspotSearch,
  shouldJumpToPage,
  toggleFilter,
} from "./hotspot-search";

const names = filterNames(["furniture", "glassware", "page", "delivery"]);

describe("filterNames", () => {
  it("lists features, status filters, then categories, without duplicates or the page parameter", () => {
    expect(names).toEqual([
      "delivery",
      "shipping",
      "auctions",
      "multiVendor",
      "multipleFloors",
      "verified",
      "openNow",
      "furniture",
      "glassware",
    ]);
  });
});

describe("parseHotspotSearch", () => {
  it("reads selected filters as a map of names to true and the page", () => {
    expect(parseHotspotSearch("?delivery=1&furniture=on&page=2", names)).toEqual({
      filters: { delivery: true, furniture: true },
      page: 2,
      pageGiven: true,
    });
  });
  it("ignores unknown names, unselected values and bad pages", () => {
    expect(parseHotspotSearch("?bogus=1&verified=0&page=abc", names)).toEqual({ filters: {}, page: 1, pageGiven: false });
    expect(parseHotspotSearch("?page=0", names).page).toBe(1);
    expect(parseHotspotSearch("?page=-3", names).page).toBe(1);
    expect(parseHotspotSearch("?page=2.5", names).page).toBe(1);
    expect(parseHotspotSearch("", names)).toEqual({ filters: {}, page: 1, pageGiven: false });
  });
  it("accepts a checkbox sent twice and true/yes values", () => {
    expect(parseHotspotSearch("?openNow=0&openNow=1&shipping=true&auctions=YES", names).filters).toEqual({
      openNow: true,
      shipping: true,
      auctions: true,
    });
  });
});

describe("serializeHotspotSearch", () => {
  it("writes filters in list order and the page when above 1", () => {
    expect(serializeHotspotSearch({ filters: { furniture: true, delivery: true }, page: 2 }, names)).toBe(
      "?delivery=1&furniture=1&page=2",
    );
    expect(serializeHotspotSearch({ filters: {}, page: 1 }, names)).toBe("");
    expect(serializeHotspotSearch({ filters: { verified: true }, page: 1 }, names)).toBe("?verified=1");
  });
  it("round-trips through parse", () => {
    const state = { filters: { openNow: true, glassware: true } as Record<string, true>, page: 5 };
    const parsed = parseHotspotSearch(serializeHotspotSearch(state, names), names);
    expect({ filters: parsed.filters, page: parsed.page }).toEqual(state);
  });
});

describe("toggleFilter", () => {
  it("returns to page 1 when a filter is selected or cleared", () => {
    expect(toggleFilter({ filters: {}, page: 3 }, "delivery", true)).toEqual({ filters: { delivery: true }, page: 1 });
    expect(toggleFilter({ filters: { delivery: true, verified: true }, page: 4 }, "delivery", false)).toEqual({
      filters: { verified: true },
      page: 1,
    });
  });
});

describe("shouldJumpToPage", () => {
  const idle = { page: 2, pageCount: 5, loading: false };
  it("jumps to another page within 1..pageCount", () => {
    expect(shouldJumpToPage(1, idle)).toBe(true);
    expect(shouldJumpToPage(3, idle)).toBe(true);
    expect(shouldJumpToPage(5, idle)).toBe(true);
  });
  it("ignores a jump outside the range", () => {
    expect(shouldJumpToPage(0, idle)).toBe(false);
    expect(shouldJumpToPage(6, idle)).toBe(false);
    expect(shouldJumpToPage(-1, idle)).toBe(false);
    expect(shouldJumpToPage(Number.NaN, idle)).toBe(false);
    expect(shouldJumpToPage(2.5, idle)).toBe(false);
  });
  it("ignores a jump to the current page", () => {
    expect(shouldJumpToPage(2, idle)).toBe(false);
  });
  it("ignores any jump while loading", () => {
    expect(shouldJumpToPage(3, { ...idle, loading: true })).toBe(false);
  });
  it("has nowhere to go with a single page or none", () => {
    expect(shouldJumpToPage(1, { page: 1, pageCount: 1, loading: false })).toBe(false);
    expect(shouldJumpToPage(1, { page: 1, pageCount: 0, loading: false })).toBe(false);
  });
});

describe("canLoadMore", () => {
  it("loads while more pages exist and nothing is loading", () => {
    expect(canLoadMore({ page: 1, pageCount: 3, loading: false })).toBe(true);
    expect(canLoadMore({ page: 3, pageCount: 3, loading: false })).toBe(false);
    expect(canLoadMore({ page: 1, pageCount: 3, loading: true })).toBe(false);
    expect(canLoadMore({ page: 1, pageCount: 0, loading: false })).toBe(false);
  });
});

describe("parsePageInput", () => {
  it("reads whole numbers only", () => {
    expect(parsePageInput(" 4 ")).toBe(4);
    expect(parsePageInput("0")).toBe(0);
    expect(parsePageInput("")).toBeNaN();
    expect(parsePageInput("3a")).toBeNaN();
    expect(parsePageInput("-2")).toBeNaN();
  });
});
