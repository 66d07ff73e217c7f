import { describe, expect, it } from "vitest";
import type { Store } from "../content/types";
import { breadcrumbJsonLd, serializeJsonLd, storeJsonLd } from "./jsonld";

const store: Store = {
  id: 1,
  documentId: "d",
  name: "Barn </script><script>alert(1)</script>",
  slug: "barn",
  description: "Old things & more",
  enhancedDescription: null,
  address: "1 Main St",
  city: "Hudson",
  state: "NY",
  zipCode: "12534",
  phones: [{ prettyPhoneNumber: "(518) 555-0100", phoneNumber: "+15185550100" }],
  websites: ["https://barn.example"],
  emails: ["a@barn.example"],
  mapUrl: null,
  rating: null,
  placeId: null,
  googlePlaceId: null,
  featured: false,
  verified: true,
  lastVerifiedAt: null,
  hasEnhancedData: false,
  latitude: 42.25,
  longitude: -73.79,
  openingHours: {
    timeZone: "America/New_York",
    status: "regular",
    weekly: {
      monday: [],
      tuesday: [{ open: "10:00", close: "17:00" }],
      wednesday: [],
      thursday: [],
      friday: [],
      saturday: [],
      sunday: [],
    },
    season: null,
    note: null,
  },
  photos: [],
  socialLinks: [],
  seo: null,
  nearestAntiqueHotspot: null,
  storeAnalysis: null,
  customerSentiment: null,
  categories: [],
  isSample: true,
  displayRating: null,
  stateName: "New York",
  region: "northeast",
  fullAddress: "1 Main St, Hudson, NY, 12534",
  hasWebsite: true,
  hasPhone: true,
  hasMap: false,
  hasDetailedInsights: false,
  source: "seed",
  sourceId: null,
  createdAt: "",
  updatedAt: "",
  publishedAt: null,
};

describe("store JSON-LD", () => {
  it("is an AntiqueStore with address, geo, telephone, url and hours", () => {
    const ld = storeJsonLd(store, "https://x.example/stores/barn");
    expect(ld["@type"]).toBe("AntiqueStore");
    expect(ld.url).toBe("https://x.example/stores/barn");
    expect(ld.telephone).toBe("+15185550100");
    expect(ld.address).toMatchObject({ streetAddress: "1 Main St", addressLocality: "Hudson", postalCode: "12534" });
    expect(ld.geo).toMatchObject({ latitude: 42.25, longitude: -73.79 });
    expect(ld.sameAs).toEqual(["https://barn.example"]);
    expect(ld.openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: "https://schema.org/Tuesday", opens: "10:00", closes: "17:00" },
    ]);
  });
  it("has no aggregateRating: a score is not a count of reviews", () => {
    expect(storeJsonLd(store, "u").aggregateRating).toBeUndefined();
    expect(storeJsonLd({ ...store, displayRating: 8.4 }, "u").aggregateRating).toBeUndefined();
  });
  it("serializes without a way out of the script element", () => {
    const text = serializeJsonLd(storeJsonLd(store, "u"));
    expect(text).not.toContain("</script");
    expect(text).not.toContain("<");
    expect(JSON.parse(text).name).toBe(store.name);
    expect(JSON.parse(text).description).toBe("Old things & more");
  });
  it("escapes <, >, & and the line separators as \\u sequences, and nothing else", () => {
    const value = { text: "a</script><!--&\u2028\u2029é\"\\" };
    const text = serializeJsonLd(value);
    expect(text).toBe('{"text":"a\\u003c/script\\u003e\\u003c!--\\u0026\\u2028\\u2029é\\"\\\\"}');
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe("breadcrumb JSON-LD", () => {
  it("lists linked crumbs and the page", () => {
    const ld = breadcrumbJsonLd(
      [{ label: "Home", href: "/" }, { label: "New York", href: "/states/ny" }, { label: "Hudson" }, { label: "Barn" }],
      "https://x.example",
      "https://x.example/stores/barn",
    );
    expect(ld.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://x.example/" },
      { "@type": "ListItem", position: 2, name: "New York", item: "https://x.example/states/ny" },
      { "@type": "ListItem", position: 3, name: "Barn", item: "https://x.example/stores/barn" },
    ]);
  });
});
