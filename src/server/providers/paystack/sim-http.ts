import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '#server/http/context.ts';
import { SIMULATOR_PATH, WEBHOOK_PATH } from './paystack.ts';

export type SimContext = Context<AppEnv>;

/** Paystack's error answer. */
export const simFail = (c: SimContext, status: ContentfulStatusCode, message: string) =>
  c.json({ status: false, message }, status);

export const simOk = (
  c: SimContext,
  message: string,
  data: unknown,
  status: ContentfulStatusCode = 200,
) => c.json({ status: true, message, data }, status);

export const simCode = (prefix: string) => `${prefix}${randomBytes(8).toString('hex')}`;

export const simUrls = (c: SimContext) => {
  const base = c.var.deps.config.publicUrl;
  return { checkout: `${base}${SIMULATOR_PATH}/checkout`, webhook: `${base}${WEBHOOK_PATH}` };
};

/** JSON body, or null when it is not a JSON object. */
export async function simBody(c: SimContext): Promise<Record<string, unknown> | null> {
  const body: unknown = await c.req.json().catch(() => null);
  return body && typeof body === 'object' && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : null;
}

/** Paystack takes amounts as integers or strings of digits, in subunits. */
export function simAmount(value: unknown) {
  const n = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
}
