import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_AMOUNT_MINOR, MAX_BALANCE_MINOR } from '#shared/constants.ts';
import { createTestDatabase } from '#test/db.ts';
import { systemBalance, walletBalances } from './accounts.ts';
import { checkLedger } from './check.ts';
import { adminAdjust, convert, transfer } from './operations.ts';
import { balanceOf, countRows, fund, makeUser } from './test-support.ts';

const { pool } = await createTestDatabase(10);

beforeAll(async () => {
  await makeUser(pool, 'ada', { email: 'ada@example.com' });
  await makeUser(pool, 'bola', { email: 'bola@example.com' });
  await makeUser(pool, 'off', { email: 'off@example.com', active: false });
  await makeUser(pool, 'new', { email: 'new@example.com', confirmed: false });
  await makeUser(pool, 'root', { email: 'root@example.com', admin: true });
  await fund(pool, 'ada', 'NGN', 1_000_000);
  await fund(pool, 'ada', 'USD', 10_000);
});

describe('transfer', () => {
  it("moves money to another user's wallet, each side with its own line", async () => {
    const result = await transfer(pool, {
      fromUserId: 'ada',
      toEmail: ' Bola@Example.com ',
      currency: 'NGN',
      amount: 150_050,
      idempotencyKey: randomUUID(),
    });
    expect(result.transaction).toMatchObject({
      kind: 'transfer',
      category: 'transfer',
      user_id: 'ada',
    });
    expect(result.transaction.reference).toMatch(/^TRF-/);
    expect(result.entries.map((e) => [e.user_id, e.amount, e.description])).toEqual([
      ['ada', -150_050, 'Transfer to bola@example.com'],
      ['bola', 150_050, 'Transfer from ada@example.com'],
    ]);
    expect(await balanceOf(pool, 'bola', 'NGN')).toBe(150_050);
    expect(await balanceOf(pool, 'ada', 'NGN')).toBe(1_000_000 - 150_050);
  });

  it('keeps a note and accepts a user id as recipient', async () => {
    const result = await transfer(pool, {
      fromUserId: 'ada',
      toUserId: 'bola',
      currency: 'USD',
      amount: 100,
      description: 'lunch',
      idempotencyKey: randomUUID(),
    });
    expect(result.transaction.description).toBe('lunch');
    expect(result.entries[0]!.description).toBe('Transfer to bola@example.com: lunch');
  });

  it('finds only confirmed recipients: an unconfirmed one is unknown, by e-mail or by id', async () => {
    const base = { fromUserId: 'ada', currency: 'NGN' as const, amount: 100 };
    const notFound = { code: 'NOT_FOUND', message: 'Recipient not found' };
    await expect(
      transfer(pool, { ...base, toEmail: 'new@example.com', idempotencyKey: randomUUID() }),
    ).rejects.toMatchObject(notFound);
    await expect(
      transfer(pool, { ...base, toUserId: 'new', idempotencyKey: randomUUID() }),
    ).rejects.toMatchObject(notFound);
    expect(await balanceOf(pool, 'new', 'NGN')).toBe(0);
  });

  it('refuses unknown recipients, oneself, inactive recipients and overdrafts', async () => {
    const base = { fromUserId: 'ada', currency: 'NGN' as const, amount: 100 };
    const key = () => randomUUID();
    await expect(
      transfer(pool, { ...base, toEmail: 'who@example.com', idempotencyKey: key() }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Recipient not found' });
    await expect(
      transfer(pool, { ...base, toEmail: 'ada@example.com', idempotencyKey: key() }),
    ).rejects.toMatchObject({ code: 'BUSINESS_RULE' });
    await expect(
      transfer(pool, { ...base, toEmail: 'off@example.com', idempotencyKey: key() }),
    ).rejects.toMatchObject({
      code: 'ACCOUNT_INACTIVE',
      message: "The recipient's account is inactive",
    });
    await expect(
      transfer(pool, {
        ...base,
        fromUserId: 'bola',
        toEmail: 'ada@example.com',
        amount: 10 ** 11,
        idempotencyKey: key(),
      }),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    await expect(
      transfer(pool, { ...base, toEmail: 'bola@example.com', amount: 0, idempotencyKey: key() }),
    ).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(await balanceOf(pool, 'off', 'NGN')).toBe(0);
  });
});

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

describe('adminAdjust', () => {
  const adjust = (over: Partial<Parameters<typeof adminAdjust>[1]>) =>
    adminAdjust(pool, {
      adminId: 'root',
      userId: 'bola',
      currency: 'CNY',
      amount: 500,
      direction: 'credit',
      idempotencyKey: randomUUID(),
      ...over,
    });

  it('credits and debits against the adjustments account, with ADMIN-CREDIT and ADMIN-DEBIT references', async () => {
    const credit = await adjust({});
    expect(credit.transaction).toMatchObject({
      category: 'admin_operation',
      description: 'Admin Credit',
      actor_id: 'root',
      user_id: 'bola',
    });
    expect(credit.transaction.reference).toMatch(/^ADMIN-CREDIT-\d{13}-/);
    const debit = await adjust({ direction: 'debit', amount: 200, description: 'Correction' });
    expect(debit.transaction.reference).toMatch(/^ADMIN-DEBIT-/);
    expect(debit.entries.find((e) => e.user_id === 'bola')).toMatchObject({
      amount: -200,
      balance_after: 300,
      description: 'Correction',
    });
    expect(await systemBalance(pool, 'adjustments', 'CNY')).toBe(-300);
  });

  it('answers 422 when a debit would overdraw, 403 to non-admins, 404 for unknown users', async () => {
    await expect(adjust({ direction: 'debit', amount: 10 ** 9 })).rejects.toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
    });
    await expect(adjust({ adminId: 'ada' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(adjust({ userId: 'nobody' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses 2^53 - 1, and a credit above the wallet maximum, writing nothing', async () => {
    await makeUser(pool, 'rich');
    await expect(adjust({ userId: 'rich', amount: Number.MAX_SAFE_INTEGER })).rejects.toMatchObject(
      { code: 'VALIDATION_ERROR' },
    );
    await adjust({ userId: 'rich', amount: MAX_BALANCE_MINOR - 3 });
    const txs = await countRows(pool, 'ledger_transactions');
    await expect(adjust({ userId: 'rich', amount: 4 })).rejects.toMatchObject({
      code: 'LIMIT_EXCEEDED',
    });
    expect(await countRows(pool, 'ledger_transactions')).toBe(txs);
    // Six credits of 1 at once: the group commit batches some of them, and
    // exactly the three that fit go through, whichever way they are grouped.
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () => adjust({ userId: 'rich', amount: 1 })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    for (const r of results.filter((r) => r.status === 'rejected'))
      expect(r.reason).toMatchObject({ code: 'LIMIT_EXCEEDED' });
    expect(await balanceOf(pool, 'rich', 'CNY')).toBe(MAX_BALANCE_MINOR);
  });

  it("may correct a deactivated user's wallet", async () => {
    await adjust({ userId: 'off', amount: 700 });
    expect(await balanceOf(pool, 'off', 'CNY')).toBe(700);
  });

  it('leaves a sound ledger', async () => {
    expect((await checkLedger(pool)).mismatches).toEqual([]);
  });
});
