// /admin/stores/{id}/history: every change to a store, newest first: who, when, and field by field
// what it was before and after; any version can be written back ("restore this version").
import { Link, data, redirect } from "react-router";
import type { Route } from "./+types/store-history";
import { getEditorStore, getStoreHistory, restoreStoreVersion } from "~/lib/admin/api.server";
import { CONSOLE_HEADERS, csrfHeader, fromThisSite, requireSession } from "~/lib/admin/session.server";
import { ContentError } from "~/lib/content/errors";
import { CONSOLE, HISTORY, LOGIN } from "~/lib/messages/admin";
import { HistoryList } from "~/components/admin/HistoryList";
import { ConsoleAlerts } from "~/components/admin/ConsoleAlerts";
import { useConsoleSession } from "~/components/admin/console-session";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${HISTORY.title(loaderData?.name ?? "")} · ${CONSOLE.name}` }, { name: "robots", content: "noindex, nofollow" }];
}

export async function loader({ request, url, params }: Route.LoaderArgs) {
  const { api } = await requireSession(request, url);
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

export async function action({ request, url, params }: Route.ActionArgs) {
  const { api } = await requireSession(request, url);
  const form = await request.formData();
  if (!fromThisSite(request, url)) throw data(LOGIN.foreignOrigin, { status: 403, headers: CONSOLE_HEADERS });
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
      <HistoryList history={history} name={name} csrfToken={session.csrfToken} />
    </div>
  );
}
