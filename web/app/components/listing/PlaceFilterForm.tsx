// The narrowing form of /events and /hotspots: region, state and (events) month selects. A plain
// GET form (its button works without JavaScript); with JavaScript a change applies at once.
import { Form, Link, useSubmit } from "react-router";
import { type FilterOption, type PlaceFilters, isNarrowed } from "~/lib/listing/place-filters";
import "~/styles/place-filters.css";

export interface PlaceFilterFormProps {
  /** Accessible name of the form, e.g. "Narrow the events". */
  label: string;
  filters: PlaceFilters;
  regions: readonly FilterOption[];
  states: readonly FilterOption[];
  /** Months to offer (events); none for lists without dates. */
  months?: readonly FilterOption[];
  /** Where "Show all" leads: the list without filters. */
  clearHref: string;
}

function Select({
  name,
  label,
  value,
  options,
  every,
}: {
  name: keyof PlaceFilters;
  label: string;
  value: string;
  options: readonly FilterOption[];
  every: string;
}) {
  const submit = useSubmit();
  const id = `place-filter-${name}`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        defaultValue={value}
        key={`${name}-${value}`}
        onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true })}
      >
        <option value="">{every}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function PlaceFilterForm({ label, filters, regions, states, months, clearHref }: PlaceFilterFormProps) {
  const narrowed = isNarrowed(filters);
  return (
    <Form method="get" className="place-filters" aria-label={label} data-testid="place-filters">
      <Select name="region" label="Region" value={filters.region} options={regions} every="All regions" />
      <Select name="state" label="State" value={filters.state} options={states} every="All states" />
      {months ? <Select name="month" label="Month" value={filters.month} options={months} every="Any month" /> : null}
      <div className="place-filter-actions">
        <button type="submit" className="btn btn-primary">
          Show
        </button>
        {narrowed ? (
          <Link to={clearHref} className="btn btn-ghost" preventScrollReset>
            Show all
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
