// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { DEFAULT_PAGE_TYPE, currentPageType, pageTypeOf } from "./page-type";

describe("pageTypeOf", () => {
  it("defaults to other", () => {
    expect(pageTypeOf([])).toBe(DEFAULT_PAGE_TYPE);
    expect(pageTypeOf([{ handle: undefined }, { handle: { something: 1 } }])).toBe("other");
  });

  it("takes the deepest route that names a page type", () => {
    expect(pageTypeOf([{ handle: undefined }, { handle: { pageType: "hotspot-detail" } }, { handle: {} }])).toBe(
      "hotspot-detail",
    );
    expect(pageTypeOf([{ handle: { pageType: "static" } }, { handle: { pageType: "map" } }])).toBe("map");
  });

  it("asks a route that shows two kinds of page which one its data is", () => {
    const handle = { pageType: (data: { kind?: string } | undefined) => (data?.kind === "letters" ? "store-listing" : "store-detail") };
    expect(pageTypeOf([{ handle: { pageType: "other" } }, { handle, loaderData: { kind: "letters" } }])).toBe("store-listing");
    expect(pageTypeOf([{ handle, loaderData: { kind: "store" } }])).toBe("store-detail");
    expect(pageTypeOf([{ handle, data: { kind: "letters" } }])).toBe("store-listing");
  });

  it("ignores page types that are not text", () => {
    expect(pageTypeOf([{ handle: { pageType: "search" } }, { handle: { pageType: 3 } }, { handle: null }])).toBe(
      "search",
    );
  });
});

describe("currentPageType", () => {
  it("reads the meta tag, else other", () => {
    expect(currentPageType(document)).toBe("other");
    const meta = document.createElement("meta");
    meta.name = "page-type";
    meta.content = "store-detail";
    document.head.append(meta);
    expect(currentPageType(document)).toBe("store-detail");
  });
});
