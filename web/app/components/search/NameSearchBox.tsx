// The header's name-search box. It renders a plain GET form to /search (all a visitor without
// JavaScript gets) and loads the interactive combobox (NameSearch) on the first sign of intent:
// pointer over it, touch or focus. That keeps the combobox out of every page's initial JavaScript.
import { useId, useRef, useState } from "react";
import { SEARCH_LABEL, SearchGlassIcon, SearchSubmitIcon, searchLandmarkLabel } from "./SearchIcons";
import "~/styles/name-search.css";

type NameSearchComponent = typeof import("./NameSearch").NameSearch;

interface Handover {
  query: string;
  focused: boolean;
}

function StaticSearchForm({
  inputRef,
  onIntent,
}: {
  inputRef: React.RefObject<HTMLInputElement | null>;
  onIntent: () => void;
}) {
  const id = useId();
  return (
    <form
      method="get"
      action="/search"
      role="search"
      aria-label={searchLandmarkLabel("header")}
      className="name-search name-search--header"
      onPointerEnter={onIntent}
      onTouchStart={onIntent}
      onFocus={onIntent}
    >
      <label htmlFor={id} className="visually-hidden">
        {SEARCH_LABEL}
      </label>
      <div className="name-search-field">
        <SearchGlassIcon />
        <input
          ref={inputRef}
          id={id}
          name="q"
          type="search"
          // The combobox's roles and states from the start, so assistive technology knows the box
          // offers suggestions before the interactive version replaces it.
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={false}
          aria-controls={`${id}-suggestions`}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          placeholder={SEARCH_LABEL}
          data-testid="name-search-input-header"
        />
        <button type="submit" className="name-search-submit">
          <span className="visually-hidden">Search</span>
          <SearchSubmitIcon />
        </button>
      </div>
    </form>
  );
}

export function NameSearchBox() {
  const [NameSearch, setNameSearch] = useState<NameSearchComponent | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const handover = useRef<Handover | null>(null);
  const requested = useRef(false);

  const onIntent = () => {
    if (requested.current) return;
    requested.current = true;
    void import("./NameSearch").then((module) => setNameSearch(() => module.NameSearch));
  };

  if (!NameSearch) return <StaticSearchForm inputRef={input} onIntent={onIntent} />;
  // What the static box holds is read in the render that replaces it: render and commit of this
  // update run in one task, so no keystroke can fall between reading and swapping.
  if (!handover.current) {
    const element = input.current;
    handover.current = { query: element?.value ?? "", focused: element !== null && document.activeElement === element };
  }
  return <NameSearch variant="header" initialQuery={handover.current.query} autoFocus={handover.current.focused} />;
}
