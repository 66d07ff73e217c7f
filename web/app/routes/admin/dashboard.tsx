// /admin: what waits and what changed.
import { Link } from "react-router";
import type { Route } from "./+types/dashboard";
import { getDashboard } from "~/lib/admin/api.server";
import { requireSession } from "~/lib/admin/session.server";
import { CONSOLE, DASHBOARD } from "~/lib/messages/admin";
import { ChangeTime } from "~/components/admin/ChangeTime";
import { groupThousands } from "../../lib/messages/numbers";

export function meta() {
  return [{ title: `${DASHBOARD.title} · ${CONSOLE.name}` }, { name: "robots", content: "noindex, nofollow" }];
}

export async function loader({ request, url }: Route.LoaderArgs) {
  const { api } = await requireSession(request, url);
  return { dashboard: await getDashboard(api) };
}

/** The console's page of each kind of record a change is about (by the history's entity name). */
const CONSOLE_PATHS: Record<string, string> = {
  store: "stores",
  guide: "guides",
  event: "events",
  hotspot: "hotspots",
  category: "categories",
};

export default function Dashboard({ loaderData: { dashboard } }: Route.ComponentProps) {
  const tiles = [
    { label: DASHBOARD.published, value: dashboard.storesPublished, href: "/admin/stores?status=published" },
    { label: DASHBOARD.drafts, value: dashboard.storesDraft, href: "/admin/stores?status=draft" },
    { label: DASHBOARD.submissions, value: dashboard.pendingStoreSubmissions, href: "/admin/submissions" },
    { label: DASHBOARD.claims, value: dashboard.pendingClaimRequests, href: "/admin/claims" },
    { label: DASHBOARD.reports, value: dashboard.pendingChangeReports, href: "/admin/reports" },
    { label: DASHBOARD.contacts, value: dashboard.pendingContactRequests, href: "/admin/enquiries" },
    { label: DASHBOARD.signups, value: dashboard.signupsLast30Days, href: "/admin/signups" },
  ];
  return (
    <div className="console-page">
      <h1>{DASHBOARD.title}</h1>
      <ul className="console-tiles">
        {tiles.map((tile) => (
          <li key={tile.label} className="console-tile">
            <span className="console-tile-value">{groupThousands(tile.value)}</span>
            {tile.href ? (
              <Link to={tile.href} className="console-tile-label">
                {tile.label}
              </Link>
            ) : (
              <span className="console-tile-label">{tile.label}</span>
            )}
          </li>
        ))}
      </ul>
      <section aria-labelledby="recent-changes">
        <h2 id="recent-changes">{DASHBOARD.recent}</h2>
        {dashboard.recentChanges.length === 0 ? (
          <p className="muted">{DASHBOARD.noChanges}</p>
        ) : (
          <ul className="console-changes">
            {dashboard.recentChanges.map((change) => (
              <li key={change.id}>
                <span className="console-change-who">{change.actor}</span> {DASHBOARD.actions[change.action] ?? change.action}{" "}
                {change.action !== "delete" && CONSOLE_PATHS[change.entity] ? (
                  <Link to={`/admin/${CONSOLE_PATHS[change.entity]}/${encodeURIComponent(change.entityKey)}`}>{change.label}</Link>
                ) : (
                  <span>{change.label}</span>
                )}{" "}
                <ChangeTime at={change.at} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
