import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '#server/db/migrate.ts';
import type { Currency } from '#shared/constants.ts';
import { createTestDatabase } from '#test/db.ts';
import { checkLedger } from './check.ts';
import { hold, refund, settle } from './holds.ts';
import { transfer } from './operations.ts';
import { postTransaction, walletBatcher, walletLimiter } from './post.ts';
import { debit, fund, makeUser } from './test-support.ts';
import { recountTotals } from './totals.ts';

// The back office's running totals (ledger_day_totals, ledger_status_totals)
// are kept by the postings in their own transaction: after any mix of
// postings, one at a time or many at once, each equals a full recount of the
// ledger's rows.
const { pool } = await createTestDatabase(24);
const USERS = ['ta', 'tb', 'tc', 'td', 'te'];
const CURRENCIES: Currency[] = ['NGN', 'USD', 'CNY'];
const limit = walletLimiter.limit;

beforeAll(async () => {
  for (const id of USERS) await makeUser(pool, id);
  for (const id of USERS) for (const c of CURRENCIES) await fund(pool, id, c, 5_000_000);
});
afterAll(() => {
  walletLimiter.limit = limit;
  walletBatcher.enabled = true;
});

/** A repeatable pseudo-random sequence (mulberry32). */
function randomFrom(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * One random posting of any kind the ledger makes: deposits, debits (some
 * refused for want of money), transfers, a conversion across two currencies,
 * an internal move about no customer, holds then settled (with a fee),
 * refunded, or settled then reversed. Failures are part of the mix: they
 * must count nothing.
 */
async function randomPosting(random: () => number) {
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
  const user = pick(USERS);
  const other = pick(USERS.filter((u) => u !== user));
  const currency = pick(CURRENCIES);
  const amount = 1 + Math.floor(random() * 50_000);
  const kind = Math.floor(random() * 9);
  const key = randomUUID();
  const ignoreRefusal = (e: unknown) => {
    if ((e as { code?: string }).code !== 'INSUFFICIENT_FUNDS') throw e;
  };
  if (kind === 0) return fund(pool, user, currency, amount);
  // Now and then far more than the wallet holds: refused, nothing written.
  if (kind === 1)
    return debit(pool, user, currency, random() < 0.2 ? 10 ** 12 : amount).catch(ignoreRefusal);
  if (kind === 2) {
    return transfer(pool, {
      fromUserId: user,
      toUserId: other,
      currency,
      amount,
      idempotencyKey: key,
    });
  }
  if (kind === 3) {
    return postTransaction(pool, {
      kind: 'conversion',
      category: 'conversion',
      description: 'Convert NGN to USD',
      userId: user,
      actorId: user,
      idempotencyKey: key,
      request: { amount },
      legs: [
        { account: { userId: user, currency: 'NGN' }, amount: -amount },
        { account: { system: 'fx', currency: 'NGN' }, amount },
        { account: { system: 'fx', currency: 'USD' }, amount: -Math.ceil(amount / 1500) },
        { account: { userId: user, currency: 'USD' }, amount: Math.ceil(amount / 1500) },
      ],
    });
  }
  if (kind === 4) {
    return postTransaction(pool, {
      kind: 'adjustment',
      category: 'admin_operation',
      description: 'Fees to payouts',
      userId: null,
      actorId: 'system',
      idempotencyKey: key,
      request: { amount },
      legs: [
        { account: { system: 'payouts', currency }, amount: -amount },
        { account: { system: 'funding', currency }, amount },
      ],
    });
  }
  const held = await hold(pool, {
    userId: user,
    currency,
    amount,
    category: 'airtime',
    description: 'Airtime',
    idempotencyKey: key,
  });
  const id = held.transaction.id;
  if (kind === 5) return settle(pool, id, { to: 'bills', fee: Math.floor(amount / 10) });
  if (kind === 6)
    return refund(pool, id, {
      reason: 'provider failed',
      status: pick(['failed', 'refunded', 'cancelled'] as const),
    });
  if (kind === 7) {
    await settle(pool, id, { to: 'bills' });
    return refund(pool, id, { reason: 'reversed by the provider' });
  }
  return held; // left pending
}

/** Every total equals its recount, and the rest of the ledger is sound. */
async function expectExact() {
  expect(await recountTotals(pool)).toEqual([]);
  const report = await checkLedger(pool);
  expect(report.mismatches).toEqual([]);
}

describe('the running totals', () => {
  it('equal a full recount after random postings of every kind, one at a time', async () => {
    const random = randomFrom(2211);
    for (let i = 0; i < 150; i++) await randomPosting(random);
    await expectExact();
    const { rows } = await pool.query<{ statuses: string[] }>(
      `SELECT array_agg(DISTINCT status ORDER BY status) AS statuses FROM ledger_status_totals`,
    );
    // Every status a transaction can reach, so each path kept them.
    expect(rows[0]!.statuses).toEqual(
      expect.arrayContaining([
        'cancelled',
        'completed',
        'failed',
        'pending',
        'refunded',
        'reversed',
      ]),
    );
  });

  it('equal a full recount after many postings at once, on many connections', async () => {
    // Every posting reaches the database at once (no per-wallet queue, no group commit)...
    walletLimiter.limit = Number.POSITIVE_INFINITY;
    walletBatcher.enabled = false;
    const random = randomFrom(4242);
    await Promise.all(Array.from({ length: 200 }, () => randomPosting(random)));
    await expectExact();
    // ...and then through group commit (owo_post_batch), refusals included.
    walletLimiter.limit = limit;
    walletBatcher.enabled = true;
    await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        i % 7 === 0
          ? debit(pool, 'ta', 'NGN', 10 ** 12).catch(() => undefined)
          : i % 2 === 0
            ? debit(pool, 'ta', 'NGN', 100 + i)
            : fund(pool, 'ta', 'NGN', 50 + i),
      ),
    );
    await Promise.all(Array.from({ length: 150 }, () => randomPosting(random)));
    await expectExact();
    // The totals were spread over several shards, and still add up.
    const { rows } = await pool.query<{ n: number }>(
      'SELECT count(DISTINCT shard)::int AS n FROM ledger_day_totals',
    );
    expect(rows[0]!.n).toBeGreaterThan(1);
  });

  it('are rebuilt exactly by the migration from an existing ledger', async () => {
    const migration = readFileSync(join(migrationsFolder, '0020_ledger_totals.sql'), 'utf8');
    const backfill = migration
      .split('--> statement-breakpoint')
      .map((s) => s.trim())
      .filter((s) => /^INSERT INTO "ledger_(day|status)_totals"/m.test(s));
    expect(backfill).toHaveLength(2);
    const before = await pool.query(
      'SELECT day, currency, sum(money_in) AS i, sum(money_out) AS o FROM ledger_day_totals GROUP BY 1, 2 ORDER BY 1, 2',
    );
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('DELETE FROM ledger_day_totals; DELETE FROM ledger_status_totals');
      for (const statement of backfill) await client.query(statement);
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    await expectExact();
    const after = await pool.query(
      'SELECT day, currency, sum(money_in) AS i, sum(money_out) AS o FROM ledger_day_totals GROUP BY 1, 2 ORDER BY 1, 2',
    );
    expect(after.rows).toEqual(before.rows);
  });

  it('are caught by the ledger check when they drift', async () => {
    await pool.query(
      `UPDATE ledger_status_totals SET transactions = transactions + 1
        WHERE (status, shard) = (SELECT status, shard FROM ledger_status_totals WHERE status = 'completed' ORDER BY shard LIMIT 1)`,
    );
    const report = await checkLedger(pool);
    expect(report.ok).toBe(false);
    expect(report.mismatches).toEqual([
      expect.objectContaining({ type: 'total', total: 'status:completed' }),
    ]);
    await pool.query(
      `UPDATE ledger_status_totals SET transactions = transactions - 1
        WHERE (status, shard) = (SELECT status, shard FROM ledger_status_totals WHERE status = 'completed' ORDER BY shard LIMIT 1)`,
    );
    await expectExact();
  });
});
