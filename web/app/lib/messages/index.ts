// Every fixed user-visible text, in one place: the texts many pages share here, the others in the
// modules beside this one, re-exported below. Components and tests import from here (or from the
// module of their page family).

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

/** Error page titles by status; any other status gets the fallback. */
export const ERROR_TITLES: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized Access",
  403: "Access Forbidden",
  404: "Page Not Found",
  405: "Method Not Allowed",
  413: "Form Too Large",
  415: "Unsupported Form",
  500: "Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
};
export const ERROR_TITLE_FALLBACK = "Something Went Wrong";

export const PAGE_SIZES = {
  storeList: 100,
  hotspotSearch: 20,
} as const;

/** Store page texts (derived values and the directory pages). */
export const STORE_TEXT = {
  noReviews: "No reviews",
  noReviewsAnalyzed: "No reviews analyzed",
  reviewsCount: 0,
  ratingScale: 10,
  sampleListing: "Sample listing",
  sampleListingNote: "This is generated sample data for demonstration; the store does not exist.",
  verified: "Verified",
  featured: "Featured",
  ownerHeading: "Own this store?",
  claimText: "Claim this listing to correct its details, add photos and see how shoppers find it. It is free.",
  claimLink: "Claim this listing",
  managedHeading: "Verified listing",
  managedText: "Its details have been checked with the store.",
  lastVerified: (date: string) => `Last verified ${date}`,
  reportLink: "Report a change",
  reportText: "Closed, moved, or are the hours or phone wrong? Tell us and an editor will check.",
  /** Read by screen readers before a store card's category names. */
  cardCategories: "Sells:",
} as const;

/** Sentiment label thresholds, highest first; below the lowest is SENTIMENT_LOWEST. */
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

/** What a store card says about today's hours (times as `formatShortTime` writes them). */
export const CARD_HOURS_TEXT = {
  openUntil: (time: string) => `Open until ${time}`,
  opensAt: (time: string) => `Opens at ${time}`,
  closedToday: "Closed today",
  closedNow: "Closed now",
  opensTomorrow: (time: string) => `Opens tomorrow at ${time}`,
  opensOn: (day: string, time: string) => `Opens ${day} at ${time}`,
  opensNext: (day: string, time: string) => `Opens next ${day} at ${time}`,
  reopens: (date: string) => `Reopens ${date}`,
  noon: "noon",
  midnight: "midnight",
} as const;

/** Directory list texts. */
export const LIST_TEXT = {
  loadMore: "Load more stores",
  loading: "Loading...",
  noStoresFound: "No stores found",
} as const;

/** The site name: the default page title and the end of every error page title. */
export const SITE_TITLE = "Antique Store Directory";

// The texts of single page families, in modules of their own (a page's JavaScript carries only the
// ones it shows), re-exported so every text can be imported from here. The editorial console's
// texts (./admin) and those of "Report a change" (./report) are imported from their own modules
// only: re-exported here they would travel with every public page's JavaScript.
export * from "./content";
export * from "./errors";
export * from "./forms";
export * from "./map";
export * from "./search";
