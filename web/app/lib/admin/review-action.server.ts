// What the review pages' actions share: the session and the CSRF token of the post, and the
// content service's refusals as messages on the page.
import { data, redirect } from "react-router";
import { ContentError } from "../content/errors";
import { LOGIN } from "../messages/admin";
import { decline, type QueueName } from "./api.server";
import { CONSOLE_HEADERS, csrfHeader, fromThisSite, requireSession, type SignedIn } from "./session.server";
import { formErrors } from "./store-form";

export interface ReviewActionResult {
  message?: string;
  errors?: Record<string, string>;
  values?: Record<string, string | string[]>;
}

export const reviewRefusal = (result: ReviewActionResult, status: number) =>
  data<ReviewActionResult>(result, { status, headers: CONSOLE_HEADERS });

/** A decision the page refuses itself (a field it cannot read), with the status to answer. */
export interface Refused {
  refused: ReviewActionResult;
  status: number;
}

/**
 * Runs one decision of a review page: the session, the post's CSRF token and origin checked, the
 * content service's refusals (a field, a decision already taken, a stale store) turned into messages.
 * `decide` returns where to go when the decision was taken, or its own refusal; "decline" is handled here.
 */
export async function reviewAction(
  request: Request,
  url: URL,
  queue: QueueName,
  id: string,
  decide: (intent: string, form: FormData, signedIn: SignedIn, csrf: Record<string, string>) => Promise<string | Refused>,
) {
  const signedIn = await requireSession(request, url);
  const form = await request.formData();
  if (!fromThisSite(request, url)) return reviewRefusal({ message: LOGIN.foreignOrigin }, 403);
  const intent = String(form.get("intent") ?? "");
  const csrf = csrfHeader(form);
  try {
    if (intent === "decline") {
      await decline(signedIn.api, csrf, queue, id, String(form.get("reason") ?? "").trim());
      throw redirect(`/admin/${queue}/${id}`, { headers: CONSOLE_HEADERS });
    }
    const outcome = await decide(intent, form, signedIn, csrf);
    if (typeof outcome !== "string") return reviewRefusal(outcome.refused, outcome.status);
    throw redirect(outcome, { headers: CONSOLE_HEADERS });
  } catch (error) {
    if (error instanceof ContentError && error.status >= 400 && error.status < 500 && error.status !== 401) {
      return reviewRefusal({ message: error.userMessage, errors: formErrors(error.fieldErrors) }, error.status);
    }
    throw error;
  }
}
