// /saved: the stores a visitor saved, kept in this browser (there are no accounts). The server renders
// the same page for everyone (it is cached like any other): the list is read from the browser's
// storage once the page hydrates, and the stores' cards come from /resources/saved-stores.
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import type { Route } from "./+types/saved";
import { StoreCard } from "~/components/store/StoreCard";
import { TripEmptyState } from "~/components/trip/TripEmptyState";
import { useHydrated } from "~/components/trip/use-hydrated";
import { updateSavedStores, useSavedStores } from "~/components/trip/use-saved-stores";
import { SAVED_PAGE } from "~/lib/messages/trip";
import { pageMeta } from "~/lib/seo/page-meta";
import type { StoreCardData } from "~/lib/stores/store-display";
import { removeSavedStore, renameSavedStores, tripQueryString } from "~/lib/trip/saved-stores";
import "~/styles/directory.css";
import "~/styles/trip.css";

export const handle = { pageType: "other" };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: SAVED_PAGE.title,
    description: "The antique stores you saved in this browser, ready to plan a day trip around.",
    path: "/saved",
    matches,
    noindex: true,
  });
}

type Loaded =
  | { kind: "cards"; cards: Map<string, StoreCardData>; missing: string[] }
  | { kind: "failed" };

export default function SavedPage() {
  const hydrated = useHydrated();
  const saved = useSavedStores();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [focusHeading, setFocusHeading] = useState(0);

  // After a removal the removed card's button is gone: focus goes to the list's heading (or the empty
  // list's) rather than to the start of the page.
  useEffect(() => {
    if (focusHeading > 0) headingRef.current?.focus();
  }, [focusHeading]);

  // Cards are asked for when a saved store has none yet (on arrival, or saved in another tab); a
  // removal only narrows what is shown.
  const known = loaded?.kind === "cards" ? loaded : null;
  const unknown = saved.filter((slug) => !known?.cards.has(slug) && !known?.missing.includes(slug));
  const request = hydrated && unknown.length > 0 ? tripQueryString(saved) : "";

  useEffect(() => {
    if (!request) return;
    const abort = new AbortController();
    fetch(`/resources/saved-stores${request}`, { signal: abort.signal, headers: { Accept: "application/json" } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return (await response.json()) as { data: StoreCardData[]; missing: string[]; renamed?: Record<string, string> };
      })
      .then(({ data, missing, renamed = {} }) => {
        // A store renamed since it was saved is saved under its current slug from now on.
        if (Object.keys(renamed).length > 0) updateSavedStores((list) => renameSavedStores(list, renamed));
        setLoaded({ kind: "cards", cards: new Map(data.map((card) => [card.slug, card])), missing });
      })
      .catch((error: unknown) => {
        if ((error as Error).name !== "AbortError") setLoaded({ kind: "failed" });
      });
    return () => abort.abort();
  }, [request]);

  const remove = (slugs: readonly string[], name: string | null) => {
    updateSavedStores((list) => slugs.reduce(removeSavedStore, list));
    if (name) setAnnouncement(SAVED_PAGE.removed(name));
    setFocusHeading((n) => n + 1);
  };

  const cards = known ? saved.flatMap((slug) => known.cards.get(slug) ?? []) : [];
  const missing = known ? saved.filter((slug) => known.missing.includes(slug)) : [];

  return (
    <div className="container directory saved-page" data-testid="saved-page">
      <header className="page-header">
        <h1>{SAVED_PAGE.title}</h1>
        <p>{SAVED_PAGE.intro}</p>
      </header>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>

      {!hydrated ? (
        <>
          <p className="muted trip-needs-js" role="status">
            {SAVED_PAGE.loading}
          </p>
          <noscript>
            <p className="alert">{SAVED_PAGE.noScript}</p>
          </noscript>
        </>
      ) : saved.length === 0 ? (
        <TripEmptyState
          testId="saved-empty"
          heading={SAVED_PAGE.empty}
          headingRef={headingRef}
          hint={SAVED_PAGE.emptyHint}
          primary={{ to: "/search", label: SAVED_PAGE.searchStores }}
          secondary={{ to: "/hotspots", label: SAVED_PAGE.browseTowns }}
        />
      ) : (
        <section aria-labelledby="saved-count">
          <div className="saved-toolbar">
            <h2 id="saved-count" ref={headingRef} tabIndex={-1} data-testid="saved-count-heading">
              {SAVED_PAGE.count(saved.length)}
            </h2>
            <Link className="btn btn-primary" to={`/trip${tripQueryString(saved)}`} data-testid="plan-trip">
              {SAVED_PAGE.plan}
            </Link>
          </div>
          {loaded?.kind === "failed" ? (
            <p className="alert alert-error" role="alert">
              {SAVED_PAGE.loadFailed}
            </p>
          ) : null}
          {missing.length > 0 ? (
            <div className="alert trip-alert" data-testid="saved-missing">
              <p>{SAVED_PAGE.missing(missing.length)}</p>
              <button type="button" className="btn btn-secondary btn-sm" onClick={() => remove(missing, null)}>
                {SAVED_PAGE.removeMissing}
              </button>
            </div>
          ) : null}
          {known ? (
            <ul className="card-grid store-list" data-testid="saved-list" aria-labelledby="saved-count">
              {cards.map((card) => (
                <li key={card.slug}>
                  <StoreCard store={card} headingLevel={3} saveToggle={false}>
                    <button
                      type="button"
                      className="btn btn-secondary btn-sm saved-remove"
                      onClick={() => remove([card.slug], card.name)}
                      data-testid="saved-remove"
                    >
                      {SAVED_PAGE.remove}
                      <span className="visually-hidden"> {card.name}</span>
                    </button>
                  </StoreCard>
                </li>
              ))}
            </ul>
          ) : loaded === null ? (
            <p className="muted" role="status">
              {SAVED_PAGE.loading}
            </p>
          ) : null}
        </section>
      )}
    </div>
  );
}
