// /admin/submissions, /admin/claims and /admin/reports: what owners and visitors sent, waiting first
// (tabs for the decided ones), a page at a time.
import { Link } from "react-router";
import type { Route } from "./+types/queue";
import { listQueue, type QueueName } from "~/lib/admin/api.server";
import { requireSession } from "~/lib/admin/session.server";
import { CONSOLE, QUEUE } from "~/lib/messages/admin";
import type { QueueItem } from "~/lib/content/types";
import { ChangeTime } from "~/components/admin/ChangeTime";
import { ConsolePagination } from "~/components/admin/ConsolePagination";
import { groupThousands } from "../../lib/messages/numbers";

const STATUS_TABS: Record<QueueName, string[]> = {
  submissions: ["pending", "approved", "rejected", "any"],
  claims: ["pending", "approved", "rejected", "any"],
  reports: ["pending", "applied", "dismissed", "any"],
  enquiries: ["pending", "answered", "any"],
};

/** The queue a console path names (/admin/{queue}). */
export function queueOf(pathname: string): QueueName {
  const name = pathname.split("/")[2];
  return name === "claims" || name === "reports" || name === "enquiries" ? name : "submissions";
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${QUEUE.titles[loaderData?.queue ?? "submissions"]} · ${CONSOLE.name}` }, { name: "robots", content: "noindex, nofollow" }];
}

export async function loader({ request, url }: Route.LoaderArgs) {
  const { api } = await requireSession(request, url);
  const queue = queueOf(url.pathname);
  const status = STATUS_TABS[queue].includes(url.searchParams.get("status") ?? "") ? url.searchParams.get("status")! : "pending";
  const page = Math.max(1, Number(url.searchParams.get("page")) || 1);
  const list = await listQueue(api, queue, status, page);
  return { queue, status, items: list.data, pagination: list.meta.pagination, search: url.search };
}

/** What a submission is about, in a few words. */
function summary(queue: QueueName, item: QueueItem): { what: string; from: string } {
  const f = item.fields as Record<string, string | null | undefined>;
  if (queue === "submissions") return { what: `${f.name ?? ""}, ${f.city ?? ""} ${f.state ?? ""}`, from: f.email ?? "" };
  if (queue === "claims") return { what: f.store ?? "", from: `${f.name ?? ""} (${f.role ?? ""}), ${f.email ?? ""}` };
  if (queue === "enquiries") return { what: f.business || f.name || "", from: `${f.name ?? ""}, ${f.email ?? ""}` };
  return {
    what: `${item.store?.name ?? "?"}: ${QUEUE.kinds[f.kind ?? ""] ?? f.kind ?? ""}`,
    from: f.email ?? "–",
  };
}

export default function Queue({ loaderData }: Route.ComponentProps) {
  const { queue, status, items, pagination, search } = loaderData;
  return (
    <div className="console-page">
      <div className="console-page-head">
        <h1>{QUEUE.titles[queue]}</h1>
      </div>
      <nav className="console-tabs" aria-label={QUEUE.titles[queue]}>
        {STATUS_TABS[queue].map((tab) => (
          <Link key={tab} to={`/admin/${queue}${tab === "pending" ? "" : `?status=${tab}`}`} aria-current={tab === status ? "page" : undefined}>
            {QUEUE.statuses[tab]}
          </Link>
        ))}
      </nav>
      <p className="muted" role="status">
        {groupThousands(pagination.total)} · {QUEUE.statuses[status]}
      </p>
      {items.length === 0 ? (
        <p>{QUEUE.empty}</p>
      ) : (
        <div className="console-table-wrap">
          <table className="console-table">
            <thead>
              <tr>
                <th scope="col">{QUEUE.columns.what}</th>
                <th scope="col" className="console-col-optional">
                  {QUEUE.columns.from}
                </th>
                <th scope="col">{QUEUE.columns.received}</th>
                <th scope="col">{QUEUE.columns.status}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => {
                const { what, from } = summary(queue, item);
                return (
                  <tr key={item.id}>
                    <td>
                      <Link to={`/admin/${queue}/${item.id}`}>{what}</Link>
                    </td>
                    <td className="console-col-optional">{from}</td>
                    <td>
                      <ChangeTime at={item.createdAt} />
                    </td>
                    <td>
                      <span className={`badge console-review-${item.status}`}>{QUEUE.statuses[item.status]}</span>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <ConsolePagination pagination={pagination} path={`/admin/${queue}`} search={search} />
    </div>
  );
}
