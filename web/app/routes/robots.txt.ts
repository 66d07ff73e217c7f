// /robots.txt: every page may be crawled; the sitemap index lists them.
import { serverConfig } from "~/lib/config/config.server";

export function loader() {
  const body = ["User-agent: *", "Allow: /", "", `Sitemap: ${serverConfig.siteUrl}/sitemap.xml`, ""].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
