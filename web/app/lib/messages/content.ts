// Texts of the hotspot, guide and event pages (re-exported by ./index.ts).
// Kept apart so a page's JavaScript carries only the texts it shows (Rollup places each module
// in the chunks that use it).

export const HOTSPOT_TEXT = {
  topTenLabel: "Top 10",
  noMatches: "No stores match these filters. Try removing one.",
  updating: "Updating results...",
  topTenEmpty: "No stores have been ranked in this town yet.",
  /** The link to a trip through the town's top stores. */
  planDay: (town: string) => `Plan a day in ${town}`,
  planDayHint: (count: number) =>
    `A drivable route through its top ${count} ${count === 1 ? "store" : "stores"}, with opening hours checked.`,
} as const;

/** Guides and events pages. */

export const CONTENT_TEXT = {
  noEvents: "No upcoming events are listed right now. Check back soon.",
  addToCalendar: "Add to calendar",
  noGuides: "No guides have been published yet.",
  tocHeading: "In this guide",
  relatedHeading: "Related guides",
} as const;
