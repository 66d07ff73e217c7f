import { HOURS_TEXT } from "~/lib/messages";
import type { HoursView } from "~/lib/stores/opening-hours";
import { HoursBadge } from "./HoursBadge";

/** The weekly hours, one row per weekday (today highlighted), with the open-now badge. */
export function OpeningHoursTable({ view }: { view: HoursView }) {
  return (
    <div className="hours" data-testid="opening-hours">
      <div className="hours-head">
        <HoursBadge status={view.status} />
      </div>
      {view.rows ? (
        <table className="hours-table">
          <caption className="visually-hidden">Opening hours{view.timeZone ? ` (${view.timeZone} time)` : ""}</caption>
          <tbody>
            {view.rows.map((row) => (
              <tr key={row.day} className={row.today ? "is-today" : undefined} aria-current={row.today ? "date" : undefined}>
                <th scope="row">{row.name}</th>
                <td>{row.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="muted">{view.byAppointment ? "Visits by appointment only. Call ahead to arrange a time." : HOURS_TEXT.unknown}</p>
      )}
      {view.season ? <p className="hours-note">Open seasonally, {view.season}.</p> : null}
      {view.note ? <p className="hours-note">{view.note}</p> : null}
      {view.timeZone ? <p className="hours-zone muted">Times are local ({view.timeZone}).</p> : null}
    </div>
  );
}
