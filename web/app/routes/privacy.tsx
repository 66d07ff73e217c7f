import { Link, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/privacy";
import type { loader as rootLoader } from "~/root";
import { pageMeta } from "~/lib/seo/page-meta";
import "~/styles/static.css";

export const handle = { pageType: "static" };

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({
    title: "Privacy notice",
    description:
      "What the Antique Store Directory stores about you: the newsletter e-mail address, owner form submissions, optional privacy-friendly analytics, and no cookies of our own.",
    path: "/privacy",
    matches,
  });
}

const PRIVACY_UPDATED = "November 21, 2025";

export default function Privacy() {
  const config = useRouteLoaderData<typeof rootLoader>("root")?.config;
  const analyticsOn = Boolean(config?.analyticsScriptUrl && config.analyticsSiteId);
  const analyticsHost = analyticsOn ? safeHost(config?.analyticsScriptUrl ?? "") : "";
  return (
    <div className="container static-page">
      <header className="page-header">
        <h1 id="privacy">Privacy notice</h1>
        <p>Last updated {PRIVACY_UPDATED}. The short version: we collect very little, and we never sell it.</p>
      </header>
      <article className="prose">
        <h2>Browsing the directory</h2>
        <p>
          You can use every page without an account and without telling us who you are. Like every web server, ours
          sees your network (IP) address and browser type when you load a page; they are used to deliver the page, to
          keep the service safe and to limit repeated form submissions, and are not stored with anything you send us.
        </p>

        <h2>The newsletter</h2>
        <p>When you subscribe to the newsletter we store three things:</p>
        <ul>
          <li>your e-mail address (trimmed and in lower case),</li>
          <li>which signup form you used (the one in the page footer or one inside a page), and</li>
          <li>the date and time you subscribed.</li>
        </ul>
        <p>
          We use the address only to send the newsletter. Subscribing twice keeps a single entry. Every newsletter has
          an unsubscribe link; you can also ask us to delete your address at any time.
        </p>

        <h2>Forms for store owners</h2>
        <p>
          The <Link to="/add-store">add-a-store</Link>, <Link to="/claim">claim</Link> and{" "}
          <Link to="/advertise">advertising</Link> forms store what you type into them (for example the store's
          address, your name, e-mail address, phone number and message) and the time they arrived. We use them to
          review the listing, verify a claim or answer your enquiry. We publish a store's business details, never your
          personal e-mail address or phone number. Submissions we no longer need are deleted after 12 months. The
          "Report a change" form on a store's page stores what you report and, only if you give it, your e-mail
          address, under the same rule.
        </p>

        <h2>Analytics</h2>
        {analyticsOn ? (
          <p data-testid="privacy-analytics">
            This site counts page visits and errors with a privacy-friendly analytics service ({analyticsHost}) that
            does not use cookies and does not follow you across other sites. It records the page, the type of page, the
            referring site, your browser and device type, and technical error reports. It counts site-wide totals only:
            no visit is tied to a single store's listing.
          </p>
        ) : (
          <p data-testid="privacy-analytics">
            This site does not currently use an analytics service. If we add one, it will be a privacy-friendly
            service that does not use cookies, and this notice will name it before it is switched on.
          </p>
        )}

        <h2>Cookies</h2>
        <p>
          The directory sets no cookies for visitors: no tracking cookies, no advertising cookies. Only the editors who
          run the directory get one, when they sign in to its editorial console: it keeps them signed in and is
          removed when they sign out. Your browser may keep a small note in its own storage (not a cookie, never sent to us) so the site can recover
          from a failed page update. The map page loads map images from a map provider (OpenStreetMap by default),
          which receives your IP address like any website does; it sets no cookies through our site.
        </p>

        <h2>Your location</h2>
        <p>
          On the <Link to="/map">map</Link>, “Stores near me” asks your browser for your location only when you press
          it. The position is used once to look up nearby stores and is not stored.
        </p>

        <h2>Your rights and contact</h2>
        <p>
          You can ask what we hold about you, have it corrected or deleted, or unsubscribe at any time. Write to us
          through the <Link to="/advertise#contact">contact form</Link> (choose any business name, and tell us it is a
          privacy request) and we answer within 30 days. See also the <Link to="/terms#terms">terms of use</Link>.
        </p>
      </article>
    </div>
  );
}

function safeHost(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return "configured provider";
  }
}
