import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hold, refund, settle } from '#server/ledger/holds.ts';
import { debit, fund, makeUser } from '#server/ledger/test-support.ts';
import { lagosDay } from '#shared/lagos-time.ts';
import { makeTestDeps } from '#test/auth-helpers.ts';
import { createTestDatabase } from '#test/db.ts';
import { issueStatement } from './statements.service.ts';
import { backdate, ledgerBalanceAt, recountDayTotals } from './statements.test-support.ts';

// Random histories posted through the ledger (credits, debits, holds left
// pending, refunded or settled) at random times, many of them just before or
// after Lagos midnight (22:30-23:30 UTC), and random periods: the statement's
// opening balance is the ledger's balance at Lagos midnight starting `from`,
// its closing balance the ledger's at the end of `to`, each line's balance is
// the one before plus its amount (and the ledger's balance after that entry),
// and the totals in and out add up.

const { url, pool } = await createTestDatabase(6);
const deps = makeTestDeps(url, {}, 4);

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Day 0 of every history: 40 Lagos days ago, at 00:00 UTC; periods run up to day 27. */
const DAY0 = Date.parse(`${lagosDay(Date.now() - 40 * DAY)}T00:00:00Z`);
const dayText = (d: number) => new Date(DAY0 + d * DAY).toISOString().slice(0, 10);
/** Lagos midnight starting the Lagos day `day` (YYYY-MM-DD). */
const lagosMidnight = (day: string) => new Date(Date.parse(`${day}T00:00:00+01:00`));

/** A day of the history: often one whose Lagos midnight bounds the period (`a` to `b`). */
const historyDay = (a: number, b: number) =>
  fc.oneof(fc.constantFrom(a - 1, a, b, b + 1), fc.integer({ min: 0, max: 27 }));

/** A time on the UTC day `day`: anywhere, around Lagos midnight (22:30-23:30 UTC), or right on it. */
const instant = (day: fc.Arbitrary<number>) =>
  fc
    .tuple(
      day,
      fc.oneof(
        fc.integer({ min: 0, max: DAY - 1 }),
        fc.integer({ min: 22.5 * HOUR, max: 23.5 * HOUR }),
        fc.constantFrom(23 * HOUR, 23 * HOUR - 1),
      ),
    )
    .map(([d, ms]) => DAY0 + d * DAY + ms);

/** A period (its first and last Lagos days) and a history around it. */
const world = fc
  .tuple(fc.integer({ min: 1, max: 26 }), fc.integer({ min: 1, max: 26 }))
  .chain(([x, y]) => {
    const [a, b] = [Math.min(x, y), Math.max(x, y)];
    const op = fc.record({
      kind: fc.constantFrom('credit', 'credit', 'debit', 'hold', 'refund', 'settle'),
      amount: fc.integer({ min: 1, max: 200_000 }),
      at: instant(historyDay(a, b)),
    });
    return fc.record({
      // Lagos day D starts at 23:00 UTC on UTC day D - 1.
      period: fc.constant({ from: dayText(a + 1), to: dayText(b + 1) }),
      ops: fc.array(op, { maxLength: 18 }),
    });
  });

type Op = { kind: string; amount: number; at: number };

/** Posts the history in time order through the ledger, then moves each posting to its time. */
async function post(userId: string, ops: Op[]) {
  const moves: { transactionId: string; at: Date }[] = [];
  const pending: string[] = [];
  let balance = 0;
  const sorted = [...ops].sort((a, b) => a.at - b.at);
  for (const o of sorted) {
    const at = new Date(o.at);
    let id: string | undefined;
    if (o.kind === 'credit') {
      id = (await fund(pool, userId, 'NGN', o.amount)).transaction.id;
      balance += o.amount;
    } else if ((o.kind === 'debit' || o.kind === 'hold') && o.amount <= balance) {
      const r =
        o.kind === 'debit'
          ? await debit(pool, userId, 'NGN', o.amount)
          : await hold(pool, {
              userId,
              currency: 'NGN',
              amount: o.amount,
              category: 'bills_payment',
              description: 'Test hold',
              idempotencyKey: randomUUID(),
            });
      id = r.transaction.id;
      balance -= o.amount;
      if (o.kind === 'hold') pending.push(id);
    } else if (o.kind === 'refund' && pending.length > 0) {
      const held = pending.shift()!;
      const r = await refund(pool, held, { reason: 'test' });
      id = r.posting?.transaction.id;
      balance += r.posting?.entries.find((e) => e.user_id === userId)?.amount ?? 0;
    } else if (o.kind === 'settle' && pending.length > 0) {
      // Moves the money on from `pending`: no entry of the wallet's.
      await settle(pool, pending.shift()!, { to: 'bills' });
    }
    if (id) moves.push({ transactionId: id, at });
  }
  await backdate(pool, moves);
}

describe('a statement against the ledger', () => {
  it('opens and closes on the ledger’s balances and adds up line by line, for any history and period', async () => {
    // The day totals are counted again whatever the outcome, so the ledger check passes.
    try {
      await fc.assert(
        fc.asyncProperty(world, async ({ ops, period: p }) => {
          const userId = `stm-${randomUUID()}`;
          await makeUser(pool, userId);
          await post(userId, ops);
          const s = await issueStatement(deps, userId, { currency: 'NGN', ...p }, 'csv');

          const { rows } = await pool.query<{ id: string }>(
            `SELECT id::text FROM ledger_accounts WHERE user_id = $1 AND currency = 'NGN'`,
            [userId],
          );
          const account = rows[0]!.id;
          const start = lagosMidnight(p.from);
          const end = new Date(lagosMidnight(p.to).getTime() + DAY);
          expect(s.opening).toBe(await ledgerBalanceAt(pool, account, start));
          expect(s.closing).toBe(await ledgerBalanceAt(pool, account, end));

          const entries = await pool.query<{ amount: string; balance_after: string; at: Date }>(
            `SELECT amount::text, balance_after::text, created_at AS at FROM ledger_entries
            WHERE account_id = $1 AND created_at >= $2 AND created_at < $3 ORDER BY id`,
            [account, start.toISOString(), end.toISOString()],
          );
          expect(s.lines.map((l) => [l.amount, l.balance, l.at.getTime()])).toEqual(
            entries.rows.map((e) => [Number(e.amount), Number(e.balance_after), e.at.getTime()]),
          );
          let running = s.opening;
          for (const l of s.lines) {
            running += l.amount;
            expect(l.balance).toBe(running);
          }
          const sum = (sign: number) =>
            s.lines.reduce(
              (t, l) => t + (Math.sign(l.amount) === sign ? Math.abs(l.amount) : 0),
              0,
            );
          expect([s.moneyIn, s.moneyOut]).toEqual([sum(1), sum(-1)]);
          expect(s.closing).toBe(s.opening + s.moneyIn - s.moneyOut);
        }),
        { numRuns: 30 },
      );
    } finally {
      await recountDayTotals(pool);
    }
  }, 240_000);
});
