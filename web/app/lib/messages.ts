// Every user-visible text that SPEC fixes, in one place. Components and tests import from here.

export const NAME_SEARCH = {
  minChars: 2,
  debounceMs: 300,
  pageSize: 10,
  maxDropdownHeightPx: 310,
  noResults: "No stores found",
  typeToSearch: "Type to search...",
  error: "Search error. Please try again.",
  searching: "Searching...",
  /** The live-region text once results are in. */
  found: (count: number) => `${count} ${count === 1 ? "store" : "stores"} found`,
} as const;

export const SIGNUP = {
  subscribe: "Subscribe",
  pending: "Subscribing...",
  subscribed: "Subscribed!",
  success: "Thank you for subscribing!",
  unsuccessful: "Signup failed. Please try again.",
  fallbackError: "An error occurred. Please try again later.",
  resetAfterMs: 3000,
} as const;

export const MOBILE_MENU = {
  swipeCloseThresholdPx: 100,
} as const;

export const LOADING_OVERLAY_TEXT = "Loading...";

/** Error page titles by status (SPEC §2). */
export const ERROR_TITLES: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized Access",
  403: "Access Forbidden",
  404: "Page Not Found",
  500: "Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
};
export const ERROR_TITLE_FALLBACK = "Something Went Wrong";

export const PAGE_SIZES = {
  storeList: 100,
  hotspotSearch: 20,
} as const;
