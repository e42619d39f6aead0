import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#test/db.ts';
import { walletBalances } from './accounts.ts';
import { checkLedger } from './check.ts';
import { LedgerError } from './errors.ts';
import { postTransaction } from './post.ts';
import type { PostingInput } from './post-types.ts';
import { balanceOf, countRows, debit, fund, makeUser } from './test-support.ts';

const { pool } = await createTestDatabase(10);

beforeAll(async () => {
  await makeUser(pool, 'ada');
  await makeUser(pool, 'bola');
  await makeUser(pool, 'gone', { active: false });
  await fund(pool, 'ada', 'NGN', 100_000);
});

const payment = (over: Partial<PostingInput> = {}): PostingInput => ({
  kind: 'payment',
  category: 'bills_payment',
  description: 'Electricity',
  userId: 'ada',
  actorId: 'ada',
  idempotencyKey: randomUUID(),
  request: { what: 'electricity', amount: 2_500 },
  legs: [
    { account: { userId: 'ada', currency: 'NGN' }, amount: -2_500, description: 'Electricity' },
    { account: { system: 'bills', currency: 'NGN' }, amount: 2_500 },
  ],
  ...over,
});

describe('postTransaction', () => {
  it('writes one balanced transaction and answers with it', async () => {
    const before = await balanceOf(pool, 'ada', 'NGN');
    const result = await postTransaction(pool, payment());
    expect(result.replayed).toBe(false);
    expect(result.transaction).toMatchObject({
      kind: 'payment',
      category: 'bills_payment',
      status: 'completed',
      description: 'Electricity',
      user_id: 'ada',
      actor_id: 'ada',
    });
    expect(result.transaction.reference).toMatch(/^OWO-\d+-[0-9A-F]{8}$/);
    expect(new Date(result.transaction.created_at).toISOString()).toBe(
      result.transaction.created_at,
    );
    const [wallet, bills] = result.entries;
    expect(wallet).toMatchObject({ user_id: 'ada', system: null, currency: 'NGN', amount: -2_500 });
    expect(wallet!.balance_after).toBe(before - 2_500);
    expect(bills).toMatchObject({ user_id: null, system: 'bills', amount: 2_500 });
    expect(await balanceOf(pool, 'ada', 'NGN')).toBe(before - 2_500);
    const { rows } = await pool.query(
      'SELECT currency, sum(amount)::int AS sum FROM ledger_entries WHERE transaction_id = $1 GROUP BY currency',
      [result.transaction.id],
    );
    expect(rows).toEqual([{ currency: 'NGN', sum: 0 }]);
  });

  it('writes nothing at all when a wallet would go below zero', async () => {
    const before = await walletBalances(pool, 'bola');
    const [txs, entries] = [
      await countRows(pool, 'ledger_transactions'),
      await countRows(pool, 'ledger_entries'),
    ];
    const attempt = postTransaction(
      pool,
      payment({
        userId: 'bola',
        actorId: 'bola',
        legs: [
          { account: { userId: 'bola', currency: 'NGN' }, amount: -1 },
          { account: { system: 'bills', currency: 'NGN' }, amount: 1 },
        ],
      }),
    );
    await expect(attempt).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await walletBalances(pool, 'bola')).toEqual(before);
    expect(await countRows(pool, 'ledger_transactions')).toBe(txs);
    expect(await countRows(pool, 'ledger_entries')).toBe(entries);
  });

  it('applies a repeated request once and answers it with the first result', async () => {
    const input = payment();
    const first = await postTransaction(pool, input);
    const balance = await balanceOf(pool, 'ada', 'NGN');
    const again = await postTransaction(pool, { ...input, reference: undefined });
    expect(again.replayed).toBe(true);
    expect({ ...again, replayed: false }).toEqual(first);
    expect(await balanceOf(pool, 'ada', 'NGN')).toBe(balance);
  });

  it('answers 409 to the same key with a different request, and writes nothing', async () => {
    const input = payment();
    await postTransaction(pool, input);
    const txs = await countRows(pool, 'ledger_transactions');
    const changed = postTransaction(pool, {
      ...input,
      request: { what: 'electricity', amount: 9_999 },
    });
    await expect(changed).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
    expect(await countRows(pool, 'ledger_transactions')).toBe(txs);
  });

  it('scopes keys per actor: another user reusing a key gets their own transaction', async () => {
    await fund(pool, 'bola', 'NGN', 5_000);
    const key = randomUUID();
    const adas = await postTransaction(pool, payment({ idempotencyKey: key }));
    const bolas = await debit(pool, 'bola', 'NGN', 1_000, key);
    expect(bolas.replayed).toBe(false);
    expect(bolas.transaction.id).not.toBe(adas.transaction.id);
    expect(bolas.entries.every((e) => e.user_id !== 'ada')).toBe(true);
    // ...and the same body under Bola's key still cannot fetch Ada's result.
    const bolaWithAdasBody = postTransaction(
      pool,
      payment({ idempotencyKey: key, actorId: 'bola' }),
    );
    await expect(bolaWithAdasBody).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
  });

  it('refuses to debit or credit a deactivated user', async () => {
    await expect(debit(pool, 'gone', 'NGN', 1)).rejects.toMatchObject({
      code: 'ACCOUNT_INACTIVE',
      message: 'Your account is inactive',
    });
    await expect(fund(pool, 'gone', 'NGN', 100)).rejects.toMatchObject({
      code: 'ACCOUNT_INACTIVE',
    });
    expect(await balanceOf(pool, 'gone', 'NGN')).toBe(0);
  });

  it('guards only the net change when one account appears twice', async () => {
    await makeUser(pool, 'chidi');
    await fund(pool, 'chidi', 'USD', 100);
    const result = await postTransaction(pool, {
      ...payment({ userId: 'chidi', actorId: 'chidi' }),
      legs: [
        { account: { userId: 'chidi', currency: 'USD' }, amount: -150, description: 'price' },
        { account: { userId: 'chidi', currency: 'USD' }, amount: 60, description: 'cashback' },
        { account: { system: 'bills', currency: 'USD' }, amount: 90 },
      ],
    });
    expect(result.entries).toHaveLength(3);
    expect(await balanceOf(pool, 'chidi', 'USD')).toBe(10);
    // Entry ids follow the order the balance changed in: the credit went first.
    const wallet = result.entries.filter((e) => e.user_id === 'chidi');
    expect(wallet.map((e) => [e.amount, e.balance_after])).toEqual([
      [60, 160],
      [-150, 10],
    ]);
  });

  it('answers 404 for a wallet that does not exist', async () => {
    const attempt = postTransaction(pool, {
      ...payment(),
      legs: [
        { account: { userId: 'nobody', currency: 'NGN' }, amount: 1 },
        { account: { system: 'funding', currency: 'NGN' }, amount: -1 },
      ],
    });
    await expect(attempt).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses unbalanced, zero or fractional legs before touching the database', async () => {
    const legs = (a: number, b: number) => [
      { account: { userId: 'ada', currency: 'NGN' as const }, amount: a },
      { account: { system: 'bills' as const, currency: 'NGN' as const }, amount: b },
    ];
    const txs = await countRows(pool, 'ledger_transactions');
    await expect(postTransaction(pool, payment({ legs: legs(-5, 4) }))).rejects.toThrow(
      /sum to -1/,
    );
    await expect(postTransaction(pool, payment({ legs: legs(0, 0) }))).rejects.toThrow(/zero/);
    await expect(postTransaction(pool, payment({ legs: legs(-0.5, 0.5) }))).rejects.toThrow();
    await expect(postTransaction(pool, payment({ idempotencyKey: '' }))).rejects.toBeInstanceOf(
      LedgerError,
    );
    await expect(
      postTransaction(pool, payment({ idempotencyKey: 'has space' })),
    ).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
    });
    expect(await countRows(pool, 'ledger_transactions')).toBe(txs);
  });

  it('refuses a leg above the largest single amount, writing nothing', async () => {
    const txs = await countRows(pool, 'ledger_transactions');
    const huge = 10 ** 12 + 1;
    await expect(
      postTransaction(
        pool,
        payment({
          legs: [
            { account: { userId: 'bola', currency: 'USD' }, amount: huge },
            { account: { system: 'adjustments', currency: 'USD' }, amount: -huge },
          ],
        }),
      ),
    ).rejects.toMatchObject({ code: 'LIMIT_EXCEEDED' });
    expect(await countRows(pool, 'ledger_transactions')).toBe(txs);
  });

  it('leaves a sound ledger', async () => {
    const report = await checkLedger(pool);
    expect(report.mismatches).toEqual([]);
    expect(report.ok).toBe(true);
  });
});
