// The newsletter signup's pure logic, shared by the form (components/newsletter/Newsletter.tsx), its
// route (routes/resources.newsletter.ts: the action and, once the page has JavaScript, the clientAction)
// and the root loader: validation, normalisation, the state machine idle → pending → success | error,
// the messages for each outcome, and the result a plain form post without JavaScript comes back with.
import { USER_MESSAGES, type ErrorCategory } from "../content/errors";
import type { SignupSource } from "../content/types";
import { validEmail } from "../forms/email";
import { SIGNUP } from "../messages";

/** The loose e-mail pattern: something@something.something, no spaces. Also the input's `pattern`. */
export const EMAIL_PATTERN_SOURCE = "[^\\s@]+@[^\\s@]+\\.[^\\s@]+";

/** The route the form posts to: its action signs up, its clientAction submits in place (routes.ts). */
export const NEWSLETTER_ACTION = "/resources/newsletter";

/** Query parameter carrying a no-script signup result: `{source}.{result}`. */
export const RESULT_PARAM = "newsletter";

/** What is sent: trimmed and lower-cased. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** The content service's e-mail rule (lib/forms/email.ts); the input's `pattern` is only the browser's loose first check. */
export const isValidEmail = (email: string): boolean => validEmail(email) !== null;

export const isSignupSource = (value: unknown): value is SignupSource => value === "inline" || value === "footer";

export type SignupStatus = "idle" | "pending" | "success" | "error";

export interface SignupState {
  status: SignupStatus;
  /** The thank-you or error text shown under the form. */
  message: string;
}

export type SignupAction =
  | { type: "submit" }
  | { type: "success" }
  | { type: "error"; message: string }
  | { type: "reset" };

export const initialSignupState: SignupState = { status: "idle", message: "" };

export function signupReducer(state: SignupState, action: SignupAction): SignupState {
  switch (action.type) {
    case "submit":
      return { status: "pending", message: "" };
    case "success":
      return { status: "success", message: SIGNUP.success };
    case "error":
      return { status: "error", message: action.message };
    case "reset":
      return state.status === "success" ? initialSignupState : state;
  }
}

/** The submit button's text for a state. */
export function submitLabel(status: SignupStatus): string {
  if (status === "pending") return SIGNUP.pending;
  if (status === "success") return SIGNUP.subscribed;
  return SIGNUP.subscribe;
}

/** The submit button is disabled while the address is invalid, while pending and after success. */
export const submitDisabled = (status: SignupStatus, email: string): boolean =>
  status === "pending" || status === "success" || !isValidEmail(email);

/** The failure message: the server's message, else the exception's, else the fallback. */
export function failureMessage(serverMessage?: unknown, exceptionMessage?: unknown): string {
  for (const candidate of [serverMessage, exceptionMessage]) {
    if (typeof candidate === "string" && candidate.trim()) return candidate.trim();
  }
  return SIGNUP.fallbackError;
}

/** The JSON the /resources/newsletter action answers a script with. */
export interface SignupResponseBody {
  success: boolean;
  message?: string;
}

/**
 * Reads the action's answer: a successful response with `success: true` is a success; a successful
 * response without it is "Signup failed. Please try again."; an error response is a failure with the
 * server's message.
 */
export function outcomeOf(ok: boolean, body: unknown): SignupAction {
  const parsed = (body && typeof body === "object" ? body : {}) as Partial<SignupResponseBody>;
  if (ok) return parsed.success === true ? { type: "success" } : { type: "error", message: SIGNUP.unsuccessful };
  return { type: "error", message: failureMessage(parsed.message) };
}

// ---- Without JavaScript: the action redirects back with the result in the query string. ----

/** A no-script signup result as the root loader hands it to the form it belongs to. */
export interface NewsletterResult {
  source: SignupSource;
  status: SignupStatus;
  message: string;
}

export type NoScriptResult = "subscribed" | "unsuccessful" | ErrorCategory;

const NO_SCRIPT_RESULTS: ReadonlySet<string> = new Set<NoScriptResult>([
  "subscribed",
  "unsuccessful",
  "network",
  "timeout",
  "not_found",
  "client",
  "validation",
  "server",
  "unknown",
]);

export const encodeNoScriptResult = (source: SignupSource, result: NoScriptResult) => `${source}.${result}`;

/** The state to show for a `newsletter` query value, when it belongs to this form. */
export function noScriptState(value: string | null, source: SignupSource): SignupState | null {
  if (!value) return null;
  const [from, result] = value.split(".", 2);
  if (from !== source || !result || !NO_SCRIPT_RESULTS.has(result)) return null;
  if (result === "subscribed") return { status: "success", message: SIGNUP.success };
  if (result === "unsuccessful") return { status: "error", message: SIGNUP.unsuccessful };
  const catalogue: Record<ErrorCategory, string> = {
    network: USER_MESSAGES.network,
    timeout: USER_MESSAGES.timeout,
    not_found: USER_MESSAGES.not_found,
    client: USER_MESSAGES.unknown,
    validation: USER_MESSAGES.validation,
    server: USER_MESSAGES.server,
    unknown: SIGNUP.fallbackError,
  };
  return { status: "error", message: catalogue[result as ErrorCategory] };
}

/** The no-script result a page's URL carries (`?newsletter={source}.{result}`), for its form. */
export function noScriptResultOf(url: URL): NewsletterResult | null {
  const value = url.searchParams.get(RESULT_PARAM);
  for (const source of ["footer", "inline"] as const) {
    const state = noScriptState(value, source);
    if (state) return { source, ...state };
  }
  return null;
}
