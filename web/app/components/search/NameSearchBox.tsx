// The header's name-search box. It renders a plain GET form to /search (all a visitor without
// JavaScript gets) and loads the interactive combobox (NameSearch) on the first sign of intent:
// pointer over it, touch or focus. That keeps the combobox out of every page's initial JavaScript.
import { useId, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { SEARCH_LABEL, SearchGlassIcon, SearchSubmitIcon, searchLandmarkLabel } from "./SearchIcons";
import "~/styles/name-search.css";

type NameSearchComponent = typeof import("./NameSearch").NameSearch;

interface Handover {
  NameSearch: NameSearchComponent;
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
  const [handover, setHandover] = useState<Handover | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const requested = useRef(false);

  const onIntent = () => {
    if (requested.current) return;
    requested.current = true;
    void import("./NameSearch").then(({ NameSearch }) => {
      const element = input.current;
      // Read what was typed and swap in the same task, so no keystroke falls between the two.
      flushSync(() =>
        setHandover({
          NameSearch,
          query: element?.value ?? "",
          focused: element !== null && document.activeElement === element,
        }),
      );
    });
  };

  if (!handover) return <StaticSearchForm inputRef={input} onIntent={onIntent} />;
  const { NameSearch } = handover;
  return <NameSearch variant="header" initialQuery={handover.query} autoFocus={handover.focused} />;
}
