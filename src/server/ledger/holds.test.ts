import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_BALANCE_MINOR } from '#shared/constants.ts';
import { createTestDatabase } from '#test/db.ts';
import { systemBalance } from './accounts.ts';
import { checkLedger } from './check.ts';
import { type HoldInput, hold, refund, settle } from './holds.ts';
import { balanceOf, fund, makeUser } from './test-support.ts';

const { pool } = await createTestDatabase(10);

beforeAll(async () => {
  await makeUser(pool, 'ada');
  await makeUser(pool, 'eve');
  await fund(pool, 'ada', 'NGN', 1_000_000);
});

const bill = (over: Partial<HoldInput> = {}): HoldInput => ({
  userId: 'ada',
  currency: 'NGN',
  amount: 50_000,
  category: 'electricity',
  description: 'Electricity 1111111111111',
  idempotencyKey: randomUUID(),
  ...over,
});

async function history(id: string) {
  const { rows } = await pool.query(
    'SELECT from_status, to_status FROM ledger_status_history WHERE transaction_id = $1 ORDER BY id',
    [id],
  );
  return rows.map((r) => `${r.from_status ?? ''}->${r.to_status}`);
}

describe('hold', () => {
  it('moves the money into the pending account at once, as a pending transaction', async () => {
    const before = await balanceOf(pool, 'ada', 'NGN');
    const pendingBefore = await systemBalance(pool, 'pending', 'NGN');
    const held = await hold(pool, bill());
    expect(held.transaction.status).toBe('pending');
    expect(await balanceOf(pool, 'ada', 'NGN')).toBe(before - 50_000);
    expect(await systemBalance(pool, 'pending', 'NGN')).toBe(pendingBefore + 50_000);
    expect(await history(held.transaction.id)).toEqual(['->pending']);
  });

  it('cannot hold more than the wallet has', async () => {
    await expect(hold(pool, bill({ userId: 'eve' }))).rejects.toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
    });
  });
});

describe('settle', () => {
  it('completes a hold once; settling again changes nothing', async () => {
    const held = await hold(pool, bill());
    const billsBefore = await systemBalance(pool, 'bills', 'NGN');
    const first = await settle(pool, held.transaction.id, { to: 'bills', reason: 'delivered' });
    expect(first.changed).toBe(true);
    expect(first.transaction.status).toBe('completed');
    expect(first.posting?.transaction.kind).toBe('settlement');
    const again = await settle(pool, held.transaction.id, { to: 'bills' });
    expect(again.changed).toBe(false);
    expect(again.posting?.transaction.id).toBe(first.posting?.transaction.id);
    expect(await systemBalance(pool, 'bills', 'NGN')).toBe(billsBefore + 50_000);
    expect(await history(held.transaction.id)).toEqual(['->pending', 'pending->completed']);
  });

  it('can send part of the hold to fees', async () => {
    const held = await hold(
      pool,
      bill({ amount: 10_050, category: 'withdrawal', kind: 'withdrawal' }),
    );
    const fees = await systemBalance(pool, 'fees', 'NGN');
    await settle(pool, held.transaction.id, { to: 'payouts', fee: 5_000 });
    expect(await systemBalance(pool, 'fees', 'NGN')).toBe(fees + 5_000);
    await expect(
      settle(pool, (await hold(pool, bill())).transaction.id, { to: 'payouts', fee: 50_001 }),
    ).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
  });
});

describe('refund', () => {
  it('gives a pending hold back once, as a refund the user sees', async () => {
    const before = await balanceOf(pool, 'ada', 'NGN');
    const held = await hold(pool, bill());
    const first = await refund(pool, held.transaction.id, { reason: 'provider failed' });
    expect(first).toMatchObject({ changed: true, transaction: { status: 'failed' } });
    expect(first.posting?.transaction).toMatchObject({
      kind: 'refund',
      category: 'refund',
      user_id: 'ada',
    });
    expect(first.posting?.entries.find((e) => e.user_id === 'ada')).toMatchObject({
      amount: 50_000,
      description: 'Refund: Electricity 1111111111111',
    });
    const again = await refund(pool, held.transaction.id, { reason: 'again' });
    expect(again.changed).toBe(false);
    expect(await balanceOf(pool, 'ada', 'NGN')).toBe(before);
    expect(await history(held.transaction.id)).toEqual(['->pending', 'pending->failed']);
  });

  it('refuses to settle what was refunded', async () => {
    const held = await hold(pool, bill());
    await refund(pool, held.transaction.id, { reason: 'cancelled by user', status: 'cancelled' });
    await expect(settle(pool, held.transaction.id, { to: 'bills' })).rejects.toMatchObject({
      code: 'BUSINESS_RULE',
      message: 'The transaction is already cancelled',
    });
  });

  it('reverses a settled hold: the money comes back from where it went', async () => {
    const before = await balanceOf(pool, 'ada', 'NGN');
    const held = await hold(pool, bill());
    await settle(pool, held.transaction.id, { to: 'bills' });
    const bills = await systemBalance(pool, 'bills', 'NGN');
    const reversed = await refund(pool, held.transaction.id, { reason: 'provider reversed' });
    expect(reversed.transaction.status).toBe('reversed');
    expect(await systemBalance(pool, 'bills', 'NGN')).toBe(bills - 50_000);
    expect(await balanceOf(pool, 'ada', 'NGN')).toBe(before);
    expect(await history(held.transaction.id)).toEqual([
      '->pending',
      'pending->completed',
      'completed->reversed',
    ]);
  });

  it('returns money to a user who was deactivated meanwhile', async () => {
    await makeUser(pool, 'leaving');
    await fund(pool, 'leaving', 'USD', 900);
    const held = await hold(pool, bill({ userId: 'leaving', currency: 'USD', amount: 900 }));
    await pool.query(`UPDATE profiles SET is_active = false WHERE id = 'leaving'`);
    await refund(pool, held.transaction.id, { reason: 'failed' });
    expect(await balanceOf(pool, 'leaving', 'USD')).toBe(900);
  });

  it('never moves held money twice when settles and refunds race', async () => {
    const before = await balanceOf(pool, 'ada', 'NGN');
    const holds = await Promise.all(
      Array.from({ length: 8 }, () => hold(pool, bill({ amount: 1_000 }))),
    );
    const ids = holds.map((h) => h.transaction.id);
    const outcomes = await Promise.allSettled(
      ids.flatMap((id) => [
        settle(pool, id, { to: 'bills' }),
        refund(pool, id, { reason: 'race' }),
        settle(pool, id, { to: 'bills' }),
        refund(pool, id, { reason: 'race' }),
      ]),
    );
    // Losers are told why (settle after refund); nothing else goes wrong.
    for (const o of outcomes) {
      if (o.status === 'rejected') expect(o.reason).toMatchObject({ code: 'BUSINESS_RULE' });
    }
    const { rows: postings } = await pool.query<{ key: string; n: number }>(
      `SELECT idempotency_key AS key, count(*)::int AS n FROM ledger_transactions
        WHERE actor_id = 'system' AND split_part(idempotency_key, ':', 2) = ANY($1)
        GROUP BY idempotency_key`,
      [ids],
    );
    expect(postings.every((p) => p.n === 1)).toBe(true);
    const { rows } = await pool.query<{ status: string }>(
      'SELECT status FROM ledger_transactions WHERE id = ANY($1)',
      [ids],
    );
    expect(rows.every((r) => ['completed', 'failed', 'reversed'].includes(r.status))).toBe(true);
    // Refunded and reversed holds came back; completed ones did not.
    const completed = rows.filter((r) => r.status === 'completed').length;
    expect(await balanceOf(pool, 'ada', 'NGN')).toBe(before - completed * 1_000);
  });
});

describe('another user', () => {
  it('cannot settle or refund a hold that is not theirs', async () => {
    const held = await hold(pool, bill());
    await expect(
      refund(pool, held.transaction.id, { reason: 'mine now', userId: 'eve', actorId: 'eve' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      settle(pool, held.transaction.id, { to: 'bills', userId: 'eve' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const own = await refund(pool, held.transaction.id, {
      reason: 'changed my mind',
      userId: 'ada',
      actorId: 'ada',
    });
    expect(own.changed).toBe(true);
  });

  it('cannot settle or refund something that is not a hold, or does not exist', async () => {
    await expect(refund(pool, randomUUID(), { reason: 'x' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(refund(pool, 'not-a-uuid', { reason: 'x' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const deposit = await fund(pool, 'eve', 'NGN', 100);
    await expect(refund(pool, deposit.transaction.id, { reason: 'x' })).rejects.toMatchObject({
      code: 'BUSINESS_RULE',
    });
  });
});

describe('the wallet maximum', () => {
  it('refuses a credit above it, but a refund always gives held money back', async () => {
    await makeUser(pool, 'full');
    await fund(pool, 'full', 'NGN', 600_000);
    const held = await hold(pool, bill({ userId: 'full', amount: 600_000 }));
    // While the bill is pending, the wallet fills up to the maximum again.
    await fund(pool, 'full', 'NGN', MAX_BALANCE_MINOR);
    await expect(fund(pool, 'full', 'NGN', 1)).rejects.toMatchObject({ code: 'LIMIT_EXCEEDED' });
    const back = await refund(pool, held.transaction.id, { reason: 'provider failed' });
    expect(back.changed).toBe(true);
    expect(await balanceOf(pool, 'full', 'NGN')).toBe(MAX_BALANCE_MINOR + 600_000);
    // Above the maximum now, it still takes no other credit, but can spend.
    await expect(fund(pool, 'full', 'NGN', 1)).rejects.toMatchObject({ code: 'LIMIT_EXCEEDED' });
    await hold(pool, bill({ userId: 'full', amount: 700_000 }));
    expect(await balanceOf(pool, 'full', 'NGN')).toBe(MAX_BALANCE_MINOR - 100_000);
  });
});

describe('the ledger', () => {
  it('is sound after all of it', async () => {
    expect((await checkLedger(pool)).mismatches).toEqual([]);
  });
});
