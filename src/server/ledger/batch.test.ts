import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#test/db.ts';
import { checkLedger } from './check.ts';
import { hold } from './holds.ts';
import { postTransaction, walletBatcher } from './post.ts';
import type { PostingInput } from './post-types.ts';
import { balanceOf, debit, fund, makeUser } from './test-support.ts';

// Group commit (batch.ts, owo_post_batch). One call in flight per wallet, so
// everything that arrives meanwhile is applied together in one transaction.
const { pool } = await createTestDatabase(20);
const inFlight = walletBatcher.maxInFlight;

beforeAll(async () => {
  walletBatcher.maxInFlight = 1;
  for (const id of ['ada', 'bola', 'chidi', 'dayo', 'eze']) await makeUser(pool, id);
});
afterAll(() => {
  walletBatcher.maxInFlight = inFlight;
});

/** How many postings shared a database transaction (they share its start time). */
async function batchedTogether(userId: string) {
  const { rows } = await pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ledger_transactions WHERE user_id = $1
      GROUP BY created_at ORDER BY n DESC LIMIT 1`,
    [userId],
  );
  return rows[0]?.n ?? 0;
}

describe('group commit', () => {
  it('applies each posting on its own: exactly floor(balance / amount) debits succeed', async () => {
    await fund(pool, 'ada', 'NGN', 1_000);
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, () => debit(pool, 'ada', 'NGN', 100)),
    );
    const ok = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    expect(ok).toHaveLength(10);
    for (const r of results) {
      if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    }
    // Every caller got its own posting, with its own place in the balance's history.
    const after = ok.map((r) => r.entries.find((e) => e.user_id === 'ada')!.balance_after);
    expect([...after].sort((a, b) => b - a)).toEqual([
      900, 800, 700, 600, 500, 400, 300, 200, 100, 0,
    ]);
    expect(await balanceOf(pool, 'ada', 'NGN')).toBe(0);
    expect(await batchedTogether('ada')).toBeGreaterThan(1);
    // The refused ones left nothing behind, not even their transaction rows.
    const { rows } = await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_transactions WHERE user_id = 'ada'`,
    );
    expect(rows[0]!.n).toBe(1 + 10); // the funding and the ten debits
  });

  it('answers every copy of one request with the same single posting', async () => {
    await fund(pool, 'bola', 'USD', 10_000);
    const key = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => debit(pool, 'bola', 'USD', 250, key)),
    );
    expect(new Set(results.map((r) => r.transaction.id)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await balanceOf(pool, 'bola', 'USD')).toBe(10_000 - 250);
  });

  it('refuses only the posting that reuses a key for another request', async () => {
    await fund(pool, 'chidi', 'CNY', 10_000);
    const key = randomUUID();
    const results = await Promise.allSettled([
      debit(pool, 'chidi', 'CNY', 100),
      debit(pool, 'chidi', 'CNY', 100, key),
      debit(pool, 'chidi', 'CNY', 200, key),
      debit(pool, 'chidi', 'CNY', 100),
    ]);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect((results[2] as PromiseRejectedResult).reason).toMatchObject({
      code: 'IDEMPOTENCY_CONFLICT',
    });
    expect(await balanceOf(pool, 'chidi', 'CNY')).toBe(10_000 - 300);
  });

  it('guards only the net change of a posting that credits and debits the wallet', async () => {
    await makeUser(pool, 'femi');
    await fund(pool, 'femi', 'USD', 100);
    const posting = (): PostingInput => ({
      kind: 'payment',
      category: 'bills_payment',
      userId: 'femi',
      actorId: 'femi',
      idempotencyKey: randomUUID(),
      request: {},
      legs: [
        { account: { userId: 'femi', currency: 'USD' }, amount: -150 },
        { account: { userId: 'femi', currency: 'USD' }, amount: 60 },
        { account: { system: 'bills', currency: 'USD' }, amount: 90 },
      ],
    });
    const results = await Promise.allSettled(
      Array.from({ length: 4 }, () => postTransaction(pool, posting())),
    );
    const ok = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    expect(ok).toHaveLength(1);
    const wallet = ok[0]!.entries.filter((e) => e.user_id === 'femi');
    expect(wallet.map((e) => [e.amount, e.balance_after])).toEqual([
      [60, 160],
      [-150, 10],
    ]);
    expect(await balanceOf(pool, 'femi', 'USD')).toBe(10);
  });

  it('never deadlocks when batches of many wallets touch several system accounts', async () => {
    const users = ['dayo', 'eze'];
    for (const u of users) await fund(pool, u, 'NGN', 1_000_000);
    const codes = ['payouts', 'bills', 'fees', 'airtime_cash'] as const;
    const payment = (u: string, i: number): PostingInput => ({
      kind: 'payment',
      category: 'bills_payment',
      userId: u,
      actorId: u,
      idempotencyKey: randomUUID(),
      request: { i },
      legs: [
        { account: { userId: u, currency: 'NGN' }, amount: -300 },
        { account: { system: codes[i % 4]!, currency: 'NGN' }, amount: 200 },
        { account: { system: codes[(i + 1) % 4]!, currency: 'NGN' }, amount: 100 },
      ],
    });
    await Promise.all(
      Array.from({ length: 200 }, (_, i) => postTransaction(pool, payment(users[i % 2]!, i))),
    );
    for (const u of users) expect(await balanceOf(pool, u, 'NGN')).toBe(1_000_000 - 100 * 300);
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        hold(pool, {
          userId: users[i % 2]!,
          currency: 'NGN',
          amount: 10,
          category: 'airtime',
          description: 'Airtime',
          idempotencyKey: randomUUID(),
        }),
      ),
    );
  });

  it('leaves a sound ledger', async () => {
    expect((await checkLedger(pool)).mismatches).toEqual([]);
  });
});
