import type { Context } from 'hono';
import type { AppDeps, AppEnv } from '../http/context.ts';
import { CLIENT_IP_HEADER, clientIp } from './client-ip.ts';
import { refuseLockedAuthRequest } from './session.ts';

const CODE_FOR_STATUS: Record<number, string> = {
  400: 'VALIDATION_ERROR',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  422: 'BUSINESS_RULE',
  429: 'RATE_LIMITED',
  500: 'INTERNAL',
};

/**
 * Mounts better-auth at /api/auth. It tells better-auth the client's address
 * (for rate limits and session records), and gives its error answers our
 * fixed shape `{ error: { code, message } }` while keeping its top-level
 * `code` and `message`, which better-auth's own client reads.
 */
export function handleAuth(deps: AppDeps) {
  return async (c: Context<AppEnv>) => {
    await refuseLockedAuthRequest(c);
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    const ip = clientIp(c, deps.config.trustedProxies);
    if (ip) headers.set(CLIENT_IP_HEADER, ip);
    // The body from hono's cache: the NUL check may have read it already.
    const method = c.req.method;
    const read = method === 'GET' || method === 'HEAD' ? null : await c.req.arrayBuffer();
    const body = read && read.byteLength > 0 ? read : undefined; // none, as it came, when empty
    const res = await deps.auth.handler(new Request(c.req.url, { method, headers, body }));
    return res.status >= 400 ? withErrorShape(res) : res;
  };
}

async function withErrorShape(res: Response) {
  const type = res.headers.get('content-type');
  // A path better-auth does not know gets an empty 404: answer it in our shape too.
  if (!type && !(await res.clone().text())) {
    const code = CODE_FOR_STATUS[res.status] ?? 'ERROR';
    const message = res.status === 404 ? 'Not found' : res.statusText || 'Request failed';
    const headers = new Headers(res.headers);
    headers.delete('content-length');
    return Response.json(
      { error: { code, message }, code, message },
      { status: res.status, headers },
    );
  }
  if (!type?.includes('application/json')) return res;
  const body: unknown = await res
    .clone()
    .json()
    .catch(() => null);
  if (body !== null && typeof body !== 'object') return res;
  const fields = (body ?? {}) as Record<string, unknown>;
  if (typeof fields.error === 'object' && fields.error !== null) return res;
  const code =
    typeof fields.code === 'string' ? fields.code : (CODE_FOR_STATUS[res.status] ?? 'ERROR');
  const message =
    typeof fields.message === 'string' && fields.message
      ? fields.message
      : res.statusText || 'Request failed';
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify({ ...fields, error: { code, message }, code, message }), {
    status: res.status,
    statusText: res.statusText,
    headers,
  });
}
