// Derived values of a store (SPEC §3). Pure functions: the store page, the store cards and the
// JSON-LD all read a store through these, and the unit tests beside this file pin the rules.

import { SENTIMENT_LABELS, SENTIMENT_LOWEST, STORE_TEXT } from "./messages";
import type { CustomerSentiment, Phone, StoreAnalysis, StoreSummary } from "./content/types";
import { US_STATE_NAMES } from "./us-states";

export { US_STATE_NAMES };

/** What the derived values read: a summary store, optionally with the populated fields. */
export type StoreLike = StoreSummary & {
  customerSentiment?: CustomerSentiment | null;
  storeAnalysis?: StoreAnalysis | null;
  /** The spec names single-value variants too; the API sends lists, but imports may not. */
  website?: string | null;
  phone?: string | null;
  email?: string | null;
};

/** True only for a string with something other than white space. */
export function hasText(value: string | null | undefined): value is string {
  return typeof value === "string" && value.trim() !== "";
}

/** A value that may be one item, a list, null or missing, as a list of non-blank strings. */
export function textList(value: string | readonly string[] | null | undefined): string[] {
  if (value === null || value === undefined) return [];
  const list = typeof value === "string" ? [value] : value;
  return list.filter(hasText).map((item) => item.trim());
}

/** Address, city, state and ZIP joined with commas (blank parts left out). */
export function storeFullAddress(store: Pick<StoreSummary, "address" | "city" | "state" | "zipCode">): string {
  return [store.address, store.city, store.state, store.zipCode].filter(hasText).map((part) => part.trim()).join(", ");
}

/** The store's rating: customerSentiment.overallSentiment, else rating, else null. */
export function storeRating(store: {
  rating: number | null;
  customerSentiment?: { overallSentiment: number | null } | null;
}): number | null {
  const sentiment = store.customerSentiment?.overallSentiment;
  if (typeof sentiment === "number" && Number.isFinite(sentiment)) return sentiment;
  if (typeof store.rating === "number" && Number.isFinite(store.rating)) return store.rating;
  return null;
}

/** "8.6/10" (one decimal at most), or "No reviews" without a rating. */
export function formatRating(rating: number | null): string {
  if (rating === null) return STORE_TEXT.noReviews;
  return `${Number(rating.toFixed(1))}/${STORE_TEXT.ratingScale}`;
}

/** Excellent / Very Good / Good / Fair / Poor by the thresholds 8, 6, 4, 2; no rating: "No reviews analyzed". */
export function sentimentLabel(rating: number | null): string {
  if (rating === null) return STORE_TEXT.noReviewsAnalyzed;
  return SENTIMENT_LABELS.find((step) => rating >= step.min)?.label ?? SENTIMENT_LOWEST;
}

/** The store's phones, from the list or the single `phone` text. */
export function storePhones(store: Pick<StoreLike, "phones" | "phone">): Phone[] {
  const phones = (store.phones ?? []).filter((p) => hasText(p.phoneNumber) || hasText(p.prettyPhoneNumber));
  if (phones.length > 0) return phones;
  return hasText(store.phone) ? [{ phoneNumber: store.phone.trim(), prettyPhoneNumber: store.phone.trim() }] : [];
}

/** "https://" prepended when the address has no scheme. */
export function websiteUrl(website: string): string {
  const trimmed = website.trim();
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed.replace(/^\/+/, "")}`;
}

/** The store's websites as absolute URLs. */
export function storeWebsites(store: Pick<StoreLike, "websites" | "website">): string[] {
  const list = textList(store.websites).length > 0 ? textList(store.websites) : textList(store.website);
  return list.map(websiteUrl);
}

/** The store's e-mail addresses. */
export function storeEmails(store: { emails?: string[] | null; email?: string | null }): string[] {
  const list = textList(store.emails);
  return list.length > 0 ? list : textList(store.email);
}

export const hasWebsite = (store: Pick<StoreLike, "websites" | "website">) => storeWebsites(store).length > 0;
export const hasPhone = (store: Pick<StoreLike, "phones" | "phone">) => storePhones(store).length > 0;
export const hasMap = (store: Pick<StoreSummary, "mapUrl">) => hasText(store.mapUrl);

/** A tel: link dialling the first phone number, or null without one. */
export function phoneHref(store: Pick<StoreLike, "phones" | "phone">): string | null {
  const first = storePhones(store)[0];
  if (!first) return null;
  const number = hasText(first.phoneNumber) ? first.phoneNumber : first.prettyPhoneNumber;
  return `tel:${number.replace(/[^\d+]/g, "")}`;
}

/** How a phone number is shown: the pretty form when there is one. */
export const prettyPhone = (phone: Phone) => (hasText(phone.prettyPhoneNumber) ? phone.prettyPhoneNumber : phone.phoneNumber);

/** The text describing the store: the enhanced description when present, else the description. */
export function storeDescription(store: Pick<StoreSummary, "description" | "enhancedDescription">): string | null {
  if (hasText(store.enhancedDescription)) return store.enhancedDescription.trim();
  return hasText(store.description) ? store.description.trim() : null;
}

/** Detailed insights exist only when the store has enhanced data and a store analysis. */
export function detailedInsights(store: Pick<StoreLike, "hasEnhancedData" | "storeAnalysis">): StoreAnalysis | null {
  return store.hasEnhancedData && store.storeAnalysis ? store.storeAnalysis : null;
}

/** Reviews are not collected: always 0 (SPEC §3). */
export const reviewsCount = (): number => STORE_TEXT.reviewsCount;

/** Feature names of a store analysis with the words shown for them. */
export const FEATURE_LABELS: Record<keyof StoreAnalysis["features"], string> = {
  delivery: "Delivery",
  shipping: "Shipping",
  auctions: "Auctions",
  multiVendor: "Multiple vendors",
  multipleFloors: "Multiple floors",
};

/** The features a store analysis marks as present, as display labels. */
export function featureList(analysis: StoreAnalysis): string[] {
  return (Object.keys(FEATURE_LABELS) as (keyof StoreAnalysis["features"])[])
    .filter((key) => analysis.features?.[key])
    .map((key) => FEATURE_LABELS[key]);
}

/** Text cut at a word boundary to at most `max` characters, with an ellipsis when cut. */
export function excerpt(text: string | null | undefined, max = 140): string {
  if (!hasText(text)) return "";
  const clean = text.trim().replace(/\s+/g, " ");
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:]+$/, "")}…`;
}

/** What a store card shows: loaders send only this for lists (smaller pages, less to serialize). */
export type StoreCardData = Pick<
  StoreSummary,
  "id" | "slug" | "name" | "city" | "state" | "rating" | "verified" | "featured" | "description" | "enhancedDescription"
> & { distanceKm?: number; customerSentiment?: { overallSentiment: number | null } | null };

/** A store cut down to its card: the description already shortened to the card's excerpt. */
export function toStoreCard(store: StoreLike): StoreCardData {
  const card: StoreCardData = {
    id: store.id,
    slug: store.slug,
    name: store.name,
    city: store.city,
    state: store.state,
    rating: storeRating(store),
    verified: store.verified,
    featured: store.featured,
    description: excerpt(storeDescription(store), CARD_EXCERPT) || null,
    enhancedDescription: null,
  };
  if (typeof store.distanceKm === "number") card.distanceKm = store.distanceKm;
  return card;
}

/** Characters of description a store card shows. */
export const CARD_EXCERPT = 150;

/** Path of a store page. */
export const storePath = (store: Pick<StoreSummary, "slug">) => `/stores/${encodeURIComponent(store.slug)}`;
