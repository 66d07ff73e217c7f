// The error catalogue: categories, user messages and the status mapping (404 not_found; 401 and
// 403 client; 422 validation; other 4xx client with the unknown message; 5xx server).

export type ErrorCategory = "network" | "timeout" | "not_found" | "client" | "validation" | "server" | "unknown";

export const USER_MESSAGES = {
  network: "Unable to connect to our servers. Please check your internet connection and try again.",
  not_found: "The requested item could not be found. It may have been moved or deleted.",
  server: "Our servers are experiencing issues. Please try again in a few minutes.",
  timeout: "The request took too long to complete. Please try again.",
  unauthorized: "You do not have permission to access this resource.",
  forbidden: "Access to this resource is forbidden.",
  validation: "Please check your input and try again.",
  unknown: "An unexpected error occurred. Please try again.",
} as const;

/** Category and default user message for an HTTP status. */
export function classifyStatus(status: number): { category: ErrorCategory; message: string } {
  if (status === 404) return { category: "not_found", message: USER_MESSAGES.not_found };
  if (status === 401) return { category: "client", message: USER_MESSAGES.unauthorized };
  if (status === 403) return { category: "client", message: USER_MESSAGES.forbidden };
  if (status === 422) return { category: "validation", message: USER_MESSAGES.validation };
  if (status >= 400 && status < 500) return { category: "client", message: USER_MESSAGES.unknown };
  if (status >= 500 && status < 600) return { category: "server", message: USER_MESSAGES.server };
  return { category: "unknown", message: USER_MESSAGES.unknown };
}

/** A failed call to the content service, carrying what the UI needs to explain it. */
export class ContentError extends Error {
  readonly status: number;
  readonly category: ErrorCategory;
  /** What to show a visitor: the service's own message when it gave one, else the catalogue's. */
  readonly userMessage: string;
  /** The service's message for each field it refused, keyed by the field's path joined with ".". */
  readonly fieldErrors: Readonly<Record<string, string>>;

  constructor(
    status: number,
    category: ErrorCategory,
    userMessage: string,
    cause?: unknown,
    fieldErrors: Readonly<Record<string, string>> = {},
  ) {
    super(userMessage, { cause });
    this.name = "ContentError";
    this.status = status;
    this.category = category;
    this.userMessage = userMessage;
    this.fieldErrors = fieldErrors;
  }

  /** HTTP status the page should answer with when this error ends a request. */
  get pageStatus(): number {
    if (this.category === "network" || this.category === "timeout") return 503;
    return this.status || 500;
  }
}

/** The category a thrown value from `fetch` belongs to: aborted → timeout, failed fetch → network. */
function failureCategory(error: unknown, aborted: boolean): "timeout" | "network" | "unknown" {
  const name = typeof error === "object" && error !== null && "name" in error ? String(error.name) : "";
  if (aborted || name === "AbortError" || name === "TimeoutError") return "timeout";
  // `fetch` rejects with a TypeError when the connection fails (refused, reset, DNS, CORS).
  if (error instanceof TypeError) return "network";
  return "unknown";
}

/**
 * Turns a thrown value from `fetch` into a ContentError: an aborted request (the caller's signal or
 * the per-attempt time limit; `aborted` says the signal fired, whatever reason it carried) gives
 * timeout, a fetch failure gives network, anything else unknown.
 */
export function fromFetchFailure(error: unknown, aborted = false): ContentError {
  if (error instanceof ContentError) return error;
  const category = failureCategory(error, aborted);
  return new ContentError(0, category, USER_MESSAGES[category], error);
}
