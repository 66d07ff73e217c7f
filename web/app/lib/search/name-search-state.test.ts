import { describe, expect, it } from "vitest";
import type { NameSearchHit } from "../content/types";
import { NAME_SEARCH } from "../messages";
import {
  type NameSearchAction,
  type NameSearchState,
  initialNameSearchState,
  liveAnnouncement,
  listVisible,
  nameSearchReducer,
  nameSearchUrl,
  optionCount,
  popupMessage,
  searchAllActive,
  searchAllHref,
  shouldSearch,
  suggestionPlaces,
} from "./name-search-state";

const hit = (n: number): NameSearchHit => ({
  id: n,
  documentId: `doc-${n}`,
  name: `Store ${n}`,
  slug: `store-${n}`,
  city: "Hudson",
  state: "NY",
  address: null,
});

const run = (...actions: NameSearchAction[]): NameSearchState =>
  actions.reduce(nameSearchReducer, initialNameSearchState);

describe("shouldSearch", () => {
  it("needs at least 2 characters after trimming", () => {
    expect(NAME_SEARCH.minChars).toBe(2);
    expect(shouldSearch("")).toBe(false);
    expect(shouldSearch("a")).toBe(false);
    expect(shouldSearch("  a  ")).toBe(false);
    expect(shouldSearch("ab")).toBe(true);
    expect(shouldSearch(" ab ")).toBe(true);
  });
});

describe("nameSearchUrl", () => {
  it("asks the resource route with the trimmed, encoded query", () => {
    expect(nameSearchUrl("  barn & co ")).toBe("/resources/name-search?query=barn%20%26%20co");
  });
});

describe("nameSearchReducer", () => {
  it("walks idle → loading → results", () => {
    let state = run({ type: "input", query: "ba" });
    expect(state.status).toBe("idle");
    expect(popupMessage(state)).toBe(NAME_SEARCH.searching);
    state = nameSearchReducer(state, { type: "start", query: "ba" });
    expect(state.status).toBe("loading");
    expect(liveAnnouncement(state)).toBe("Searching...");
    state = nameSearchReducer(state, { type: "success", query: "ba", results: [hit(1), hit(2)] });
    expect(state.status).toBe("results");
    expect(listVisible(state)).toBe(true);
    expect(popupMessage(state)).toBeNull();
    expect(liveAnnouncement(state)).toBe(NAME_SEARCH.found(2));
  });

  it("shows 'No stores found' for an empty answer", () => {
    const state = run({ type: "input", query: "zzz" }, { type: "start", query: "zzz" }, { type: "success", query: "zzz", results: [] });
    expect(listVisible(state)).toBe(false);
    expect(popupMessage(state)).toBe("No stores found");
    expect(liveAnnouncement(state)).toBe("0 stores found");
  });

  it("shows 'Type to search...' below 2 characters and clears results", () => {
    let state = run({ type: "input", query: "ba" }, { type: "start", query: "ba" }, { type: "success", query: "ba", results: [hit(1)] });
    state = nameSearchReducer(state, { type: "input", query: "b" });
    expect(state).toMatchObject({ status: "idle", results: [], activeIndex: -1 });
    expect(popupMessage(state)).toBe("Type to search...");
    expect(liveAnnouncement(state)).toBe("");
  });

  it("clears results on error", () => {
    let state = run({ type: "input", query: "ba" }, { type: "start", query: "ba" }, { type: "success", query: "ba", results: [hit(1)] });
    state = nameSearchReducer(state, { type: "input", query: "bar" });
    state = nameSearchReducer(state, { type: "start", query: "bar" });
    state = nameSearchReducer(state, { type: "failure", query: "bar" });
    expect(state).toMatchObject({ status: "error", results: [] });
    expect(popupMessage(state)).toBe("Search error. Please try again.");
  });

  it("ignores answers to an older query", () => {
    let state = run({ type: "input", query: "ba" }, { type: "start", query: "ba" }, { type: "input", query: "bar" });
    state = nameSearchReducer(state, { type: "success", query: "ba", results: [hit(1)] });
    expect(state.results).toEqual([]);
    state = nameSearchReducer(state, { type: "failure", query: "ba" });
    expect(state.status).not.toBe("error");
  });

  it("moves the highlight with wrap-around and closes", () => {
    let state = run({ type: "input", query: "st" }, { type: "success", query: "st", results: [hit(1), hit(2), hit(3)] });
    state = nameSearchReducer(state, { type: "move", delta: 1 });
    expect(state.activeIndex).toBe(0);
    state = nameSearchReducer(state, { type: "move", delta: -1 });
    // Up from the first store: the last option, "Search all stores for …".
    expect(state.activeIndex).toBe(3);
    expect(searchAllActive(state)).toBe(true);
    state = nameSearchReducer(state, { type: "move", delta: 1 });
    expect(state.activeIndex).toBe(0);
    expect(searchAllActive(state)).toBe(false);
    state = nameSearchReducer(state, { type: "highlight", index: 1 });
    expect(state.activeIndex).toBe(1);
    state = nameSearchReducer(state, { type: "close" });
    expect(state).toMatchObject({ open: false, activeIndex: -1 });
    expect(listVisible(state)).toBe(false);
    // The first arrow key reopens the list without moving.
    state = nameSearchReducer(state, { type: "move", delta: 1 });
    expect(state).toMatchObject({ open: true, activeIndex: -1 });
  });

  it("offers the full search as the last option only while stores are suggested", () => {
    let state = run({ type: "input", query: "st" }, { type: "success", query: "st", results: [hit(1)] });
    expect(optionCount(state)).toBe(2);
    state = nameSearchReducer(state, { type: "highlight", index: 1 });
    expect(searchAllActive(state)).toBe(true);
    state = run({ type: "input", query: "zz" }, { type: "success", query: "zz", results: [] });
    expect(optionCount(state)).toBe(0);
    expect(nameSearchReducer(state, { type: "highlight", index: 0 }).activeIndex).toBe(-1);
    expect(searchAllHref(" quilts in Hudson ")).toBe("/search?q=quilts%20in%20Hudson");
  });

  it("resets everything", () => {
    const state = run({ type: "input", query: "st" }, { type: "reset" });
    expect(state).toEqual(initialNameSearchState);
  });
});

describe("suggestionPlaces", () => {
  const named = (n: number, name: string, city: string, address: string | null): NameSearchHit => ({ ...hit(n), name, city, address });
  it("puts the street in front only where another row has the same name in the same town", () => {
    const hits = [
      named(1, "Hudson Antique Center", "Hudson", "312 Warren St"),
      named(2, "Hudson antique  center", "hudson", "536 Warren St"),
      named(3, "Hudson Antique Center", "Catskill", "1 Main St"),
      named(4, "Hudson Antiques", "Hudson", "9 Front St"),
    ];
    expect(suggestionPlaces(hits)).toEqual([
      { street: "312 Warren St", town: "Hudson, NY" },
      { street: "536 Warren St", town: "hudson, NY" },
      { street: null, town: "Catskill, NY" },
      { street: null, town: "Hudson, NY" },
    ]);
  });
  it("keeps the town alone when a repeated row has no street", () => {
    const hits = [named(1, "Barn", "Hudson", null), named(2, "Barn", "Hudson", " ")];
    expect(suggestionPlaces(hits)).toEqual([
      { street: null, town: "Hudson, NY" },
      { street: null, town: "Hudson, NY" },
    ]);
  });
});
