import { Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/search";
import { Breadcrumbs } from "~/components/listing/Breadcrumbs";
import { PagedStoreList } from "~/components/listing/PagedStoreList";
import { withPage } from "~/lib/listing/pagination";
import { listCategories, listStates, searchStores } from "~/lib/content/api.server";
import type { Category, SearchRequest, State } from "~/lib/content/types";
import { pageMeta } from "~/lib/seo/directory-meta";
import { cardPage, isListOnly, pageInRange, queryPage } from "~/lib/stores/directory.server";
import { LIST_TEXT, PAGE_SIZES } from "~/lib/messages";
import { SEARCH_FEATURE_FILTERS } from "~/lib/search/filters";
import { fatalNotFound, rethrowContentError } from "~/lib/errors/route-errors";
import "~/styles/directory.css";

export const handle = { pageType: "search" };

const FEATURE_NAMES = new Set<string>(SEARCH_FEATURE_FILTERS.map((filter) => filter.name));

interface Criteria {
  q: string;
  state: string;
  category: string;
  features: string[];
}

function readCriteria(url: URL): Criteria {
  const params = url.searchParams;
  return {
    q: (params.get("q") ?? "").trim().slice(0, 200),
    state: (params.get("state") ?? "").trim().toUpperCase(),
    category: (params.get("category") ?? "").trim().toLowerCase(),
    features: params.getAll("feature").filter((name) => FEATURE_NAMES.has(name)),
  };
}

/** The URL query of a search (what the form submits), with `page`. */
function searchQuery(criteria: Criteria, page: number): string {
  const params = new URLSearchParams();
  if (criteria.q) params.set("q", criteria.q);
  if (criteria.state) params.set("state", criteria.state);
  if (criteria.category) params.set("category", criteria.category);
  for (const feature of criteria.features) params.append("feature", feature);
  return withPage(params, page);
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const page = queryPage(request);
  const criteria = readCriteria(url);
  const listOnly = isListOnly(request);
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
  const filters: Record<string, true> = {};
  for (const feature of criteria.features) filters[feature] = true;
  if (criteria.category) filters[criteria.category] = true;
  const body: SearchRequest = { pagination: { page, pageSize: PAGE_SIZES.hotspotSearch } };
  if (criteria.q) body.query = criteria.q;
  if (criteria.state) body.location = { state: criteria.state };
  if (Object.keys(filters).length > 0) body.filters = filters;
  try {
    const result = await searchStores(body);
    if (!pageInRange(page, result.meta.pagination)) fatalNotFound(request);
    return {
      criteria,
      states: listOnly ? null : states,
      categories: listOnly ? null : categories,
      list: cardPage(result),
    };
  } catch (error) {
    rethrowContentError(error, "stores-loading");
  }
}

function describe(criteria: Criteria, states: State[] | null, categories: Category[] | null): string {
  const parts: string[] = [];
  if (criteria.q) parts.push(`“${criteria.q}”`);
  const category = categories?.find((c) => c.slug === criteria.category);
  if (category) parts.push(category.name);
  const state = states?.find((s) => s.code === criteria.state);
  if (state) parts.push(`in ${state.name}`);
  return parts.join(" ");
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { criteria, list, states, categories } = loaderData;
  const { page, pageCount } = list.pagination;
  const what = describe(criteria, states, categories);
  return pageMeta({
    title: what ? `Search: ${what}` : "Search antique stores",
    description: "Search antique stores by name, state, category and features such as delivery, shipping or open now.",
    path: `/search${searchQuery(criteria, page)}`,
    matches,
    prev: page > 1 ? `/search${searchQuery(criteria, page - 1)}` : null,
    next: page < pageCount ? `/search${searchQuery(criteria, page + 1)}` : null,
    noindex: criteria.q !== "" || criteria.features.length > 0,
  });
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { criteria, list, states, categories } = loaderData;
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location.pathname === "/search";
  const { total, page } = list.pagination;
  const what = describe(criteria, states, categories);
  const resetKey = `${searchQuery(criteria, page)}`;
  return (
    <div className="container directory search-page">
      <Breadcrumbs items={[{ label: "Home", href: "/" }, { label: "Search" }]} />
      <header className="page-header">
        <h1>Search antique stores</h1>
        <p>Find stores by name, narrow by state and category, and pick the features that matter to you.</p>
      </header>
      <div className="search-layout">
        <Form method="get" action="/search" className="search-form card" role="search" aria-label="Search stores" key={resetKey}>
          <div className="field">
            <label htmlFor="search-q">Store name</label>
            <input id="search-q" type="search" name="q" defaultValue={criteria.q} placeholder="e.g. barn, emporium" maxLength={200} />
          </div>
          <div className="field">
            <label htmlFor="search-state">State</label>
            <select id="search-state" name="state" defaultValue={criteria.state}>
              <option value="">Any state</option>
              {(states ?? []).map((state) => (
                <option key={state.code} value={state.code}>
                  {state.name}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="search-category">Category</label>
            <select id="search-category" name="category" defaultValue={criteria.category}>
              <option value="">Any category</option>
              {(categories ?? []).map((category) => (
                <option key={category.slug} value={category.slug}>
                  {category.name}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="search-features">
            <legend>Features</legend>
            {SEARCH_FEATURE_FILTERS.map(({ name, label }) => (
              <label key={name} className="check">
                <input type="checkbox" name="feature" value={name} defaultChecked={criteria.features.includes(name)} />
                {label}
              </label>
            ))}
          </fieldset>
          <div className="search-buttons">
            <button type="submit" className="btn btn-primary">
              {searching ? "Searching..." : "Search"}
            </button>
            <Link to="/search" className="btn btn-ghost">
              Clear
            </Link>
          </div>
        </Form>
        <section aria-labelledby="results-heading" className="search-results">
          <div className="section-title search-results-title">
            <h2 id="results-heading" data-testid="results-heading" aria-live="polite">
              {total === 0 ? LIST_TEXT.noStoresFound : `${total.toLocaleString("en-US")} ${total === 1 ? "store" : "stores"} found`}
            </h2>
            {what ? <span className="muted">for {what}</span> : null}
          </div>
          {total === 0 ? (
            <p className="empty-state" data-testid="empty-state">
              Try a shorter name, another state or fewer features.
            </p>
          ) : (
            <PagedStoreList
              list={list}
              label="Search results"
              hrefFor={(n) => `/search${searchQuery(criteria, n)}`}
              fetchHrefFor={(n) => {
                const query = searchQuery(criteria, n);
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
