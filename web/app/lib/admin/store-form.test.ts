import { describe, expect, it } from "vitest";
import { formErrors, formFieldOf, storeFormValues, storeWriteFromForm } from "./store-form";
import type { Store } from "../content/types";

const store = {
  name: "Blue Barn",
  slug: "blue-barn",
  description: "Barn finds",
  enhancedDescription: null,
  address: "1 Main St",
  city: "Hudson",
  state: "NY",
  zipCode: "12534",
  latitude: 42.25,
  longitude: -73.79,
  mapUrl: null,
  placeId: null,
  googlePlaceId: null,
  rating: 8.5,
  featured: true,
  verified: false,
  hasEnhancedData: false,
  phones: [{ prettyPhoneNumber: "(518) 555-0142", phoneNumber: "+15185550142" }],
  websites: ["https://bluebarn.example"],
  emails: ["owner@bluebarn.example"],
  categories: [{ slug: "furniture", name: "Furniture" }],
  photos: [{ url: "https://img.example/1.jpg", alt: "Front", width: null, height: null }],
  socialLinks: [{ platform: "facebook", url: "https://facebook.com/bluebarn" }],
  seo: { metaTitle: "Blue Barn", metaDescription: null },
  openingHours: {
    timeZone: "America/New_York",
    status: "seasonal",
    weekly: {
      monday: [],
      tuesday: [{ open: "10:00", close: "12:00" }, { open: "13:00", close: "17:00" }],
      wednesday: [],
      thursday: [],
      friday: [],
      saturday: [{ open: "09:00", close: "18:00" }],
      sunday: [],
    },
    season: { from: "05-01", to: "10-31" },
    note: "Call ahead",
  },
  storeAnalysis: null,
  customerSentiment: { overallSentiment: 8.8, positiveThemes: ["Friendly"], concerns: [], satisfactionDrivers: [] },
} as unknown as Store;

describe("the store form", () => {
  it("gives back the store it was filled from", () => {
    const { data, errors } = storeWriteFromForm(storeFormValues(store));
    expect(errors).toEqual({});
    expect(data).toMatchObject({
      name: "Blue Barn",
      slug: "blue-barn",
      description: "Barn finds",
      enhancedDescription: null,
      zipCode: "12534",
      latitude: 42.25,
      longitude: -73.79,
      rating: 8.5,
      featured: true,
      verified: false,
      websites: ["https://bluebarn.example"],
      emails: ["owner@bluebarn.example"],
      categories: [{ slug: "furniture", name: "" }],
      photos: [{ url: "https://img.example/1.jpg", alt: "Front", width: null, height: null }],
      socialLinks: [{ platform: "facebook", url: "https://facebook.com/bluebarn" }],
      seo: { metaTitle: "Blue Barn", metaDescription: null },
      openingHours: store.openingHours,
      storeAnalysis: null,
      customerSentiment: { overallSentiment: 8.8, positiveThemes: ["Friendly"], concerns: [], satisfactionDrivers: [] },
    });
    // Typed phone numbers go as typed; the content service stores both forms.
    expect(data.phones).toEqual([{ prettyPhoneNumber: "(518) 555-0142", phoneNumber: "" }]);
  });

  it("sends no hours, analysis or sentiment when their fields are empty", () => {
    const { data } = storeWriteFromForm(storeFormValues({ name: "Plain", city: "Troy", state: "NY" } as Partial<Store>));
    expect(data.openingHours).toBeNull();
    expect(data.storeAnalysis).toBeNull();
    expect(data.customerSentiment).toBeNull();
    expect(data.seo).toBeNull();
    expect(data.photos).toEqual([]);
    expect(data.latitude).toBeNull();
  });

  it("refuses text in a number field itself", () => {
    const values = { ...storeFormValues(store), latitude: "north" };
    expect(storeWriteFromForm(values).errors).toEqual({ latitude: "The latitude must be a number" });
  });

  it("puts the content service's field errors beside the right fields", () => {
    expect(formFieldOf("phones.1")).toBe("phones");
    expect(formFieldOf("photos.0")).toBe("photoUrl");
    expect(formFieldOf("openingHours.weekly.tuesday.1.close")).toBe("tuesdayClose2");
    expect(formFieldOf("openingHours.timeZone")).toBe("hoursTimeZone");
    expect(formFieldOf("openingHours.season.to")).toBe("seasonTo");
    expect(formFieldOf("name")).toBe("name");
    expect(formErrors({ "emails.0": "bad", "emails.1": "also bad" })).toEqual({ emails: "bad" });
  });
});
