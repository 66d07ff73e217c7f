// Server-side error reporting of the web server (only when a DSN is configured).
//
// web/server.js starts the SDK (@sentry/node) only when ERROR_REPORTING_DSN is set, and hands its
// reporter in through the server entry (`setServerErrorReporter`, re-exported by entry.server.tsx).
// App code reports through `reportServerError`, which does nothing until then. The content service
// reports its own errors to the same DSN in the same shape (crates/antiques/src/error_reporting.rs).

import type { ContentError } from "../content/errors";

/** What a report carries besides the error: tags to group and filter by, extra data to read. */
export interface ServerErrorDetails {
  tags?: Record<string, string>;
  extra?: Record<string, unknown>;
}

export type ServerErrorReporter = (error: unknown, details?: ServerErrorDetails) => void;

let reporter: ServerErrorReporter | undefined;

/** Installs (or, with `undefined`, removes) the reporter. */
export function setServerErrorReporter(next: ServerErrorReporter | undefined): void {
  reporter = next;
}

/** Reports an error when reporting is on; never throws (reporting must not break a response). */
export function reportServerError(error: unknown, details?: ServerErrorDetails): void {
  if (!reporter) return;
  try {
    reporter(error, details);
  } catch (failure) {
    console.error("error reporting failed:", failure);
  }
}

/**
 * Whether a failed content call is ours to fix: the service failed, timed out, could not be reached
 * or answered something unreadable, or refused our token (401/403: visitors send none, so that is our
 * configuration). A visitor's other 4xx (a store that does not exist, a bad e-mail) is not.
 */
export function isReportableContentFailure(error: ContentError): boolean {
  if (error.status === 401 || error.status === 403) return true;
  return error.category === "server" || error.category === "network" || error.category === "timeout" || error.category === "unknown";
}

/** The report of a content call that failed: tagged with the call and the error category. */
export function reportContentFailure(error: ContentError, request: { method: string; path: string }): void {
  if (!isReportableContentFailure(error)) return;
  reportServerError(error, {
    tags: { source: "content-service", category: error.category, status: String(error.status) },
    // The path only: a query can hold what a visitor typed or where they are (name search, near me).
    extra: { request: `${request.method} ${request.path.split("?")[0]}` },
  });
}
