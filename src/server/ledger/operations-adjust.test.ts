import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MAX_BALANCE_MINOR } from '#shared/constants.ts';
import { systemBalance } from './accounts.ts';
import { checkLedger } from './check.ts';
import { pool } from './operations.test-support.ts';
import { adminAdjust } from './operations.ts';
import { balanceOf, countRows, makeUser } from './test-support.ts';

// adminAdjust (set-up in operations.test-support.ts).

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
