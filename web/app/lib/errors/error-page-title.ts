// The error page's document title (root meta, the 404 route): apart from ./error-page so every
// page's JavaScript carries the titles only, not the descriptions the error page itself shows.
import { ERROR_TITLES, ERROR_TITLE_FALLBACK, SITE_TITLE } from "../messages";

/** A usable status: a whole number from 100 to 599, else 500. */
export function normalizeStatus(status: unknown): number {
  return typeof status === "number" && Number.isInteger(status) && status >= 100 && status <= 599 ? status : 500;
}

/** The title of an error status ("Page Not Found"). */
export function errorTitle(status: unknown): string {
  return ERROR_TITLES[normalizeStatus(status)] ?? ERROR_TITLE_FALLBACK;
}

/** The document title of an error page: "{status} {title} | {site name}". */
export function errorPageTitle(status: unknown, siteName: string = SITE_TITLE): string {
  return `${normalizeStatus(status)} ${errorTitle(status)} | ${siteName}`;
}

/**
 * The message of a route error worth showing a visitor: the text of an error response
 * ("Page Not Found: /x", a catalogue message), never the internals of a thrown exception.
 */
export function routeErrorMessage(data: unknown): string | undefined {
  if (typeof data === "string") return data.trim() || undefined;
  if (data && typeof data === "object" && "message" in data) {
    const message = (data as { message: unknown }).message;
    if (typeof message === "string" && message.trim()) return message.trim();
  }
  return undefined;
}
