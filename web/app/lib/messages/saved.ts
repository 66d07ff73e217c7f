// Texts of the save toggle and the header's link to the saved stores: on every page (the site's
// shell), so kept apart from the trip planner's own texts (./trip.ts) and small.

/** The save toggle on store pages and cards, and the header's link to the saved list. */
export const SAVE_TEXT = {
  save: "Save",
  saved: "Saved",
  /** The list holds MAX_SAVED_STORES already. */
  full: "List full",
  fullHint: "Your saved list is full. Remove a store from it to save this one.",
  headerLink: "Saved",
} as const;
