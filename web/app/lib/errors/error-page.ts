// What the error page shows for a status: title, description and page title.
import { ERROR_DESCRIPTIONS, ERROR_DESCRIPTION_FALLBACK } from "../messages/errors";
import { errorPageTitle, errorTitle, normalizeStatus, routeErrorMessage } from "./error-page-title";

export { errorPageTitle, normalizeStatus, routeErrorMessage };

export interface ErrorPageContent {
  status: number;
  title: string;
  description: string;
}

export function errorPageContent(status: unknown): ErrorPageContent {
  const code = normalizeStatus(status);
  return {
    status: code,
    title: errorTitle(code),
    description: ERROR_DESCRIPTIONS[code] ?? ERROR_DESCRIPTION_FALLBACK,
  };
}
