import { describe, expect, it } from "vitest";
import type { StoreAnalysis, StoreSummary } from "../content/types";
import { SENTIMENT_LABELS, STORE_TEXT } from "../messages";
import {
  detailedInsights,
  excerpt,
  featureList,
  formatRating,
  phoneHref,
  reviewsCount,
  sentimentLabel,
  storeDescription,
  storeEmails,
  storePhones,
  storeWebsites,
  toNearbyStore,
  toStoreCard,
  formatDistanceAway,
} from "./store-display";

const base: StoreSummary = {
  id: 1,
  documentId: "doc1",
  name: "Barn Finds",
  slug: "barn-finds",
  description: "A barn full of finds.",
  enhancedDescription: null,
  address: "1 Main St",
  city: "Hudson",
  state: "NY",
  zipCode: "12534",
  phones: [{ prettyPhoneNumber: "(518) 555-0100", phoneNumber: "+15185550100" }],
  websites: ["https://barnfinds.example"],
  mapUrl: "https://www.openstreetmap.org/?mlat=42.25&mlon=-73.79",
  rating: 7.2,
  featured: false,
  verified: false,
  lastVerifiedAt: null,
  hasEnhancedData: false,
  latitude: 42.25,
  longitude: -73.79,
  openingHours: null,
  nearestAntiqueHotspot: null,
  categories: [],
  isSample: true,
  displayRating: 7.2,
  stateName: "New York",
  region: "northeast",
  fullAddress: "1 Main St, Hudson, NY, 12534",
  hasWebsite: true,
  hasPhone: true,
  hasMap: true,
  hasDetailedInsights: false,
  placeId: null,
  googlePlaceId: null,
  source: "seed",
  sourceId: null,
  createdAt: "2026-01-01T00:00:00Z",
  updatedAt: "2026-01-01T00:00:00Z",
  publishedAt: null,
};

const analysis: StoreAnalysis = {
  size: "large",
  priceRange: "$$",
  specialties: ["Furniture"],
  storeFormat: "Antique mall",
  browsingDuration: "2-3 hours",
  description: "Big.",
  features: { delivery: true, shipping: false, auctions: false, multiVendor: true, multipleFloors: false },
  analysis: { confidenceLevel: "high", priceIndicators: [], specialtyMentions: [] },
};

describe("rating", () => {
  it("is shown as value/10 or No reviews", () => {
    expect(formatRating(8.6)).toBe("8.6/10");
    expect(formatRating(9)).toBe("9/10");
    expect(formatRating(7.25)).toBe("7.3/10");
    expect(formatRating(0)).toBe("0/10");
    expect(formatRating(null)).toBe(STORE_TEXT.noReviews);
    expect(STORE_TEXT.noReviews).toBe("No reviews");
  });
});

describe("sentiment label", () => {
  it("uses the thresholds 8, 6, 4, 2", () => {
    expect(SENTIMENT_LABELS.map((s) => s.min)).toEqual([8, 6, 4, 2]);
    expect(sentimentLabel(10)).toBe("Excellent");
    expect(sentimentLabel(8)).toBe("Excellent");
    expect(sentimentLabel(7.99)).toBe("Very Good");
    expect(sentimentLabel(6)).toBe("Very Good");
    expect(sentimentLabel(4)).toBe("Good");
    expect(sentimentLabel(3.9)).toBe("Fair");
    expect(sentimentLabel(2)).toBe("Fair");
    expect(sentimentLabel(1.99)).toBe("Poor");
    expect(sentimentLabel(0)).toBe("Poor");
  });
  it("says No reviews analyzed without a rating", () => {
    expect(sentimentLabel(null)).toBe("No reviews analyzed");
  });
});

describe("contact lines", () => {
  it("dial the first phone number with tel:", () => {
    const phones = [
      { prettyPhoneNumber: "(518) 555-0100", phoneNumber: "+15185550100" },
      { prettyPhoneNumber: "(518) 555-0199", phoneNumber: "+15185550199" },
    ];
    expect(phoneHref({ phones })).toBe("tel:+15185550100");
    expect(phoneHref({ phones: [{ prettyPhoneNumber: "(518) 555-0100", phoneNumber: "" }] })).toBe("tel:5185550100");
    expect(phoneHref({ phones: [] })).toBeNull();
    // An extension is dialled after the number, not run into it.
    expect(
      phoneHref({ phones: [{ prettyPhoneNumber: "(518) 555-0142 ext. 12", phoneNumber: "+15185550142;ext=12" }] }),
    ).toBe("tel:+15185550142;ext=12");
    expect(phoneHref({ phones: [{ prettyPhoneNumber: "(518) 555-0142 ext. 12", phoneNumber: "" }] })).toBe(
      "tel:5185550142",
    );
    expect(phoneHref({ phones: [{ prettyPhoneNumber: "518-555-0142 x12", phoneNumber: "" }] })).toBe("tel:5185550142");
    expect(storePhones({ phones: [...phones, { prettyPhoneNumber: " ", phoneNumber: "" }] })).toHaveLength(2);
  });
  it("leave out blank websites and e-mail addresses", () => {
    expect(storeWebsites({ websites: ["https://a.example", "  "] })).toEqual(["https://a.example"]);
    expect(storeEmails({ emails: ["a@b.example", " "] })).toEqual(["a@b.example"]);
    expect(storeEmails({})).toEqual([]);
  });
});

describe("description, insights, reviews", () => {
  it("prefers the enhanced description", () => {
    expect(storeDescription({ ...base, enhancedDescription: "Better." })).toBe("Better.");
    expect(storeDescription({ ...base, enhancedDescription: "  " })).toBe("A barn full of finds.");
    expect(storeDescription({ ...base, description: null })).toBeNull();
  });
  it("shows the analysis only when the content service says detailed insights exist", () => {
    expect(detailedInsights({ hasDetailedInsights: true, storeAnalysis: analysis })).toBe(analysis);
    expect(detailedInsights({ hasDetailedInsights: false, storeAnalysis: analysis })).toBeNull();
    expect(detailedInsights({ hasDetailedInsights: true })).toBeNull();
  });
  it("lists the present features", () => {
    expect(featureList(analysis)).toEqual(["Delivery", "Multiple vendors"]);
  });
  it("reviewsCount is always 0", () => {
    expect(reviewsCount()).toBe(0);
  });
  it("cuts long text at a word", () => {
    expect(excerpt("short")).toBe("short");
    const long = "word ".repeat(60);
    const cut = excerpt(long, 50);
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut.endsWith("…")).toBe(true);
  });
});

describe("store card data", () => {
  const now = new Date("2026-06-02T16:30:00Z"); // Tuesday 12:30 in New York
  it("keeps what a card shows, with the rating as sent and the description cut", () => {
    const long = "An old barn. ".repeat(40);
    const card = toStoreCard({ ...base, displayRating: 9.4, enhancedDescription: long, distanceKm: 2.5 }, now);
    expect(card).toMatchObject({ id: 1, slug: "barn-finds", name: "Barn Finds", city: "Hudson", state: "NY", displayRating: 9.4, distanceKm: 2.5 });
    expect(card.description!.length).toBeLessThanOrEqual(150);
    expect(card).not.toHaveProperty("phones");
    expect(card).not.toHaveProperty("openingHours");
  });
  it("carries the street, the first three category names and today's hours at the time given", () => {
    const card = toStoreCard(
      {
        ...base,
        address: " 312 Warren St ",
        categories: ["Furniture", "Lighting", "Art", "Books"].map((name) => ({ slug: name.toLowerCase(), name })),
        openingHours: {
          timeZone: "America/New_York",
          status: "regular",
          weekly: { monday: [], tuesday: [{ open: "10:00", close: "17:00" }], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] },
          season: null,
          note: null,
        },
      },
      now,
    );
    expect(card.address).toBe("312 Warren St");
    expect(card.categoryNames).toEqual(["Furniture", "Lighting", "Art"]);
    expect(card.hours).toEqual({ state: "open", label: "Open until 5 pm", next: null });
  });
  it("has no street, categories or hours when none are listed", () => {
    const card = toStoreCard({ ...base, address: "  ", categories: [], openingHours: null }, now);
    expect(card).toMatchObject({ address: null, categoryNames: [], hours: null });
  });
});

describe("toNearbyStore", () => {
  const now = new Date("2026-11-24T15:00:00Z"); // a Tuesday, 10 am in New York
  const tuesdays = {
    timeZone: "America/New_York",
    status: "regular" as const,
    weekly: { monday: [], tuesday: [{ open: "10:00", close: "17:00" }], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] },
    season: null,
    note: null,
  };
  it("keeps what a nearby line shows: name, town, distance, rating, badges and today's hours in a few words", () => {
    const near = toNearbyStore({ ...base, displayRating: 8.4, featured: true, distanceKm: 5.6, openingHours: tuesdays }, now);
    expect(near).toEqual({
      slug: "barn-finds",
      name: "Barn Finds",
      city: "Hudson",
      state: "NY",
      distanceKm: 5.6,
      displayRating: 8.4,
      verified: false,
      featured: true,
      hours: { state: "open", label: "Open until 5 pm" },
    });
  });
  it("has no distance or hours when the store has none", () => {
    expect(toNearbyStore({ ...base, openingHours: null }, now)).toMatchObject({ distanceKm: null, hours: null });
  });
});

describe("formatDistanceAway", () => {
  it("says miles, with one decimal under 10", () => {
    expect(formatDistanceAway(1)).toBe("0.6 mi away");
    expect(formatDistanceAway(20)).toBe("12 mi away");
  });
});
