// The newsletter form's route (components/newsletter/Newsletter.tsx posts here).
// - action: POST /api/email-signups/submit on the content service. A request that accepts JSON gets
//   the outcome as JSON; a plain form post without JavaScript is redirected back to the page it came
//   from with the result in the query string, shown by the form.
// - clientAction: where the form's fetcher lands once the page has JavaScript. It asks the action for
//   JSON and hands the form the outcome, failures included (a network error is a message under the
//   form, never an error page).
import { redirect } from "react-router";
import type { Route } from "./+types/resources.newsletter";
import {
  RESULT_PARAM,
  encodeNoScriptResult,
  failureMessage,
  isSignupSource,
  isValidEmail,
  normalizeEmail,
  outcomeOf,
  type NoScriptResult,
  type SignupAction,
  type SignupResponseBody,
} from "~/lib/newsletter/signup";
import { clientIpFrom } from "~/lib/forms/client-ip.server";
import { HONEYPOT_FIELD, isHoneypotFilled } from "~/lib/forms/honeypot";
import { submitEmailSignup } from "~/lib/content/api.server";
import { ContentError, USER_MESSAGES, fromFetchFailure } from "~/lib/content/errors";
import type { SignupSource } from "~/lib/content/types";
import { outageHeaders } from "~/lib/errors/route-errors";

interface Outcome {
  status: number;
  body: SignupResponseBody;
  result: NoScriptResult;
}

async function signUp(email: string, source: SignupSource, clientIp: string | undefined): Promise<Outcome> {
  if (!isValidEmail(email)) {
    return { status: 400, body: { success: false, message: USER_MESSAGES.validation }, result: "validation" };
  }
  try {
    const response = await submitEmailSignup(normalizeEmail(email), source, clientIp);
    return response.success
      ? { status: 200, body: { success: true }, result: "subscribed" }
      : { status: 200, body: { success: false }, result: "unsuccessful" };
  } catch (error) {
    if (error instanceof ContentError) {
      const status = error.status >= 400 ? error.status : error.pageStatus;
      return { status, body: { success: false, message: failureMessage(error.userMessage) }, result: error.category };
    }
    console.error("newsletter signup failed", error);
    return { status: 500, body: { success: false, message: failureMessage() }, result: "unknown" };
  }
}

/** The same-origin page the form was posted from, without an earlier result (`here`: the action's `url`). */
function backTo(request: Request, here: URL, source: SignupSource, result: NoScriptResult): string {
  let target = new URL("/", here);
  const referer = request.headers.get("referer");
  if (referer) {
    try {
      const from = new URL(referer);
      if (from.origin === here.origin && !from.pathname.startsWith("//")) target = from;
    } catch {
      // Not a URL: go home.
    }
  }
  target.searchParams.set(RESULT_PARAM, encodeNoScriptResult(source, result));
  return `${target.pathname}${target.search}#newsletter-${source}`;
}

const wantsJson = (request: Request) => (request.headers.get("accept") ?? "").includes("application/json");

export async function action({ request, url, context }: Route.ActionArgs) {
  const form = await request.formData();
  const email = String(form.get("email") ?? "");
  const sourceValue = form.get("source");
  const source: SignupSource = isSignupSource(sourceValue) ? sourceValue : "footer";
  // A bot filled the hidden field: answer as if subscribed, send nothing to the content service.
  const outcome: Outcome = isHoneypotFilled(form)
    ? { status: 200, body: { success: true }, result: "subscribed" }
    : await signUp(email, source, clientIpFrom(context));
  if (wantsJson(request)) {
    return Response.json(outcome.body, { status: outcome.status, headers: { "Cache-Control": "no-store", ...outageHeaders(outcome.status) } });
  }
  return redirect(backTo(request, url, source, outcome.result), 303);
}

export function loader() {
  // Only POST makes sense here; a visitor who lands on it goes home.
  return redirect("/", 302);
}

/** The form's submission in the browser: the address normalised, the action's JSON read as an outcome. */
export async function clientAction({ request, url }: Route.ClientActionArgs): Promise<SignupAction> {
  const form = await request.formData();
  const body = new FormData();
  body.set("email", normalizeEmail(String(form.get("email") ?? "")));
  body.set("source", String(form.get("source") ?? ""));
  body.set(HONEYPOT_FIELD, String(form.get(HONEYPOT_FIELD) ?? ""));
  try {
    const response = await fetch(url, { method: "POST", body, headers: { Accept: "application/json" } });
    const json: unknown = await response.json().catch(() => null);
    return outcomeOf(response.ok, json);
  } catch (error) {
    // The request never got an answer (offline, connection reset, timed out): the catalogue's message
    // for that, not the browser's "Failed to fetch".
    return { type: "error", message: fromFetchFailure(error).userMessage };
  }
}
