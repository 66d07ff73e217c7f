// The action behind every owner form: honeypot, validation (./owner-forms.ts), submission to the content
// service with the visitor's address (for its rate limit), then a redirect to the confirmation state.
import { data, redirect } from "react-router";
import { submitOwnerForm } from "../content/api.server";
import { ContentError } from "../content/errors";
import {
  HONEYPOT_FIELD,
  type FormErrors,
  type FormRules,
  type FormValues,
  isHoneypotFilled,
  submissionBody,
  validateForm,
} from "./owner-forms";
import { OWNER_FORMS } from "../messages/forms";

export type OwnerFormKind = "store-submissions" | "claim-requests" | "contact-requests";

/** What an owner form action returns when it does not redirect. */
export interface OwnerFormActionData<R extends FormRules = FormRules> {
  values: Partial<FormValues<R>>;
  errors: FormErrors<R>;
  /** A message about the whole form (rate limit, service unavailable). */
  formError?: string;
}

/** The query flag of the confirmation state: `/add-store?sent=1`. */
export const SENT_PARAM = "sent";

export function confirmationUrl(path: string, anchor?: string): string {
  return `${path}?${SENT_PARAM}=1${anchor ? `#${anchor}` : ""}`;
}

export function isConfirmation(url: URL): boolean {
  return url.searchParams.get(SENT_PARAM) === "1";
}

/** A failed call of the content service as the form's answer: the rate limit, its own validation message, or unavailable. */
function contentFailure<R extends FormRules>(error: unknown, values: Partial<FormValues<R>>) {
  if (!(error instanceof ContentError)) throw error;
  if (error.status === 429) {
    return data<OwnerFormActionData<R>>({ values, errors: {}, formError: OWNER_FORMS.rateLimited }, { status: 429 });
  }
  // The service's own validation message (e.g. an unknown state), or the catalogue's when it failed.
  const formError = error.status === 400 || error.status === 422 ? error.userMessage : OWNER_FORMS.unavailable;
  return data<OwnerFormActionData<R>>(
    { values, errors: {}, formError },
    { status: error.status >= 400 && error.status < 500 ? error.status : 503 },
  );
}

/** What the visitor typed, as it came (when the rules to check it could not be had). */
function typedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) if (name !== HONEYPOT_FIELD && typeof value === "string") values[name] = value;
  return values;
}

export async function handleOwnerForm<R extends FormRules>(options: {
  kind: OwnerFormKind;
  /** The form's rules, or how to get them when they need the content service (the add-store form's states). */
  rules: R | (() => Promise<R>);
  request: Request;
  clientIp: string | undefined;
  /** Where the confirmation is shown (the page's own path). */
  path: string;
  anchor?: string;
  /** Last adjustments of valid values before sending (e.g. a pasted store URL becomes a slug). */
  prepare?: (values: FormValues<R>) => FormValues<R>;
}) {
  const form = await options.request.formData();
  // A bot filled the hidden field: pretend all went well, store nothing.
  if (isHoneypotFilled(form)) throw redirect(confirmationUrl(options.path, options.anchor));

  let rules: R;
  try {
    rules = typeof options.rules === "function" ? await options.rules() : options.rules;
  } catch (error) {
    return contentFailure<R>(error, typedValues(form) as Partial<FormValues<R>>);
  }
  const result = validateForm(rules, form);
  if (!result.ok) {
    return data<OwnerFormActionData<R>>({ values: result.values, errors: result.errors }, { status: 400 });
  }
  const values = options.prepare ? options.prepare(result.values) : result.values;
  try {
    await submitOwnerForm(options.kind, submissionBody(values), options.clientIp);
  } catch (error) {
    return contentFailure<R>(error, result.values);
  }
  throw redirect(confirmationUrl(options.path, options.anchor));
}
