import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '#server/db/transaction.ts';
import { createTestDatabase } from '#test/db.ts';
import { walletBalances } from './accounts.ts';
import { checkLedger } from './check.ts';
import { transfer } from './operations.ts';
import { postTransaction, postWithin, walletBatcher, walletLimiter } from './post.ts';
import type { PostingResult } from './post-types.ts';
import { balanceOf, debit, fund, makeUser } from './test-support.ts';

// Real concurrency on a real PostgreSQL. The in-process per-wallet queue and
// group commit are switched off so that every request reaches the database at
// once: these tests prove the database guards, not what is in front of it
// (batch.test.ts covers group commit).
const { pool } = await createTestDatabase(40);
const limit = walletLimiter.limit;

beforeAll(async () => {
  walletLimiter.limit = Number.POSITIVE_INFINITY;
  walletBatcher.enabled = false;
  for (const id of ['ada', 'bola', 'chidi', 'dayo']) await makeUser(pool, id);
});
afterAll(() => {
  walletLimiter.limit = limit;
  walletBatcher.enabled = true;
});

describe('concurrent debits of one wallet', () => {
  it('never overdraw: exactly floor(balance / amount) succeed', async () => {
    await fund(pool, 'ada', 'NGN', 10_000);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, () => debit(pool, 'ada', 'NGN', 300)),
    );
    const ok = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.filter((r) => r.status === 'rejected');
    expect(ok).toBe(Math.floor(10_000 / 300));
    for (const r of refused) expect(r.reason).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    expect(await balanceOf(pool, 'ada', 'NGN')).toBe(10_000 - ok * 300);
  });
});

describe('concurrent transfers in both directions', () => {
  it('never deadlock and never lose money', async () => {
    const users = ['bola', 'chidi', 'dayo'];
    for (const u of users) await fund(pool, u, 'USD', 50_000);
    // Rings (b->c, c->d, d->b) as well as pairs: the orders that deadlock naive code.
    const jobs = Array.from({ length: 300 }, (_, i) => {
      const from = users[i % 3]!;
      const to = users[(i + 1 + (i % 2)) % 3]!;
      return transfer(pool, {
        fromUserId: from,
        toUserId: to,
        currency: 'USD',
        amount: 1 + ((i * 7919) % 900),
        idempotencyKey: randomUUID(),
      });
    });
    const results = await Promise.allSettled(jobs);
    for (const r of results) {
      if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    }
    let total = 0;
    for (const u of users) {
      const b = await balanceOf(pool, u, 'USD');
      expect(b).toBeGreaterThanOrEqual(0);
      total += b;
    }
    expect(total).toBe(150_000);
  });
});

describe('ten simultaneous requests with one idempotency key', () => {
  it('apply once and all answer with the same result', async () => {
    await fund(pool, 'bola', 'CNY', 10_000);
    for (let round = 0; round < 5; round++) {
      const key = randomUUID();
      const before = await balanceOf(pool, 'bola', 'CNY');
      const results = await Promise.all(
        Array.from({ length: 10 }, () =>
          transfer(pool, {
            fromUserId: 'bola',
            toUserId: 'chidi',
            currency: 'CNY',
            amount: 100,
            idempotencyKey: key,
          }),
        ),
      );
      expect(new Set(results.map((r) => r.transaction.id)).size).toBe(1);
      expect(results.filter((r) => !r.replayed)).toHaveLength(1);
      const first = results.find((r) => !r.replayed)!;
      for (const r of results) expect({ ...r, replayed: false }).toEqual(first);
      expect(await balanceOf(pool, 'bola', 'CNY')).toBe(before - 100);
    }
  });

  it('a twin waits for the first: it replays after a commit and proceeds after a rollback', async () => {
    await fund(pool, 'dayo', 'NGN', 1_000);
    const input = {
      kind: 'withdrawal' as const,
      category: 'withdrawal' as const,
      userId: 'dayo',
      actorId: 'dayo',
      request: { amount: 100 },
      legs: [
        { account: { userId: 'dayo', currency: 'NGN' as const }, amount: -100 },
        { account: { system: 'payouts' as const, currency: 'NGN' as const }, amount: 100 },
      ],
    };
    class RolledBack extends Error {}
    for (const outcome of ['COMMIT', 'ROLLBACK'] as const) {
      const key = randomUUID();
      let first: PostingResult | undefined;
      let twin: Promise<PostingResult> | undefined;
      await inTransaction(
        pool,
        async (client) => {
          first = await postWithin(client, { ...input, idempotencyKey: key });
          twin = postTransaction(pool, { ...input, idempotencyKey: key });
          await new Promise((r) => setTimeout(r, 100)); // the twin is now waiting on the key
          if (outcome === 'ROLLBACK') throw new RolledBack();
        },
        { retry: false },
      ).catch((e) => {
        if (!(e instanceof RolledBack)) throw e;
      });
      const second = await twin!;
      if (outcome === 'COMMIT') {
        expect(second).toEqual({ ...first, replayed: true });
      } else {
        expect(second.replayed).toBe(false);
        expect(second.transaction.id).not.toBe(first!.transaction.id);
      }
    }
    expect(await balanceOf(pool, 'dayo', 'NGN')).toBe(800);
  });

  it('a refused attempt does not use up the key', async () => {
    await makeUser(pool, 'emeka');
    const key = randomUUID();
    const attempts = await Promise.allSettled(
      Array.from({ length: 10 }, () => debit(pool, 'emeka', 'USD', 500, key)),
    );
    expect(attempts.every((a) => a.status === 'rejected')).toBe(true);
    await fund(pool, 'emeka', 'USD', 500);
    const later = await debit(pool, 'emeka', 'USD', 500, key);
    expect(later.replayed).toBe(false);
    expect(await walletBalances(pool, 'emeka')).toMatchObject({ USD: 0 });
  });
});

describe('the ledger', () => {
  it('is sound after all of it', async () => {
    expect((await checkLedger(pool)).mismatches).toEqual([]);
  });
});
