import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT_MINOR } from '#shared/constants.ts';
import { systemBalance, walletBalances } from './accounts.ts';
import { checkLedger } from './check.ts';
import { pool } from './operations.test-support.ts';
import { convert } from './operations.ts';
import { countRows } from './test-support.ts';

// convert and its limits (set-up in operations.test-support.ts).

describe('convert', () => {
  it('converts at the current rate, floors what arrives and records the rate', async () => {
    const before = await walletBalances(pool, 'ada');
    const fxNgn = await systemBalance(pool, 'fx', 'NGN');
    // 1,000.01 NGN * 0.00065 = 0.6500065 USD -> 65 cents.
    const result = await convert(pool, {
      userId: 'ada',
      from: 'NGN',
      to: 'USD',
      amount: 100_001,
      idempotencyKey: randomUUID(),
    });
    expect(result.transaction.metadata).toMatchObject({
      from: 'NGN',
      to: 'USD',
      amount: 100_001,
      received: 65,
      rate: '0.00065',
    });
    expect(result.transaction.reference).toMatch(/^CNV-/);
    const after = await walletBalances(pool, 'ada');
    expect(after.NGN).toBe(before.NGN - 100_001);
    expect(after.USD).toBe(before.USD + 65);
    expect(await systemBalance(pool, 'fx', 'NGN')).toBe(fxNgn + 100_001);
    const { rows } = await pool.query(
      'SELECT currency, sum(amount)::int AS sum FROM ledger_entries WHERE transaction_id = $1 GROUP BY currency ORDER BY currency',
      [result.transaction.id],
    );
    expect(rows).toEqual([
      { currency: 'NGN', sum: 0 },
      { currency: 'USD', sum: 0 },
    ]);
  });

  it('answers a repeat with the first result even after the rate moved', async () => {
    const input = {
      userId: 'ada',
      from: 'USD' as const,
      to: 'NGN' as const,
      amount: 100,
      idempotencyKey: randomUUID(),
    };
    const first = await convert(pool, input);
    expect(first.transaction.metadata.received).toBe(153_846);
    await pool.query(
      `UPDATE exchange_rates SET rate = 2000 WHERE from_currency = 'USD' AND to_currency = 'NGN'`,
    );
    const again = await convert(pool, input);
    expect(again.replayed).toBe(true);
    expect(again.transaction.metadata.received).toBe(153_846);
    const fresh = await convert(pool, { ...input, idempotencyKey: randomUUID() });
    expect(fresh.transaction.metadata).toMatchObject({ received: 200_000, rate: '2000' });
  });

  it('records the margin the house keeps: none at inverse rates, the spread when there is one', async () => {
    const at = (amount: number) =>
      convert(pool, {
        userId: 'ada',
        from: 'USD',
        to: 'CNY',
        amount,
        idempotencyKey: randomUUID(),
      });
    // 7.2307 and 0.1383 are inverses to the cent: $10 -> ¥72.30, worth ¥72.30 back.
    // (The seeded CNY -> USD is 0.13829, a fen below: set here, put back at the end.)
    await pool.query(
      `UPDATE exchange_rates SET rate = 0.1383 WHERE from_currency = 'CNY' AND to_currency = 'USD'`,
    );
    const feesBefore = await systemBalance(pool, 'fees', 'CNY');
    const inverse = await at(1_000);
    expect(inverse.transaction.metadata).toMatchObject({ received: 7_230, margin: 0 });
    expect(await systemBalance(pool, 'fees', 'CNY')).toBe(feesBefore);
    // The house buys CNY back at 0.125: $10 is worth ¥80 to it, the customer got ¥72.30.
    await pool.query(
      `UPDATE exchange_rates SET rate = 0.125 WHERE from_currency = 'CNY' AND to_currency = 'USD'`,
    );
    try {
      const spread = await at(1_000);
      expect(spread.transaction.metadata).toMatchObject({ received: 7_230, margin: 770 });
      const { rows } = await pool.query(
        `SELECT (metadata->>'margin')::int AS margin FROM ledger_transactions WHERE id = $1`,
        [spread.transaction.id],
      );
      expect(rows[0].margin).toBe(770);
      // The margin is revenue: the fx account paid ¥80, ¥72.30 to the customer, ¥7.70 to fees.
      const legs = spread.entries.map((e) => [e.system ?? 'wallet', e.currency, e.amount]);
      expect(legs).toEqual(
        expect.arrayContaining([
          ['fx', 'CNY', -8_000],
          ['wallet', 'CNY', 7_230],
          ['fees', 'CNY', 770],
        ]),
      );
      expect(await systemBalance(pool, 'fees', 'CNY')).toBe(feesBefore + 770);
      expect((await checkLedger(pool)).ok).toBe(true);
    } finally {
      await pool.query(
        `UPDATE exchange_rates SET rate = 0.13829 WHERE from_currency = 'CNY' AND to_currency = 'USD'`,
      );
    }
  });

  it('refuses amounts that convert to nothing, same-currency and missing wallets money', async () => {
    const txs = await countRows(pool, 'ledger_transactions');
    await expect(
      convert(pool, {
        userId: 'ada',
        from: 'NGN',
        to: 'CNY',
        amount: 1,
        idempotencyKey: randomUUID(),
      }),
    ).rejects.toMatchObject({
      code: 'BUSINESS_RULE',
    });
    await expect(
      convert(pool, {
        userId: 'ada',
        from: 'NGN',
        to: 'NGN',
        amount: 100,
        idempotencyKey: randomUUID(),
      }),
    ).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
    });
    await expect(
      convert(pool, {
        userId: 'bola',
        from: 'CNY',
        to: 'NGN',
        amount: 100,
        idempotencyKey: randomUUID(),
      }),
    ).rejects.toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
    });
    expect(await countRows(pool, 'ledger_transactions')).toBe(txs);
  });
});

describe('convert limits', () => {
  it('refuses a huge amount, and a result above the largest amount, before computing it', async () => {
    const txs = await countRows(pool, 'ledger_transactions');
    const ask = (amount: number) =>
      convert(pool, {
        userId: 'bola',
        from: 'USD',
        to: 'NGN',
        amount,
        idempotencyKey: randomUUID(),
      });
    await expect(ask(Number.MAX_SAFE_INTEGER)).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
    });
    // $10 billion is a valid amount, but more than ₦10 billion arrives: refused whatever the balance.
    await expect(ask(MAX_AMOUNT_MINOR)).rejects.toMatchObject({
      code: 'LIMIT_EXCEEDED',
      message: 'The amount is too large to convert to NGN',
    });
    expect(await countRows(pool, 'ledger_transactions')).toBe(txs);
  });
});
