// The configuration the browser may see: the root loader sends it (lib/config/config.server.ts reads
// it from the environment), the browser runtime and the pages read it from the root's loader data.
import { SITE_TITLE } from "../messages";

export interface PublicConfig {
  siteUrl: string;
  siteName: string;
  mapTileUrl: string;
  mapTileAttribution: string;
  analyticsScriptUrl: string;
  analyticsSiteId: string;
  errorReportingDsn: string;
  /** Environment name on error reports (the same as the servers'). */
  errorReportingEnvironment: string;
  buildPollIntervalMs: number;
}

/** The site's name: the default page title and the end of every page title. */
export const SITE_NAME = SITE_TITLE;
