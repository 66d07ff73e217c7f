// Texts of the name-search combobox (re-exported by ./index.ts).
// Kept apart so a page's JavaScript carries only the texts it shows (Rollup places each module
// in the chunks that use it).

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
