import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '#server/db/migrate.ts';
import type { Currency } from '#shared/constants.ts';
import { apiFixture } from '#test/api-fixture.ts';
import { checkRoundTrips, type PairRate, tripsThrough } from './rate-cycles.ts';

// The rates a new database starts with must not let a customer convert around
// at a profit: the finding was ₦1,000 turned into ₦1,117.04 and back.

let f: Awaited<ReturnType<typeof apiFixture>>;
beforeAll(async () => {
  f = await apiFixture();
});

async function readRates(): Promise<PairRate[]> {
  const { rows } = await f.pool.query<PairRate>(
    `SELECT from_currency AS "from", to_currency AS "to", trim_scale(rate)::text AS rate
       FROM exchange_rates ORDER BY from_currency, to_currency`,
  );
  return rows;
}

describe('the seeded rates, as the migrations leave them', () => {
  it('are the starting rates, with CNY -> NGN and CNY -> USD lowered by the least step', async () => {
    expect(await readRates()).toEqual([
      { from: 'CNY', to: 'NGN', rate: '212.76595' },
      { from: 'CNY', to: 'USD', rate: '0.13829' },
      { from: 'NGN', to: 'CNY', rate: '0.0047' },
      { from: 'NGN', to: 'USD', rate: '0.00065' },
      { from: 'USD', to: 'CNY', rate: '7.2307' },
      { from: 'USD', to: 'NGN', rate: '1538.46' },
    ]);
  });

  it('multiply to at most 1 on every pair there and back and every 3-leg trip', async () => {
    const rates = await readRates();
    let trips = 0;
    for (const r of rates) {
      trips += tripsThrough(rates, r.from, r.to).length;
      expect(checkRoundTrips(rates, r.from, r.to, r.rate), `${r.from} -> ${r.to}`).toEqual({
        ok: true,
      });
    }
    expect(trips).toBe(12); // 6 pairs, each back and around
    // The same, in SQL numerics, for each trip from NGN.
    const { rows } = await f.pool.query<{ trip: string; product: string }>(
      `WITH r AS (SELECT from_currency AS a, to_currency AS b, rate FROM exchange_rates)
       SELECT x.a || '-' || x.b || '-' || x.a AS trip, (x.rate * y.rate)::text AS product
         FROM r x JOIN r y ON y.a = x.b AND y.b = x.a
       UNION ALL
       SELECT x.a || '-' || x.b || '-' || y.b || '-' || x.a, (x.rate * y.rate * z.rate)::text
         FROM r x JOIN r y ON y.a = x.b AND y.b <> x.a JOIN r z ON z.a = y.b AND z.b = x.a`,
    );
    expect(rows).toHaveLength(12);
    for (const row of rows) {
      const ok = await f.pool.query<{ ok: boolean }>('SELECT $1::numeric <= 1 AS ok', [
        row.product,
      ]);
      expect(ok.rows[0]?.ok, `${row.trip}: ${row.product}`).toBe(true);
    }
  });

  it('give a customer who converts around back no more than they started with', async () => {
    const start = 100_000_000; // ₦1,000,000.00
    await f.fund(f.ada.userId, 'NGN', start);
    const convert = async (from: Currency, to: Currency, amount: number) => {
      const res = await f.call('POST', '/api/wallets/convert', {
        cookie: f.ada.cookie,
        body: { from, to, amount },
      });
      expect(res.status, `${from} -> ${to}: ${JSON.stringify(res.json)}`).toBe(200);
      return res.json.metadata.received as number;
    };
    for (const path of [
      ['NGN', 'CNY', 'NGN'],
      ['NGN', 'USD', 'NGN'],
      ['NGN', 'USD', 'CNY', 'NGN'],
      ['NGN', 'CNY', 'USD', 'NGN'],
    ] as Currency[][]) {
      const before = (await f.balances(f.ada.userId)).NGN;
      let amount = before;
      for (let i = 0; i + 1 < path.length; i++) {
        amount = await convert(path[i] as Currency, path[i + 1] as Currency, amount);
      }
      expect(amount, path.join(' -> ')).toBeLessThanOrEqual(before);
      expect((await f.balances(f.ada.userId)).NGN).toBeLessThanOrEqual(before);
    }
  });
});

describe('the migration that lowered them', () => {
  /** The last statement of the migration: the fix of the seeded rates (safe to run again). */
  async function runFix() {
    const text = await readFile(
      join(migrationsFolder, '0009_rates_without_round_trips.sql'),
      'utf8',
    );
    const fix = text.split('--> statement-breakpoint').at(-1) ?? '';
    expect(fix).toContain('UPDATE exchange_rates');
    await f.pool.query(fix);
  }
  const rateOf = async (from: string, to: string) =>
    (await readRates()).find((r) => r.from === from && r.to === to)?.rate;

  it('changes a rate only while it is still the seeded one, and records it', async () => {
    await f.pool.query(
      `UPDATE exchange_rates SET rate = CASE from_currency || to_currency
         WHEN 'CNYNGN' THEN 212.77 WHEN 'CNYUSD' THEN 0.12 END
        WHERE from_currency = 'CNY'`,
    );
    const { rows: before } = await f.pool.query('SELECT count(*)::int AS n FROM rate_history');
    await runFix();
    expect(await rateOf('CNY', 'NGN')).toBe('212.76595');
    expect(await rateOf('CNY', 'USD')).toBe('0.12'); // an administrator's: left alone
    const { rows } = await f.pool.query(
      `SELECT from_currency, to_currency, trim_scale(rate_before)::text AS before,
              trim_scale(rate_after)::text AS after, changed_by
         FROM rate_history ORDER BY id DESC LIMIT 1`,
    );
    expect(rows[0]).toEqual({
      from_currency: 'CNY',
      to_currency: 'NGN',
      before: '212.77',
      after: '212.76595',
      changed_by: null,
    });
    const { rows: after } = await f.pool.query('SELECT count(*)::int AS n FROM rate_history');
    expect(after[0].n).toBe(before[0].n + 1);
  });
});
