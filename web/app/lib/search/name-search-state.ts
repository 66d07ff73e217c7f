// The state machine of the name-search autocomplete: idle, loading, results, error.
// Pure: the NameSearch component owns the timers and requests and reports them as actions.
import type { NameSearchHit } from "../content/types";
import { NAME_SEARCH } from "../messages/search";

export type NameSearchStatus = "idle" | "loading" | "results" | "error";

export interface NameSearchState {
  /** What the input holds, untrimmed. */
  query: string;
  status: NameSearchStatus;
  results: readonly NameSearchHit[];
  /** Index of the highlighted suggestion, -1 for none. */
  activeIndex: number;
  /** Whether the suggestion popup is showing. */
  open: boolean;
}

export type NameSearchAction =
  | { type: "input"; query: string }
  | { type: "start"; query: string }
  | { type: "success"; query: string; results: readonly NameSearchHit[] }
  | { type: "failure"; query: string }
  | { type: "move"; delta: 1 | -1 }
  | { type: "highlight"; index: number }
  | { type: "open" }
  | { type: "close" }
  | { type: "reset" };

export const initialNameSearchState: NameSearchState = {
  query: "",
  status: "idle",
  results: [],
  activeIndex: -1,
  open: false,
};

/** The text sent to the server: the query trimmed. */
export const searchTerm = (query: string): string => query.trim();

/** A search runs only when the trimmed query has at least the minimum number of characters. */
export const shouldSearch = (query: string): boolean => searchTerm(query).length >= NAME_SEARCH.minChars;

export function nameSearchReducer(state: NameSearchState, action: NameSearchAction): NameSearchState {
  switch (action.type) {
    case "input":
      if (!shouldSearch(action.query)) {
        // Too short: back to idle with the results cleared.
        return { query: action.query, status: "idle", results: [], activeIndex: -1, open: true };
      }
      return { ...state, query: action.query, activeIndex: -1, open: true };
    case "start":
      if (searchTerm(action.query) !== searchTerm(state.query)) return state;
      return { ...state, status: "loading" };
    case "success":
      if (searchTerm(action.query) !== searchTerm(state.query) || !shouldSearch(state.query)) return state;
      return { ...state, status: "results", results: action.results, activeIndex: -1 };
    case "failure":
      if (searchTerm(action.query) !== searchTerm(state.query) || !shouldSearch(state.query)) return state;
      return { ...state, status: "error", results: [], activeIndex: -1 };
    case "move": {
      const count = optionCount(state);
      if (!state.open) return { ...state, open: true };
      if (count === 0) return state;
      const next =
        state.activeIndex === -1 ? (action.delta === 1 ? 0 : count - 1) : (state.activeIndex + action.delta + count) % count;
      return { ...state, activeIndex: next };
    }
    case "highlight":
      if (action.index < -1 || action.index >= optionCount(state)) return state;
      return { ...state, activeIndex: action.index };
    case "open":
      return state.open ? state : { ...state, open: true };
    case "close":
      return state.open || state.activeIndex !== -1 ? { ...state, open: false, activeIndex: -1 } : state;
    case "reset":
      return initialNameSearchState;
  }
}

/**
 * Options of the listbox: the stores found, then "Search all stores for “…”" (index
 * `results.length`), which opens the full search. None while there are no stores to suggest.
 */
export const optionCount = (state: NameSearchState): number => (state.results.length > 0 ? state.results.length + 1 : 0);

/** Whether the highlighted option is "Search all stores for “…”". */
export const searchAllActive = (state: NameSearchState): boolean =>
  state.results.length > 0 && state.activeIndex === state.results.length;

/** Address of the full search for what the box holds. */
export const searchAllHref = (query: string): string => `/search?q=${encodeURIComponent(searchTerm(query))}`;

/** Whether the listbox of suggestions is showing (the combobox is expanded). */
export const listVisible = (state: NameSearchState): boolean => state.open && state.results.length > 0;

/** The text shown in the popup instead of suggestions, or null when suggestions show. */
export function popupMessage(state: NameSearchState): string | null {
  if (!shouldSearch(state.query)) return NAME_SEARCH.typeToSearch;
  if (state.status === "error") return NAME_SEARCH.error;
  if (state.results.length > 0) return null;
  if (state.status === "results") return NAME_SEARCH.noResults;
  // Loading, or waiting out the debounce before the request starts.
  return NAME_SEARCH.searching;
}

/** What the screen-reader live region says: "Searching..." then the number of stores found. */
export function liveAnnouncement(state: NameSearchState): string {
  if (state.status === "loading") return NAME_SEARCH.searching;
  if (state.status === "results") return NAME_SEARCH.found(state.results.length);
  if (state.status === "error") return NAME_SEARCH.error;
  return "";
}

/** Address of the autocomplete resource route for a query. */
export const nameSearchUrl = (query: string): string =>
  `/resources/name-search?query=${encodeURIComponent(searchTerm(query))}`;

/** Folded for comparing names and towns: case, accents and extra spaces do not count. */
const foldForCompare = (text: string | null | undefined): string =>
  (text ?? "")
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();

/** Where a suggested store is: its town ("Hudson, NY"), and its street when that is shown. */
export interface SuggestionPlace {
  street: string | null;
  town: string;
}

/**
 * The place line of each suggestion: "Hudson, NY", with the street in front ("312 Warren St ·
 * Hudson, NY") when another suggestion in the same list has the same name in the same town. Only
 * then: the street is what tells such rows apart, and elsewhere it would only lengthen rows that
 * the 375 px menu already has to wrap.
 */
export function suggestionPlaces(hits: readonly NameSearchHit[]): SuggestionPlace[] {
  const key = (hit: NameSearchHit) => `${foldForCompare(hit.name)}|${foldForCompare(hit.city)}|${foldForCompare(hit.state)}`;
  const counts = new Map<string, number>();
  for (const hit of hits) counts.set(key(hit), (counts.get(key(hit)) ?? 0) + 1);
  return hits.map((hit) => {
    const town = [hit.city, hit.state].filter(Boolean).join(", ");
    const street = hit.address?.trim();
    return { street: street && (counts.get(key(hit)) ?? 0) > 1 ? street : null, town };
  });
}
