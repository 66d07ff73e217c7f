import type { HoursStatus } from "~/lib/stores/opening-hours";

const TONE: Record<HoursStatus["state"], string> = {
  open: "hours-badge-open",
  closed: "hours-badge-closed",
  byAppointment: "hours-badge-appointment",
  outOfSeason: "hours-badge-closed",
  temporarilyClosed: "hours-badge-closed",
  unknown: "hours-badge-unknown",
};

/** Open now / Closed now / By appointment ... computed in the store's time zone. */
export function HoursBadge({ status }: { status: HoursStatus }) {
  return (
    <span className={`hours-badge ${TONE[status.state]}`} data-testid="hours-badge" data-state={status.state}>
      <span className="hours-dot" aria-hidden="true" />
      {status.label}
      {status.closesAt ? <span className="hours-until"> · until {status.closesAt}</span> : null}
    </span>
  );
}
