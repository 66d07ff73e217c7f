// The one HTTP client for the content service, used by loaders, actions and resource routes.

import { ContentError, classifyStatus, fromFetchFailure } from "./errors";
import type { ContentErrorBody } from "./types";

/** Statuses worth a second try: transient by nature. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD", "OPTIONS", "PUT", "DELETE"]);

export interface ContentClientOptions {
  baseUrl: string;
  token?: string;
  /** Per-attempt time limit; an attempt over it fails with the timeout category. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface RequestOptions {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
  /** Extra headers, e.g. the visitor's address for rate limits. */
  headers?: Record<string, string>;
}

/** Whether a failed attempt should be repeated (once). */
export function shouldRetry(method: string, status: number): boolean {
  return IDEMPOTENT_METHODS.has(method.toUpperCase()) && RETRY_STATUSES.has(status);
}

async function errorFromResponse(response: Response): Promise<ContentError> {
  const { category, message } = classifyStatus(response.status);
  let serviceMessage: string | undefined;
  try {
    const body = (await response.json()) as Partial<ContentErrorBody>;
    serviceMessage = body?.error?.message || undefined;
  } catch {
    // Not JSON: keep the catalogue message.
  }
  return new ContentError(response.status, category, serviceMessage ?? message);
}

export function createContentClient(options: ContentClientOptions) {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function attempt(url: string, init: RequestInit, signal?: AbortSignal): Promise<Response> {
    const timeout = AbortSignal.timeout(timeoutMs);
    const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
    try {
      return await doFetch(url, { ...init, signal: combined });
    } catch (error) {
      throw fromFetchFailure(error);
    }
  }

  /** Calls the content service and returns the parsed JSON body; throws ContentError otherwise. */
  async function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
    const method = (opts.method ?? "GET").toUpperCase();
    const headers: Record<string, string> = { Accept: "application/json", ...opts.headers };
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    let body: string | undefined;
    if (opts.body !== undefined) {
      headers["Content-Type"] = "application/json";
      body = JSON.stringify(opts.body);
    }
    const url = new URL(path, options.baseUrl).toString();
    const init: RequestInit = { method, headers, body };

    let response = await attempt(url, init, opts.signal);
    if (!response.ok && shouldRetry(method, response.status)) {
      response = await attempt(url, init, opts.signal);
    }
    if (!response.ok) throw await errorFromResponse(response);
    return (await response.json()) as T;
  }

  return { request };
}

export type ContentClient = ReturnType<typeof createContentClient>;
