// A record's history, newest first: who changed it and when, field by field what it was before and
// after, and "restore this version" on every earlier version that can be written back.
import { Form } from "react-router";
import type { HistoryEntry } from "~/lib/content/types";
import { DASHBOARD, HISTORY } from "~/lib/messages/admin";
import { ChangeTime } from "./ChangeTime";

/** A field's value as the history shows it: text as it is, anything else as compact JSON. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0)) return HISTORY.empty;
  return typeof value === "string" ? value : JSON.stringify(value, null, 1);
}

export function HistoryList({ history, name, csrfToken }: { history: HistoryEntry[]; name: string; csrfToken: string }) {
  if (history.length === 0) return <p>{HISTORY.none}</p>;
  return (
    <ol className="console-history">
      {history.map((entry, i) => (
        <li key={entry.id} className="console-history-entry">
          <div className="console-history-head">
            <p>
              <strong>{entry.actor}</strong> {DASHBOARD.actions[entry.action] ?? entry.action} {name} <ChangeTime at={entry.at} />
            </p>
            {entry.restorable && i > 0 ? (
              <Form method="post">
                <input type="hidden" name="csrf" value={csrfToken} />
                <input type="hidden" name="revision" value={entry.id} />
                <button type="submit" className="btn btn-secondary btn-sm">
                  {HISTORY.restore}
                </button>
              </Form>
            ) : null}
          </div>
          {entry.changes.length === 0 ? (
            <p className="muted">{HISTORY.noFieldChanges}</p>
          ) : (
            <div className="console-table-wrap">
              <table className="console-table console-diff">
                <thead>
                  <tr>
                    <th scope="col">{HISTORY.field}</th>
                    <th scope="col">{HISTORY.before}</th>
                    <th scope="col">{HISTORY.after}</th>
                  </tr>
                </thead>
                <tbody>
                  {entry.changes.map((change) => (
                    <tr key={change.field}>
                      <th scope="row">{change.field}</th>
                      <td>
                        <pre>{shown(change.before)}</pre>
                      </td>
                      <td>
                        <pre>{shown(change.after)}</pre>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
