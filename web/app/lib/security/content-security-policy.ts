// The Content-Security-Policy of every page (app/entry.server.tsx; why it is built this way:
// docs/decisions/017-content-security-policy.md). Scripts run only when the page's nonce marks them
// or a script so marked loads them ('strict-dynamic': the route chunks, the map, error reporting and
// analytics, loaded on demand); `https:` and 'unsafe-inline' are only for browsers that predate
// CSP 3, which ignore 'strict-dynamic' (browsers that know it ignore both).

/** What the policy allows beyond the site itself, from the web server's configuration. */
export interface PolicySources {
  /** MAP_TILE_URL: the map's and the store page's tiles. */
  mapTileUrl: string;
  /** ANALYTICS_SCRIPT_URL: its events go back to the host it came from. */
  analyticsScriptUrl: string;
  /** ERROR_REPORTING_DSN: the browser sends reports to its host. */
  errorReportingDsn: string;
}

/**
 * The scheme and host of a URL template as a CSP source ("https://*.tile.example" for
 * "https://{s}.tile.example/{z}/{x}/{y}.png"); undefined for what is not an http(s) address.
 */
export function sourceOf(template: string): string | undefined {
  const match = /^(https?):\/\/(?:[^/@]*@)?([^/?#]+)/i.exec(template.trim());
  if (!match) return undefined;
  const host = match[2]!.replace(/\{[a-z]+\}/gi, "*").toLowerCase();
  // A source may hold a wildcard only as its first label.
  if (!/^(\*\.)?[a-z0-9.-]+(:\d+)?$/.test(host) && host !== "*") return undefined;
  return `${match[1]!.toLowerCase()}://${host}`;
}

/** Random bytes drawn 4 KiB at a time: each call of `getRandomValues` costs ~7 µs, whatever its size. */
const randomPool = new Uint8Array(4096);
let randomTaken = randomPool.length;

/** A fresh nonce: 128 random bits, base64. */
export function createNonce(): string {
  if (randomTaken === randomPool.length) {
    crypto.getRandomValues(randomPool);
    randomTaken = 0;
  }
  return btoa(String.fromCharCode(...randomPool.subarray(randomTaken, (randomTaken += 16))));
}

export function contentSecurityPolicy(nonce: string, sources: PolicySources): string {
  const extra = (...templates: string[]) =>
    [...new Set(templates.map(sourceOf).filter((source): source is string => Boolean(source)))].map((source) => ` ${source}`).join("");
  const directives = [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic' https: 'unsafe-inline'`,
    // Pages carry their stylesheets inline (decision 015) and components set style attributes.
    "style-src 'self' 'unsafe-inline'",
    // Store photos are wherever their owners keep them (https); tiles come from MAP_TILE_URL.
    `img-src 'self' data: blob: https:${extra(sources.mapTileUrl)}`,
    "font-src 'self' data:",
    `connect-src 'self'${extra(sources.analyticsScriptUrl, sources.errorReportingDsn)}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ];
  return directives.join("; ");
}
