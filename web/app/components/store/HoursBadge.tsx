import type { HoursState, HoursStatus } from "~/lib/stores/opening-hours";

const TONE: Record<HoursStatus["state"], string> = {
  open: "hours-badge-open",
  closed: "hours-badge-closed",
  byAppointment: "hours-badge-appointment",
  outOfSeason: "hours-badge-closed",
  temporarilyClosed: "hours-badge-closed",
  unknown: "hours-badge-unknown",
};

/** Open now / Closed now / By appointment ... computed in the store's time zone; its coloured dot is the stylesheet's. */
export function HoursBadge({ status }: { status: HoursStatus }) {
  return (
    <span className={`hours-badge ${TONE[status.state]}`} data-testid="hours-badge" data-state={status.state}>
      {status.label}
      {status.closesAt ? <span className="hours-until"> · until {status.closesAt}</span> : null}
    </span>
  );
}

/** Today's hours in a few words ("Closed now", "Open until 5 pm") inline in a line of text, after a coloured dot (the stylesheet's). */
export function HoursInline({ state, label, testId }: { state: HoursState; label: string; testId?: string }) {
  return (
    <span className={`hours-inline hours-inline-${state}`} data-testid={testId}>
      {label}
    </span>
  );
}
