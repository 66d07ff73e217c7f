// New-build detection and app-manifest redirects (SPEC §4, §7, §8).
//
// The server answers `/builds/latest.json` with `{ id, timestamp }` of the build it runs, and
// `/builds/meta/{id}.json` with `{ id, timestamp, routeRules, redirects }` (see web/server.js and
// web/builds.config.json). The page knows the build it was rendered with from React Router's
// manifest version (`window.__reactRouterManifest.version`, the same value as the server build's
// `assets.version`). The browser polls latest.json every `buildPollIntervalMs` (public config
// BUILD_POLL_INTERVAL_MS, default 300 000 ms = 5 minutes) and reloads when the id differs.

export const BUILD_POLL_DEFAULT_MS = 300_000;

export interface LatestBuild {
  id: string;
  timestamp?: number | string;
}

/** A redirect rule: exact path, or a prefix when `from` ends in "/**". */
export interface RedirectRule {
  from: string;
  to: string;
  statusCode?: number;
}

/** Nuxt-style route rules: `{ "/old": { redirect: "/new" } }` or `{ redirect: { to, statusCode } }`. */
export type RouteRules = Record<string, { redirect?: string | { to: string; statusCode?: number } } | undefined>;

export interface BuildMeta {
  id: string;
  timestamp?: number | string;
  routeRules?: RouteRules;
  redirects?: RedirectRule[];
}

declare global {
  interface Window {
    __reactRouterManifest?: { version?: string };
  }
}

/** The build this page was rendered with. */
export function currentBuildId(): string | undefined {
  return typeof window === "undefined" ? undefined : window.__reactRouterManifest?.version;
}

export function latestBuildUrl(now: number = Date.now()): string {
  return `/builds/latest.json?t=${now}`;
}

export function buildMetaUrl(buildId: string): string {
  return `/builds/meta/${encodeURIComponent(buildId)}.json`;
}

/** The id of the newest build, or undefined when it cannot be told (network, bad answer). */
export async function fetchLatestBuildId(doFetch: typeof fetch = fetch, now: number = Date.now()): Promise<string | undefined> {
  try {
    const response = await doFetch(latestBuildUrl(now), { cache: "no-store", headers: { Accept: "application/json" } });
    if (!response.ok) return undefined;
    const body = (await response.json()) as Partial<LatestBuild>;
    return typeof body.id === "string" && body.id ? body.id : undefined;
  } catch {
    return undefined;
  }
}

export interface BuildPollerOptions {
  currentId: string;
  intervalMs?: number;
  onNewBuild(id: string): void;
  fetch?: typeof fetch;
}

/** Polls latest.json; calls `onNewBuild` once when the id differs. Returns a stop function. */
export function startBuildPolling(options: BuildPollerOptions): () => void {
  const intervalMs = options.intervalMs && options.intervalMs > 0 ? options.intervalMs : BUILD_POLL_DEFAULT_MS;
  let stopped = false;
  const timer = setInterval(async () => {
    const latest = await fetchLatestBuildId(options.fetch ?? fetch);
    if (stopped || !latest || latest === options.currentId) return;
    stopped = true;
    clearInterval(timer);
    options.onNewBuild(latest);
  }, intervalMs);
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}

function matches(pattern: string, path: string): boolean {
  if (pattern.endsWith("/**")) {
    const base = pattern.slice(0, -3);
    return path === base || path.startsWith(`${base}/`);
  }
  return pattern === path;
}

/** Every redirect of a build manifest, from `redirects` and from `routeRules`. */
export function manifestRedirects(meta: BuildMeta): RedirectRule[] {
  const rules: RedirectRule[] = [];
  for (const rule of meta.redirects ?? []) {
    if (rule && typeof rule.from === "string" && typeof rule.to === "string") rules.push(rule);
  }
  for (const [from, rule] of Object.entries(meta.routeRules ?? {})) {
    const redirect = rule?.redirect;
    if (typeof redirect === "string") rules.push({ from, to: redirect });
    else if (redirect && typeof redirect.to === "string") rules.push({ from, to: redirect.to, statusCode: redirect.statusCode });
  }
  return rules;
}

/** Where `path` redirects to under the manifest, if anywhere (first matching rule wins). */
export function findRedirect(meta: BuildMeta, path: string): string | undefined {
  const rule = manifestRedirects(meta).find((candidate) => matches(candidate.from, path));
  if (!rule || rule.to === path) return undefined;
  return rule.to;
}

/** An absolute redirect (scheme or protocol-relative) leaves the app: the browser navigates away. */
export function isAbsoluteUrl(to: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(to) || to.startsWith("//");
}

/**
 * Fetches the build manifest. 404 and 403 are tolerated silently (no manifest for this build);
 * any other failure is logged to the console. Resolves undefined when there is no manifest.
 */
export async function fetchBuildMeta(buildId: string, doFetch: typeof fetch = fetch): Promise<BuildMeta | undefined> {
  try {
    const response = await doFetch(buildMetaUrl(buildId), { headers: { Accept: "application/json" } });
    if (response.status === 404 || response.status === 403) return undefined;
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`.trim());
    return (await response.json()) as BuildMeta;
  } catch (error) {
    console.error("[app manifest] Failed to fetch the app manifest", error);
    return undefined;
  }
}

export interface RedirectActions {
  /** Client-side navigation inside the app (replacing the current entry). */
  navigate(to: string): void;
  /** Leaves the app: `location.href = to`. */
  leave(to: string): void;
}

/** Applies the manifest's redirect for `path`, if any; returns where it went. */
export function applyRedirect(meta: BuildMeta | undefined, path: string, actions: RedirectActions): string | undefined {
  if (!meta) return undefined;
  const to = findRedirect(meta, path);
  if (!to) return undefined;
  if (isAbsoluteUrl(to)) actions.leave(to);
  else actions.navigate(to);
  return to;
}
