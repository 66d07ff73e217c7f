// The header's name-search box. It renders a plain GET form to /search (all a visitor without
// JavaScript gets) and loads the interactive combobox (NameSearch) on the first sign of intent:
// pointer over it, touch or focus. That keeps the combobox out of every page's initial JavaScript.
import { Suspense, lazy, useId, useRef, useState } from "react";
import { SEARCH_LABEL, SearchGlassIcon, SearchSubmitIcon, searchLandmarkLabel } from "./SearchIcons";
import "~/styles/name-search.css";

const loadNameSearch = () => import("./NameSearch");
const NameSearch = lazy(() => loadNameSearch().then((module) => ({ default: module.NameSearch })));

interface Handover {
  query: string;
  focused: boolean;
}

function StaticSearchForm({
  inputRef,
  onIntent,
}: {
  inputRef?: React.RefObject<HTMLInputElement | null>;
  onIntent?: () => void;
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
    void loadNameSearch().then(() => {
      const element = input.current;
      setHandover({ query: element?.value ?? "", focused: element !== null && document.activeElement === element });
    });
  };

  if (!handover) return <StaticSearchForm inputRef={input} onIntent={onIntent} />;
  return (
    <Suspense fallback={<StaticSearchForm />}>
      <NameSearch variant="header" initialQuery={handover.query} autoFocus={handover.focused} />
    </Suspense>
  );
}
