import type { FilterOption } from "~/lib/search/filters";
import type { FilterSelection } from "~/lib/search/hotspot-search";

export interface FilterGroup {
  id: string;
  legend: string;
  options: readonly FilterOption[];
  /** Shown collapsed unless one of its filters is selected. */
  collapsible?: boolean;
}

export interface HotspotFiltersProps {
  action: string;
  groups: readonly FilterGroup[];
  selected: FilterSelection;
  /** JavaScript runs: filters apply on change, so the submit button is not needed. */
  enhanced: boolean;
  onToggle: (name: string, selected: boolean) => void;
  clearHref: string;
  onClear: () => void;
}

function Options({ options, selected, onToggle }: { options: readonly FilterOption[]; selected: FilterSelection; onToggle: (name: string, on: boolean) => void }) {
  return (
    <div className="filter-options">
      {options.map((option) => (
        <label key={option.name} className="filter-chip">
          <input
            type="checkbox"
            name={option.name}
            value="1"
            checked={Boolean(selected[option.name])}
            onChange={(event) => onToggle(option.name, event.currentTarget.checked)}
            data-testid={`filter-${option.name}`}
          />
          <span>{option.label}</span>
        </label>
      ))}
    </div>
  );
}

/**
 * The store filters of a hotspot page: a GET form of checkboxes named after the search API's filter
 * names, so it works without JavaScript; with JavaScript each change applies at once.
 */
export function HotspotFilters({ action, groups, selected, enhanced, onToggle, clearHref, onClear }: HotspotFiltersProps) {
  const count = Object.keys(selected).length;
  return (
    <form method="get" action={action} className="hotspot-filters" aria-labelledby="filters-heading" data-testid="hotspot-filters">
      <div className="filters-head">
        <h3 id="filters-heading" className="filters-title">
          Filter stores
        </h3>
        {count > 0 ? (
          <a
            href={clearHref}
            className="filters-clear"
            onClick={(event) => {
              if (!enhanced) return;
              event.preventDefault();
              onClear();
            }}
            data-testid="filters-clear"
          >
            Clear all ({count})
          </a>
        ) : null}
      </div>
      {groups.map((group) => {
        const active = group.options.filter((o) => selected[o.name]).length;
        if (group.collapsible) {
          return (
            <details key={group.id} className="filter-group" open={active > 0 || undefined}>
              <summary>
                {group.legend}
                {active > 0 ? <span className="badge badge-primary">{active}</span> : null}
              </summary>
              <fieldset>
                <legend className="visually-hidden">{group.legend}</legend>
                <Options options={group.options} selected={selected} onToggle={onToggle} />
              </fieldset>
            </details>
          );
        }
        return (
          <fieldset key={group.id} className="filter-group">
            <legend>{group.legend}</legend>
            <Options options={group.options} selected={selected} onToggle={onToggle} />
          </fieldset>
        );
      })}
      {enhanced ? null : (
        <button type="submit" className="btn btn-primary filters-apply" data-testid="filters-apply">
          Apply filters
        </button>
      )}
    </form>
  );
}
