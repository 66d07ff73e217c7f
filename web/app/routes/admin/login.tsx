// /admin/login: the console's sign-in. A valid session skips it; signing in returns to the page the
// editor asked for (`?next=`), only ever a page of the console.
import { Form, data, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/login";
import { ContentError } from "~/lib/content/errors";
import { clientIpFrom } from "~/lib/forms/client-ip.server";
import {
  CONSOLE_HEADERS,
  currentSession,
  fromThisSite,
  requireConsoleEnabled,
  safeNext,
  sessionCookie,
  signIn,
} from "~/lib/admin/session.server";
import { InputField } from "~/components/admin/ConsoleField";
import { CONSOLE, LOGIN } from "~/lib/messages/admin";
import "~/styles/console.css";

export function headers() {
  return CONSOLE_HEADERS;
}

export function meta() {
  return [{ title: `${LOGIN.title} · ${CONSOLE.name}` }, { name: "robots", content: "noindex, nofollow" }];
}

export async function loader({ request, url }: Route.LoaderArgs) {
  requireConsoleEnabled();
  const next = safeNext(url.searchParams.get("next"));
  if (await currentSession(request)) throw redirect(next, { headers: CONSOLE_HEADERS });
  const notice = url.searchParams.has("signedOut") ? LOGIN.signedOut : url.searchParams.has("next") ? LOGIN.sessionEnded : null;
  return { next, notice };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  requireConsoleEnabled();
  const form = await request.formData();
  const next = safeNext(String(form.get("next") ?? ""));
  const email = String(form.get("email") ?? "").trim();
  const password = String(form.get("password") ?? "");
  const fail = (message: string, status: number) => data({ error: message, email }, { status, headers: CONSOLE_HEADERS });
  if (!fromThisSite(request, url)) return fail(LOGIN.foreignOrigin, 403);
  if (!email || !password) return fail(LOGIN.missing, 400);
  try {
    const session = await signIn(email, password, clientIpFrom(context));
    throw redirect(next, { headers: { ...CONSOLE_HEADERS, "Set-Cookie": sessionCookie(session.token) } });
  } catch (error) {
    if (error instanceof ContentError && error.status >= 400 && error.status < 500) return fail(error.userMessage, error.status);
    throw error;
  }
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const pending = useNavigation().state === "submitting";
  return (
    <main id="main-content" className="console-login" tabIndex={-1}>
      <div className="console-login-card card">
        <p className="console-login-site">{CONSOLE.siteName}</p>
        <h1>{LOGIN.title}</h1>
        <p className="muted">{LOGIN.intro}</p>
        {loaderData.notice && !actionData ? (
          <p className="alert" role="status">
            {loaderData.notice}
          </p>
        ) : null}
        {actionData?.error ? (
          <p className="alert alert-error" role="alert">
            {actionData.error}
          </p>
        ) : null}
        <Form method="post" className="stack">
          <input type="hidden" name="next" value={loaderData.next} />
          <InputField name="email" label={LOGIN.email} type="email" autoComplete="username" required defaultValue={actionData?.email} />
          <InputField name="password" label={LOGIN.password} type="password" autoComplete="current-password" required />
          <button type="submit" className="btn btn-primary" disabled={pending}>
            {pending ? LOGIN.pending : LOGIN.submit}
          </button>
        </Form>
        <p className="field-hint">{LOGIN.firstAdmin}</p>
      </div>
    </main>
  );
}
