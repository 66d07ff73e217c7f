// /admin/signups/export: every newsletter signup as CSV, passed through from the content service
// as the signed-in editor.
import type { Route } from "./+types/signups-export";
import { serverConfig } from "~/lib/config/config.server";
import { requireSession } from "~/lib/admin/session.server";

export async function loader({ request, url }: Route.LoaderArgs) {
  const { token } = await requireSession(request, url);
  const upstream = await fetch(new URL("/api/email-signups/export", serverConfig.contentUrl), {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!upstream.ok) throw new Response("The export is not available just now.", { status: upstream.status === 403 ? 403 : 503 });
  return new Response(upstream.body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="newsletter-signups.csv"',
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
