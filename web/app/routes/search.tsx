import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/search";
import { Breadcrumbs } from "~/components/listing/Breadcrumbs";
import { PagedStoreList } from "~/components/listing/PagedStoreList";
import { NoResults } from "~/components/search/NoResults";
import { SearchFilters } from "~/components/search/SearchFilters";
import { SearchRelated } from "~/components/search/SearchRelated";
import { UseMyLocation } from "~/components/search/UseMyLocation";
import { listCategories, listStates, searchStores } from "~/lib/content/api.server";
import type { Category, SearchedStore, State } from "~/lib/content/types";
import { pageMeta } from "~/lib/seo/directory-meta";
import { isListOnly, pageInRange, queryPage } from "~/lib/stores/directory.server";
import { toStoreCard } from "~/lib/stores/store-display";
import { LIST_TEXT, PAGE_SIZES } from "~/lib/messages";
import { SEARCH_FEATURE_FILTERS } from "~/lib/search/filters";
import { dayLabel, readSearchCriteria, searchBody, searchQueryString, timeLabel, type SearchCriteria } from "~/lib/search/store-search";
import { rethrowContentError } from "~/lib/errors/route-errors";
import { redirect } from "react-router";
import "~/styles/directory.css";
import "~/styles/search.css";
import { groupThousands } from "../lib/messages/numbers";

export const handle = { pageType: "search" };

const FEATURE_NAMES = new Set<string>(SEARCH_FEATURE_FILTERS.map((filter) => filter.name));

/** A store card with why it matched (its hours read at `now`, the time of the request). */
function searchCard(store: SearchedStore, now: Date) {
  return {
    ...toStoreCard(store, now),
    why: store.why,
    nameParts: store.nameParts ?? undefined,
  };
}

export async function loader({ url }: Route.LoaderArgs) {
  const page = queryPage(url);
  const criteria = readSearchCriteria(url.searchParams, FEATURE_NAMES);
  const listOnly = isListOnly(url);
  // The form sends every field, empty ones too: the address bar and links keep only what is set.
  const canonical = searchQueryString(criteria, page);
  if (!listOnly && url.search !== canonical) throw redirect(`/search${canonical}`);
  const now = new Date();
  let states: State[] = [];
  let categories: Category[] = [];
  try {
    if (!listOnly) [states, categories] = await Promise.all([listStates(), listCategories()]);
  } catch (error) {
    rethrowContentError(error, "stores-loading");
  }
  // Unknown state or category values are dropped rather than sent (the API rejects unknown filters).
  if (!listOnly && criteria.state && !states.some((s) => s.code === criteria.state)) criteria.state = "";
  if (!listOnly && criteria.category && !categories.some((c) => c.slug === criteria.category)) criteria.category = "";
  try {
    const result = await searchStores(searchBody(criteria, page, PAGE_SIZES.hotspotSearch));
    const { pagination } = result.meta;
    // A page past the last goes to the last (bookmarks outlive result counts), as hotspot pages do.
    if (!pageInRange(page, pagination)) throw redirect(`/search${searchQueryString(criteria, Math.max(1, pagination.pageCount))}`);
    return {
      criteria,
      states: listOnly ? null : states,
      categories: listOnly ? null : categories,
      list: {
        items: (result.data as SearchedStore[]).map((store) => searchCard(store, now)),
        pagination,
      },
      meta: listOnly ? null : result.meta,
    };
  } catch (error) {
    if (error instanceof Response) throw error;
    rethrowContentError(error, "stores-loading");
  }
}

function describe(criteria: SearchCriteria, states: State[] | null, categories: Category[] | null): string {
  const parts: string[] = [];
  if (criteria.q) parts.push(`“${criteria.q}”`);
  const category = categories?.find((c) => c.slug === criteria.category);
  if (category) parts.push(category.name);
  const state = states?.find((s) => s.code === criteria.state);
  if (state) parts.push(`in ${state.name}`);
  if (criteria.day) parts.push(`open ${dayLabel(criteria.day)} at ${timeLabel(criteria.time)}`);
  return parts.join(" ");
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { criteria, list, states, categories } = loaderData;
  const { page, pageCount } = list.pagination;
  const what = describe(criteria, states, categories);
  return pageMeta({
    title: what ? `Search: ${what}` : "Search antique stores",
    description:
      "Search antique stores by what they sell and where: a town, a state or a ZIP code. Narrow by category, features and opening hours.",
    path: `/search${searchQueryString(criteria, page)}`,
    matches,
    prev: page > 1 ? `/search${searchQueryString(criteria, page - 1)}` : null,
    next: page < pageCount ? `/search${searchQueryString(criteria, page + 1)}` : null,
    noindex: criteria.q !== "" || criteria.features.length > 0 || criteria.day !== "" || criteria.near !== "",
  });
}

const FORM_ID = "store-search";

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { criteria, list, states, categories, meta } = loaderData;
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === "/search";
  const { total, page } = list.pagination;
  const what = describe(criteria, states, categories);
  const resetKey = searchQueryString(criteria, page);
  const place = meta?.understood?.place ?? null;
  return (
    <div className="container directory store-search">
      <Breadcrumbs items={[{ label: "Home", href: "/" }, { label: "Search" }]} />
      <h1 className="store-search-title">Search antique stores</h1>
      <Form method="get" action="/search" id={FORM_ID} className="store-search-bar" role="search" aria-label="Search stores" key={resetKey}>
        <label htmlFor="search-q">What are you looking for, and where?</label>
        <div className="store-search-row">
          <input
            id="search-q"
            type="search"
            name="q"
            defaultValue={criteria.q}
            placeholder="e.g. furniture in Hudson NY"
            maxLength={200}
            aria-describedby="search-q-hint"
            enterKeyHint="search"
          />
          <button type="submit" className="btn btn-primary">
            {searching ? "Searching..." : "Search"}
          </button>
        </div>
        <p id="search-q-hint" className="store-search-hint">
          A store’s name, what it sells (quilts, MCM, depression glass) and a town, state or ZIP code.
        </p>
        {criteria.near ? <input type="hidden" name="near" value={criteria.near} /> : null}
        {place ? (
          <p className="place-chip" data-testid="place-chip">
            <span>
              {place.kind === "state" ? "In " : place.kind === "near" ? "Near " : `Within ${Math.round(place.radiusKm)} km of `}
              <strong>{place.label}</strong>
            </span>
            <Link
              to={`/search${searchQueryString(criteria, 1, place.kind === "near" ? { near: "" } : { q: place.queryWithoutPlace })}`}
              aria-label={`Remove the place ${place.label}`}
              className="place-chip-remove"
            >
              ×
            </Link>
          </p>
        ) : (
          <UseMyLocation criteria={criteria} />
        )}
      </Form>
      <div className="store-search-layout">
        <SearchFilters
          formId={FORM_ID}
          criteria={criteria}
          states={states ?? []}
          categories={categories ?? []}
          facets={meta?.facets ?? null}
          hasPlace={place !== null}
          resetKey={resetKey}
        />
        <section aria-labelledby="results-heading" className="store-search-results">
          <div className="section-title search-results-title">
            <h2 id="results-heading" data-testid="results-heading" aria-live="polite">
              {total === 0 ? LIST_TEXT.noStoresFound : `${groupThousands(total)} ${total === 1 ? "store" : "stores"} found`}
            </h2>
            {what ? <span className="muted">for {what}</span> : null}
          </div>
          {meta?.suggestions?.didYouMean ? (
            <p className="did-you-mean" data-testid="did-you-mean">
              Did you mean{" "}
              <Link to={`/search${searchQueryString(criteria, 1, { q: meta.suggestions.didYouMean.query })}`}>
                “{meta.suggestions.didYouMean.query}”
              </Link>
              ?{" "}
              <span className="muted">
                ({groupThousands(meta.suggestions.didYouMean.total)} {meta.suggestions.didYouMean.total === 1 ? "store" : "stores"})
              </span>
            </p>
          ) : null}
          {meta ? <SearchRelated related={meta.related} /> : null}
          {total === 0 ? (
            <NoResults criteria={criteria} suggestions={meta?.suggestions} place={place} what={meta?.understood?.what ?? ""} />
          ) : (
            <PagedStoreList
              list={list}
              label="Search results"
              hrefFor={(n) => `/search${searchQueryString(criteria, n)}`}
              fetchHrefFor={(n) => {
                const query = searchQueryString(criteria, n);
                return `/search${query}${query ? "&" : "?"}only=list`;
              }}
              resetKey={resetKey}
            />
          )}
        </section>
      </div>
    </div>
  );
}
