// Texts of the map page (re-exported by ./index.ts).
// Kept apart so a page's JavaScript carries only the texts it shows (Rollup places each module
// in the chunks that use it).

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

