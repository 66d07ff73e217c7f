// How loaders end a request with an error page.
import { data } from "react-router";
import { ContentError } from "../content/errors";

/**
 * What a 503 page tells browsers and crawlers (Retry-After): the page cache notices the content
 * service is back within a second of its return, so a short wait is enough.
 */
export const OUTAGE_RETRY_AFTER_SECONDS = 30;

/**
 * The headers an answer with `status` adds: a 503 (the content service unreachable) says when to come
 * back, for pages, route data and the JSON resources alike. Crawlers read it as a pause, not a page gone.
 */
export function outageHeaders(status: number): Record<string, string> {
  return status === 503 ? { "Retry-After": String(OUTAGE_RETRY_AFTER_SECONDS) } : {};
}

/** The payload of an error response, read by the root ErrorBoundary. */
export interface RouteErrorData {
  message: string;
  /** A fatal error failed route validation; a non-fatal one is an unmatched route. */
  fatal: boolean;
  /** Error category (network, timeout, not_found, ...), when the error came from the content service. */
  category?: string;
  /** Where it happened (store-detail, hotspot-stores, ...), for error reporting. */
  context?: string;
}

/**
 * Route validation failed: the fatal 404 "Page Not Found: {path}". `url` is the page's address as
 * React Router hands it to loaders (their `url`), not the request's, which on a client navigation
 * is the route data's (`/stores/x.data?_routes=…`).
 */
export function fatalNotFound(url: URL): never {
  throw data<RouteErrorData>({ message: `Page Not Found: ${url.pathname}`, fatal: true }, { status: 404 });
}

/** No route matched: the non-fatal 404 "Page not found: {path}" (`url` as for `fatalNotFound`). */
export function unmatchedNotFound(url: URL): never {
  throw data<RouteErrorData>({ message: `Page not found: ${url.pathname}`, fatal: false }, { status: 404 });
}

/**
 * Rethrows a failure of the content service as an error response with the right status and the
 * catalogue message (503 when the service cannot be reached). Other errors pass through.
 */
export function rethrowContentError(error: unknown, context?: string): never {
  if (error instanceof ContentError) {
    throw data<RouteErrorData>(
      { message: error.userMessage, fatal: error.status === 404, category: error.category, context },
      { status: error.pageStatus },
    );
  }
  throw error;
}
