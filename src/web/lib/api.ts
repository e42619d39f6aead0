// The one way the web app talks to our own API: same origin, cookie session,
// errors always `{ error: { code, message } }`.

import type { ApiRoute, ApiRoutes } from '#shared/api-routes.ts';
import { PIN_HEADER } from '#shared/constants.ts';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
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
    : { params: Record<PathParams<R>, string> });

/** Options are required exactly when the route takes a body. */
type OptionsArg<R extends ApiRoute> =
  Spec<R> extends { body: unknown }
    ? [options: ApiOptions<R>]
    : [PathParams<R>] extends [never]
      ? [options?: ApiOptions<R>]
      : [options: ApiOptions<R>];

async function readError(res: Response): Promise<ApiError> {
  let code = `HTTP_${res.status}`;
  let message = res.statusText || 'Request failed';
  try {
    const data = (await res.json()) as { error?: { code?: string; message?: string } };
    if (data?.error?.code) code = data.error.code;
    if (data?.error?.message) message = data.error.message;
  } catch {
    // Not JSON (proxy error page, empty body): keep the status text.
  }
  return new ApiError(res.status, code, message);
}

/**
 * Calls one of our API routes (`'GET /api/me'`, `'POST /api/wallets/convert'`, ...):
 * JSON in and out, FormData for uploads, the answer typed by the shared schemas.
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
  if (!res.ok) throw await readError(res);
  const text = res.status === 204 ? '' : await res.text();
  return (text ? JSON.parse(text) : undefined) as Spec<R>['response'];
}
