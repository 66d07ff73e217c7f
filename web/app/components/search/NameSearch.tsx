// Name-search autocomplete of the header: a WAI-ARIA 1.2 combobox with a listbox popup.
// Without JavaScript it is a plain GET form to /search with the query in `q`.
//
// The header shows NameSearchBox, which swaps this component in on the first sign of intent.
// A hand-written combobox rather than downshift's useCombobox: downshift adds ~13.5 KB gzip to every
// page, most of the ~18 KB that the 130 KB gzip JavaScript budget of a store page leaves the app
// after React and the router (docs/decisions/004-hand-written-name-search-combobox.md). The logic
// is the pure reducer in lib/search/name-search-state.ts (unit-tested); this component owns the debounce timer
// and the requests.
import { useCallback, useEffect, useId, useReducer, useRef } from "react";
import { Form, Link, useNavigate } from "react-router";
import type { NameSearchHit } from "~/lib/content/types";
import { NAME_SEARCH } from "~/lib/messages/search";
import {
  initialNameSearchState,
  liveAnnouncement,
  listVisible,
  nameSearchReducer,
  nameSearchUrl,
  popupMessage,
  searchAllActive,
  searchAllHref,
  shouldSearch,
  suggestionPlaces,
} from "../../lib/search/name-search-state";
import { SEARCH_LABEL, SearchGlassIcon, SearchSubmitIcon, searchLandmarkLabel } from "./SearchIcons";

export interface NameSearchProps {
  /** Where the box sits; changes only the look. */
  variant?: "header" | "menu";
  /** Called after the visitor picks a store (the mobile menu closes itself). */
  onNavigate?: () => void;
  /** What the box already holds when it takes over from the static form (NameSearchBox). */
  initialQuery?: string;
  autoFocus?: boolean;
}

const storeHref = (hit: NameSearchHit) => `/stores/${encodeURIComponent(hit.slug)}`;

export function NameSearch({ variant = "header", onNavigate, initialQuery = "", autoFocus = false }: NameSearchProps) {
  const [state, dispatch] = useReducer(nameSearchReducer, initialQuery, (query) =>
    query ? nameSearchReducer(initialNameSearchState, { type: "input", query }) : initialNameSearchState,
  );
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<AbortController | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const id = useId();
  const inputId = `${id}-input`;
  const listId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const runSearch = useCallback(async (query: string) => {
    // A new request aborts the one still in flight.
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    dispatch({ type: "start", query });
    try {
      const response = await fetch(nameSearchUrl(query), {
        signal: controller.signal,
        headers: { Accept: "application/json" },
      });
      if (!response.ok) throw new Error(`name search answered ${response.status}`);
      const body = (await response.json()) as { data?: NameSearchHit[] };
      if (!controller.signal.aborted) dispatch({ type: "success", query, results: body.data ?? [] });
    } catch {
      if (!controller.signal.aborted) dispatch({ type: "failure", query });
    } finally {
      if (inFlight.current === controller) inFlight.current = null;
    }
  }, []);

  const onQueryChange = (query: string) => {
    dispatch({ type: "input", query });
    clearTimeout(timer.current);
    if (!shouldSearch(query)) {
      inFlight.current?.abort();
      inFlight.current = null;
      return;
    }
    timer.current = setTimeout(() => void runSearch(query), NAME_SEARCH.debounceMs);
  };

  useEffect(() => {
    // Taking over a focused box: keep the caret after what was typed.
    const input = inputRef.current;
    if (autoFocus && input) input.setSelectionRange(input.value.length, input.value.length);
  }, [autoFocus]);

  useEffect(() => {
    // Text typed before this component took over is searched like any other input.
    if (shouldSearch(initialQuery)) {
      timer.current = setTimeout(() => void runSearch(initialQuery), NAME_SEARCH.debounceMs);
    }
    return () => {
      clearTimeout(timer.current);
      inFlight.current?.abort();
    };
  }, [initialQuery, runSearch]);

  // Keep the highlighted option in view inside the 310 px list.
  useEffect(() => {
    if (state.activeIndex < 0) return;
    const option = listRef.current?.children[state.activeIndex]?.firstElementChild;
    if (option instanceof HTMLElement) option.scrollIntoView({ block: "nearest" });
  }, [state.activeIndex]);

  const picked = () => {
    clearTimeout(timer.current);
    inFlight.current?.abort();
    dispatch({ type: "reset" });
    onNavigate?.();
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp":
        event.preventDefault();
        dispatch({ type: "move", delta: event.key === "ArrowDown" ? 1 : -1 });
        break;
      case "Enter": {
        if (listVisible(state) && searchAllActive(state)) {
          event.preventDefault();
          const href = searchAllHref(state.query);
          picked();
          void navigate(href);
          break;
        }
        const hit = listVisible(state) ? state.results[state.activeIndex] : undefined;
        if (hit) {
          event.preventDefault();
          picked();
          void navigate(storeHref(hit));
        }
        break;
      }
      case "Escape":
        if (state.open) {
          event.preventDefault();
          // Keep a surrounding dialog (the mobile menu) open: this Escape only closes the list.
          event.nativeEvent.stopImmediatePropagation();
          event.stopPropagation();
          dispatch({ type: "close" });
        } else if (state.query) {
          event.preventDefault();
          event.nativeEvent.stopImmediatePropagation();
          event.stopPropagation();
          onQueryChange("");
          dispatch({ type: "close" });
        }
        break;
      case "Tab":
        dispatch({ type: "close" });
        break;
    }
  };

  const expanded = listVisible(state);
  const message = state.open ? popupMessage(state) : null;
  const showPopup = state.open && (expanded || message !== null);
  const announcement = liveAnnouncement(state);
  const places = suggestionPlaces(state.results);

  return (
    <Form
      method="get"
      action="/search"
      role="search"
      aria-label={searchLandmarkLabel(variant)}
      className={`name-search name-search--${variant}`}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) dispatch({ type: "close" });
      }}
      onSubmit={() => {
        clearTimeout(timer.current);
        inFlight.current?.abort();
        dispatch({ type: "close" });
        onNavigate?.();
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {SEARCH_LABEL}
      </label>
      <div className="name-search-field">
        <SearchGlassIcon />
        <input
          ref={inputRef}
          id={inputId}
          name="q"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && state.activeIndex >= 0 ? optionId(state.activeIndex) : undefined}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={SEARCH_LABEL}
          value={state.query}
          autoFocus={autoFocus}
          onChange={(event) => onQueryChange(event.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => {
            if (state.query) dispatch({ type: "open" });
          }}
          data-popup-open={showPopup ? "true" : undefined}
          // Tells the interactive box from the server-rendered one it replaces (same roles).
          data-enhanced="true"
          data-testid={`name-search-input-${variant}`}
        />
        <button type="submit" className="name-search-submit">
          <span className="visually-hidden">Search</span>
          <SearchSubmitIcon />
        </button>
      </div>
      <div
        className="name-search-popup"
        hidden={!showPopup}
        // Keep focus in the input while a suggestion is clicked.
        onMouseDown={(event) => event.preventDefault()}
        data-testid={`name-search-popup-${variant}`}
      >
        {expanded ? (
          <ul
            id={listId}
            ref={listRef}
            role="listbox"
            aria-label="Store suggestions"
            className="name-search-listbox"
            style={{ maxHeight: NAME_SEARCH.maxDropdownHeightPx }}
          >
            {state.results.map((hit, index) => (
              <li key={hit.documentId || hit.slug} role="none">
                <Link
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === state.activeIndex}
                  tabIndex={-1}
                  to={storeHref(hit)}
                  className="name-search-option"
                  onMouseMove={() => {
                    if (index !== state.activeIndex) dispatch({ type: "highlight", index });
                  }}
                  onClick={picked}
                >
                  <span className="name-search-option-name">{hit.name}</span>
                  <span className="name-search-option-place">
                    {places[index]?.street ? `${places[index]?.street} · ` : null}
                    <span className="name-search-option-town">{places[index]?.town}</span>
                  </span>
                </Link>
              </li>
            ))}
            <li role="none">
              <Link
                id={optionId(state.results.length)}
                role="option"
                aria-selected={searchAllActive(state)}
                tabIndex={-1}
                to={searchAllHref(state.query)}
                className="name-search-option name-search-all"
                onMouseMove={() => {
                  if (!searchAllActive(state)) dispatch({ type: "highlight", index: state.results.length });
                }}
                onClick={picked}
                data-testid="name-search-all"
              >
                <span>Search all stores for “{state.query.trim()}”</span>
              </Link>
            </li>
          </ul>
        ) : message ? (
          <p className={`name-search-message${state.status === "error" ? " is-error" : ""}`}>{message}</p>
        ) : null}
      </div>
      <div role="status" aria-live="polite" aria-atomic="true" className="visually-hidden">
        {announcement}
      </div>
    </Form>
  );
}
