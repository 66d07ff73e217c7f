// /admin/signups: newsletter signups, newest first, searched by address; a CSV of all of them;
// admins delete an address on its owner's request.
import { Form, Link, data } from "react-router";
import type { Route } from "./+types/signups";
import { deleteSignup, listSignups } from "~/lib/admin/api.server";
import { CONSOLE_HEADERS, csrfHeader, fromThisSite, requireSession } from "~/lib/admin/session.server";
import { ContentError } from "~/lib/content/errors";
import { CONSOLE, LOGIN, SIGNUPS } from "~/lib/messages/admin";
import { ChangeTime } from "~/components/admin/ChangeTime";
import { ConsolePagination } from "~/components/admin/ConsolePagination";
import { ConsoleAlerts } from "~/components/admin/ConsoleAlerts";
import { useConsoleSession } from "~/components/admin/console-session";

export function meta() {
  return [{ title: `${SIGNUPS.title} · ${CONSOLE.name}` }, { name: "robots", content: "noindex, nofollow" }];
}

export async function loader({ request, url }: Route.LoaderArgs) {
  const { api } = await requireSession(request, url);
  const q = url.searchParams.get("q")?.trim() ?? "";
  const page = Math.max(1, Number(url.searchParams.get("page")) || 1);
  const list = await listSignups(api, q, page);
  return { q, signups: list.data, pagination: list.meta.pagination, search: url.search };
}

export async function action({ request, url }: Route.ActionArgs) {
  const { api } = await requireSession(request, url);
  const form = await request.formData();
  if (!fromThisSite(request, url)) return data({ message: LOGIN.foreignOrigin, notice: undefined }, { status: 403, headers: CONSOLE_HEADERS });
  try {
    await deleteSignup(api, csrfHeader(form), String(form.get("id") ?? ""));
    return { notice: SIGNUPS.deleted(String(form.get("email") ?? "")), message: undefined };
  } catch (error) {
    if (error instanceof ContentError && error.status >= 400 && error.status < 500) {
      return data({ message: error.userMessage, notice: undefined }, { status: error.status, headers: CONSOLE_HEADERS });
    }
    throw error;
  }
}

export default function Signups({ loaderData, actionData }: Route.ComponentProps) {
  const session = useConsoleSession();
  const { q, signups, pagination, search } = loaderData;
  const mayDelete = session.user.canAdminister;
  return (
    <div className="console-page">
      <div className="console-page-head">
        <h1>{SIGNUPS.title}</h1>
        <a className="btn btn-secondary" href="/admin/signups/export" download>
          {SIGNUPS.export}
        </a>
      </div>
      <ConsoleAlerts notice={actionData?.notice} message={actionData?.message} />
      <Form method="get" className="console-filters" role="search">
        <label className="console-filter console-filter-wide">
          <span>{SIGNUPS.search}</span>
          <input type="search" name="q" defaultValue={q} />
        </label>
        <div className="console-filter-actions">
          <button type="submit" className="btn btn-primary btn-sm">
            {SIGNUPS.searchButton}
          </button>
        </div>
      </Form>
      <p className="muted" role="status">
        {SIGNUPS.count(pagination.total)}
      </p>
      {signups.length === 0 ? (
        <p>{SIGNUPS.none}</p>
      ) : (
        <div className="console-table-wrap">
          <table className="console-table">
            <thead>
              <tr>
                <th scope="col">{SIGNUPS.columns.email}</th>
                <th scope="col" className="console-col-optional">
                  {SIGNUPS.columns.source}
                </th>
                <th scope="col">{SIGNUPS.columns.date}</th>
                {mayDelete ? <th scope="col">{SIGNUPS.columns.actions}</th> : null}
              </tr>
            </thead>
            <tbody>
              {signups.map((s) => (
                <tr key={s.id}>
                  <td>{s.email}</td>
                  <td className="console-col-optional">{SIGNUPS.sources[s.source] ?? s.source}</td>
                  <td>
                    <ChangeTime at={s.createdAt} />
                  </td>
                  {mayDelete ? (
                    <td>
                      <Form method="post">
                        <input type="hidden" name="csrf" value={session.csrfToken} />
                        <input type="hidden" name="id" value={s.id} />
                        <input type="hidden" name="email" value={s.email} />
                        <button type="submit" className="btn btn-ghost btn-sm console-danger">
                          {SIGNUPS.delete}
                          <span className="visually-hidden"> {s.email}</span>
                        </button>
                      </Form>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConsolePagination pagination={pagination} path="/admin/signups" search={search} />
      <p className="field-hint">
        <Link to="/privacy">Privacy policy</Link>
      </p>
    </div>
  );
}
