import { Link } from "react-router";
import type { PlaceView, Suggestions } from "~/lib/content/types";
import { NEAREST_STORES_LABEL, nearestStoreText, noResultsText } from "~/lib/search/no-results";
import { searchQueryString, type SearchCriteria } from "~/lib/search/store-search";
import { storePath } from "~/lib/stores/store-display";
import { groupThousands } from "../../lib/messages/numbers";

/**
 * What a search that found nothing offers instead: never a dead end. First, around a radius place, the nearest stores that match
 * everything else (as the API sends them, with their distances); then other searches and pages. `what` is the words sought besides the place.
 */
export function NoResults({
  criteria,
  suggestions,
  place,
  what,
}: {
  criteria: SearchCriteria;
  suggestions: Suggestions | null | undefined;
  place: PlaceView | null;
  what: string;
}) {
  const nearest = suggestions?.nearest ?? [];
  const ways: { href: string; text: string }[] = [];
  const withoutPlace = suggestions?.withoutPlace;
  if (withoutPlace) {
    ways.push({
      href: `/search${searchQueryString(criteria, 1, { q: withoutPlace.query })}`,
      text: `“${withoutPlace.query}” anywhere (${groupThousands(withoutPlace.total)} ${withoutPlace.total === 1 ? "store" : "stores"})`,
    });
  }
  if (typeof suggestions?.withoutFilters === "number") {
    const total = suggestions.withoutFilters;
    ways.push({
      href: `/search${searchQueryString(criteria, 1, { state: "", category: "", features: [], day: "", time: "" })}`,
      text: `The same search without filters (${groupThousands(total)} ${total === 1 ? "store" : "stores"})`,
    });
  }
  const category = suggestions?.category;
  if (category) {
    ways.push({
      href: `/search?category=${encodeURIComponent(category.value)}`,
      text: `All ${category.label ?? category.value} stores (${groupThousands(category.count)})`,
    });
  }
  return (
    <div className="empty-state search-empty" data-testid="empty-state">
      <p data-testid="no-results-text">{noResultsText(place, what)}</p>
      {nearest.length > 0 ? (
        <>
          <p id="nearest-stores-label" className="search-empty-group">
            {NEAREST_STORES_LABEL}
          </p>
          <ul aria-labelledby="nearest-stores-label" data-testid="nearest-stores">
            {nearest.map((store) => (
              <li key={store.slug}>
                <Link to={storePath(store)}>{nearestStoreText(store)}</Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <ul>
        {ways.map((way) => (
          <li key={way.href}>
            <Link to={way.href}>{way.text}</Link>
          </li>
        ))}
        <li>
          <Link to="/hotspots">Browse famous antique towns</Link>
        </li>
        <li>
          <Link to="/states">Browse stores by state</Link>
        </li>
      </ul>
    </div>
  );
}
