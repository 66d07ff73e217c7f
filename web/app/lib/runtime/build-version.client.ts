// New-build detection and app-manifest redirects.
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

/**
 * The app manifest. `routeRules` (Nuxt-style, `{ "/old": { redirect: "/new" } }`) are listed for
 * tools; the server also lists their redirects in `redirects`, which is what pages apply.
 */
export interface BuildMeta {
  id: string;
  timestamp?: number | string;
  routeRules?: Record<string, unknown>;
  redirects?: RedirectRule[];
}

import "./router-globals";

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

function matches(pattern: unknown, path: string): boolean {
  if (typeof pattern !== "string") return false;
  if (pattern.endsWith("/**")) {
    const base = pattern.slice(0, -3);
    return path === base || path.startsWith(`${base}/`);
  }
  return pattern === path;
}

/** Where `path` redirects to under the manifest, if anywhere (first matching rule wins). */
export function findRedirect(meta: BuildMeta, path: string): string | undefined {
  const rule = (meta.redirects ?? []).find((candidate) => typeof candidate?.to === "string" && matches(candidate.from, path));
  return rule && rule.to !== path ? rule.to : undefined;
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
