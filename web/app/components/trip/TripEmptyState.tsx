// What /saved and /trip show when they have no stores: a heading, a hint and two ways to find some.
// Styled by trip.css (.trip-empty), which both pages load.
import type { Ref } from "react";
import { Link } from "react-router";

interface EmptyStateLink {
  to: string;
  label: string;
}

export function TripEmptyState({
  testId,
  heading,
  headingRef,
  hint,
  primary,
  secondary,
}: {
  testId: string;
  heading: string;
  /** For a page that moves focus to the heading (which then takes focus from script only). */
  headingRef?: Ref<HTMLHeadingElement>;
  hint: string;
  primary: EmptyStateLink;
  secondary: EmptyStateLink;
}) {
  return (
    <div className="trip-empty" data-testid={testId}>
      <h2 ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
        {heading}
      </h2>
      <p>{hint}</p>
      <p className="cluster">
        <Link className="btn btn-primary" to={primary.to}>
          {primary.label}
        </Link>
        <Link className="btn btn-secondary" to={secondary.to}>
          {secondary.label}
        </Link>
      </p>
    </div>
  );
}
