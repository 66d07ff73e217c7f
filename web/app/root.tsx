import { lazy, useEffect } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { publicConfig } from "./lib/config/config.server";
import { noScriptResultOf } from "./lib/newsletter/signup";
import { throwPageError } from "./lib/errors/page-error.server";
import { useNonce } from "./lib/security/nonce";
import { errorPageTitle, routeErrorMessage } from "./lib/errors/error-page-title";
import { SITE_TITLE } from "./lib/messages";
import { SiteFooter } from "./components/layout/SiteFooter";
import { SiteHeader } from "./components/layout/SiteHeader";
import { ClientRuntime, useRouteErrorReporting } from "./components/ClientRuntime";
import { PageTypeMeta } from "./lib/seo/page-type";
import "./styles/tokens.css";
import "./styles/global.css";
import "./styles/shell.css";
import "./styles/error-page.css";

// Error pages are rare: their code loads only when one is shown, not on every page.
const ErrorPage = lazy(() => import("./components/layout/ErrorPage").then((module) => ({ default: module.ErrorPage })));

export function loader({ url, context }: Route.LoaderArgs) {
  throwPageError(context);
  // The result of a newsletter signup posted without JavaScript (?newsletter=footer.subscribed),
  // resolved to its message here so the page's JavaScript needs no catalogue of them.
  return { config: publicConfig(), newsletter: noScriptResultOf(url) };
}

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

/** Runs before first paint when scripts run at all: swaps the `no-js` class (see shell.css). */
const JS_CLASS_SCRIPT = "document.documentElement.className='js'";

/** Status of whatever a route threw: an error response's own, else 500. */
function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : 500;
}

/**
 * Head of the error page and the fallback for routes without their own `meta` (a route's `meta`
 * replaces this one entirely, so every page sets its title, description, canonical and Open Graph).
 */
export const meta: Route.MetaFunction = ({ error, loaderData, location }) => {
  if (error) {
    return [{ title: errorPageTitle(errorStatus(error), loaderData?.config.siteName ?? SITE_TITLE) }, { name: "robots", content: "noindex" }];
  }
  const siteUrl = loaderData?.config.siteUrl ?? "";
  const description = "Find antique stores by name, state, region, category and famous antique towns.";
  return [
    { title: SITE_TITLE },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: `${siteUrl}${location.pathname}` },
    { property: "og:title", content: SITE_TITLE },
    { property: "og:description", content: description },
    { property: "og:url", content: `${siteUrl}${location.pathname}` },
  ];
};

/** Whether a path belongs to the editorial console, which has its own frame instead of the site's. */
function inConsole(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}

export function Layout({ children }: { children: React.ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const consolePage = inConsole(useLocation().pathname);
  const nonce = useNonce();
  // Marks the document hydrated (the root's effect runs after the other effects of the first commit;
  // a lazy part, such as the error page, may come in a later one): the end-to-end tests wait for it
  // after each page load (e2e/test.ts).
  useEffect(() => {
    window.__antiquesHydrated = true;
  }, []);
  return (
    <html lang="en" className="no-js" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        <meta name="twitter:card" content="summary" />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: JS_CLASS_SCRIPT }} />
        <Meta />
        <PageTypeMeta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main-content">
          Skip to main content
        </a>
        {consolePage ? (
          children
        ) : (
          <>
            <SiteHeader />
            <main id="main-content" tabIndex={-1}>
              {children}
            </main>
            <SiteFooter />
          </>
        )}
        {rootData ? <ClientRuntime config={rootData.config} /> : null}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  useRouteErrorReporting(error); // console, analytics and error reporting
  const page = isRouteErrorResponse(error) ? (
    <ErrorPage status={error.status} message={routeErrorMessage(error.data)} />
  ) : (
    // A thrown exception: a plain 500 page, never its message or stack.
    <ErrorPage status={500} />
  );
  // Console pages have no site frame: the error page is their main content.
  return inConsole(useLocation().pathname) ? (
    <main id="main-content" tabIndex={-1}>
      {page}
    </main>
  ) : (
    page
  );
}
