// /admin/logout: signing out (POST with the session's CSRF token). The session ends in the content
// service at once and the cookie is removed; a GET only shows the way to the login page.
import { data, redirect } from "react-router";
import { ContentError } from "~/lib/content/errors";
import type { Route } from "./+types/logout";
import { CONSOLE_HEADERS, clearedSessionCookie, csrfHeader, currentSession, fromThisSite, requireConsoleEnabled } from "~/lib/admin/session.server";

export function loader() {
  requireConsoleEnabled();
  throw redirect("/admin", { headers: CONSOLE_HEADERS });
}

export async function action({ request, url }: Route.ActionArgs) {
  requireConsoleEnabled();
  const form = await request.formData();
  const signedIn = await currentSession(request);
  if (signedIn) {
    // A post from another site, or without the session's CSRF token (the content service checks
    // it), is refused and the session stays: a foreign page cannot sign an editor out either.
    if (!fromThisSite(request, url)) throw data("This form did not come from this site.", { status: 403, headers: CONSOLE_HEADERS });
    try {
      await signedIn.api.request("/api/admin/logout", { method: "POST", headers: csrfHeader(form) });
    } catch (error) {
      if (error instanceof ContentError && error.status === 403) throw data(error.userMessage, { status: 403, headers: CONSOLE_HEADERS });
      throw error;
    }
  }
  throw redirect("/admin/login?signedOut", { headers: { ...CONSOLE_HEADERS, "Set-Cookie": clearedSessionCookie() } });
}
