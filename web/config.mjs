// @ts-check
// The web server's configuration: every environment variable web/server.js and the app read, with its
// default (the README's table) and its check, in one place. Plain JavaScript, so server.js imports it
// as it is; the app reads it through app/lib/config/config.server.ts, its only reader of the
// environment. React Router's build configuration takes BUILD_DIR from here too.
//
// An empty value counts as unset (the default applies), except PAGE_CACHE_CONTROL, whose empty value
// means "send no Cache-Control". A value that does not fit stops the server at start with a message
// naming the variable.
import { isIP } from "node:net";
import bytes from "bytes";

/**
 * The console's session cookie. Shared by the app's session (app/lib/admin/session.server.ts) and the
 * page cache, which never serves or keeps a request that carries it.
 */
export const SESSION_COOKIE = "antiques_session";

/**
 * The defaults, by variable. WEB_CONCURRENCY and RENDER_THREADS have none: the first defaults to the
 * number of CPUs less one (at least 1), the second to the CPUs those processes leave, shared among
 * them (one on two CPUs, none on more): `workerProcesses` and `renderThreads` below.
 */
export const WEB_ENV_DEFAULTS = Object.freeze({
  HOST: "127.0.0.1",
  PORT: "3000",
  WEB_CONCURRENCY: "",
  RENDER_THREADS: "",
  TRUST_PROXY: "false",
  PAGE_CACHE_CONTROL: "public, max-age=60, s-maxage=300, stale-while-revalidate=600",
  PAGE_CACHE_MB: "16",
  PAGE_CACHE_MAX_AGE_S: "60",
  PAGE_CACHE_CHECK_MS: "1000",
  NODE_ENV: "production",
  BUILD_DIR: "build",
  BUILDS_CONFIG: "builds.config.json",
  CONTENT_URL: "http://127.0.0.1:1337",
  CONTENT_READ_TOKEN: "",
  PUBLIC_SITE_URL: "http://127.0.0.1:3000",
  MAP_TILE_URL: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
  MAP_TILE_ATTRIBUTION: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
  ANALYTICS_SCRIPT_URL: "",
  ANALYTICS_SITE_ID: "",
  ERROR_REPORTING_DSN: "",
  ERROR_REPORTING_ENVIRONMENT: "production",
  BUILD_POLL_INTERVAL_MS: "300000",
  ADMIN_ENABLED: "true",
  WEB_FORM_BODY_LIMIT: "64kb",
  WEB_UPLOAD_BODY_LIMIT: "16448kb",
});

/** @typedef {keyof typeof WEB_ENV_DEFAULTS} WebEnvName */
/** @typedef {Record<string, string | undefined>} Env */

/** A configuration value that does not fit; `problems` lists one line per variable. */
export class ConfigError extends Error {
  /** @param {string[]} problems */
  constructor(problems) {
    super(`Invalid web server configuration (see the README's table):\n${problems.map((p) => `  ${p}`).join("\n")}`);
    this.name = "ConfigError";
    this.problems = problems;
  }
}

/**
 * The value of one variable as given, or its default when unset or empty.
 * @param {WebEnvName} name
 * @param {Env} [env]
 * @returns {string}
 */
export function webEnv(name, env = process.env) {
  const value = env[name];
  if (value === undefined) return WEB_ENV_DEFAULTS[name];
  if (value === "" && name !== "PAGE_CACHE_CONTROL") return WEB_ENV_DEFAULTS[name];
  return value;
}

/**
 * Reads and checks every variable; throws a ConfigError listing each one that does not fit.
 * @param {Env} [env]
 */
export function readWebConfig(env = process.env) {
  /** @type {string[]} */
  const problems = [];
  /** @param {WebEnvName} name */
  const text = (name) => webEnv(name, env);

  /**
   * @param {WebEnvName} name
   * @param {number} min
   * @param {number} max
   * @returns {number}
   */
  const wholeNumber = (name, min, max) => {
    const value = text(name);
    const number = /^\d+$/.test(value) ? Number(value) : Number.NaN;
    if (Number.isSafeInteger(number) && number >= min && number <= max) return number;
    const range = max === Number.MAX_SAFE_INTEGER ? `of at least ${min}` : `from ${min} to ${max}`;
    problems.push(`${name} must be a whole number ${range}, not ${JSON.stringify(value)}`);
    return Number(WEB_ENV_DEFAULTS[name]);
  };

  /**
   * @param {WebEnvName} name
   * @returns {boolean}
   */
  const flag = (name) => {
    const value = text(name);
    if (value === "true" || value === "false") return value === "true";
    problems.push(`${name} must be true or false, not ${JSON.stringify(value)}`);
    return String(WEB_ENV_DEFAULTS[name]) === "true";
  };

  /**
   * Which proxies' `X-Forwarded-For` names the visitor, as Express's `trust proxy` takes it:
   * `false` (none: the socket's address), `true` (one hop: the proxy in front, whose entry is the
   * rightmost; what a visitor wrote left of it is ignored), or a list of the proxies' addresses,
   * networks or Express's names (`loopback`, `linklocal`, `uniquelocal`).
   * @param {WebEnvName} name
   * @returns {false | number | string[]}
   */
  const proxies = (name) => {
    const value = text(name);
    if (value === "false") return false;
    if (value === "true") return 1;
    const list = value.split(",").map((item) => item.trim()).filter(Boolean);
    /** @param {string} item */
    const known = (item) => {
      if (["loopback", "linklocal", "uniquelocal"].includes(item)) return true;
      const [addr = "", bits, extra] = item.split("/");
      if (extra !== undefined || isIP(addr) === 0) return false;
      if (bits === undefined) return true;
      const max = isIP(addr) === 4 ? 32 : 128;
      return /^\d+$/.test(bits) && Number(bits) <= max;
    };
    if (list.length > 0 && list.every(known)) return list;
    problems.push(`${name} must be true, false or a list of proxy addresses or networks (10.0.0.0/8, loopback), not ${JSON.stringify(value)}`);
    return false;
  };

  /**
   * An absolute http(s) address, without a trailing slash.
   * @param {WebEnvName} name
   * @returns {string}
   */
  const address = (name) => {
    const value = text(name);
    let protocol = "";
    try {
      protocol = new URL(value).protocol;
    } catch {
      // reported below
    }
    if (protocol === "http:" || protocol === "https:") return value.replace(/\/+$/, "");
    problems.push(`${name} must be an absolute http:// or https:// address, not ${JSON.stringify(value)}`);
    return WEB_ENV_DEFAULTS[name];
  };

  /**
   * A size in bytes, written as the `bytes` package reads it ("64kb", "16mb", or a number of bytes).
   * @param {WebEnvName} name
   * @returns {number}
   */
  const size = (name) => {
    const value = text(name);
    const parsed = /^\s*\d+(\.\d+)?\s*(b|kb|mb|gb)?\s*$/i.test(value) ? bytes.parse(value) : null;
    if (parsed !== null && Number.isSafeInteger(parsed) && parsed >= 1) return parsed;
    problems.push(`${name} must be a size such as 64kb, 16mb or a number of bytes (at least 1), not ${JSON.stringify(value)}`);
    return /** @type {number} */ (bytes.parse(WEB_ENV_DEFAULTS[name]));
  };

  const concurrency = text("WEB_CONCURRENCY");
  const renderThreads = text("RENDER_THREADS");
  const config = {
    // The server (web/server.js).
    host: text("HOST"),
    port: wholeNumber("PORT", 0, 65535),
    /** Worker processes; undefined: one per CPU less one (at least 1). */
    webConcurrency: concurrency === "" ? undefined : wholeNumber("WEB_CONCURRENCY", 1, 1024),
    /** Worker threads each process renders pages with besides its main thread; undefined: the CPUs the processes leave. */
    renderThreads: renderThreads === "" ? undefined : wholeNumber("RENDER_THREADS", 0, 64),
    trustProxy: proxies("TRUST_PROXY"),
    /** Empty: no Cache-Control on pages. */
    pageCacheControl: text("PAGE_CACHE_CONTROL"),
    /** Bytes each worker's page cache may hold (server/page-cache.mjs); 0 turns it off. */
    pageCacheBytes: wholeNumber("PAGE_CACHE_MB", 0, 65536) * 1024 * 1024,
    /** How long a cached page is served before it is rendered again in the background. */
    pageCacheMaxAgeMs: wholeNumber("PAGE_CACHE_MAX_AGE_S", 1, 86400) * 1000,
    /** How old the content service's catalogue version may be before a page asks again (0: every request). */
    pageCacheCheckMs: wholeNumber("PAGE_CACHE_CHECK_MS", 0, 60000),
    mode: text("NODE_ENV"),
    /** Relative to web/. */
    buildDir: text("BUILD_DIR"),
    /** Relative to web/. */
    buildsConfig: text("BUILDS_CONFIG"),
    /**
     * The most a form post may send (server/request-limits.mjs): URL-encoded forms, and multipart
     * forms everywhere but the console's import.
     */
    formBodyLimit: size("WEB_FORM_BODY_LIMIT"),
    /** The most the console's import form (multipart, a file and a few fields) may send. */
    uploadBodyLimit: size("WEB_UPLOAD_BODY_LIMIT"),
    // The app (app/lib/config/config.server.ts).
    contentUrl: address("CONTENT_URL"),
    contentReadToken: text("CONTENT_READ_TOKEN"),
    publicSiteUrl: address("PUBLIC_SITE_URL"),
    mapTileUrl: text("MAP_TILE_URL"),
    mapTileAttribution: text("MAP_TILE_ATTRIBUTION"),
    analyticsScriptUrl: text("ANALYTICS_SCRIPT_URL"),
    analyticsSiteId: text("ANALYTICS_SITE_ID"),
    // Both: the server starts the Node SDK, the app hands the browser the same DSN and environment.
    errorReportingDsn: text("ERROR_REPORTING_DSN"),
    errorReportingEnvironment: text("ERROR_REPORTING_ENVIRONMENT"),
    buildPollIntervalMs: wholeNumber("BUILD_POLL_INTERVAL_MS", 1, Number.MAX_SAFE_INTEGER),
    /** Whether this instance serves the editorial console at /admin (false: every /admin URL is a 404). */
    adminEnabled: flag("ADMIN_ENABLED"),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return Object.freeze(config);
}

/** @typedef {ReturnType<typeof readWebConfig>} WebConfig */

/**
 * The web server's worker processes: WEB_CONCURRENCY, else one per CPU less one (at least 1). One
 * CPU is left: to the content service beside it, and to the render threads of a lone process.
 * @param {{ webConcurrency: number | undefined }} config
 * @param {number} cpus
 */
export function workerProcesses(config, cpus) {
  return config.webConcurrency ?? Math.max(1, cpus - 1);
}

/**
 * The render threads each worker process starts besides its main thread: RENDER_THREADS, else the
 * CPUs the processes leave, shared among them (whole threads only: one on two CPUs, none on more).
 * @param {{ webConcurrency: number | undefined, renderThreads: number | undefined }} config
 * @param {number} cpus
 */
export function renderThreads(config, cpus) {
  const processes = workerProcesses(config, cpus);
  return config.renderThreads ?? Math.floor(Math.max(0, cpus - processes) / processes);
}
