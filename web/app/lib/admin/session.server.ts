// The editorial console's session on the web side. The content service owns accounts, sessions,
// roles and CSRF tokens; this module only carries the session token between the browser (an HttpOnly,
// SameSite=Lax cookie, Secure on https) and the content service (`Authorization: Bearer`), and sends
// every page of the console to the login page when there is no valid session.
import { data, redirect } from "react-router";
import { serverConfig } from "../config/config.server";
import { createContentClient } from "../content/client";
import { ContentError } from "../content/errors";
import { content } from "../content/api.server";
import { contentFetch } from "../content/http.server";
import type { LoginResponse, SessionResponse, SessionView } from "../content/types";
import { reportContentFailure } from "../errors/error-reporting.server";

import { SESSION_COOKIE } from "../../../config.mjs";

export { SESSION_COOKIE };
/** The cookie lives as long as the longest session may (the content service ends it earlier when idle). */
const COOKIE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;
/** Headers of every console answer: never stored by a cache, never indexed. */
export const CONSOLE_HEADERS = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" } as const;

/** A content client that acts as the signed-in account. */
export function sessionClient(token: string) {
  return createContentClient({ baseUrl: serverConfig.contentUrl, token, fetch: contentFetch, onFailure: reportContentFailure });
}

export type SessionClient = ReturnType<typeof sessionClient>;

/** The session token the request's cookie carries, if any. */
export function sessionToken(request: Request): string | undefined {
  const header = request.headers.get("Cookie") ?? "";
  for (const part of header.split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === SESSION_COOKIE) {
      const token = value.join("=");
      return /^[0-9a-f]{64}$/.test(token) ? token : undefined;
    }
  }
  return undefined;
}

/** The Set-Cookie value that keeps a new session in the browser. */
export function sessionCookie(token: string): string {
  const secure = serverConfig.secureCookies ? "; Secure" : "";
  return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${COOKIE_MAX_AGE_SECONDS}${secure}`;
}

/** The Set-Cookie value that removes the session cookie. */
export function clearedSessionCookie(): string {
  const secure = serverConfig.secureCookies ? "; Secure" : "";
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure}`;
}

/** 404 for every console URL when this instance does not serve the console (ADMIN_ENABLED=false). */
export function requireConsoleEnabled(): void {
  if (!serverConfig.adminEnabled) throw new Response("Not Found", { status: 404 });
}

/** Where the login page sends an editor back to: a path of the console, never another site. */
export function safeNext(next: string | null | undefined): string {
  if (!next || !next.startsWith("/admin") || next.startsWith("//") || next.startsWith("/admin/login")) return "/admin";
  return next;
}

/** The login page's address that returns to the page at `url` afterwards. */
export function loginUrl(url: URL): string {
  const here = url.pathname + url.search;
  return here === "/admin" ? "/admin/login" : `/admin/login?next=${encodeURIComponent(here)}`;
}

export interface SignedIn {
  token: string;
  session: SessionView;
  api: SessionClient;
}

/** The signed-in account of a request, or `undefined` when its session is missing or ended. */
export async function currentSession(request: Request): Promise<SignedIn | undefined> {
  const token = sessionToken(request);
  if (!token) return undefined;
  const api = sessionClient(token);
  try {
    const { data } = await api.request<SessionResponse>("/api/admin/session");
    return { token, session: data, api };
  } catch (error) {
    if (error instanceof ContentError && (error.status === 401 || error.status === 403)) return undefined;
    throw error;
  }
}

/**
 * The signed-in account, or a redirect to the login page that comes back here afterwards: `url` is
 * the page's address (a loader's or action's `url`, not the request's, which may be route data's).
 */
export async function requireSession(request: Request, url: URL): Promise<SignedIn> {
  requireConsoleEnabled();
  const signedIn = await currentSession(request);
  if (!signedIn) throw redirect(loginUrl(url), { headers: { ...CONSOLE_HEADERS, "Set-Cookie": clearedSessionCookie() } });
  return signedIn;
}

/** The CSRF token a form posted, sent on to the content service, which checks it. */
export function csrfHeader(form: FormData): Record<string, string> {
  const token = form.get("csrf");
  return { "X-CSRF-Token": typeof token === "string" ? token : "" };
}

/**
 * Whether a form post comes from a page of this site: browsers send `Origin` with every post, and
 * one from another site is refused before anything else (the CSRF token is the main defence; this
 * also covers the sign-in form, which has no session yet).
 */
export function fromThisSite(request: Request, url: URL): boolean {
  const origin = request.headers.get("Origin");
  if (!origin) return true; // Not a browser post (or a very old browser): the CSRF token decides.
  return origin === url.origin || origin === new URL(serverConfig.siteUrl).origin;
}

/** Signs in through the content service: the new session's token, account and CSRF token. */
export async function signIn(email: string, password: string, clientIp: string | undefined) {
  const response = await content.request<LoginResponse>("/api/admin/login", {
    method: "POST",
    body: { email, password },
    headers: clientIp ? { "X-Forwarded-For": clientIp } : undefined,
  });
  return response.data;
}

/**
 * The session an editing form's post acts as. When the session ended while the editor typed, the
 * form shows sign-in fields (`loginEmail`, `loginPassword`) and posts what was typed again with
 * them: a new session is started here and the save goes on. `refusal` says why there is none.
 */
export async function sessionForSave(
  request: Request,
  form: FormData,
  clientIp: string | undefined,
): Promise<
  | { signedIn: SignedIn; csrf: Record<string, string>; setCookie?: string; refusal?: undefined }
  | { signedIn?: undefined; refusal: { status: number; message?: string } }
> {
  const signedIn = await currentSession(request);
  if (signedIn) return { signedIn, csrf: csrfHeader(form) };
  const loginEmail = String(form.get("loginEmail") ?? "").trim();
  if (!loginEmail) return { refusal: { status: 401 } };
  try {
    const session = await signIn(loginEmail, String(form.get("loginPassword") ?? ""), clientIp);
    return {
      signedIn: { token: session.token, session, api: sessionClient(session.token) },
      csrf: { "X-CSRF-Token": session.csrfToken },
      setCookie: sessionCookie(session.token),
    };
  } catch (error) {
    if (error instanceof ContentError && error.status < 500) return { refusal: { status: error.status, message: error.userMessage } };
    throw error;
  }
}

/**
 * What a console loader found, or the console's 404 page with `missing` ("There is no such store.")
 * when the content service has no such thing.
 */
export async function foundOr404<T>(load: Promise<T>, missing: string): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof ContentError && error.status === 404) throw data(missing, { status: 404, headers: CONSOLE_HEADERS });
    throw error;
  }
}
