// /admin/stores/{id}/history: every change to a store, newest first: who, when, and field by field
// what it was before and after; any version can be written back ("restore this version").
import { Form, Link, data, redirect } from "react-router";
import type { Route } from "./+types/store-history";
import { getEditorStore, getStoreHistory, restoreStoreVersion } from "~/lib/admin/api.server";
import { CONSOLE_HEADERS, csrfHeader, fromThisSite, requireSession } from "~/lib/admin/session.server";
import { ContentError } from "~/lib/content/errors";
import { CONSOLE, DASHBOARD, HISTORY, LOGIN } from "~/lib/messages/admin";
import { ChangeTime } from "~/components/admin/ChangeTime";
import { ConsoleAlerts } from "~/components/admin/ConsoleAlerts";
import { useConsoleSession } from "~/components/admin/console-session";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${HISTORY.title(loaderData?.name ?? "")} · ${CONSOLE.name}` }, { name: "robots", content: "noindex, nofollow" }];
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const { api } = await requireSession(request);
  try {
    const [history, store] = await Promise.all([
      getStoreHistory(api, params.id),
      getEditorStore(api, params.id).catch((error) => {
        // A deleted store has a history but no store.
        if (error instanceof ContentError && error.status === 404) return null;
        throw error;
      }),
    ]);
    return { history, name: store?.data.name ?? params.id, exists: store !== null, id: params.id };
  } catch (error) {
    if (error instanceof ContentError && error.status === 404) throw data("There is no such store.", { status: 404 });
    throw error;
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  const { api } = await requireSession(request);
  const form = await request.formData();
  if (!fromThisSite(request)) throw data(LOGIN.foreignOrigin, { status: 403, headers: CONSOLE_HEADERS });
  const revision = Number(form.get("revision"));
  try {
    const restored = await restoreStoreVersion(api, csrfHeader(form), params.id, revision);
    throw redirect(`/admin/stores/${restored.data.documentId}?notice=restored`, { headers: CONSOLE_HEADERS });
  } catch (error) {
    if (error instanceof ContentError && error.status < 500) {
      return data({ message: error.userMessage }, { status: error.status, headers: CONSOLE_HEADERS });
    }
    throw error;
  }
}

/** A field's value as the history shows it: text as it is, anything else as compact JSON. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0)) return HISTORY.empty;
  return typeof value === "string" ? value : JSON.stringify(value, null, 1);
}

export default function StoreHistory({ loaderData, actionData }: Route.ComponentProps) {
  const session = useConsoleSession();
  const { history, name, exists, id } = loaderData;
  return (
    <div className="console-page">
      <div className="console-page-head">
        <h1>{HISTORY.title(name)}</h1>
        {exists ? <Link to={`/admin/stores/${id}`}>{HISTORY.back}</Link> : null}
      </div>
      <ConsoleAlerts message={actionData?.message} />
      {history.length === 0 ? <p>{HISTORY.none}</p> : null}
      <ol className="console-history">
        {history.map((entry, i) => (
          <li key={entry.id} className="console-history-entry">
            <div className="console-history-head">
              <p>
                <strong>{entry.actor}</strong> {DASHBOARD.actions[entry.action] ?? entry.action} {name} <ChangeTime at={entry.at} />
              </p>
              {entry.restorable && i > 0 ? (
                <Form method="post">
                  <input type="hidden" name="csrf" value={session.csrfToken} />
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
    </div>
  );
}
