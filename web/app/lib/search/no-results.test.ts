import { describe, expect, it } from "vitest";
import { nearestStoreText, noResultsText, radiusText } from "./no-results";

describe("an empty search's sentence", () => {
  it("says where a radius search looked, in kilometres and miles", () => {
    expect(radiusText(25)).toBe("25 km (16 mi)");
    expect(noResultsText({ kind: "city", label: "Paris, TX", radiusKm: 25 }, "")).toBe(
      "The directory has no stores within 25 km (16 mi) of Paris, TX yet. Try one of these:",
    );
    expect(noResultsText({ kind: "zip", label: "ZIP 75460", radiusKm: 25 }, "furniture")).toBe(
      "No stores match “furniture” within 25 km (16 mi) of ZIP 75460. Check the spelling, or try one of these:",
    );
  });

  it("keeps the spelling advice for words alone and for a state", () => {
    expect(noResultsText(null, "qxzvb")).toBe("No stores match that. Check the spelling, use fewer words, or try one of these:");
    expect(noResultsText({ kind: "state", label: "Texas", radiusKm: 0 }, "qxzvb")).toBe(
      "No stores match that in Texas. Check the spelling, use fewer words, or try one of these:",
    );
  });
});

describe("a nearest matching store", () => {
  it("reads name, town, state and how far, in the search cards' miles", () => {
    expect(nearestStoreText({ name: "Barn Finds", city: "Hudson", state: "NY", distanceKm: 61.2 })).toBe("Barn Finds, Hudson, NY — 38 mi away");
    expect(nearestStoreText({ name: "Attic Treasures", city: "Paris", state: "TX", distanceKm: 12.5 })).toBe("Attic Treasures, Paris, TX — 7.8 mi away");
  });
});
