import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiFixture } from '#test/api-fixture.ts';
import { DETAIL_HELD_DEPOSITS } from './admin-user-detail.queries.ts';

// GET /api/admin/users/:userId: the list's row plus what the tier rests on,
// and the dashboard's customers per tier.

let f: Awaited<ReturnType<typeof apiFixture>>;
beforeAll(async () => {
  f = await apiFixture();
});

const detail = (userId: string, cookie = f.admin.cookie) =>
  f.call('GET', `/api/admin/users/${encodeURIComponent(userId)}`, { cookie });

/** `n` held deposits for the user, one a minute apart (the newest last), cycling through the statuses. */
async function holdDeposits(userId: string, n: number) {
  await f.pool.query(
    `INSERT INTO held_deposits (user_id, source, source_reference, currency, amount, status, reason,
                                hold_transaction_id, created_at)
     SELECT $1, 'bank_transfer', 'ref-' || $2::text || '-' || g, 'NGN', g * 1000,
            (ARRAY['held','released','returned'])[1 + g % 3], 'balance', gen_random_uuid(),
            timestamptz '2026-03-01 10:00:00+01' + g * interval '1 minute'
       FROM generate_series(1, $3::int) g`,
    [userId, randomUUID(), n],
  );
}

describe('GET /api/admin/users/:userId', () => {
  it('a tier-1 customer with nothing yet: no BVN, no account, no held deposits', async () => {
    const res = await detail(f.bola.userId);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      id: f.bola.userId,
      tier: 1,
      bvn_last4: null,
      bank_account: null,
      held_deposits: [],
      kyc_status: 'pending',
      ngn_balance: 0,
    });
    // The same row as the list shows.
    const listed = await f.call('GET', '/api/admin/users', { cookie: f.admin.cookie });
    const row = listed.json.items.find((u: { id: string }) => u.id === f.bola.userId);
    const { bvn_last4, bank_account, held_deposits, ...rest } = res.json;
    expect(rest).toEqual(row);
  });

  it("adds the BVN's last 4 digits, the own account number and the newest 20 held deposits", async () => {
    await f.pool.query(
      `UPDATE profiles SET kyc_tier = 2, bvn_last4 = '4652', bvn_hash = 'h-' || id,
              bvn_verified_at = now() WHERE id = $1`,
      [f.ada.userId],
    );
    await f.pool.query(
      `INSERT INTO dedicated_accounts (user_id, status, customer_code, bank_name, bank_slug,
                                       account_number, account_name, assigned_at)
       VALUES ($1, 'active', 'CUS_test', 'Test Bank', 'test-bank', '9930000001',
               'PAYSTACK / OWO / ADA OBI', now())`,
      [f.ada.userId],
    );
    await holdDeposits(f.ada.userId, DETAIL_HELD_DEPOSITS + 2);
    await f.fund(f.ada.userId, 'NGN', 5_000);

    const res = await detail(f.ada.userId);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      id: f.ada.userId,
      tier: 2,
      bvn_last4: '4652',
      ngn_balance: 5_000,
      bank_account: {
        status: 'active',
        bank_name: 'Test Bank',
        account_number: '9930000001',
        account_name: 'PAYSTACK / OWO / ADA OBI',
      },
    });
    expect(JSON.stringify(res.json)).not.toContain('h-');
    const held = res.json.held_deposits as { amount: number; status: string }[];
    expect(held).toHaveLength(DETAIL_HELD_DEPOSITS);
    // Newest first: deposits 22 down to 3.
    expect(held.map((h) => h.amount)).toEqual(
      Array.from({ length: DETAIL_HELD_DEPOSITS }, (_, i) => (DETAIL_HELD_DEPOSITS + 2 - i) * 1000),
    );
    expect(held[0]).toEqual({
      id: expect.any(String),
      amount: 22_000,
      currency: 'NGN',
      status: 'released',
      created_at: '2026-03-01T09:22:00.000Z',
    });
    expect(new Set(held.map((h) => h.status))).toEqual(new Set(['held', 'released', 'returned']));
  });

  it('a pending account has no number yet', async () => {
    await f.pool.query(`INSERT INTO dedicated_accounts (user_id, status) VALUES ($1, 'pending')`, [
      f.admin.userId,
    ]);
    expect((await detail(f.admin.userId)).json.bank_account).toEqual({
      status: 'pending',
      bank_name: null,
      account_number: null,
      account_name: null,
    });
  });

  it('404 for an unknown user; 403 to a customer (their own included); 401 signed out', async () => {
    expect((await detail('nobody')).status).toBe(404);
    expect((await detail(f.ada.userId, f.ada.cookie)).status).toBe(403);
    expect((await detail(f.bola.userId, f.ada.cookie)).status).toBe(403);
    expect((await detail(f.ada.userId, '')).status).toBe(401);
  });
});

describe('the dashboard', () => {
  it('counts users per tier; the three add up to every user', async () => {
    await f.pool.query('UPDATE profiles SET kyc_tier = 3 WHERE id = $1', [f.admin.userId]);
    const res = await f.call('GET', '/api/admin/stats', { cookie: f.admin.cookie });
    expect(res.status).toBe(200);
    const { rows } = await f.pool.query<{ tier: number; n: number }>(
      'SELECT kyc_tier AS tier, count(*)::int AS n FROM profiles GROUP BY kyc_tier',
    );
    const expected = { '1': 0, '2': 0, '3': 0 } as Record<string, number>;
    for (const r of rows) expected[String(r.tier)] = r.n;
    expect(res.json.tiers).toEqual(expected);
    expect(res.json.tiers['2']).toBeGreaterThanOrEqual(1);
    expect(res.json.tiers['3']).toBeGreaterThanOrEqual(1);
    expect(res.json.tiers['1'] + res.json.tiers['2'] + res.json.tiers['3']).toBe(
      res.json.total_users,
    );
  });
});
