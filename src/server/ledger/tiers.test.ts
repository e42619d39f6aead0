import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { KYC_TIERS } from '#shared/kyc.ts';
import { convert } from './operations.ts';
import { balanceOf, fund } from './test-support.ts';
import { customer, NAIRA, pool, send, usedToday } from './tiers.test-support.ts';

// CBN's tiers in the database, the foreign currency tier 1 may not hold, and
// the switch that turns the rules off (set-up in tiers.test-support.ts).

describe('the tiers in the database', () => {
  it('are the circular’s figures, as the screens show them, in the table and the posting functions', async () => {
    const { rows } = await pool.query(
      `SELECT tier, daily_limit::float8 AS daily, max_balance::float8 AS max,
              owo_kyc_daily_limit(tier)::float8 AS fn_daily, owo_kyc_max_balance(tier)::float8 AS fn_max
         FROM kyc_tiers ORDER BY tier`,
    );
    expect(rows).toEqual(
      ([1, 2, 3] as const).map((tier) => ({
        tier,
        daily: KYC_TIERS[tier].dailyLimit,
        max: KYC_TIERS[tier].maxBalance,
        fn_daily: KYC_TIERS[tier].dailyLimit,
        fn_max: KYC_TIERS[tier].maxBalance,
      })),
    );
  });

  it('reach every wallet of the customer when the tier changes, and a wallet made later', async () => {
    const u = await customer(2);
    await pool.query(`DELETE FROM ledger_accounts WHERE user_id = $1 AND currency = 'CNY'`, [u]);
    await pool.query(`INSERT INTO ledger_accounts (user_id, currency) VALUES ($1, 'CNY')`, [u]);
    const tiers = async () =>
      (
        await pool.query<{ kyc_tier: number }>(
          'SELECT kyc_tier FROM ledger_accounts WHERE user_id = $1 ORDER BY currency',
          [u],
        )
      ).rows.map((r) => r.kyc_tier);
    expect(await tiers()).toEqual([2, 2, 2]);
    await pool.query('UPDATE profiles SET kyc_tier = 3 WHERE id = $1', [u]);
    expect(await tiers()).toEqual([3, 3, 3]);
  });

  it('count the Lagos calendar day: 23:30 UTC is already tomorrow in Lagos', async () => {
    const { rows } = await pool.query<{ late: string; early: string }>(
      `SELECT owo_lagos_day('2026-11-26T23:30:00Z')::text AS late,
              owo_lagos_day('2026-11-26T22:59:59Z')::text AS early`,
    );
    expect(rows[0]).toEqual({ late: '2026-11-27', early: '2026-11-26' });
  });
});

describe('foreign currency', () => {
  it('is refused to tier 1 (KYC_REQUIRED), for a conversion and a transfer to them', async () => {
    const u = await customer(1);
    const rich = await customer(3);
    await fund(pool, u, 'NGN', 10_000 * NAIRA);
    await fund(pool, rich, 'USD', 10_000);
    await expect(
      convert(pool, {
        userId: u,
        from: 'NGN',
        to: 'USD',
        amount: 1_000 * NAIRA,
        idempotencyKey: randomUUID(),
      }),
    ).rejects.toMatchObject({ code: 'KYC_REQUIRED', details: { limit: 'currency', self: true } });
    await expect(send(rich, u, 100, 'USD')).rejects.toMatchObject({
      code: 'KYC_REQUIRED',
      details: { limit: 'currency', self: false },
    });
    expect(await balanceOf(pool, u, 'NGN')).toBe(10_000 * NAIRA);
    expect(await usedToday(u)).toBe(0);
  });
});

describe('KYC_LIMITS=off', () => {
  it('turns every rule off for the session (load tests)', async () => {
    const u = await customer(1);
    const client = await pool.connect();
    try {
      await client.query(`SET owo.kyc_limits = 'off'`);
      await client.query(
        `SELECT owo_post('deposit', 'funding', 'completed', 'Big', $2, $1, 'test-funder', $3, 'h', '{}',
           ARRAY[$1, NULL], ARRAY[NULL, 'funding'], ARRAY['NGN', 'NGN'],
           ARRAY[100000000, -100000000]::bigint[], ARRAY['in', 'in'], false)`,
        [u, `BIG-${randomUUID()}`, randomUUID()],
      );
    } finally {
      await client.query('RESET owo.kyc_limits');
      client.release();
    }
    expect(await balanceOf(pool, u, 'NGN')).toBe(100_000_000);
  });
});
