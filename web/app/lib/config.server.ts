// Configuration of the web server, read once from the environment (see README's table).

function env(name: string, fallback: string): string {
  const value = process.env[name];
  return value === undefined || value === "" ? fallback : value;
}

export const serverConfig = {
  contentUrl: env("CONTENT_URL", "http://127.0.0.1:1337"),
  /** The public read token for the content service, if the service requires one. */
  contentToken: env("CONTENT_READ_TOKEN", ""),
  siteUrl: env("PUBLIC_SITE_URL", "http://127.0.0.1:3000").replace(/\/$/, ""),
};

/** Configuration the browser may see: sent through the root loader. */
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

/** Read once at start (the environment does not change while the server runs). */
let cachedPublicConfig: PublicConfig | undefined;

export function publicConfig(): PublicConfig {
  cachedPublicConfig ??= readPublicConfig();
  return cachedPublicConfig;
}

function readPublicConfig(): PublicConfig {
  return {
    siteUrl: serverConfig.siteUrl,
    siteName: SITE_NAME,
    mapTileUrl: env("MAP_TILE_URL", "https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
    mapTileAttribution: env(
      "MAP_TILE_ATTRIBUTION",
      '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
    ),
    analyticsScriptUrl: env("ANALYTICS_SCRIPT_URL", ""),
    analyticsSiteId: env("ANALYTICS_SITE_ID", ""),
    errorReportingDsn: env("ERROR_REPORTING_DSN", ""),
    errorReportingEnvironment: env("ERROR_REPORTING_ENVIRONMENT", "production"),
    buildPollIntervalMs: Number(env("BUILD_POLL_INTERVAL_MS", "300000")) || 300000,
  };
}

export const SITE_NAME = "Antique Store Directory";
