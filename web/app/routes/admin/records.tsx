// /admin/guides, /admin/events, /admin/hotspots and /admin/categories: every record of the kind,
// drafts included, searched by name (a GET form, so a search can be bookmarked).
import { Form, Link } from "react-router";
import type { Route } from "./+types/records";
import { listRecords } from "~/lib/admin/api.server";
import { isRecordKind, recordLabel, type RecordData, type RecordKindName } from "~/lib/admin/records";
import { requireSession } from "~/lib/admin/session.server";
import { CONSOLE, RECORDS } from "~/lib/messages/admin";
import { ChangeTime } from "~/components/admin/ChangeTime";
import { ConsoleAlerts } from "~/components/admin/ConsoleAlerts";

/** The kind a console path names (/admin/{kind}/...). */
export function recordKindOf(pathname: string): RecordKindName {
  const name = pathname.split("/")[2];
  return isRecordKind(name) ? name : "guides";
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${RECORDS.kinds[loaderData?.kind ?? "guides"].title} · ${CONSOLE.name}` }, { name: "robots", content: "noindex, nofollow" }];
}

export async function loader({ request, url }: Route.LoaderArgs) {
  const { api } = await requireSession(request, url);
  const kind = recordKindOf(url.pathname);
  const q = (url.searchParams.get("q") ?? "").trim();
  const all = await listRecords(api, kind);
  const needle = q.toLocaleLowerCase("en-US");
  const records = needle ? all.filter((r) => `${recordLabel(r)} ${String(r.city ?? "")} ${String(r.slug ?? "")}`.toLocaleLowerCase("en-US").includes(needle)) : all;
  return { kind, q, records, total: all.length, deleted: url.searchParams.get("deleted") };
}

const str = (value: unknown) => (typeof value === "string" ? value : value === null || value === undefined ? "" : String(value));

/** The columns after the name, per kind. */
function columns(kind: RecordKindName): Array<{ label: string; cell: (r: RecordData) => React.ReactNode; optional?: boolean }> {
  const C = RECORDS.columns;
  switch (kind) {
    case "guides":
      return [
        {
          label: C.status,
          cell: (r) => (
            <span className={`badge console-status console-status-${r.draft ? "draft" : "published"}`}>{r.draft ? RECORDS.draft : RECORDS.publishedBadge}</span>
          ),
        },
        { label: C.published, cell: (r) => str(r.publishedAt).slice(0, 10), optional: true },
        { label: C.updated, cell: (r) => <ChangeTime at={str(r.updatedAt)} />, optional: true },
      ];
    case "events":
      return [
        { label: C.dates, cell: (r) => (r.startDate === r.endDate ? str(r.startDate) : `${str(r.startDate)} – ${str(r.endDate)}`) },
        { label: C.place, cell: (r) => `${str(r.city)}, ${str(r.state)}`, optional: true },
      ];
    case "hotspots":
      return [
        { label: C.state, cell: (r) => str(r.state) },
        { label: C.radius, cell: (r) => `${str(r.radiusKm)} km`, optional: true },
      ];
    case "categories":
      return [{ label: C.address, cell: (r) => str(r.slug), optional: true }];
  }
}

export default function RecordList({ loaderData }: Route.ComponentProps) {
  const { kind, q, records, total, deleted } = loaderData;
  const texts = RECORDS.kinds[kind];
  const extra = columns(kind);
  return (
    <div className="console-page">
      <div className="console-page-head">
        <h1>{texts.title}</h1>
        <Link className="btn btn-primary" to={`/admin/${kind}/new`}>
          {texts.newLabel}
        </Link>
      </div>
      <ConsoleAlerts notice={deleted ? RECORDS.deleted(deleted) : null} />
      <Form method="get" className="console-filters" role="search">
        <label className="console-filter console-filter-wide">
          <span>{RECORDS.searchLabel}</span>
          <input type="search" name="q" defaultValue={q} />
        </label>
        <div className="console-filter-actions">
          <button type="submit" className="btn btn-primary btn-sm">
            {RECORDS.search}
          </button>
          {q ? (
            <Link className="btn btn-ghost btn-sm" to={`/admin/${kind}`}>
              {RECORDS.clear}
            </Link>
          ) : null}
        </div>
      </Form>
      <p className="muted" role="status">
        {q ? `${RECORDS.count(records.length, texts)} / ${total}` : RECORDS.count(total, texts)}
      </p>
      {records.length === 0 ? (
        <p>{RECORDS.none}</p>
      ) : (
        <div className="console-table-wrap">
          <table className="console-table">
            <thead>
              <tr>
                <th scope="col">{kind === "guides" || kind === "events" ? RECORDS.columns.title : RECORDS.columns.name}</th>
                {extra.map((c) => (
                  <th key={c.label} scope="col" className={c.optional ? "console-col-optional" : undefined}>
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {records.map((r) => (
                <tr key={str(r.slug)}>
                  <td>
                    <Link to={`/admin/${kind}/${encodeURIComponent(str(r.slug))}`}>{recordLabel(r)}</Link>
                  </td>
                  {extra.map((c) => (
                    <td key={c.label} className={c.optional ? "console-col-optional" : undefined}>
                      {c.cell(r)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
