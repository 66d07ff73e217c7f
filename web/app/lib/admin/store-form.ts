// The console's store form: a store as the form's fields (flat names, so the form posts without
// JavaScript), the form's fields back as the body of a store write, and where the content service's
// field errors belong in the form. The rules themselves (required fields, ranges, phone and address
// formats, time zones) are the content service's: it answers each refused field with its path.
import type { Store, StoreFields } from "../content/types";

export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/** Opening intervals a day can have in the form (a lunch break makes two). */
export const RANGES_PER_DAY = 2;
export const FEATURES = ["delivery", "shipping", "auctions", "multiVendor", "multipleFloors"] as const;
export const OPENING_STATUSES = ["regular", "byAppointment", "seasonal", "temporarilyClosed"] as const;
/** Empty rows offered after a store's photos and social links, to add more without JavaScript. */
export const SPARE_ROWS = 2;

/** The form's values: one string per field, a list for repeated fields. */
export type StoreFormValues = Record<string, string | string[]>;

/** What the form posts as a store write: `{ data }` of `PUT/POST /api/stores`, as the contract states it. */
export type StoreWriteData = StoreFields;

const lines = (list: readonly string[] | undefined) => (list ?? []).join("\n");
const text = (value: string | number | null | undefined) => (value === null || value === undefined ? "" : String(value));
const flag = (value: boolean | undefined) => (value ? "on" : "");

export function dayField(day: Weekday, part: "Open" | "Close", range: number): string {
  return `${day}${part}${range + 1}`;
}

/** The form's values for a store (an empty store for a new one). */
export function storeFormValues(store: Partial<Store> = {}): StoreFormValues {
  const hours = store.openingHours;
  const analysis = store.storeAnalysis;
  const sentiment = store.customerSentiment;
  const values: StoreFormValues = {
    name: text(store.name),
    slug: text(store.slug),
    description: text(store.description),
    enhancedDescription: text(store.enhancedDescription),
    address: text(store.address),
    city: text(store.city),
    state: text(store.state),
    zipCode: text(store.zipCode),
    latitude: text(store.latitude),
    longitude: text(store.longitude),
    mapUrl: text(store.mapUrl),
    placeId: text(store.placeId),
    googlePlaceId: text(store.googlePlaceId),
    rating: text(store.rating),
    featured: flag(store.featured),
    verified: flag(store.verified),
    hasEnhancedData: flag(store.hasEnhancedData),
    phones: lines(store.phones?.map((p) => p.prettyPhoneNumber || p.phoneNumber)),
    websites: lines(store.websites),
    emails: lines(store.emails),
    categories: (store.categories ?? []).map((c) => c.slug),
    photoUrl: [...(store.photos ?? []).map((p) => p.url), ...Array(SPARE_ROWS).fill("")],
    photoAlt: [...(store.photos ?? []).map((p) => p.alt), ...Array(SPARE_ROWS).fill("")],
    socialPlatform: [...(store.socialLinks ?? []).map((l) => l.platform), ...Array(SPARE_ROWS).fill("")],
    socialUrl: [...(store.socialLinks ?? []).map((l) => l.url), ...Array(SPARE_ROWS).fill("")],
    seoTitle: text(store.seo?.metaTitle),
    seoDescription: text(store.seo?.metaDescription),
    hoursTimeZone: text(hours?.timeZone),
    hoursStatus: hours?.status ?? "regular",
    hoursNote: text(hours?.note),
    seasonFrom: text(hours?.season?.from),
    seasonTo: text(hours?.season?.to),
    analysisSize: text(analysis?.size),
    analysisPriceRange: text(analysis?.priceRange),
    analysisStoreFormat: text(analysis?.storeFormat),
    analysisBrowsingDuration: text(analysis?.browsingDuration),
    analysisDescription: text(analysis?.description),
    analysisSpecialties: lines(analysis?.specialties),
    analysisConfidence: text(analysis?.analysis.confidenceLevel),
    analysisPriceIndicators: lines(analysis?.analysis.priceIndicators),
    analysisSpecialtyMentions: lines(analysis?.analysis.specialtyMentions),
    sentimentOverall: text(sentiment?.overallSentiment),
    sentimentPositive: lines(sentiment?.positiveThemes),
    sentimentConcerns: lines(sentiment?.concerns),
    sentimentDrivers: lines(sentiment?.satisfactionDrivers),
  };
  for (const feature of FEATURES) values[`feature_${feature}`] = flag(analysis?.features[feature]);
  for (const day of WEEKDAYS) {
    const ranges = hours?.weekly[day] ?? [];
    for (let i = 0; i < RANGES_PER_DAY; i++) {
      values[dayField(day, "Open", i)] = ranges[i]?.open ?? "";
      values[dayField(day, "Close", i)] = ranges[i]?.close ?? "";
    }
  }
  return values;
}

/** The values a posted form holds, as `storeFormValues` gives them (to show a refused form again). */
export function postedFormValues(form: FormData): StoreFormValues {
  const repeated = new Set(["categories", "photoUrl", "photoAlt", "socialPlatform", "socialUrl"]);
  const values: StoreFormValues = {};
  for (const key of new Set(form.keys())) {
    values[key] = repeated.has(key) ? form.getAll(key).map(String) : String(form.get(key) ?? "");
  }
  for (const key of repeated) values[key] ??= [];
  return values;
}

function one(values: StoreFormValues, key: string): string {
  const v = values[key];
  return (Array.isArray(v) ? (v[0] ?? "") : (v ?? "")).trim();
}

function many(values: StoreFormValues, key: string): string[] {
  const v = values[key];
  return Array.isArray(v) ? v.map((s) => s.trim()) : v ? [v.trim()] : [];
}

function splitLines(value: string): string[] {
  return value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** A number field: `null` when blank, the number, or a message for text that is not one. */
function numberField(value: string, label: string): number | null | { error: string } {
  if (!value) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : { error: `${label} must be a number` };
}

/**
 * The store write of a posted form, or the fields the form itself cannot read (text in a number
 * field). Everything else is checked by the content service.
 */
export function storeWriteFromForm(values: StoreFormValues): { data: StoreWriteData; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const num = (key: string, label: string) => {
    const parsed = numberField(one(values, key), label);
    if (parsed !== null && typeof parsed === "object") {
      errors[key] = parsed.error;
      return null;
    }
    return parsed;
  };
  const optional = (key: string) => one(values, key) || null;
  const checked = (key: string) => one(values, key) !== "";

  const photoUrls = many(values, "photoUrl");
  const photoAlts = many(values, "photoAlt");
  const photos = photoUrls
    .map((url, i) => ({ url, alt: photoAlts[i] ?? "", width: null, height: null }))
    .filter((p) => p.url);
  const platforms = many(values, "socialPlatform");
  const socialUrls = many(values, "socialUrl");
  const socialLinks = socialUrls
    .map((url, i) => ({ platform: platforms[i] ?? "", url }))
    .filter((l) => l.url || l.platform);

  const weekly = {} as Record<Weekday, { open: string; close: string }[]>;
  let anyTime = false;
  for (const day of WEEKDAYS) {
    weekly[day] = [];
    for (let i = 0; i < RANGES_PER_DAY; i++) {
      const open = one(values, dayField(day, "Open", i));
      const close = one(values, dayField(day, "Close", i));
      if (open || close) {
        weekly[day].push({ open, close });
        anyTime = true;
      }
    }
  }
  const timeZone = one(values, "hoursTimeZone");
  // A status the select does not offer is sent as posted: the content service refuses it.
  const status = (one(values, "hoursStatus") || "regular") as (typeof OPENING_STATUSES)[number];
  const note = optional("hoursNote");
  const seasonFrom = one(values, "seasonFrom");
  const seasonTo = one(values, "seasonTo");
  const hasHours = anyTime || timeZone !== "" || status !== "regular" || note !== null || seasonFrom !== "" || seasonTo !== "";
  const openingHours = hasHours
    ? { timeZone, status, weekly, season: seasonFrom || seasonTo ? { from: seasonFrom, to: seasonTo } : null, note }
    : null;

  const seoTitle = optional("seoTitle");
  const seoDescription = optional("seoDescription");
  const seo = seoTitle || seoDescription ? { metaTitle: seoTitle, metaDescription: seoDescription } : null;

  const analysisKeys = [
    "analysisSize",
    "analysisPriceRange",
    "analysisStoreFormat",
    "analysisBrowsingDuration",
    "analysisDescription",
    "analysisSpecialties",
    "analysisConfidence",
    "analysisPriceIndicators",
    "analysisSpecialtyMentions",
  ];
  const features = Object.fromEntries(FEATURES.map((f) => [f, checked(`feature_${f}`)])) as Record<(typeof FEATURES)[number], boolean>;
  const hasAnalysis = analysisKeys.some((k) => one(values, k) !== "") || Object.values(features).some(Boolean);
  const storeAnalysis = hasAnalysis
    ? {
        size: one(values, "analysisSize"),
        priceRange: one(values, "analysisPriceRange"),
        storeFormat: one(values, "analysisStoreFormat"),
        browsingDuration: one(values, "analysisBrowsingDuration"),
        description: one(values, "analysisDescription"),
        specialties: splitLines(one(values, "analysisSpecialties")),
        features,
        analysis: {
          confidenceLevel: one(values, "analysisConfidence"),
          priceIndicators: splitLines(one(values, "analysisPriceIndicators")),
          specialtyMentions: splitLines(one(values, "analysisSpecialtyMentions")),
        },
      }
    : null;

  const overall = num("sentimentOverall", "The overall sentiment");
  const sentimentLists = {
    positiveThemes: splitLines(one(values, "sentimentPositive")),
    concerns: splitLines(one(values, "sentimentConcerns")),
    satisfactionDrivers: splitLines(one(values, "sentimentDrivers")),
  };
  const hasSentiment = overall !== null || Object.values(sentimentLists).some((l) => l.length > 0);
  const customerSentiment = hasSentiment ? { overallSentiment: overall, ...sentimentLists } : null;

  const data: StoreWriteData = {
    name: one(values, "name"),
    slug: one(values, "slug"),
    description: optional("description"),
    enhancedDescription: optional("enhancedDescription"),
    address: optional("address"),
    city: one(values, "city"),
    state: one(values, "state"),
    zipCode: optional("zipCode"),
    latitude: num("latitude", "The latitude"),
    longitude: num("longitude", "The longitude"),
    mapUrl: optional("mapUrl"),
    placeId: optional("placeId"),
    googlePlaceId: optional("googlePlaceId"),
    rating: num("rating", "The rating"),
    featured: checked("featured"),
    verified: checked("verified"),
    hasEnhancedData: checked("hasEnhancedData"),
    phones: splitLines(one(values, "phones")).map((line) => ({ prettyPhoneNumber: line, phoneNumber: "" })),
    websites: splitLines(one(values, "websites")),
    emails: splitLines(one(values, "emails")),
    categories: many(values, "categories")
      .filter(Boolean)
      .map((slug) => ({ slug, name: "" })),
    photos,
    socialLinks,
    seo,
    openingHours,
    storeAnalysis,
    customerSentiment,
  };
  return { data, errors };
}

/** The form field a content-service error path (`openingHours.weekly.monday.0.open`) belongs to. */
export function formFieldOf(path: string): string {
  const parts = path.split(".");
  const [head, second, third, fourth] = parts;
  switch (head) {
    case "phones":
    case "websites":
    case "emails":
    case "categories":
      return head;
    case "photos":
      return "photoUrl";
    case "socialLinks":
      return "socialUrl";
    case "seo":
      return second === "metaDescription" ? "seoDescription" : "seoTitle";
    case "openingHours":
      if (second === "timeZone") return "hoursTimeZone";
      if (second === "season") return third === "to" ? "seasonTo" : "seasonFrom";
      if (second === "weekly" && third && fourth !== undefined) {
        const part = parts[4] === "close" ? "Close" : "Open";
        return dayField(third as Weekday, part, Number(fourth));
      }
      return "hoursStatus";
    case "customerSentiment":
      return "sentimentOverall";
    case "storeAnalysis":
      return "analysisDescription";
    default:
      return head ?? "";
  }
}

/** Field errors by form field: the first message for each field. */
export function formErrors(fieldErrors: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(fieldErrors)) out[formFieldOf(path)] ??= message;
  return out;
}

/** The time zones offered for a store's hours (a store's own zone is kept when it is another). */
export const US_TIME_ZONES = [
  "America/New_York",
  "America/Detroit",
  "America/Indiana/Indianapolis",
  "America/Kentucky/Louisville",
  "America/Chicago",
  "America/Denver",
  "America/Boise",
  "America/Phoenix",
  "America/Los_Angeles",
  "America/Anchorage",
  "Pacific/Honolulu",
  "America/Puerto_Rico",
] as const;
