// /admin/stores: every store, drafts included, searched and filtered (a GET form: the address keeps
// the filters, so a list can be bookmarked and shared), a page at a time.
import { Form, Link } from "react-router";
import type { Route } from "./+types/stores";
import { listEditorStores, type EditorStoreFilters } from "~/lib/admin/api.server";
import { requireSession } from "~/lib/admin/session.server";
import { listCategories, listStates } from "~/lib/content/api.server";
import { CONSOLE, STORE_EDIT, STORE_LIST } from "~/lib/messages/admin";
import { ChangeTime } from "~/components/admin/ChangeTime";
import { ConsolePagination } from "~/components/admin/ConsolePagination";

export function meta() {
  return [{ title: `${STORE_LIST.title} · ${CONSOLE.name}` }, { name: "robots", content: "noindex, nofollow" }];
}

const FILTER_KEYS = ["q", "state", "category", "status", "featured", "verified", "sample"] as const;

export async function loader({ request, url }: Route.LoaderArgs) {
  const { api } = await requireSession(request, url);
  const filters: EditorStoreFilters = {};
  for (const key of FILTER_KEYS) {
    const value = url.searchParams.get(key)?.trim();
    if (value) filters[key] = value;
  }
  const page = Number(url.searchParams.get("page") ?? "1");
  filters.page = Number.isSafeInteger(page) && page > 0 ? page : 1;
  const [list, states, categories] = await Promise.all([listEditorStores(api, filters), listStates(), listCategories()]);
  return {
    filters,
    stores: list.data,
    pagination: list.meta.pagination,
    states: states.map((s) => ({ value: s.code, label: s.name })),
    categories: categories.map((c) => ({ value: c.slug, label: c.name })),
    // The page links keep the filters, not a one-off notice.
    search: [...url.searchParams].filter(([key]) => key !== "deleted").map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join("&"),
    deleted: url.searchParams.get("deleted"),
  };
}

function YesNo({ name, label, value }: { name: string; label: string; value?: string }) {
  return (
    <label className="console-filter">
      <span>{label}</span>
      <select name={name} defaultValue={value ?? ""}>
        <option value="">{STORE_LIST.any}</option>
        <option value="true">{STORE_LIST.yes}</option>
        <option value="false">{STORE_LIST.no}</option>
      </select>
    </label>
  );
}

export default function StoreList({ loaderData }: Route.ComponentProps) {
  const { filters, stores, pagination, states, categories, search, deleted } = loaderData;
  return (
    <div className="console-page">
      <div className="console-page-head">
        <h1>{STORE_LIST.title}</h1>
        <Link className="btn btn-primary" to="/admin/stores/new">
          {STORE_LIST.newStore}
        </Link>
      </div>
      {deleted ? (
        <p className="alert alert-success" role="status">
          {STORE_EDIT.deleted(deleted)}
        </p>
      ) : null}
      <Form method="get" className="console-filters" role="search">
        <label className="console-filter console-filter-wide">
          <span>{STORE_LIST.searchLabel}</span>
          <input type="search" name="q" defaultValue={filters.q ?? ""} />
        </label>
        <label className="console-filter">
          <span>State</span>
          <select name="state" defaultValue={filters.state ?? ""}>
            <option value="">{STORE_LIST.anyState}</option>
            {states.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </label>
        <label className="console-filter">
          <span>Category</span>
          <select name="category" defaultValue={filters.category ?? ""}>
            <option value="">{STORE_LIST.anyCategory}</option>
            {categories.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </label>
        <label className="console-filter">
          <span>Status</span>
          <select name="status" defaultValue={filters.status ?? ""}>
            <option value="">{STORE_LIST.status.any}</option>
            <option value="draft">{STORE_LIST.status.draft}</option>
            <option value="published">{STORE_LIST.status.published}</option>
          </select>
        </label>
        <YesNo name="featured" label={STORE_LIST.featured} value={filters.featured} />
        <YesNo name="verified" label={STORE_LIST.verified} value={filters.verified} />
        <YesNo name="sample" label={STORE_LIST.sample} value={filters.sample} />
        <div className="console-filter-actions">
          <button type="submit" className="btn btn-primary btn-sm">
            {STORE_LIST.search}
          </button>
          <Link className="btn btn-ghost btn-sm" to="/admin/stores">
            {STORE_LIST.clear}
          </Link>
        </div>
      </Form>
      <p className="muted" role="status">
        {STORE_LIST.count(pagination.total)}
      </p>
      {stores.length === 0 ? (
        <p>{STORE_LIST.none}</p>
      ) : (
        <div className="console-table-wrap">
          <table className="console-table">
            <thead>
              <tr>
                <th scope="col">{STORE_LIST.columns.name}</th>
                <th scope="col">{STORE_LIST.columns.place}</th>
                <th scope="col">{STORE_LIST.columns.status}</th>
                <th scope="col" className="console-col-optional">
                  {STORE_LIST.columns.flags}
                </th>
                <th scope="col" className="console-col-optional">
                  {STORE_LIST.columns.updated}
                </th>
              </tr>
            </thead>
            <tbody>
              {stores.map((s) => (
                <tr key={s.id}>
                  <td>
                    <Link to={`/admin/stores/${s.documentId}`}>{s.name}</Link>
                    {s.isSample ? <span className="badge console-badge-muted">{STORE_LIST.sample}</span> : null}
                  </td>
                  <td>
                    {s.city}, {s.state}
                  </td>
                  <td>
                    <span className={`badge console-status console-status-${s.status}`}>{STORE_LIST.status[s.status]}</span>
                  </td>
                  <td className="console-col-optional">
                    {[s.featured ? STORE_LIST.featured : null, s.verified ? STORE_LIST.verified : null].filter(Boolean).join(", ") || "–"}
                  </td>
                  <td className="console-col-optional">
                    <ChangeTime at={s.updatedAt} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConsolePagination pagination={pagination} path={"/admin/stores"} search={search} />
    </div>
  );
}
