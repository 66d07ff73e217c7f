#!/usr/bin/env -S node --max-semi-space-size=8 --heap-growing-percent=40 --interrupt-budget=16384
// Production web server: security headers, the page cache, compression, static assets and server-side rendering.
// Configuration comes from the environment, read and checked by ./config.mjs (the same definitions
// the app reads; see the README's table): a value that does not fit stops the server at start.
//
// Worker processes (node:cluster): one per core but one (WEB_CONCURRENCY sets how many). Rendering a
// page is CPU-bound and single-threaded, so a process's main thread renders on one core; repeat views
// come from the page cache and cost little. Each process also renders in worker threads
// (RENDER_THREADS, ./server/render-threads.mjs; by default the cores the processes leave): on two
// cores one process, whose main thread and one render thread share the pages to render (the render
// thread the larger share: the main thread also answers every request), so first views use both
// cores, within the memory budget of web and content together (300 MB; a second process, ~200 MB
// under load, would not fit: docs/performance.md, docs/decisions/032-render-threads.md). The primary only forks the workers, replaces one that
// crashes and passes SIGTERM/SIGINT on; the workers share the listening socket. One worker runs
// everything in this one process.
//
// Run it as `./server.js` (as `npm start`, `make run`, the bench and the browser tests do): the line
// above starts Node with three settings of V8; `node server.js` runs without them.
// - Two of its garbage collector keep the server within its memory budget (docs/performance.md,
//   "Throughput and memory"; docs/decisions/030-web-server-memory.md): a young generation of 2 × 8 MB
//   instead of 2 × 16 MB, and an old generation let grow to 1.4 times what it kept at its last full
//   collection instead of up to four times. A render allocates ~1.5 MB, most of it dead within the
//   render, so the smaller young generation costs nothing measurable; under first views the old one
//   otherwise grew to ~80 MB for ~25 MB in use, and a full collection of those ~25 MB is cheap.
// - Its interrupt budget, a quarter of the default: V8 compiles a function with its optimising
//   compiler after a quarter of the run it waits for otherwise. A render runs thousands of functions
//   once each, so a server just started took ~30 % more CPU a page than a warm one for its first
//   several thousand pages; with it ~10 % more, and a warm server's cost is the same
//   (docs/decisions/036-optimising-compiler-sooner.md).
import cluster from "node:cluster";
import { readFileSync, statSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { ConfigError, SESSION_COOKIE, readWebConfig, renderThreads, workerProcesses } from "./config.mjs";
import { catalogVersion } from "./server/catalog-version.mjs";
import { RENDERS_AT_ONCE, createPageCache, isCacheableRequest } from "./server/page-cache.mjs";
import { createPageRequestHandler } from "./server/react-router-handler.mjs";
import { createReadiness, readinessHandler } from "./server/readiness.mjs";
import { createRenderers, renderThrough } from "./server/render-threads.mjs";
import { createRequestGuard } from "./server/request-limits.mjs";
import { securityHeaders } from "./server/security-headers.mjs";
import { createStatusPages } from "./server/status-page.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const config = readConfig();
const buildDir = path.resolve(here, config.buildDir);
const { host, port } = config;

/** The checked configuration; a value that does not fit ends the process with its message. */
function readConfig() {
  try {
    return readWebConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const cpus = typeof os.availableParallelism === "function" ? os.availableParallelism() : os.cpus().length;
const workerCount = () => workerProcesses(config, cpus);

if (cluster.isPrimary && workerCount() > 1) {
  runPrimary(workerCount());
} else {
  await runServer();
}

/** Forks the workers and keeps them running until SIGTERM/SIGINT. */
function runPrimary(count) {
  let stopping = false;
  let quickExits = 0;
  const startedAt = new Map();
  const fork = () => startedAt.set(cluster.fork().id, Date.now());
  for (let i = 0; i < count; i++) fork();
  console.log(`web: ${count} worker processes (WEB_CONCURRENCY), primary pid ${process.pid}`);

  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(`web worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    // A worker that cannot even start (bad build, port taken) would be restarted forever: give up.
    quickExits = lived < 5000 ? quickExits + 1 : 0;
    if (quickExits >= 5) {
      console.error("web workers keep exiting at start; stopping");
      process.exit(1);
    }
    fork();
  });

  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    setTimeout(() => process.exit(0), 6000).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

async function runServer() {
  const { default: compression } = await import("compression");
  const { default: express } = await import("express");
  const { createRequestHandler } = await import("react-router");
  const { isbot } = await import("isbot");
  const isBot = (req) => isbot(req.headers["user-agent"] ?? "");

  const build = await import(pathToFileURL(path.join(buildDir, "server", "index.js")).href);
  // React Router's handler of a Fetch request, for renders that do not come from Express (the page
  // cache, the server's own error pages).
  const handleRequest = createRequestHandler(build, config.mode);

  // ---- Builds: the id of the running build and its app manifest. ----
  // The id is React Router's manifest version, which the browser also reads from the page
  // (`window.__reactRouterManifest.version`), so a page can tell when a newer build is being served.
  // Route rules and redirects come from web/builds.config.json (or the file BUILDS_CONFIG names),
  // optional, read at start; pages apply the redirects, an absolute one navigates away:
  //   { "routeRules": { "/old": { "redirect": "/new" } },
  //     "redirects": [{ "from": "/gone/**", "to": "https://example.com/", "statusCode": 301 }] }
  const buildInfo = {
    id: String(build.assets?.version ?? "dev"),
    timestamp: Math.round(statSync(path.join(buildDir, "server", "index.js")).mtimeMs),
  };
  function readBuildsConfig() {
    const file = path.resolve(here, config.buildsConfig);
    try {
      const parsed = JSON.parse(readFileSync(file, "utf8"));
      const routeRules = parsed && typeof parsed.routeRules === "object" && parsed.routeRules ? parsed.routeRules : {};
      // Pages read one list: explicit redirects first, then those of the route rules.
      const redirects = (Array.isArray(parsed?.redirects) ? parsed.redirects : []).filter(
        (rule) => typeof rule?.from === "string" && typeof rule?.to === "string",
      );
      for (const [from, rule] of Object.entries(routeRules)) {
        const redirect = rule?.redirect;
        if (typeof redirect === "string") redirects.push({ from, to: redirect });
        else if (typeof redirect?.to === "string") redirects.push({ from, to: redirect.to, statusCode: redirect.statusCode });
      }
      return { routeRules, redirects };
    } catch (error) {
      if (error.code !== "ENOENT") console.error(`builds config ${file} ignored:`, error.message);
      return { routeRules: {}, redirects: [] };
    }
  }
  const buildMeta = { ...buildInfo, ...readBuildsConfig() };

  // ---- Server-side error reporting: only when ERROR_REPORTING_DSN is set; the SDK is
  // imported then, so it costs nothing off. The app reports through its server entry (loader,
  // action and render errors, content-service failures); this file reports what reaches Express. ----
  const errorReporting = await startErrorReporting(buildInfo.id);
  build.entry.module.setServerErrorReporter?.(errorReporting?.report);
  const reportServerError = errorReporting?.report ?? (() => {});

  // ---- The server's own error answers (a refused method or form, a malformed address): the site's
  // error page for people, rendered by the app at the address asked for; status and one line for
  // crawlers and for what is not a page (server/status-page.mjs). ----
  const sendStatusPage = createStatusPages({
    isBot,
    plainBody: build.entry.module.botErrorBody,
    onError: (error) => {
      reportServerError(error);
      console.error(error);
    },
    render(pathAndQuery, req, pageError) {
      // As the page cache renders: the fixed origin, the visitor's User-Agent and Accept only.
      const headers = new Headers();
      for (const name of ["user-agent", "accept"]) {
        const value = req.headers[name];
        if (typeof value === "string") headers.set(name, value);
      }
      const request = new Request(new URL(pathAndQuery, config.publicSiteUrl), { method: "GET", headers });
      return handleRequest(request, { clientIp: "", pageError });
    },
  });

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", config.trustProxy);

  app.use(compression());

  // Liveness: the process answers. Readiness: it can serve pages, i.e. the content service answers.
  app.get("/healthz", (_req, res) => {
    res.set("Cache-Control", "no-store").type("text/plain").send("ok");
  });
  app.get("/readyz", readinessHandler(createReadiness({ contentUrl: config.contentUrl })));

  // Methods pages do not answer, and form posts of the wrong type or too large, stop here; a post's
  // body is read within its limit (server/request-limits.mjs).
  app.use(
    createRequestGuard({
      limits: { formLimit: config.formBodyLimit, uploadLimit: config.uploadBodyLimit },
      refuse: sendStatusPage,
    }),
  );

  // Polled by pages to notice a new deployment, and the app manifest of the running build.
  app.get("/builds/latest.json", (_req, res) => {
    res.set("Cache-Control", "no-store").json(buildInfo);
  });
  app.get("/builds/meta/:file", (req, res) => {
    res.set("Cache-Control", "no-store");
    // Only the running build's manifest is known; other ids get a 404, which pages tolerate.
    if (req.params.file !== `${buildInfo.id}.json`) {
      res.status(404).json({ error: "unknown build" });
      return;
    }
    res.json(buildMeta);
  });

  // Hashed build assets never change: cache them for a year.
  app.use(
    "/assets",
    express.static(path.join(buildDir, "client", "assets"), { immutable: true, maxAge: "1y", index: false }),
  );
  // Other public files (favicon.svg, ...) for an hour. Only paths with a file extension can be one:
  // pages skip the file-system lookup (profiled: a stat per page request).
  const publicFiles = express.static(path.join(buildDir, "client"), { maxAge: "1h", index: false });
  app.use((req, res, next) => (/\.[a-z0-9]+$/i.test(req.path) ? publicFiles(req, res, next) : next()));

  // Anonymous HTML pages (no page reads cookies or sets any) may be cached by browsers and a CDN in
  // front for a minute, served stale while it revalidates. Only successful GET/HEAD documents: never
  // form posts, data requests, error pages or anything that set its own Cache-Control.
  const pageCacheControl = config.pageCacheControl;
  app.use((req, res, next) => {
    if (!pageCacheControl || (req.method !== "GET" && req.method !== "HEAD")) return next();
    const writeHead = res.writeHead;
    res.writeHead = function (statusCode, ...rest) {
      const headers = rest.find((arg) => arg && typeof arg === "object");
      const header = (name) => res.getHeader(name) ?? (headers ? headers[name] ?? headers[name.toLowerCase()] : undefined);
      if (
        statusCode === 200 &&
        header("Cache-Control") === undefined &&
        header("Set-Cookie") === undefined &&
        /^text\/html\b/i.test(String(header("Content-Type") ?? ""))
      ) {
        res.setHeader("Cache-Control", pageCacheControl);
      }
      return writeHead.call(this, statusCode, ...rest);
    };
    next();
  });

  app.all(
    "/{*splat}",
    createPageRequestHandler({
      build,
      mode: config.mode,
      // The visitor's address (from X-Forwarded-For only as TRUST_PROXY allows), forwarded to the content
      // service's rate limits by the form actions (app/lib/forms/client-ip.server.ts).
      getLoadContext: (req) => ({ clientIp: req.ip ?? req.socket.remoteAddress ?? "" }),
    }),
  );

  // Anything else that throws in a handler: report it (when configured), answer 500.
  app.use((error, _req, res, _next) => {
    const status = Number(error?.status ?? error?.statusCode) || 500;
    if (status >= 500) {
      reportServerError(error);
      console.error(error);
    }
    if (!res.headersSent) res.status(status).type("text/plain").send(status >= 500 ? "Internal Server Error" : "Bad Request");
  });

  // ---- The page cache (server/page-cache.mjs): anonymous page views answered from memory, in front
  // of Express; everything else (files, form posts, the console, the JSON resources) goes on to it. ----
  const pages = config.pageCacheBytes > 0 ? startPageCache(handleRequest, reportServerError, errorReporting !== undefined) : undefined;
  const headers = securityHeaders(config.publicSiteUrl);

  const server = http.createServer((req, res) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    // An absolute-form request line (`GET http://host/path`, as sent to proxies) is its path and query.
    if (req.url && /^[a-z][a-z0-9+.-]*:\/\//i.test(req.url)) {
      try {
        const { pathname, search } = new URL(req.url);
        req.url = `${pathname}${search}`;
      } catch {
        // rejected just below
      }
    }
    const malformed = malformedUrl(req.url ?? "/");
    if (malformed) {
      sendStatusPage(req, res, { status: 400, message: malformed }).catch((error) => {
        reportServerError(error);
        if (!res.headersSent) res.writeHead(400, { "Content-Type": "text/plain" }).end("Bad Request");
      });
      return;
    }
    const pathname = (req.url ?? "/").split("?", 1)[0] ?? "/";
    if (pages && pathname !== "/healthz" && pathname !== "/readyz" && isCacheableRequest(req, pathname, SESSION_COOKIE)) {
      pages.handle(req, res, isBot(req)).catch((error) => {
        reportServerError(error);
        console.error(error);
        if (!res.headersSent) res.writeHead(500, { "Content-Type": "text/plain" }).end("Internal Server Error");
      });
      return;
    }
    app(req, res);
  });
  server.listen(port, host, () => {
    if (cluster.isPrimary || cluster.worker?.id === 1) console.log(`web listening on http://${host}:${port}`);
  });

  function shutdown() {
    // Once the requests in flight are answered, send the reports still queued (at most 2 s), exit.
    server.close(() => (errorReporting ? errorReporting.close() : Promise.resolve()).finally(() => process.exit(0)));
    setTimeout(() => process.exit(0), 5000).unref();
  }
  process.on("SIGTERM", shutdown);
  process.on("SIGINT", shutdown);
}

/**
 * Why a request URL is the visitor's error, not ours (answered 400), or undefined when it is fine.
 * @param {string} url
 */
function malformedUrl(url) {
  // A request URL must not start with a double slash (it would read as another host).
  if (url.startsWith("//")) return "This address must not start with //.";
  // A path that is not valid percent-encoding (e.g. /stores/%%bad).
  try {
    decodeURIComponent(url.split("?", 1)[0] ?? "");
  } catch {
    return "This address is not valid URL encoding.";
  }
  return undefined;
}

/**
 * The page cache over this build: pages rendered through React Router's own request handler, fresh
 * as the content service's catalogue version (asked at most every PAGE_CACHE_CHECK_MS).
 */
function startPageCache(handleRequest, reportServerError, reporting) {
  // Pages depend on their path and query alone; the origin is fixed so no Host header reaches a kept page.
  const origin = config.publicSiteUrl;
  /**
   * The request headers a render gets: the user agent (crawlers' error pages differ, and they have
   * entries of their own) and Accept. No other visitor's header (cookies, Host, language) can reach
   * the page kept for all.
   */
  const passed = ["user-agent", "accept"];
  /** @param {unknown} error */
  const logAndReport = (error) => {
    reportServerError(error);
    console.error(error);
  };
  const renderers = createRenderers({
    threads: renderThreads(config, cpus),
    perRenderer: RENDERS_AT_ONCE,
    script: new URL("./server/render-thread.mjs", import.meta.url),
    workerData: { buildUrl: pathToFileURL(path.join(buildDir, "server", "index.js")).href, mode: config.mode, reporting },
    onError: logAndReport,
    onReport: reportServerError,
    local: renderThrough(handleRequest),
  });
  const versions = catalogVersion({
    contentUrl: config.contentUrl,
    readToken: config.contentReadToken || undefined,
    checkMs: config.pageCacheCheckMs,
  });
  return createPageCache({
    versions,
    maxBytes: config.pageCacheBytes,
    lifetimeMs: config.pageCacheMaxAgeMs,
    cacheControl: config.pageCacheControl,
    onError: logAndReport,
    rendersAtOnce: RENDERS_AT_ONCE * renderers.count,
    render(req) {
      /** @type {[string, string][]} */
      const headers = [];
      for (const name of passed) {
        const value = req.headers[name];
        if (typeof value === "string") headers.push([name, value]);
      }
      return renderers.render(new URL(req.url ?? "/", origin).href, headers);
    },
  });
}

/**
 * Starts @sentry/node when ERROR_REPORTING_DSN is set, with the limits the browser uses (breadcrumbs
 * 100; stack frames 50 is the SDK's fixed limit) and the same tags as the content service: release
 * `antiques-web@<build id>`, environment ERROR_REPORTING_ENVIRONMENT (default production). Errors
 * only, no performance tracing on the server. Resolves undefined when off.
 */
async function startErrorReporting(buildId) {
  const dsn = config.errorReportingDsn;
  if (!dsn) return undefined;
  let Sentry;
  try {
    Sentry = await import("@sentry/node");
  } catch (error) {
    console.error("ERROR_REPORTING_DSN is set but @sentry/node could not be loaded:", error.message);
    return undefined;
  }
  Sentry.init({
    dsn,
    release: `antiques-web@${buildId}`,
    environment: config.errorReportingEnvironment,
    serverName: os.hostname(),
    maxBreadcrumbs: 100,
    // No personal data in reports: the SDK would otherwise add the visitor's address, cookies, the
    // query string and request bodies (a form's name, e-mail and phone). Of a request, reports keep
    // its method, path and user agent. The browser does the same (app/lib/errors/error-reporting.client.ts).
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: { request: { allow: ["user-agent"] }, response: false },
      httpBodies: [],
      urlQueryParams: false,
    },
    // Uncaught exceptions and unhandled rejections are reported by the SDK's default integrations.
  });
  Sentry.setTag("service", "web");
  if (cluster.isPrimary || cluster.worker?.id === 1) console.log("server-side error reporting on");
  return {
    report(error, details) {
      Sentry.withScope((scope) => {
        if (details?.tags) scope.setTags(details.tags);
        if (details?.extra) scope.setExtras(details.extra);
        Sentry.captureException(error);
      });
    },
    close: () => Sentry.close(2000).catch(() => false),
  };
}
