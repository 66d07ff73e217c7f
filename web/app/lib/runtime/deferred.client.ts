// The non-critical half of the browser runtime, imported by ./core.client.ts once
// the page is idle (its own chunk, not in any page's initial JavaScript): the analytics error logger
// and script, optional error reporting, new-build polling, the build manifest (redirects) and the
// intent prefetch of route code. Errors and chunk-retry outcomes that happen before it loads are
// queued by the core runtime and logged here when it arrives.

import { matchRoutes } from "react-router";
import { createErrorLogger, loadAnalyticsScript, type ErrorLogPayload } from "./analytics.client";
import { applyRedirect, currentBuildId, fetchBuildMeta, startBuildPolling, type BuildMeta, type RedirectActions } from "./build-version.client";
import { installIntentPrefetch, prefetchAllowedNow, watchPreloads } from "./prefetch.client";
import { reloadOnce } from "./reload-guard.client";
import "./router-globals";

export interface DeferredConfig {
  analyticsScriptUrl: string;
  analyticsSiteId: string;
  errorReportingDsn: string;
  errorReportingEnvironment: string;
  buildPollIntervalMs: number;
}

export interface DeferredRuntime {
  /** Sends an error payload to analytics and, when configured, the error to error reporting. */
  logError(payload: ErrorLogPayload, error: unknown): void;
  /** Sends a payload to analytics only (chunk-retry outcomes). */
  log(payload: ErrorLogPayload): void;
  buildMeta: Promise<BuildMeta | undefined>;
  /** Applies the build manifest's redirect for `path`, if any (./build-version.client.ts). */
  applyRedirect(meta: BuildMeta | undefined, path: string, actions: RedirectActions): void;
  dispose(): void;
}

function currentPath(): string {
  return `${window.location.pathname}${window.location.search}`;
}

export function installDeferredRuntime(config: DeferredConfig): DeferredRuntime {
  const logger = createErrorLogger();
  const buildId = currentBuildId();
  // Error reporting only with a DSN: then its module (and the SDK it loads) is imported lazily.
  const reporting = config.errorReportingDsn
    ? import("../errors/error-reporting.client").then((module) => {
        // Tagged like the servers' reports: release antiques-web@<build id>, the same environment.
        void module.initErrorReporting(config.errorReportingDsn, {
          environment: config.errorReportingEnvironment,
          release: buildId ? `antiques-web@${buildId}` : undefined,
        });
        return module;
      })
    : undefined;

  // New builds: reload (guarded) when latest.json names another build than this page's.
  const stopPolling = buildId
    ? startBuildPolling({
        currentId: buildId,
        intervalMs: config.buildPollIntervalMs,
        onNewBuild: () => reloadOnce(currentPath(), () => window.location.reload()),
      })
    : () => undefined;
  const buildMeta = buildId ? fetchBuildMeta(buildId) : Promise.resolve(undefined);

  // Route code prefetch on intent for every in-app link (./prefetch.client.ts has the policy).
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

  return {
    logError(payload, error) {
      logger.log(payload);
      void reporting?.then((module) =>
        module.reportError(error, {
          type: payload.type,
          pageType: payload.pageType,
          componentName: payload.componentName,
        }),
      );
    },
    log(payload) {
      logger.log(payload);
    },
    buildMeta,
    applyRedirect(meta, path, actions) {
      applyRedirect(meta, path, actions);
    },
    dispose() {
      stopPolling();
      stopPrefetch();
    },
  };
}
