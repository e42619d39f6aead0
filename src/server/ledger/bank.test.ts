import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CURRENCIES, type Currency } from '#shared/constants.ts';
import { createTestDatabase } from '#test/db.ts';
import { walletBalances } from './accounts.ts';
import { checkLedger } from './check.ts';
import { LedgerError } from './errors.ts';
import { hold, refund, settle } from './holds.ts';
import { convert, transfer } from './operations.ts';
import { walletBatcher, walletLimiter } from './post.ts';
import type { PostingResult } from './post-types.ts';
import { debit, fund, makeUser } from './test-support.ts';

// A Jepsen-style bank test: many clients do random transfers, debits,
// conversions and holds at once, some of them retried with the same key.
// Every acknowledged operation's effect is tracked on the client side; at the
// end each balance must equal exactly what was acknowledged, nothing negative,
// and the ledger check must pass.
const CLIENTS = 32;
const OPS = 1_500; // per mode
const USERS = ['u0', 'u1', 'u2', 'u3', 'u4', 'u5'];
const { pool } = await createTestDatabase(CLIENTS + 4);
const limit = walletLimiter.limit;

let seed = 42;
const rand = (n: number) => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31; // deterministic, so a failure can be replayed
  return seed % n;
};
const pick = <T>(xs: readonly T[]) => xs[rand(xs.length)]!;

const expected = new Map<string, number>();
const credit = (user: string, currency: Currency, amount: number) => {
  const key = `${user}:${currency}`;
  expected.set(key, (expected.get(key) ?? 0) + amount);
};
const effects = (r: PostingResult) => {
  if (r.replayed) return; // the first answer already counted
  for (const e of r.entries) if (e.user_id) credit(e.user_id, e.currency, e.amount);
};

async function operation(i: number) {
  const user = pick(USERS);
  const currency = pick(CURRENCIES);
  const amount = 1 + rand(20_000);
  const key = randomUUID();
  switch (rand(5)) {
    case 0:
    case 1: {
      let to = pick(USERS);
      if (to === user) to = USERS[(USERS.indexOf(user) + 1) % USERS.length]!;
      const input = { fromUserId: user, toUserId: to, currency, amount, idempotencyKey: key };
      effects(await transfer(pool, input));
      if (i % 10 === 0) effects(await transfer(pool, input)); // a client retry
      return;
    }
    case 2:
      effects(await debit(pool, user, currency, amount, key));
      return;
    case 3: {
      const to = pick(CURRENCIES.filter((c) => c !== currency));
      effects(
        await convert(pool, {
          userId: user,
          from: currency,
          to,
          amount: amount * 10,
          idempotencyKey: key,
        }),
      );
      return;
    }
    default: {
      const held = await hold(pool, {
        userId: user,
        currency,
        amount,
        category: 'bills_payment',
        description: 'bill',
        idempotencyKey: key,
      });
      effects(held);
      const id = held.transaction.id;
      const outcome =
        rand(2) === 0 ? settle(pool, id, { to: 'bills' }) : refund(pool, id, { reason: 'failed' });
      const result = await outcome;
      if (result.changed && result.posting) effects(result.posting);
    }
  }
}

beforeAll(async () => {
  for (const u of USERS) await makeUser(pool, u);
});
afterAll(() => {
  walletLimiter.limit = limit;
  walletBatcher.enabled = true;
});

// "direct": every request reaches PostgreSQL at once (no per-wallet queue, no
// group commit); "as shipped": the queue and group commit in front of it.
describe.each(['direct', 'as shipped'])('bank, %s', (mode) => {
  it('conserves money under thousands of concurrent operations', async () => {
    walletLimiter.limit = mode === 'direct' ? Number.POSITIVE_INFINITY : limit;
    walletBatcher.enabled = mode !== 'direct';
    for (const u of USERS) for (const c of CURRENCIES) effects(await fund(pool, u, c, 5_000_000));
    let next = 0;
    let refused = 0;
    const client = async () => {
      while (next < OPS) {
        const i = next++;
        try {
          await operation(i);
        } catch (e) {
          // The only acceptable failures are business refusals, which write nothing.
          if (
            !(e instanceof LedgerError) ||
            !['INSUFFICIENT_FUNDS', 'BUSINESS_RULE'].includes(e.code)
          )
            throw e;
          refused++;
        }
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, client));

    for (const u of USERS) {
      const balances = await walletBalances(pool, u);
      for (const c of CURRENCIES) {
        expect(balances[c], `${u} ${c}`).toBe(expected.get(`${u}:${c}`) ?? 0);
        expect(balances[c]).toBeGreaterThanOrEqual(0);
      }
    }
    const report = await checkLedger(pool);
    expect(report.mismatches).toEqual([]);
    for (const c of CURRENCIES) expect(report.totals[c].net).toBe(0);
    expect(refused).toBeLessThan(OPS / 2); // the test did mostly real work
  });
});
