import { randomUUID } from 'node:crypto';
import { createApp } from '#server/app.ts';
import { fund } from '#server/ledger/test-support.ts';
import type { RmbPurchase } from '#shared/schemas/rmb.ts';
import { makeTestDeps, setPin, signUpVerified, TEST_PIN } from '#test/auth-helpers.ts';
import { createTestDatabase } from '#test/db.ts';

// Test support for Buy RMB: the app on a fresh database, users with naira and
// a PIN, and images made of their magic bytes.

/** A PNG signature and header start; `marker` makes two images differ. */
export const png = (marker = 1) =>
  Uint8Array.from([
    0x89,
    0x50,
    0x4e,
    0x47,
    0x0d,
    0x0a,
    0x1a,
    0x0a,
    0,
    0,
    0,
    0x0d,
    0x49,
    0x48,
    0x44,
    0x52,
    marker,
  ]);
/** A JPEG (JFIF) start. */
export const jpg = () =>
  Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1]);

export type Client = { cookie: string; userId: string };

export async function rmbFixture() {
  const { url, pool } = await createTestDatabase(10);
  const deps = makeTestDeps(url, {}, 16);
  const app = createApp(deps);
  const origin = deps.config.publicUrl;

  /** A signed-up user with `naira` (whole naira) in the NGN wallet and, unless `pin` is false, a PIN. */
  const user = async (naira: number, opts: { pin?: boolean; admin?: boolean } = {}) => {
    const u = await signUpVerified(app, deps, `rmb-${randomUUID()}@example.com`);
    if (naira > 0) await fund(pool, u.userId, 'NGN', naira * 100);
    if (opts.pin !== false) await setPin(app, deps, u.cookie);
    if (opts.admin)
      await pool.query('UPDATE profiles SET is_admin = true WHERE id = $1', [u.userId]);
    return u;
  };

  const call = (
    who: Client | null,
    method: string,
    path: string,
    opts: { body?: unknown; key?: string | null; pin?: string | null } = {},
  ) => {
    const headers: Record<string, string> = { origin };
    if (who) headers.cookie = who.cookie;
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    if (method !== 'GET' && opts.key !== null)
      headers['idempotency-key'] = opts.key ?? randomUUID();
    if (opts.pin !== null && method !== 'GET') headers['x-transaction-pin'] = opts.pin ?? TEST_PIN;
    return app.request(path, {
      method,
      headers,
      body:
        opts.body === undefined
          ? undefined
          : typeof opts.body === 'string'
            ? opts.body
            : JSON.stringify(opts.body),
    });
  };

  /** POST /api/rmb: the status and the parsed answer. */
  const buy = async (who: Client, body: unknown, opts: { key?: string; pin?: string } = {}) => {
    const res = await call(who, 'POST', '/api/rmb', { body, ...opts });
    // biome-ignore lint/suspicious/noExplicitAny: tests read error bodies too
    const json = (await res.json()) as RmbPurchase & { error?: any };
    return { status: res.status, json };
  };

  const uploadQr = async (who: Client, bytes: Uint8Array, name = 'qr.png') => {
    const form = new FormData();
    form.set('file', new File([bytes as BlobPart], name, { type: 'image/png' }));
    const res = await app.request('/api/rmb/qr', {
      method: 'POST',
      body: form,
      headers: { cookie: who.cookie, origin },
    });
    // biome-ignore lint/suspicious/noExplicitAny: tests read error bodies too
    return { status: res.status, json: (await res.json()) as any };
  };

  /** How many purchases and ledger transactions a user has: what a refusal must leave alone. */
  const footprint = async (userId: string) => {
    const { rows } = await pool.query<{ purchases: string; txs: string; balance: string }>(
      `SELECT (SELECT count(*) FROM rmb_purchases WHERE user_id = $1) AS purchases,
              (SELECT count(*) FROM ledger_transactions WHERE user_id = $1) AS txs,
              (SELECT balance FROM ledger_accounts WHERE user_id = $1 AND currency = 'NGN') AS balance`,
      [userId],
    );
    return rows[0];
  };

  return { app, deps, pool, origin, user, call, buy, uploadQr, footprint };
}

export const alipay = (naira: number, extra: Record<string, unknown> = {}) => ({
  platform: 'alipay',
  alipay_type: 'china',
  naira_amount: naira * 100,
  recipient_id: 'alipay-8613800138000',
  full_name: 'Wang Wei',
  ...extra,
});
