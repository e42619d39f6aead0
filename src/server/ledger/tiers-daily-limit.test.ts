import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KYC_TIERS } from '#shared/kyc.ts';
import { hold, refund } from './holds.ts';
import { convert } from './operations.ts';
import { walletBatcher, walletLimiter } from './post.ts';
import { balanceOf, countRows, debit, fund } from './test-support.ts';
import { customer, NAIRA, pool, send, usedToday } from './tiers.test-support.ts';

// A tier's daily limit on money out, one posting at a time and twenty at once
// (set-up in tiers.test-support.ts).

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
