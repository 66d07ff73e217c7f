// JSON for the name-search autocomplete: proxies the content API's /api/stores/name-search
// (page 1, 10 results) so the browser only ever talks to the web server.
import type { Route } from "./+types/resources.name-search";
import { nameSearch } from "~/lib/content/api.server";
import { ContentError } from "~/lib/content/errors";
import { NAME_SEARCH } from "~/lib/messages/search";
import { outageHeaders } from "~/lib/errors/route-errors";

const MAX_QUERY_LENGTH = 100;

export async function loader({ request, url }: Route.LoaderArgs) {
  const query = (url.searchParams.get("query") ?? "").trim().slice(0, MAX_QUERY_LENGTH);
  if (query.length < NAME_SEARCH.minChars) {
    return Response.json({ data: [] }, { headers: { "Cache-Control": "public, max-age=60" } });
  }
  try {
    // The visitor's request signal: a search the browser aborted stops here too.
    const result = await nameSearch(query, request.signal);
    return Response.json({ data: result.data }, { headers: { "Cache-Control": "public, max-age=60" } });
  } catch (error) {
    const status = error instanceof ContentError ? error.pageStatus : 500;
    const message = error instanceof ContentError ? error.userMessage : NAME_SEARCH.error;
    return Response.json(
      { data: [], error: { status, message } },
      { status: status >= 400 ? status : 502, headers: { "Cache-Control": "no-store", ...outageHeaders(status) } },
    );
  }
}
