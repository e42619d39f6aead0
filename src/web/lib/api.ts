// The one way the web app talks to our own API: same origin, cookie session,
// errors always `{ error: { code, message } }`.

import type { ApiRoute, ApiRoutes } from '#server/http/api-types.ts';
import { PIN_HEADER } from '#shared/constants.ts';
import type { ErrorCode } from '#shared/error-codes.ts';
import { READ_SOURCE_HEADER } from '#shared/read-source.ts';
import type { authClient } from './auth-client.ts';
import { markLocked } from './session-lock.ts';

/** better-auth's own codes, which its routes under /api/auth answer with. */
type AuthErrorCode = keyof (typeof authClient)['$ERROR_CODES'];

/**
 * What an ApiError's `code` can be: one of our API's codes, one of
 * better-auth's, no answer at all, or an answer that was not ours (a proxy's).
 */
export type ApiErrorCode = ErrorCode | AuthErrorCode | 'NETWORK_ERROR' | `HTTP_${number}`;

export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  /** The input the answer names as at fault, when it names one. */
  readonly field: string | undefined;

  constructor(status: number, code: ApiErrorCode, message: string, field?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.field = field;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * One key per user action (not per attempt), sent as Idempotency-Key.
 * randomUUID exists only on https and localhost; a phone on the LAN over plain
 * http gets a v4 UUID built from getRandomValues instead.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

type Spec<R extends ApiRoute> = ApiRoutes[R];

/** The names of a route's `:param` segments. */
type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** What a call to `route` takes: its body and query (typed by the route), an abort signal. */
export type ApiOptions<R extends ApiRoute> = {
  signal?: AbortSignal;
  /** Sent as the Idempotency-Key header on money-moving requests. */
  idempotencyKey?: string;
  /** The transaction PIN, sent as X-Transaction-Pin on money-out requests. */
  pin?: string;
} & (Spec<R> extends { body: infer B } ? { body: B } : { body?: never }) &
  (Spec<R> extends { query: infer Q } ? { query?: Q } : { query?: never }) &
  ([PathParams<R>] extends [never]
    ? { params?: never }
    : { params: Spec<R> extends { params: infer P } ? P : Record<PathParams<R>, string> });

/** Options are required exactly when the route takes a body. */
type OptionsArg<R extends ApiRoute> =
  Spec<R> extends { body: unknown }
    ? [options: ApiOptions<R>]
    : [PathParams<R>] extends [never]
      ? [options?: ApiOptions<R>]
      : [options: ApiOptions<R>];

/** An error answer as an ApiError (also for routes that answer files, read with fetch). */
export async function readError(res: Response): Promise<ApiError> {
  let code: ApiErrorCode = `HTTP_${res.status}`;
  let message = res.statusText || 'Request failed';
  let field: string | undefined;
  try {
    const data = (await res.json()) as {
      error?: { code?: ApiErrorCode; message?: string; field?: string };
    };
    if (data?.error?.code) code = data.error.code;
    if (data?.error?.message) message = data.error.message;
    if (typeof data?.error?.field === 'string') field = data.error.field;
  } catch {
    // Not JSON (proxy error page, empty body): keep the status text.
  }
  return new ApiError(res.status, code, message, field);
}

/**
 * Calls one of our API routes (`'GET /api/me'`, `'POST /api/wallets/convert'`, ...):
 * JSON in and out, FormData for uploads, typed by the server's own route definitions.
 */
export async function api<R extends ApiRoute>(
  route: R,
  ...[options]: OptionsArg<R>
): Promise<Spec<R>['response']> {
  const [method, template] = route.split(' ') as [string, string];
  const { body, query, params, idempotencyKey, pin, signal } = (options ?? {}) as {
    body?: unknown;
    pin?: string;
    params?: Record<string, string>;
    query?: Record<string, string | number | undefined>;
    idempotencyKey?: string;
    signal?: AbortSignal;
  };
  // `:name` segments take their value from `params`, escaped.
  const path = template.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(params?.[name] ?? ''),
  );
  const headers = new Headers({ Accept: 'application/json' });
  if (idempotencyKey) headers.set('Idempotency-Key', idempotencyKey);
  if (pin) headers.set(PIN_HEADER, pin);
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined) search.set(key, String(value));
  const url = search.size ? `${path}?${search}` : path;

  let res: Response;
  try {
    res = await fetch(url, { method, credentials: 'same-origin', headers, body: payload, signal });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'NETWORK_ERROR', 'Network error. Please check your connection.');
  }
  // Only the back office's reports send it: its code loads then, never with a customer's page.
  const readSource = res.headers.get(READ_SOURCE_HEADER);
  if (readSource) void import('./read-source.ts').then((m) => m.noteReadSource(readSource));
  if (!res.ok) {
    const error = await readError(res);
    // The server locked this idle device: the lock screen shows, whichever request learnt it.
    if (error.code === 'SESSION_LOCKED') markLocked();
    throw error;
  }
  const text = res.status === 204 ? '' : await res.text();
  return (text ? JSON.parse(text) : undefined) as Spec<R>['response'];
}
