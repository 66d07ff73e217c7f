// The filters of the store searches (POST /api/stores/search, docs/api.md) as the pages offer them:
// the hotspot pages' filter form and the search page's feature checkboxes. The store features take
// their words from FEATURE_LABELS (lib/stores/store-display.ts), the one table of them, which the
// store page's insights read too.
import type { StoreAnalysis } from "../content/types";
import { FEATURE_LABELS } from "../stores/store-display";

export interface FilterOption {
  /** The filter name of POST /api/stores/search (and the URL parameter name). */
  name: string;
  label: string;
}

/** The store features of a store analysis, in FEATURE_LABELS' order. */
export const FEATURE_FILTERS: readonly FilterOption[] = (Object.keys(FEATURE_LABELS) as (keyof StoreAnalysis["features"])[]).map(
  (name) => ({ name, label: FEATURE_LABELS[name] }),
);

/** The listing filters of a hotspot page. */
export const HOTSPOT_STATUS_FILTERS: readonly FilterOption[] = [
  { name: "verified", label: "Verified listing" },
  { name: "openNow", label: "Open now" },
];

/** The search page's features: the store features, then the listing filters. */
export const SEARCH_FEATURE_FILTERS: readonly FilterOption[] = [
  ...FEATURE_FILTERS,
  { name: "verified", label: "Verified" },
  { name: "featured", label: "Featured" },
  { name: "hasWebsite", label: "Has a website" },
  { name: "openNow", label: "Open now" },
];
