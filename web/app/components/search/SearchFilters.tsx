import { Link } from "react-router";
import type { Category, FacetCount, Facets, State } from "~/lib/content/types";
import { SEARCH_FEATURE_FILTERS } from "~/lib/search/filters";
import {
  OPEN_AT_TIMES,
  SEARCH_DAYS,
  SEARCH_SORTS,
  SORT_LABELS,
  dayLabel,
  filtersSet,
  type SearchCriteria,
} from "~/lib/search/store-search";
import { groupThousands } from "../../lib/messages/numbers";

/** "Furniture (12)" from a facet count; the plain label when the counts are unknown. */
function counted(label: string, facet: FacetCount | undefined, known: boolean): string {
  if (!known) return label;
  return `${label} (${groupThousands(facet?.count ?? 0)})`;
}

const facet = (group: FacetCount[] | undefined, value: string) => group?.find((f) => f.value === value);

/**
 * The search page's filters: sort, open on a day at a time, category, state and features, each value
 * with how many of the current results have it. Its fields belong to the query bar's form (`formId`),
 * so one GET sends everything. Folded on phones (a disclosure saying how many are set), a sidebar on
 * wide screens.
 */
export function SearchFilters({
  formId,
  criteria,
  states,
  categories,
  facets,
  hasPlace,
  resetKey,
}: {
  formId: string;
  criteria: SearchCriteria;
  states: readonly State[];
  categories: readonly Category[];
  facets: Facets | null;
  hasPlace: boolean;
  /** Changes when the criteria do, so the fields show them again after a navigation. */
  resetKey: string;
}) {
  const set = filtersSet(criteria);
  return (
    <details className="store-search-filters card" data-testid="search-filters">
      <summary>
        Filters
        {set > 0 ? (
          <span className="filter-count" aria-label={`${set} set`}>
            {set}
          </span>
        ) : null}
      </summary>
      <div className="store-search-fields">
        <div className="field">
          <label htmlFor="search-sort">Sort by</label>
          <select id="search-sort" name="sort" form={formId} defaultValue={criteria.sort} key={`sort-${resetKey}`}>
            {SEARCH_SORTS.filter((s) => s !== "distance" || hasPlace).map((s) => (
              <option key={s} value={s}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="open-at">
          <legend>Open on</legend>
          <div className="open-at-row">
            <label htmlFor="search-day" className="visually-hidden">
              Day
            </label>
            <select id="search-day" name="day" form={formId} defaultValue={criteria.day} key={`day-${resetKey}`}>
              <option value="">Any day</option>
              {SEARCH_DAYS.map((d) => (
                <option key={d} value={d}>
                  {dayLabel(d)}
                </option>
              ))}
            </select>
            <span aria-hidden="true">at</span>
            <label htmlFor="search-time" className="visually-hidden">
              Time, in each store’s own time zone
            </label>
            <select id="search-time" name="time" form={formId} defaultValue={criteria.time || "14:00"} key={`time-${resetKey}`}>
              {OPEN_AT_TIMES.map((t) => (
                <option key={t.value} value={t.value}>
                  {t.label}
                </option>
              ))}
            </select>
          </div>
          <p className="field-hint">Each store’s local time. By-appointment and out-of-season stores are left out.</p>
        </fieldset>
        <div className="field">
          <label htmlFor="search-category">Category</label>
          <select id="search-category" name="category" form={formId} defaultValue={criteria.category} key={`cat-${resetKey}`}>
            <option value="">Any category</option>
            {categories.map((category) => (
              <option key={category.slug} value={category.slug}>
                {counted(category.name, facet(facets?.categories, category.slug), Boolean(facets))}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="search-state">State</label>
          <select id="search-state" name="state" form={formId} defaultValue={criteria.state} key={`state-${resetKey}`}>
            <option value="">Any state</option>
            {states.map((state) => (
              <option key={state.code} value={state.code}>
                {counted(state.name, facet(facets?.states, state.code), Boolean(facets))}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="search-features">
          <legend>Features</legend>
          {SEARCH_FEATURE_FILTERS.map(({ name, label }) => (
            <label key={name} className="check">
              <input
                type="checkbox"
                name="feature"
                value={name}
                form={formId}
                defaultChecked={criteria.features.includes(name)}
                key={`${name}-${resetKey}`}
              />
              {counted(label, facet(facets?.features, name), Boolean(facets))}
            </label>
          ))}
        </fieldset>
        <div className="search-buttons">
          <button type="submit" form={formId} className="btn btn-primary">
            Apply filters
          </button>
          <Link to={criteria.q ? `/search?q=${encodeURIComponent(criteria.q)}` : "/search"} className="btn btn-ghost">
            Clear filters
          </Link>
        </div>
      </div>
    </details>
  );
}
