// An error page the web server asks the app for: a request it refused before the app ran (a form
// post too large or of the wrong type, a method pages do not answer, a malformed address) is
// rendered as the site's error page at the address asked for (web/server/status-page.mjs), through
// the load context.
import { data } from "react-router";
import type { RouteErrorData } from "./route-errors";

export interface PageError {
  status: number;
  message: string;
}

declare module "react-router" {
  interface AppLoadContext {
    pageError?: PageError;
  }
}

/** Throws the error response the web server asked for, if it asked for one. */
export function throwPageError(context: unknown): void {
  const pageError = (context as { pageError?: PageError } | null | undefined)?.pageError;
  if (!pageError) return;
  throw data<RouteErrorData>({ message: pageError.message, fatal: false }, { status: pageError.status });
}
