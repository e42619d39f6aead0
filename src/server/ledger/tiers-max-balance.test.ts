import { describe, expect, it } from 'vitest';
import { balanceOf, debit, fund } from './test-support.ts';
import { customer, NAIRA, pool, send } from './tiers.test-support.ts';

// A tier's maximum balance (set-up in tiers.test-support.ts).

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
