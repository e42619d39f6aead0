import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { hold, refund, settle } from '#server/ledger/holds.ts';
import { transfer } from '#server/ledger/operations.ts';
import { debit } from '#server/ledger/test-support.ts';
import { CURRENCIES } from '#shared/constants.ts';
import { apiFixture } from '#test/api-fixture.ts';

// The back office's figures come from the running totals the postings keep
// (ledger_day_totals, ledger_status_totals); after postings one at a time and
// many at once, each screen shows exactly what a full scan of the ledger's
// rows (the queries they used to run) answers.

let f: Awaited<ReturnType<typeof apiFixture>>;
const get = async (path: string) => {
  const res = await f.call('GET', path, { cookie: f.admin.cookie });
  expect(res.status, path).toBe(200);
  return res.json;
};

/** Holds, transfers and debits between Ada and Bola; holds settled, refunded, reversed or left. */
async function someMoves(round: number) {
  const [from, to] = round % 2 ? [f.ada.userId, f.bola.userId] : [f.bola.userId, f.ada.userId];
  const currency = CURRENCIES[round % 3]!;
  const amount = 100 + round * 7;
  const moves: Promise<unknown>[] = [
    transfer(f.pool, {
      fromUserId: from,
      toUserId: to,
      currency,
      amount,
      idempotencyKey: randomUUID(),
    }),
    debit(f.pool, from, currency, amount),
  ];
  const held = await hold(f.pool, {
    userId: from,
    currency,
    amount,
    category: 'airtime',
    description: 'Airtime',
    idempotencyKey: randomUUID(),
  });
  const id = held.transaction.id;
  if (round % 4 === 0) moves.push(settle(f.pool, id, { to: 'bills', fee: 10 }));
  if (round % 4 === 1) moves.push(refund(f.pool, id, { reason: 'failed', status: 'failed' }));
  if (round % 4 === 2) {
    moves.push(settle(f.pool, id, { to: 'bills' }).then(() => refund(f.pool, id, { reason: 'x' })));
  }
  await Promise.all(moves);
}

/** What the endpoints used to compute from every row. */
async function fullScan() {
  const byStatus = await f.pool.query<{ status: string; n: number }>(
    `SELECT status, count(*)::int AS n FROM ledger_transactions WHERE user_id IS NOT NULL GROUP BY status`,
  );
  const volume = await f.pool.query<{ currency: string; money_in: number; money_out: number }>(
    `SELECT a.currency, coalesce(sum(e.amount) FILTER (WHERE e.amount > 0), 0)::int AS money_in,
            coalesce(-sum(e.amount) FILTER (WHERE e.amount < 0), 0)::int AS money_out
       FROM ledger_accounts a JOIN ledger_entries e ON e.account_id = a.id
      WHERE a.user_id IS NOT NULL GROUP BY a.currency`,
  );
  const daily = await f.pool.query<{ date: string; currency: string; amount: number }>(
    `SELECT to_char(le.created_at AT TIME ZONE 'Africa/Lagos', 'YYYY-MM-DD') AS date, le.currency,
            (-sum(le.amount))::int AS amount
       FROM ledger_entries le JOIN ledger_accounts a ON a.id = le.account_id AND a.user_id IS NOT NULL
      WHERE le.amount < 0 GROUP BY 1, 2`,
  );
  const by_status = Object.fromEntries(byStatus.rows.map((r) => [r.status, r.n]));
  return {
    total: byStatus.rows.reduce((n, r) => n + r.n, 0),
    by_status,
    volume: CURRENCIES.map((currency) => {
      const row = volume.rows.find((r) => r.currency === currency);
      return { currency, money_in: row?.money_in ?? 0, money_out: row?.money_out ?? 0 };
    }),
    daily: daily.rows,
  };
}

async function expectScreensEqualFullScan() {
  const scan = await fullScan();
  const stats = await get('/api/admin/transactions/stats');
  expect(stats).toEqual({ total: scan.total, by_status: scan.by_status, volume: scan.volume });
  expect((await get('/api/admin/stats')).total_transactions).toBe(scan.total);
  const analytics = await get('/api/admin/stats/analytics?days=30');
  const shown = analytics.days.flatMap(
    (d: { date: string; volume: { currency: string; amount: number }[] }) =>
      d.volume.filter((v) => v.amount !== 0).map((v) => ({ date: d.date, ...v })),
  );
  const key = (r: { date: string; currency: string }) => `${r.date}:${r.currency}`;
  const sorted = <T extends { date: string; currency: string }>(rows: T[]) =>
    [...rows].sort((a, b) => key(a).localeCompare(key(b)));
  expect(sorted(shown)).toEqual(sorted(scan.daily));
  expect(scan.total).toBeGreaterThan(0);
}

beforeAll(async () => {
  f = await apiFixture();
  for (const u of [f.ada.userId, f.bola.userId])
    for (const c of CURRENCIES) await f.fund(u, c, 10_000_000);
});

describe('the back office’s totals', () => {
  it('equal a full scan of the ledger after postings one at a time', async () => {
    for (let round = 0; round < 8; round++) await someMoves(round);
    await expectScreensEqualFullScan();
  });

  it('equal a full scan of the ledger after many postings at once', async () => {
    await Promise.all(Array.from({ length: 12 }, (_, round) => someMoves(round)));
    await expectScreensEqualFullScan();
  });
});
