// Store helpers for display. The values a store's fields imply (the rating shown, the full address,
// the has-website / has-phone / has-map flags, whether detailed insights exist, the state's name)
// are derived once by the content service and sent with every store; these functions only format.

import { SENTIMENT_LABELS, SENTIMENT_LOWEST, STORE_TEXT } from "../messages";
import type { CustomerSentiment, Phone, StoreAnalysis, StoreSummary, TextPart } from "../content/types";
import { cardHours, type CardHours } from "./opening-hours";

/** What the helpers below read: a summary store, optionally with the populated fields. */
export type StoreLike = StoreSummary & {
  customerSentiment?: CustomerSentiment | null;
  storeAnalysis?: StoreAnalysis | null;
  emails?: string[];
  distanceKm?: number | null;
};

/** True only for a string with something other than white space. */
export function hasText(value: string | null | undefined): value is string {
  return typeof value === "string" && value.trim() !== "";
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

/** The store's phone numbers that are not blank. */
export function storePhones(store: Pick<StoreSummary, "phones">): Phone[] {
  return store.phones.filter((p) => hasText(p.phoneNumber) || hasText(p.prettyPhoneNumber));
}

/** The store's websites that are not blank (the content service stores them as absolute URLs). */
export function storeWebsites(store: Pick<StoreSummary, "websites">): string[] {
  return store.websites.filter(hasText).map((w) => w.trim());
}

/** The store's e-mail addresses that are not blank. */
export function storeEmails(store: { emails?: string[] }): string[] {
  return (store.emails ?? []).filter(hasText).map((e) => e.trim());
}

/** A tel: link dialling the first phone number, or null without one. */
export function phoneHref(store: Pick<StoreSummary, "phones">): string | null {
  const first = storePhones(store)[0];
  if (!first) return null;
  // The dialled form is a tel: number as the API checks and sends it, its extension kept
  // (`+15185550142;ext=12`). A pretty form alone is dialled by the digits before any extension
  // marker, never with the extension run into the number.
  if (hasText(first.phoneNumber)) return `tel:${encodeURI(first.phoneNumber.trim())}`;
  const line = first.prettyPhoneNumber.split(/e?xt|x|#/i)[0] ?? "";
  return `tel:${line.replace(/[^\d+]/g, "")}`;
}

/** How a phone number is shown: the pretty form when there is one. */
export const prettyPhone = (phone: Phone) => (hasText(phone.prettyPhoneNumber) ? phone.prettyPhoneNumber : phone.phoneNumber);

/** The text describing the store: the enhanced description when present, else the description. */
export function storeDescription(store: Pick<StoreSummary, "description" | "enhancedDescription">): string | null {
  if (hasText(store.enhancedDescription)) return store.enhancedDescription.trim();
  return hasText(store.description) ? store.description.trim() : null;
}

/** The store analysis when the content service says detailed insights exist, else null. */
export function detailedInsights(store: Pick<StoreLike, "hasDetailedInsights" | "storeAnalysis">): StoreAnalysis | null {
  return store.hasDetailedInsights && store.storeAnalysis ? store.storeAnalysis : null;
}

/** Reviews are not collected: the count shown is always 0. */
export const reviewsCount = (): number => STORE_TEXT.reviewsCount;

/** Feature names of a store analysis with the words shown for them (also the search filter labels). */
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
  "id" | "slug" | "name" | "city" | "state" | "displayRating" | "verified" | "featured" | "description" | "enhancedDescription"
> & {
  /** The street line ("312 Warren St"), null when none is listed. */
  address: string | null;
  /** The names of the store's first categories, at most CARD_CATEGORIES. */
  categoryNames: string[];
  /** Today's state in the store's time zone at the time of the request, null when no hours are listed. */
  hours: CardHours | null;
  distanceKm?: number;
  /** Why a search found the store, and its name with the matched words marked (search results only). */
  why?: TextPart[][];
  nameParts?: TextPart[];
};

/** Categories a store card names. */
export const CARD_CATEGORIES = 3;

/**
 * A store cut down to its card: the description already shortened to the card's excerpt, and the
 * opening hours read at `now` (the time of the request) into the line the card shows.
 */
export function toStoreCard(store: StoreLike, now: Date): StoreCardData {
  const card: StoreCardData = {
    id: store.id,
    slug: store.slug,
    name: store.name,
    city: store.city,
    state: store.state,
    address: hasText(store.address) ? store.address.trim() : null,
    categoryNames: store.categories
      .map((c) => c.name)
      .filter(hasText)
      .slice(0, CARD_CATEGORIES),
    hours: cardHours(store.openingHours, now),
    displayRating: store.displayRating,
    verified: store.verified,
    featured: store.featured,
    description: excerpt(storeDescription(store), CARD_EXCERPT) || null,
    enhancedDescription: null,
  };
  if (typeof store.distanceKm === "number") card.distanceKm = store.distanceKm;
  return card;
}

/**
 * A nearby store as a store page lists it: a line, not a card. Its name leads to its own page, which
 * shows the rest; the list says where it is, how far, its rating and badges, and today's hours in a
 * few words ("Open until 5 pm", "Opens at 10 am", "Closed today"), read at `now`.
 */
export type NearbyStoreData = Pick<StoreSummary, "slug" | "name" | "city" | "state" | "displayRating" | "verified" | "featured"> & {
  distanceKm: number | null;
  hours: Pick<CardHours, "state" | "label"> | null;
};

/** A store cut down to its line in a store page's nearby list. */
export function toNearbyStore(store: StoreLike, now: Date): NearbyStoreData {
  const hours = cardHours(store.openingHours, now);
  return {
    slug: store.slug,
    name: store.name,
    city: store.city,
    state: store.state,
    distanceKm: typeof store.distanceKm === "number" ? store.distanceKm : null,
    displayRating: store.displayRating,
    verified: store.verified,
    featured: store.featured,
    hours: hours && { state: hours.state, label: hours.label },
  };
}

/** "1.2 mi away" from kilometres (US visitors think in miles): store cards and the store page's hotspot. */
export function formatDistanceAway(km: number): string {
  const miles = km * 0.621371;
  return `${miles < 10 ? miles.toFixed(1) : Math.round(miles)} mi away`;
}

/** Characters of description a store card shows. */
export const CARD_EXCERPT = 150;

/** Path of a store page. */
export const storePath = (store: Pick<StoreSummary, "slug">) => `/stores/${encodeURIComponent(store.slug)}`;
