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

/** Store page texts (SPEC §3 derived values and the directory pages of issue 5). */
export const STORE_TEXT = {
  noReviews: "No reviews",
  noReviewsAnalyzed: "No reviews analyzed",
  reviewsCount: 0,
  ratingScale: 10,
  sampleListing: "Sample listing",
  sampleListingNote: "This is generated sample data for demonstration; the store does not exist.",
  verified: "Verified",
  featured: "Featured",
} as const;

/** Sentiment label thresholds (SPEC §3, §9), highest first. */
export const SENTIMENT_LABELS = [
  { min: 8, label: "Excellent" },
  { min: 6, label: "Very Good" },
  { min: 4, label: "Good" },
  { min: 2, label: "Fair" },
] as const;
export const SENTIMENT_LOWEST = "Poor";

/** Opening-hours badge texts. */
export const HOURS_TEXT = {
  open: "Open now",
  closed: "Closed now",
  byAppointment: "By appointment",
  outOfSeason: "Closed for the season",
  temporarilyClosed: "Temporarily closed",
  unknown: "Hours not listed",
  closedDay: "Closed",
} as const;

/** Directory list texts. */
export const LIST_TEXT = {
  loadMore: "Load more stores",
  loading: "Loading...",
  noStoresFound: "No stores found",
} as const;

/** Error page descriptions by status (site shell, issue 4). The 404 text is SPEC's "rare antique". */
export const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: "We couldn't understand that request. Please check the address or the details you entered and try again.",
  401: "You need to be signed in with the right permissions to view this page.",
  403: "You don't have permission to view this page. It may be private or restricted.",
  404: "The page you're looking for seems to have vanished like a rare antique. It may have been moved, sold or never existed.",
  500: "Something went wrong on our side. Our team has been notified; please try again in a moment.",
  502: "Our servers received an invalid response from an upstream service. Please try again shortly.",
  503: "The directory is temporarily unavailable. We're working to bring it back; please try again in a few minutes.",
};
export const ERROR_DESCRIPTION_FALLBACK =
  "An unexpected error occurred while loading this page. Please try again, or head back to the home page.";

/** Fixed texts of the error page (SPEC §2). */
export const ERROR_PAGE = {
  tryAgain: "Try Again",
  backHome: "Back to Home",
  helpHeading: "What can you do?",
  quickNavHeading: "Quick navigation",
} as const;

/** The site name as browsers may see it (same value as config.server's SITE_NAME). */
export const SITE_TITLE = "Antique Store Directory";

/** Owner forms (add a store, claim a listing, advertising contact): texts beyond the field rules. */
export const OWNER_FORMS = {
  /** Shown when the content service answers 429 (5 sends per 10 minutes per visitor and form). */
  rateLimited:
    "You have sent this form several times in a short while. Please wait about 10 minutes and try again — nothing you typed has been lost.",
  /** Shown when the content service cannot take the form right now. */
  unavailable: "We could not send your form just now. Please try again in a few minutes.",
  sending: "Sending...",
} as const;

/** The map page (/map). */
export const MAP_PAGE = {
  tilesFailed: "The map background could not be loaded. Store markers and the list below still work.",
  nearMe: "Stores near me",
  locating: "Finding your location...",
  geolocationDenied: "We could not get your location. Allow location access in your browser, or filter by state instead.",
  geolocationUnsupported: "Your browser cannot share its location. Filter by state instead.",
  nearFailed: "We could not load the stores near you. Please try again.",
  noneNear: "No stores found within 500 km of your location.",
  nearRadiusKm: 500,
  nearLimit: 20,
  listPageSize: 100,
} as const;

/** Hotspot town pages (issue 6). */
export const HOTSPOT_TEXT = {
  topTenLabel: "Top 10",
  noMatches: "No stores match these filters. Try removing one.",
  updating: "Updating results...",
  topTenEmpty: "No stores have been ranked in this town yet.",
} as const;

/** Guides and events pages (issue 7). */
export const CONTENT_TEXT = {
  noEvents: "No upcoming events are listed right now. Check back soon.",
  addToCalendar: "Add to calendar",
  noGuides: "No guides have been published yet.",
  tocHeading: "In this guide",
  relatedHeading: "Related guides",
} as const;
