// The one HTTP client for the content service, used by loaders, actions and resource routes.
// The browser never calls the content service: its interactive features go through
// the web server's own routes, which call this client.
//
// - Retry: once, on 408, 409, 425, 429, 500, 502, 503, 504, for idempotent methods only.
// - Errors: every failure becomes a ContentError with the category and user message of the error
//   catalogue (errors.ts); the content service's own message is preferred when it sends one.
// - Authorization: when a read token is configured (CONTENT_READ_TOKEN), it is sent as
//   `Authorization: Bearer {token}` on every call, so later pages of the store list are
//   sent with bearer authorization like everything else; without a token nothing is sent.

import { ContentError, USER_MESSAGES, classifyStatus, fromFetchFailure } from "./errors";
import type { ErrorResponse } from "./types";

/** Statuses worth a second try: transient by nature. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
/** Methods that may be repeated without changing the result (RFC 9110 §9.2.2). */
export const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD", "OPTIONS", "PUT", "DELETE"]);
/** Attempts per request: the first one plus one retry. */
export const MAX_ATTEMPTS = 2;
export const DEFAULT_TIMEOUT_MS = 10_000;

/** What a request hands its transport: always a method, the headers and the attempt's signal. */
export interface ContentFetchInit {
  method: string;
  headers: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
  signal: AbortSignal;
}

/** The part of a response the client reads; the body is always read (`json`) or dropped (`cancel`). */
export interface ContentResponse {
  readonly ok: boolean;
  readonly status: number;
  json(): Promise<unknown>;
  readonly body: { cancel(): Promise<void> } | null;
}

/**
 * How the client sends a request: the global `fetch` fits, and so does the web server's own
 * transport (http.server.ts). A failed connection rejects with a TypeError, an aborted request
 * with the signal's reason, as `fetch` does (errors.ts sorts them).
 */
export type ContentFetch = (url: string, init: ContentFetchInit) => Promise<ContentResponse>;

export interface ContentClientOptions {
  baseUrl: string;
  /** The public read token; sent as a bearer token on every call when set. */
  token?: string;
  /** Per-attempt time limit; an attempt over it fails with the timeout category. */
  timeoutMs?: number;
  /** The transport; the global `fetch` by default. */
  fetch?: ContentFetch;
  /**
   * Told of every request that finally failed (after its retry), except those the caller aborted:
   * the web server reports the ones that are our fault (lib/errors/error-reporting.server.ts).
   */
  onFailure?: (error: ContentError, request: { method: string; path: string }) => void;
}

export interface RequestOptions {
  method?: string;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is, with its content type, instead of a JSON body: a file being imported. */
  rawBody?: { bytes: Uint8Array<ArrayBuffer>; contentType: string };
  /** This request's per-attempt time limit, for the few that may take longer than the default. */
  timeoutMs?: number;
  /** The caller's signal; aborting it fails the request with the timeout category. */
  signal?: AbortSignal;
  /** Extra headers, e.g. the visitor's address for rate limits. */
  headers?: Record<string, string>;
}

/** Whether a failed attempt should be repeated (once). */
export function shouldRetry(method: string, status: number): boolean {
  return IDEMPOTENT_METHODS.has(method.toUpperCase()) && RETRY_STATUSES.has(status);
}

/** The content service's own message from a Strapi-style error body, if it sent one. */
export function serviceMessage(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const { error, message } = body as Partial<ErrorResponse> & { message?: unknown };
  const fromError = error && typeof error.message === "string" ? error.message.trim() : "";
  if (fromError) return fromError;
  return typeof message === "string" && message.trim() ? message.trim() : undefined;
}

/** The per-field errors of a Strapi-style error body (`error.details.errors[]`), by field path. */
export function serviceFieldErrors(body: unknown): Record<string, string> {
  const errors = (body as { error?: { details?: { errors?: unknown } } } | null)?.error?.details?.errors;
  const out: Record<string, string> = {};
  if (!Array.isArray(errors)) return out;
  for (const entry of errors) {
    const { path, message } = (entry ?? {}) as { path?: unknown; message?: unknown };
    if (Array.isArray(path) && typeof message === "string") out[path.map(String).join(".")] ??= message;
  }
  return out;
}

async function errorFromResponse(response: ContentResponse): Promise<ContentError> {
  const { category, message } = classifyStatus(response.status);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    // Not JSON: keep the catalogue message.
  }
  return new ContentError(response.status, category, serviceMessage(body) ?? message, undefined, serviceFieldErrors(body));
}

export function createContentClient(options: ContentClientOptions) {
  const doFetch: ContentFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function attempt(
    url: string,
    init: Omit<ContentFetchInit, "signal">,
    signal?: AbortSignal,
    limitMs = timeoutMs,
  ): Promise<ContentResponse> {
    const timeout = AbortSignal.timeout(limitMs);
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
    try {
      return await doFetch(url, { ...init, signal: combined });
    } catch (error) {
      throw fromFetchFailure(error, combined.aborted);
    }
  }

  /** Calls the content service and returns the parsed JSON body; throws ContentError otherwise. */
  async function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
    const method = (opts.method ?? "GET").toUpperCase();
    try {
      return await send<T>(method, path, opts);
    } catch (error) {
      const failure = fromFetchFailure(error, opts.signal?.aborted);
      if (options.onFailure && !opts.signal?.aborted) options.onFailure(failure, { method, path });
      throw failure;
    }
  }

  async function send<T>(method: string, path: string, opts: RequestOptions): Promise<T> {
    // The content service sits next to the web server: compressing its answers costs more CPU
    // than the bytes save (measured: 2-10x fewer requests/s with gzip), so ask for them plain.
    const headers: Record<string, string> = {
      Accept: "application/json",
      "Accept-Encoding": "identity",
      ...opts.headers,
    };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    let body: ContentFetchInit["body"];
    if (opts.rawBody) {
      headers["Content-Type"] = opts.rawBody.contentType;
      body = opts.rawBody.bytes;
    } else if (opts.body !== undefined) {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify(opts.body);
    }
    const url = new URL(path, options.baseUrl).toString();
    const init = { method, headers, body };

    let response = await attempt(url, init, opts.signal, opts.timeoutMs);
    for (let tries = 1; tries < MAX_ATTEMPTS && !response.ok && shouldRetry(method, response.status); tries++) {
      await response.body?.cancel().catch(() => undefined);
      response = await attempt(url, init, opts.signal, opts.timeoutMs);
    }
    if (!response.ok) throw await errorFromResponse(response);
    // No content (a sign-out): nothing to parse.
    if (response.status === 204) return undefined as T;
    try {
      return (await response.json()) as T;
    } catch (error) {
      // A success status with a body that is not JSON is unusable; a body cut off is a fetch failure.
      if (error instanceof SyntaxError) throw new ContentError(response.status, "unknown", USER_MESSAGES.unknown, error);
      throw fromFetchFailure(error, opts.signal?.aborted);
    }
  }

  return { request };
}

export type ContentClient = ReturnType<typeof createContentClient>;
