import { beforeAll, describe, expect, it } from 'vitest';
import { apiFixture } from '#test/api-fixture.ts';
import { pinHeader, setPin } from '#test/auth-helpers.ts';

let f: Awaited<ReturnType<typeof apiFixture>>;
beforeAll(async () => {
  f = await apiFixture();
});

/** Routes anyone may call; every other route of the OpenAPI document needs a session. */
const PUBLIC = new Set([
  'get /api/health',
  'get /api/health/ready',
  'get /api/config/public',
  'get /api/bot-check/challenge',
  'get /api/dev/mailbox',
  'get /api/dev/vtpass/transactions',
  'post /api/dev/paystack/bank-transfer',
  'post /api/webhooks/paystack',
]);

/** Bodies that would change something if they got through. */
const BODIES: Record<string, unknown> = {
  'patch /api/me': { full_name: 'Changed While Deactivated' },
  'patch /api/me/preferences': { show_balance: false },
  'post /api/wallets/convert': { from: 'NGN', to: 'USD', amount: 10_000 },
  'post /api/transfers': { to_email: 'nobody@example.com', currency: 'NGN', amount: 100 },
};

const snapshot = async (userId: string) =>
  (
    await f.pool.query(
      `SELECT p.full_name, p.show_balance, p.kyc_status, p.kyc_documents,
              (SELECT count(*)::int FROM ledger_transactions) AS postings
         FROM profiles p WHERE p.id = $1`,
      [userId],
    )
  ).rows[0];

describe('a deactivated account, route by route', () => {
  it('gets 403 ACCOUNT_DEACTIVATED from every signed-in route and changes nothing', async () => {
    // An administrator, so that admin routes are tried past their admin check too.
    const { userId, cookie } = f.admin;
    await f.fund(userId, 'NGN', 1_000_000);
    // With a PIN, so that money-out routes would get past their PIN check too.
    await setPin(f.app, f.deps, cookie);
    // Deactivated behind the admin route's back: the session outlives it, the guard must not care.
    await f.pool.query('UPDATE profiles SET is_active = false WHERE id = $1', [userId]);
    const before = await snapshot(userId);

    const doc = await (await f.app.request('/api/openapi.json')).json();
    const tried: string[] = [];
    for (const [path, operations] of Object.entries<Record<string, unknown>>(doc.paths)) {
      for (const method of Object.keys(operations)) {
        const route = `${method} ${path}`;
        if (PUBLIC.has(route)) continue;
        const url = path
          .replace('{userId}', f.bola.userId)
          .replace('{currency}', 'NGN')
          .replace('{reference}', 'REF-1');
        const res = await f.call(method.toUpperCase(), url, {
          cookie,
          headers: pinHeader(),
          body: method === 'get' ? undefined : (BODIES[route] ?? { amount: 100 }),
        });
        expect({ route, status: res.status, error: res.json?.error }).toEqual({
          route,
          status: 403,
          error: {
            code: 'ACCOUNT_DEACTIVATED',
            message: 'This account is deactivated. Please contact support.',
          },
        });
        tried.push(route);
      }
    }
    expect(tried).toEqual(
      expect.arrayContaining([
        'get /api/me',
        'patch /api/me',
        'post /api/kyc',
        'post /api/transfers',
      ]),
    );
    expect(tried.length).toBeGreaterThan(20);
    expect(await snapshot(userId)).toEqual(before);
  });

  it('cannot upload a KYC document', async () => {
    await f.pool.query('UPDATE profiles SET is_active = false WHERE id = $1', [f.ada.userId]);
    const form = new FormData();
    form.set('id_type', 'nin');
    form.set('document', new File([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d])], 'id.pdf'));
    const res = await f.app.request('/api/kyc', {
      method: 'POST',
      body: form,
      headers: { cookie: f.ada.cookie, origin: f.deps.config.publicUrl },
    });
    expect(res.status).toBe(403);
    const { rows } = await f.pool.query('SELECT kyc_documents FROM profiles WHERE id = $1', [
      f.ada.userId,
    ]);
    expect(rows[0].kyc_documents).toBeNull();
  });
});
