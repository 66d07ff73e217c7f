import type { OpeningHours } from "~/lib/content/types";
import { HOURS_TEXT } from "~/lib/messages";
import { WEEKDAYS, WEEKDAY_NAMES, formatDay, hasWeeklyHours, type HoursStatus } from "~/lib/opening-hours";
import { HoursBadge } from "./HoursBadge";

function formatSeason(season: { from: string; to: string }): string {
  const month = (mmdd: string) => {
    const [m, d] = mmdd.split("-").map(Number);
    if (!m || !d) return mmdd;
    return new Date(Date.UTC(2000, m - 1, d)).toLocaleDateString("en-US", { month: "long", day: "numeric", timeZone: "UTC" });
  };
  return `${month(season.from)} – ${month(season.to)}`;
}

/** The weekly hours, one row per weekday (today highlighted), with the open-now badge. */
export function OpeningHoursTable({ hours, status }: { hours: OpeningHours | null; status: HoursStatus }) {
  return (
    <div className="hours" data-testid="opening-hours">
      <div className="hours-head">
        <HoursBadge status={status} />
      </div>
      {hours && hasWeeklyHours(hours) ? (
        <table className="hours-table">
          <caption className="visually-hidden">Opening hours{hours.timeZone ? ` (${hours.timeZone.replace(/_/g, " ")} time)` : ""}</caption>
          <tbody>
            {WEEKDAYS.map((day) => {
              const today = status.today === day;
              return (
                <tr key={day} className={today ? "is-today" : undefined} aria-current={today ? "date" : undefined} suppressHydrationWarning>
                  <th scope="row">{WEEKDAY_NAMES[day]}</th>
                  <td>{formatDay(hours.weekly?.[day])}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : (
        <p className="muted">{hours?.status === "byAppointment" ? "Visits by appointment only. Call ahead to arrange a time." : HOURS_TEXT.unknown}</p>
      )}
      {hours?.status === "seasonal" && hours.season ? (
        <p className="hours-note">Open seasonally, {formatSeason(hours.season)}.</p>
      ) : null}
      {hours?.note ? <p className="hours-note">{hours.note}</p> : null}
      {hours?.timeZone ? <p className="hours-zone muted">Times are local ({hours.timeZone.replace(/_/g, " ")}).</p> : null}
    </div>
  );
}
