// /admin/*: the console's frame around every signed-in page. Without a valid session every page
// of the console redirects to the login page, which comes back here afterwards.
import { Outlet, isRouteErrorResponse, useRouteError } from "react-router";
import type { Route } from "./+types/layout";
import { CONSOLE_HEADERS, requireSession } from "~/lib/admin/session.server";
import "~/styles/console.css";
import { ConsoleFrame } from "~/components/admin/ConsoleFrame";
import { routeErrorMessage } from "~/lib/errors/error-page-title";

export function headers() {
  return CONSOLE_HEADERS;
}

export { keepPageWhenSessionEnded as shouldRevalidate } from "~/components/admin/console-session";

export async function loader({ request, url }: Route.LoaderArgs) {
  const { session } = await requireSession(request, url);
  return { session };
}

export default function ConsoleLayout({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleFrame session={loaderData.session}>
      <Outlet />
    </ConsoleFrame>
  );
}

/** Errors of a console page show inside the frame, with the service's message when it gave one. */
export function ErrorBoundary({ loaderData }: Route.ErrorBoundaryProps) {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = isRouteErrorResponse(error) ? routeErrorMessage(error.data) : undefined;
  const body = (
    <div className="console-page">
      <h1>{status === 404 ? "Not found" : "Something went wrong"}</h1>
      <p className="alert alert-error" role="alert">
        {message ?? (status === 404 ? "There is nothing at this address." : "The page could not be shown. Please try again.")}
      </p>
      <p>
        <a href="/admin">Back to the dashboard</a>
      </p>
    </div>
  );
  return loaderData ? (
    <ConsoleFrame session={loaderData.session}>{body}</ConsoleFrame>
  ) : (
    <main id="main-content" tabIndex={-1}>
      {body}
    </main>
  );
}
