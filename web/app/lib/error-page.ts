// What the error page shows for a status (SPEC §2 "Error page"): title, description and page title.
import {
  ERROR_DESCRIPTIONS,
  ERROR_DESCRIPTION_FALLBACK,
  ERROR_TITLES,
  ERROR_TITLE_FALLBACK,
  SITE_TITLE,
} from "./messages";

export interface ErrorPageContent {
  status: number;
  title: string;
  description: string;
}

/** A usable status: a whole number from 100 to 599, else 500. */
export function normalizeStatus(status: unknown): number {
  return typeof status === "number" && Number.isInteger(status) && status >= 100 && status <= 599 ? status : 500;
}

export function errorPageContent(status: unknown): ErrorPageContent {
  const code = normalizeStatus(status);
  return {
    status: code,
    title: ERROR_TITLES[code] ?? ERROR_TITLE_FALLBACK,
    description: ERROR_DESCRIPTIONS[code] ?? ERROR_DESCRIPTION_FALLBACK,
  };
}

/** The document title of an error page: "{status} {title} | {site name}". */
export function errorPageTitle(status: unknown, siteName: string = SITE_TITLE): string {
  const { status: code, title } = errorPageContent(status);
  return `${code} ${title} | ${siteName}`;
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
