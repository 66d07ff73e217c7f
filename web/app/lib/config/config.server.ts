// The web server's configuration as the app reads it: the only module of the app that reads the
// environment. The variables, their defaults and their checks are web/config.mjs's, which
// web/server.js reads too (see the README's table); read and checked once, when the server starts.
import { readWebConfig } from "../../../config.mjs";
import { SITE_NAME, type PublicConfig } from "./public-config";

const config = readWebConfig();

export const serverConfig = {
  contentUrl: config.contentUrl,
  /** The public read token for the content service, if the service requires one. */
  contentToken: config.contentReadToken,
  /** The canonical base URL, without a trailing slash. */
  siteUrl: config.publicSiteUrl,
  /** Whether this instance serves the editorial console at /admin. */
  adminEnabled: config.adminEnabled,
  /** Cookies are marked Secure when the site is served over https. */
  secureCookies: config.publicSiteUrl.startsWith("https:"),
};

const PUBLIC_CONFIG: PublicConfig = Object.freeze({
  siteUrl: config.publicSiteUrl,
  siteName: SITE_NAME,
  mapTileUrl: config.mapTileUrl,
  mapTileAttribution: config.mapTileAttribution,
  analyticsScriptUrl: config.analyticsScriptUrl,
  analyticsSiteId: config.analyticsSiteId,
  errorReportingDsn: config.errorReportingDsn,
  errorReportingEnvironment: config.errorReportingEnvironment,
  buildPollIntervalMs: config.buildPollIntervalMs,
});

/** Configuration the browser may see: sent through the root loader. */
export function publicConfig(): PublicConfig {
  return PUBLIC_CONFIG;
}
