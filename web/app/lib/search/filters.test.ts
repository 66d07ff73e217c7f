import { describe, expect, it } from "vitest";
import { FEATURE_LABELS } from "../stores/store-display";
import { FEATURE_FILTERS, HOTSPOT_STATUS_FILTERS, SEARCH_FEATURE_FILTERS } from "./filters";

describe("search filters", () => {
  it("take the store features and their words from FEATURE_LABELS", () => {
    expect(FEATURE_FILTERS).toEqual([
      { name: "delivery", label: "Delivery" },
      { name: "shipping", label: "Shipping" },
      { name: "auctions", label: "Auctions" },
      { name: "multiVendor", label: "Multiple vendors" },
      { name: "multipleFloors", label: "Multiple floors" },
    ]);
    for (const { name, label } of FEATURE_FILTERS) expect(FEATURE_LABELS[name as keyof typeof FEATURE_LABELS]).toBe(label);
  });

  it("add the listing filters each page offers", () => {
    expect(HOTSPOT_STATUS_FILTERS.map((f) => f.label)).toEqual(["Verified listing", "Open now"]);
    expect(SEARCH_FEATURE_FILTERS.map((f) => f.name)).toEqual([
      ...FEATURE_FILTERS.map((f) => f.name),
      "verified",
      "featured",
      "hasWebsite",
      "openNow",
    ]);
  });
});
