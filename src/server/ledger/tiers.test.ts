import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KYC_TIERS } from '#shared/kyc.ts';
import { createTestDatabase } from '#test/db.ts';
import { hold, refund } from './holds.ts';
import { convert, transfer } from './operations.ts';
import { walletBatcher, walletLimiter } from './post.ts';
import { balanceOf, countRows, debit, fund, makeUser } from './test-support.ts';

// CBN's tiers as the posting functions enforce them (owo_kyc_apply,
// owo_kyc_rules, owo_post_batch), on a real PostgreSQL with the rules on.
const { pool } = await createTestDatabase(40, { kycLimits: true });
const NAIRA = 100;

let n = 0;
async function customer(tier: 1 | 2 | 3) {
  const id = `tier${tier}-${++n}`;
  await makeUser(pool, id);
  await pool.query('UPDATE profiles SET kyc_tier = $2 WHERE id = $1', [id, tier]);
  return id;
}

async function usedToday(userId: string) {
  const { rows } = await pool.query<{ used: string }>(
    `SELECT kyc_used AS used FROM ledger_accounts
      WHERE user_id = $1 AND currency = 'NGN' AND kyc_day = owo_lagos_day(now())`,
    [userId],
  );
  return Number(rows[0]?.used ?? 0);
}

const send = (from: string, to: string, amount: number, currency: 'NGN' | 'USD' = 'NGN') =>
  transfer(pool, {
    fromUserId: from,
    toUserId: to,
    currency,
    amount,
    idempotencyKey: randomUUID(),
  });

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

describe('the daily limit', () => {
  it.each([1, 2, 3] as const)(
    'lets tier %i move exactly its limit in a day, not a kobo more',
    async (tier) => {
      const from = await customer(tier);
      const to = await customer(3);
      const limit = KYC_TIERS[tier].dailyLimit;
      // Funded on tier 3 (no maximum balance), then back to the tier under test.
      await pool.query('UPDATE profiles SET kyc_tier = 3 WHERE id = $1', [from]);
      await fund(pool, from, 'NGN', limit + 10 * NAIRA);
      await pool.query('UPDATE profiles SET kyc_tier = $2 WHERE id = $1', [from, tier]);
      await send(from, to, limit - NAIRA);
      const before = await countRows(pool, 'ledger_transactions');
      const refused = await send(from, to, 2 * NAIRA).catch((e: unknown) => e);
      expect(refused).toMatchObject({
        code: 'LIMIT_EXCEEDED',
        details: { limit: 'daily', tier, limit_amount: limit, remaining: NAIRA, self: true },
      });
      expect((refused as Error).message).toMatch(/daily limit .* You can move ₦1\.00 more today/);
      expect(await countRows(pool, 'ledger_transactions')).toBe(before);
      await send(from, to, NAIRA);
      expect(await usedToday(from)).toBe(limit);
    },
  );

  it('counts withdrawals, bills (holds) and conversions out of NGN, not money in', async () => {
    const u = await customer(1);
    await fund(pool, u, 'NGN', 200_000 * NAIRA); // money in: never counted
    expect(await usedToday(u)).toBe(0);
    await debit(pool, u, 'NGN', 10_000 * NAIRA);
    await hold(pool, {
      userId: u,
      currency: 'NGN',
      amount: 20_000 * NAIRA,
      category: 'airtime',
      description: 'Airtime',
      idempotencyKey: randomUUID(),
    });
    expect(await usedToday(u)).toBe(30_000 * NAIRA);
    await pool.query('UPDATE profiles SET kyc_tier = 2 WHERE id = $1', [u]);
    await convert(pool, {
      userId: u,
      from: 'NGN',
      to: 'USD',
      amount: 5_000 * NAIRA,
      idempotencyKey: randomUUID(),
    });
    expect(await usedToday(u)).toBe(35_000 * NAIRA);
  });

  it('gives a refunded hold back to the day it was taken', async () => {
    const u = await customer(1);
    await fund(pool, u, 'NGN', 60_000 * NAIRA);
    const held = await hold(pool, {
      userId: u,
      currency: 'NGN',
      amount: 50_000 * NAIRA,
      category: 'airtime',
      description: 'Airtime',
      idempotencyKey: randomUUID(),
    });
    await expect(debit(pool, u, 'NGN', NAIRA)).rejects.toMatchObject({ code: 'LIMIT_EXCEEDED' });
    await refund(pool, held.transaction.id, { reason: 'failed' });
    expect(await usedToday(u)).toBe(0);
    await debit(pool, u, 'NGN', 50_000 * NAIRA);
  });

  it('does not count yesterday’s use', async () => {
    const u = await customer(1);
    await fund(pool, u, 'NGN', 60_000 * NAIRA);
    await pool.query(
      `UPDATE ledger_accounts SET kyc_day = owo_lagos_day(now()) - 1, kyc_used = $2
        WHERE user_id = $1 AND currency = 'NGN'`,
      [u, KYC_TIERS[1].dailyLimit],
    );
    await debit(pool, u, 'NGN', 50_000 * NAIRA);
  });

  it('does not count an administrator’s debit or a system’s (the customer did not start them)', async () => {
    const u = await customer(1);
    await fund(pool, u, 'NGN', 100_000 * NAIRA);
    const { rows } = await pool.query(
      `SELECT owo_post('withdrawal', 'admin_operation', 'completed', 'Correction', $2, $1, 'admin-1',
         $3, 'h', '{}', ARRAY[$1, NULL], ARRAY[NULL, 'adjustments'], ARRAY['NGN', 'NGN'],
         ARRAY[-6000000, 6000000]::bigint[], ARRAY['Correction', 'Correction'], false) AS r`,
      [u, `ADJ-${randomUUID()}`, randomUUID()],
    );
    expect(rows[0].r.transaction.status).toBe('completed');
    expect(await usedToday(u)).toBe(0);
  });
});

describe('twenty transfers at once', () => {
  const queues = { limit: walletLimiter.limit, batch: walletBatcher.enabled };
  beforeAll(() => {
    // Straight at the database: its row lock, not the app's queue, keeps the limit.
    walletLimiter.limit = Number.POSITIVE_INFINITY;
    walletBatcher.enabled = false;
  });
  afterAll(() => {
    walletLimiter.limit = queues.limit;
    walletBatcher.enabled = queues.batch;
  });

  it('that together pass the day’s limit: exactly the allowed ones commit', async () => {
    const from = await customer(1);
    const to = await customer(3);
    await fund(pool, from, 'NGN', 200_000 * NAIRA);
    // ₦3,000 each: ₦50,000 allows 16 of the 20.
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => send(from, to, 3_000 * NAIRA)),
    );
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    expect(ok).toBe(16);
    for (const r of results)
      if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'LIMIT_EXCEEDED' });
    expect(await usedToday(from)).toBe(48_000 * NAIRA);
    expect(await balanceOf(pool, from, 'NGN')).toBe(200_000 * NAIRA - 48_000 * NAIRA);
    expect(await balanceOf(pool, to, 'NGN')).toBe(48_000 * NAIRA);
  });

  it('through the group commit as well (one wallet, batched debits)', async () => {
    walletBatcher.enabled = true;
    try {
      const u = await customer(1);
      await fund(pool, u, 'NGN', 200_000 * NAIRA);
      const results = await Promise.allSettled(
        Array.from({ length: 20 }, () => debit(pool, u, 'NGN', 3_000 * NAIRA)),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(16);
      for (const r of results)
        if (r.status === 'rejected')
          expect(r.reason).toMatchObject({ code: 'LIMIT_EXCEEDED', details: { limit: 'daily' } });
      expect(await usedToday(u)).toBe(48_000 * NAIRA);
      expect(await balanceOf(pool, u, 'NGN')).toBe(152_000 * NAIRA);
    } finally {
      walletBatcher.enabled = false;
    }
  });
});

describe('the maximum balance', () => {
  it('refuses a transfer that would take the recipient above their tier’s maximum', async () => {
    const from = await customer(3);
    const to = await customer(1);
    await fund(pool, from, 'NGN', 400_000 * NAIRA);
    await send(from, to, 300_000 * NAIRA - NAIRA);
    const refused = await send(from, to, 2 * NAIRA).catch((e: unknown) => e);
    expect(refused).toMatchObject({
      code: 'LIMIT_EXCEEDED',
      details: { limit: 'balance', tier: 1, remaining: NAIRA, self: false },
    });
    expect(await balanceOf(pool, to, 'NGN')).toBe(300_000 * NAIRA - NAIRA);
  });

  it('refuses money in from outside above the maximum (the caller then holds it), batched or not', async () => {
    const u = await customer(2);
    await fund(pool, u, 'NGN', 500_000 * NAIRA);
    await expect(fund(pool, u, 'NGN', 1)).rejects.toMatchObject({
      code: 'LIMIT_EXCEEDED',
      details: { limit: 'balance', tier: 2, remaining: 0, self: false },
    });
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => fund(pool, u, 'NGN', NAIRA)),
    );
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
  });

  it('has none on tier 3', async () => {
    const u = await customer(3);
    await fund(pool, u, 'NGN', 50_000_000 * NAIRA);
    expect(await balanceOf(pool, u, 'NGN')).toBe(50_000_000 * NAIRA);
  });

  it('keeps an existing balance above it: only new money is refused, spending is not', async () => {
    const u = await customer(3);
    await fund(pool, u, 'NGN', 400_000 * NAIRA);
    await pool.query('UPDATE profiles SET kyc_tier = 1 WHERE id = $1', [u]);
    await debit(pool, u, 'NGN', 10_000 * NAIRA);
    await expect(fund(pool, u, 'NGN', NAIRA)).rejects.toMatchObject({ code: 'LIMIT_EXCEEDED' });
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
