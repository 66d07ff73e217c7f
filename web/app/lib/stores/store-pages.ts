// What the store pages' loaders send (lib/stores/directory.server.ts builds it; the A–Z listing and
// the store page components render it). Types only: components read them without reaching into a
// server module.
import type { CategoryRef, HotspotRef, Pagination, Store } from "../content/types";
import type { MapCardTiles } from "../maps/map-card";
import type { Crumb } from "../seo/jsonld";
import type { HoursView } from "./opening-hours";
import type { NearbyStoreData, StoreCardData } from "./store-display";

/** One page of the A–Z listing (`/stores/{letter}/{page}`, and `/stores/{letter}` through the store route). */
export interface LetterPageData {
  kind: "letters";
  letter: string;
  list: { items: StoreCardData[]; pagination: Pagination };
  /** Counts per letter for the A–Z bar; absent on load-more fetches. */
  letters?: { letter: string; count: number }[];
}

/**
 * A store as its page shows it: the display values derived by the loader (contact lines, rating, insights,
 * shopper feedback), so neither the derivation helpers nor the fields the page does not show
 * (the raw analysis, sentiment, hours, timestamps, ids) travel to the browser.
 */
export interface StorePageView {
  slug: string;
  name: string;
  city: string;
  state: string;
  isSample: boolean;
  verified: boolean;
  featured: boolean;
  /** "November 24, 2026": when an editor last confirmed the listing, if one has. */
  lastVerified: string | null;
  /** Street, city, state and ZIP on one line ("" when unknown). */
  address: string;
  rating: number | null;
  description: string | null;
  /** Display phone numbers; `tel` is the link of the first. */
  phones: string[];
  tel: string | null;
  websites: string[];
  emails: string[];
  /** The map link, when the store has one. */
  mapUrl: string | null;
  latitude: number | null;
  longitude: number | null;
  /** The static map's tiles (components/store/MapCard.tsx). */
  mapGrid: MapCardTiles | null;
  categories: CategoryRef[];
  hotspot: HotspotRef | null;
  socialLinks: { url: string; label: string }[];
  photos: Store["photos"];
  /** "Detailed insights": the analysis' description and its non-empty rows. */
  insights: { description: string | null; rows: [string, string][] } | null;
  likes: string[];
  concerns: string[];
}

export interface StorePageData {
  kind: "store";
  store: StorePageView;
  /** The head's title and description. */
  title: string;
  description: string;
  /** Up to six stores near this one, nearest first, as its nearby list shows them. */
  nearby: NearbyStoreData[];
  crumbs: Crumb[];
  /** The opening-hours panel, computed at request time in the store's time zone. */
  hours: HoursView;
  /** AntiqueStore + BreadcrumbList, serialized for a script element. */
  jsonLd: string;
}
