// The console's frame: a bar with the console's name, the signed-in account and sign-out, the
// navigation (a side column from 960 px, a row above the page on narrower screens) and the page.
import type { ReactNode } from "react";
import { Form, NavLink } from "react-router";
import { CONSOLE } from "~/lib/messages/admin";
import type { SessionView } from "~/lib/content/types";

const NAV = [
  { to: "/admin", label: CONSOLE.nav.dashboard, end: true },
  { to: "/admin/stores", label: CONSOLE.nav.stores, end: false },
  { to: "/admin/submissions", label: CONSOLE.nav.submissions, end: false },
  { to: "/admin/claims", label: CONSOLE.nav.claims, end: false },
  { to: "/admin/reports", label: CONSOLE.nav.reports, end: false },
  { to: "/admin/enquiries", label: CONSOLE.nav.enquiries, end: false },
  { to: "/admin/guides", label: CONSOLE.nav.guides, end: false },
  { to: "/admin/events", label: CONSOLE.nav.events, end: false },
  { to: "/admin/hotspots", label: CONSOLE.nav.hotspots, end: false },
  { to: "/admin/categories", label: CONSOLE.nav.categories, end: false },
  { to: "/admin/signups", label: CONSOLE.nav.signups, end: false },
] as const;

/** Pages only admins may use. */
const ADMIN_NAV = [
  { to: "/admin/import", label: CONSOLE.nav.import, end: false },
  { to: "/admin/accounts", label: CONSOLE.nav.accounts, end: false },
] as const;

export function ConsoleFrame({ session, children }: { session: SessionView; children: ReactNode }) {
  return (
    <div className="console">
      <header className="console-bar">
        <a className="console-brand" href="/admin">
          <span className="console-brand-site">{CONSOLE.siteName}</span>
          <span className="console-brand-name">{CONSOLE.name}</span>
        </a>
        <div className="console-account">
          <span className="console-user">
            <span className="visually-hidden">{CONSOLE.signedInAs} </span>
            {session.user.email}
            <span className="badge console-role">{CONSOLE.roles[session.user.role]}</span>
          </span>
          <a className="btn btn-ghost btn-sm" href="/">
            {CONSOLE.viewSite}
          </a>
          <Form method="post" action="/admin/logout">
            <input type="hidden" name="csrf" value={session.csrfToken} />
            <button type="submit" className="btn btn-secondary btn-sm">
              {CONSOLE.signOut}
            </button>
          </Form>
        </div>
      </header>
      <div className="console-body">
        <nav className="console-nav" aria-label={CONSOLE.name}>
          <ul>
            {[...NAV, ...(session.user.canAdminister ? ADMIN_NAV : [])].map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="main-content" className="console-main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
