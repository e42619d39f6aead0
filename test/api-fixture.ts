import { randomUUID } from 'node:crypto';
import { createApp } from '#server/app.ts';
import { fund } from '#server/ledger/test-support.ts';
import type { Currency } from '#shared/constants.ts';
import { makeTestDeps, signUpVerified } from './auth-helpers.ts';
import { createTestDatabase } from './db.ts';

/**
 * A test database, the app on it, and two signed-in users (Ada and Bola) plus
 * an administrator. `kycLimits` turns the tiers' rules on (off by default, as
 * for every other feature's tests).
 */
export async function apiFixture(opts: { kycLimits?: boolean } = {}) {
  const { url, pool } = await createTestDatabase(4, { kycLimits: opts.kycLimits });
  const deps = makeTestDeps(url, { KYC_LIMITS: opts.kycLimits ? 'on' : 'off' }, 10);
  const app = createApp(deps);
  const ada = await signUpVerified(app, deps, `ada-${randomUUID()}@example.com`);
  const bola = await signUpVerified(app, deps, `bola-${randomUUID()}@example.com`);
  const admin = await signUpVerified(app, deps, `admin-${randomUUID()}@example.com`);
  await pool.query('UPDATE profiles SET is_admin = true WHERE id = $1', [admin.userId]);

  const call = async (
    method: string,
    path: string,
    opts: {
      cookie?: string;
      body?: unknown;
      key?: string | null;
      headers?: Record<string, string>;
    } = {},
  ) => {
    const headers: Record<string, string> = {};
    // A signed-in browser names its origin on every state-changing request.
    if (opts.cookie) Object.assign(headers, { cookie: opts.cookie, origin: deps.config.publicUrl });
    Object.assign(headers, opts.headers);
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    if (opts.key !== null && method !== 'GET')
      headers['idempotency-key'] = opts.key ?? randomUUID();
    const res = await app.request(path, {
      method,
      headers,
      body:
        opts.body === undefined
          ? undefined
          : typeof opts.body === 'string'
            ? opts.body
            : JSON.stringify(opts.body),
    });
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = text;
    }
    // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
    return { status: res.status, json: json as any };
  };

  const balances = async (userId: string) => {
    const { rows } = await pool.query<{ currency: Currency; balance: string }>(
      'SELECT currency, balance FROM ledger_accounts WHERE user_id = $1',
      [userId],
    );
    return Object.fromEntries(rows.map((r) => [r.currency, Number(r.balance)])) as Record<
      Currency,
      number
    >;
  };

  return {
    app,
    deps,
    pool,
    ada,
    bola,
    admin,
    call,
    balances,
    fund: (userId: string, currency: Currency, amount: number) =>
      fund(pool, userId, currency, amount),
  };
}
