// /admin/{guides,events,hotspots,categories}/{slug}/history: every change to a record, newest first,
// field by field; any earlier version can be written back (a deleted record comes back with it).
import { Link, data, redirect } from "react-router";
import type { Route } from "./+types/record-history";
import { getRecord, getRecordHistory, restoreRecordVersion } from "~/lib/admin/api.server";
import { recordLabel } from "~/lib/admin/records";
import { CONSOLE_HEADERS, csrfHeader, fromThisSite, requireSession } from "~/lib/admin/session.server";
import { ContentError } from "~/lib/content/errors";
import { CONSOLE, HISTORY, LOGIN, RECORDS } from "~/lib/messages/admin";
import { ConsoleAlerts } from "~/components/admin/ConsoleAlerts";
import { HistoryList } from "~/components/admin/HistoryList";
import { useConsoleSession } from "~/components/admin/console-session";
import { recordKindOf } from "./records";

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${HISTORY.title(loaderData?.name ?? "")} · ${CONSOLE.name}` }, { name: "robots", content: "noindex, nofollow" }];
}

export async function loader({ request, url, params }: Route.LoaderArgs) {
  const { api } = await requireSession(request, url);
  const kind = recordKindOf(url.pathname);
  try {
    const [history, record] = await Promise.all([
      getRecordHistory(api, kind, params.slug),
      getRecord(api, kind, params.slug).catch((error) => {
        // A deleted record has a history but no record.
        if (error instanceof ContentError && error.status === 404) return null;
        throw error;
      }),
    ]);
    return { kind, history, name: record ? recordLabel(record.data) : params.slug, exists: record !== null, slug: params.slug };
  } catch (error) {
    if (error instanceof ContentError && error.status === 404) throw data(`There is no such ${RECORDS.kinds[kind].singular}.`, { status: 404, headers: CONSOLE_HEADERS });
    throw error;
  }
}

export async function action({ request, url, params }: Route.ActionArgs) {
  const { api } = await requireSession(request, url);
  const kind = recordKindOf(url.pathname);
  const form = await request.formData();
  if (!fromThisSite(request, url)) throw data(LOGIN.foreignOrigin, { status: 403, headers: CONSOLE_HEADERS });
  const revision = Number(form.get("revision"));
  try {
    await restoreRecordVersion(api, csrfHeader(form), kind, params.slug, revision);
  } catch (error) {
    if (error instanceof ContentError && error.status < 500) {
      return data({ message: error.userMessage }, { status: error.status, headers: CONSOLE_HEADERS });
    }
    throw error;
  }
  throw redirect(`/admin/${kind}/${encodeURIComponent(params.slug)}?notice=restored`, { headers: CONSOLE_HEADERS });
}

export default function RecordHistory({ loaderData, actionData }: Route.ComponentProps) {
  const session = useConsoleSession();
  const { kind, history, name, exists, slug } = loaderData;
  return (
    <div className="console-page">
      <div className="console-page-head">
        <h1>{HISTORY.title(name)}</h1>
        {exists ? <Link to={`/admin/${kind}/${encodeURIComponent(slug)}`}>{HISTORY.backTo(name)}</Link> : null}
      </div>
      <ConsoleAlerts message={actionData?.message} />
      <HistoryList history={history} name={name} csrfToken={session.csrfToken} />
    </div>
  );
}
