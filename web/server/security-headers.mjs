// @ts-check
// Headers every answer of the web server carries. Pages add their Content-Security-Policy when they
// are rendered (app/entry.server.tsx), as its nonce belongs to the page.

/** Two years, with subdomains: the value browsers' preload lists ask for. */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";

/**
 * The headers for a site published at `publicSiteUrl`. HSTS only when that address is https: sent
 * over plain http it would be ignored, and a local or test server on http must stay reachable.
 * @param {string} publicSiteUrl
 * @returns {[string, string][]}
 */
export function securityHeaders(publicSiteUrl) {
  /** @type {[string, string][]} */
  const headers = [
    ["X-Content-Type-Options", "nosniff"],
    ["X-Frame-Options", "SAMEORIGIN"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=(self)"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
  ];
  if (publicSiteUrl.startsWith("https:")) headers.push(["Strict-Transport-Security", STRICT_TRANSPORT_SECURITY]);
  return headers;
}
