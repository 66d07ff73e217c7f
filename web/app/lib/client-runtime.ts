// The browser runtime of issue 8, installed once by components/ClientRuntime.tsx after hydration:
// global error logging, chunk-load recovery, new-build polling, analytics script, error reporting.

import { matchRoutes } from "react-router";
import { createErrorLogger, describeError, loadAnalyticsScript, type ErrorLogPayload, type ErrorLogType } from "./analytics";
import { currentBuildId, fetchBuildMeta, startBuildPolling, type BuildMeta } from "./build-version";
import { createChunkRetry, isChunkLoadError, type ChunkRetry } from "./chunk-retry";
import { installIntentPrefetch, prefetchAllowedNow, watchPreloads } from "./prefetch";
import { reloadOnce } from "./reload-guard";
import "./router-globals";
import { installRouteModuleRetry, retryUrl } from "./route-module-retry";

export interface RuntimeConfig {
  analyticsScriptUrl: string;
  analyticsSiteId: string;
  errorReportingDsn: string;
  buildPollIntervalMs: number;
}

export interface RuntimeHooks {
  setOverlay(visible: boolean): void;
  /** `handle.pageType` of the deepest matched route, if any. */
  pageType(): string | undefined;
  /** Where a pending client-side navigation is going (path + query), if one is. */
  navigationTarget(): string | undefined;
}

interface Runtime {
  logError(type: ErrorLogType, error: unknown, extra?: Partial<ErrorLogPayload>): void;
  buildMeta: Promise<BuildMeta | undefined>;
}

let active: Runtime | undefined;
/** Route errors reported before the runtime was installed (an error page being hydrated). */
const pendingRouteErrors: Array<[unknown, string | undefined]> = [];

/** Module errors worth a guarded reload (a plain "Failed to fetch" of data is not). */
function isModuleLoadError(message: string): boolean {
  return /dynamically imported module|Importing a module script failed|Loading (CSS )?chunk|error loading dynamically|module script/i.test(
    message,
  );
}

function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/** Installs everything; returns the function that removes the listeners and timers. */
export function installClientRuntime(config: RuntimeConfig, hooks: RuntimeHooks): () => void {
  const logger = createErrorLogger();
  // Error reporting only with a DSN: then its module (and the SDK it loads) is imported lazily.
  const reporting = config.errorReportingDsn
    ? import("./error-reporting").then((module) => {
        void module.initErrorReporting(config.errorReportingDsn);
        return module;
      })
    : undefined;

  const logError: Runtime["logError"] = (type, error, extra = {}) => {
    const { message, stack, errorType } = describeError(error);
    const pageType = hooks.pageType();
    logger.log({ message, stack, errorType, type, pageType, ...extra });
    void reporting?.then((module) => module.reportError(error, { type, pageType, componentName: extra.componentName }));
  };

  const chunkRetry: ChunkRetry = createChunkRetry({
    onOverlay: hooks.setOverlay,
    onOutcome(outcome) {
      const type = outcome.success ? "chunk-retry-success" : "chunk-retry-failure";
      const message = `Chunk ${outcome.chunkName} ${outcome.success ? "loaded on retry" : "failed to load"}`;
      logger.log({ message, type, pageType: hooks.pageType(), ...outcome });
      if (!outcome.success) console.error(`[chunk retry] ${message} after ${outcome.attemptCount} attempt(s): ${outcome.errorMessage}`);
    },
  });

  /** A chunk error outside navigation (a lazy import, a preload): retry state, then maybe a reload. */
  const onGlobalChunkError = (error: unknown, message: string) => {
    void chunkRetry.handle(error).then(() => {
      if (isModuleLoadError(message)) reloadOnce(currentPath(), () => window.location.reload());
    });
  };

  const onError = (event: ErrorEvent) => {
    // The error's own message (event.message adds "Uncaught "); cross-origin errors have only the event's.
    const message = event.error instanceof Error ? describeError(event.error).message : event.message || "Script error.";
    const error = event.error ?? message;
    if (message.includes("Importing a module script failed")) {
      logError("safari-module-script-error", error, { message });
    } else {
      logError("javascript-error", error, { message });
    }
    if (isChunkLoadError(message)) onGlobalChunkError(error, message);
  };

  const onRejection = (event: PromiseRejectionEvent) => {
    const { message } = describeError(event.reason);
    logError("promise-rejection", event.reason);
    if (isChunkLoadError(message)) onGlobalChunkError(event.reason, message);
  };

  // A failed preload of a lazy import's dependencies: let the import itself decide (Vite then
  // imports anyway); if that fails, its rejection reaches the importer or onRejection above.
  const onPreloadError = (event: Event) => event.preventDefault();

  window.addEventListener("error", onError);
  window.addEventListener("unhandledrejection", onRejection);
  window.addEventListener("vite:preloadError", onPreloadError);

  // Route chunks loaded by client-side navigations: retry, else one guarded reload of the target.
  // (Not in development, where React Router's own reload after a broken module is the better tool.)
  let retries = 0;
  if (!import.meta.env.DEV) installRouteModuleRetry(async (url) => {
    try {
      return await import(/* @vite-ignore */ url);
    } catch (error) {
      const { message } = describeError(error);
      if (!isChunkLoadError(message)) throw error;
      let loaded: unknown;
      const ok = await chunkRetry.handle(error, async () => {
        loaded = await import(/* @vite-ignore */ retryUrl(url, ++retries));
      });
      if (ok) return loaded;
      const target = hooks.navigationTarget() ?? currentPath();
      reloadOnce(target);
      // Settling would let React Router reload the current page without a guard: stay pending.
      // The visitor stays where they are (overlay gone) and can follow another link.
      return new Promise<never>(() => undefined);
    }
  });

  // New builds: reload (guarded) when latest.json names another build than this page's.
  const buildId = currentBuildId();
  const stopPolling = buildId
    ? startBuildPolling({
        currentId: buildId,
        intervalMs: config.buildPollIntervalMs,
        onNewBuild: () => reloadOnce(currentPath(), () => window.location.reload()),
      })
    : () => undefined;
  const buildMeta = buildId ? fetchBuildMeta(buildId) : Promise.resolve(undefined);

  // Route code prefetch on intent for every in-app link (lib/prefetch.ts has the policy).
  watchPreloads(document);
  const stopPrefetch = installIntentPrefetch(document, {
    match(pathname) {
      const routes = window.__reactRouterDataRouter?.routes;
      return routes ? matchRoutes(routes, pathname)?.map((m) => m.route.id ?? "") : undefined;
    },
    routes: () => window.__reactRouterManifest?.routes,
    loaded: (id) => id in (window.__reactRouterRouteModules ?? {}),
    allowed: prefetchAllowedNow,
  });

  loadAnalyticsScript(config);

  active = { logError, buildMeta };
  for (const [error, componentName] of pendingRouteErrors.splice(0)) {
    logError("react-error", error, { componentName, context: componentName });
  }
  return () => {
    window.removeEventListener("error", onError);
    window.removeEventListener("unhandledrejection", onRejection);
    window.removeEventListener("vite:preloadError", onPreloadError);
    stopPolling();
    stopPrefetch();
    active = undefined;
  };
}

/** The build manifest of this page's build (for redirects), once the runtime is installed. */
export function buildMetaOfPage(): Promise<BuildMeta | undefined> {
  return active?.buildMeta ?? Promise.resolve(undefined);
}

/**
 * Reports an error caught by a route ErrorBoundary (the spec's vue-error, for React): console,
 * analytics (type react-error with the component name) and error reporting when configured.
 */
export function reportRouteError(error: unknown, componentName?: string): void {
  console.error(`[react-error]${componentName ? ` in ${componentName}` : ""}`, error);
  if (active) active.logError("react-error", error, { componentName, context: componentName });
  else pendingRouteErrors.push([error, componentName]);
}
