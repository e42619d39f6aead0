import { beforeAll, describe, expect, it } from 'vitest';
import { apiFixture } from '#test/api-fixture.ts';

// PUT /api/admin/rates refuses a rate that lets a customer convert around at a
// profit (RATE_ROUND_TRIP, 422) and asks for confirmation of a change of more
// than 10% (CONFIRMATION_REQUIRED, 409). Either way nothing changes.

let f: Awaited<ReturnType<typeof apiFixture>>;
beforeAll(async () => {
  f = await apiFixture();
});

const putRate = (body: unknown) =>
  f.call('PUT', '/api/admin/rates', { cookie: f.admin.cookie, body, key: null });

type Rates = Record<string, string>;

/** Sets the rates straight in the table (each test starts from rates of its own). */
async function setRates(rates: Rates) {
  for (const [pair, rate] of Object.entries(rates)) {
    const [from, to] = pair.split('-');
    await f.pool.query(
      'UPDATE exchange_rates SET rate = $3::numeric WHERE from_currency = $1 AND to_currency = $2',
      [from, to, rate],
    );
  }
}

async function readRates(): Promise<Rates> {
  const { rows } = await f.pool.query<{ pair: string; rate: string }>(
    `SELECT from_currency || '-' || to_currency AS pair, trim_scale(rate)::text AS rate
       FROM exchange_rates`,
  );
  return Object.fromEntries(rows.map((r) => [r.pair, r.rate]));
}

/** The changes recorded: rows of the rate history and of the audit log. */
const changeCount = async () =>
  (
    await f.pool.query<{ history: number; audit: number }>(
      `SELECT (SELECT count(*)::int FROM rate_history) AS history,
              (SELECT count(*)::int FROM audit_log WHERE action = 'exchange_rate.update') AS audit`,
    )
  ).rows[0] as { history: number; audit: number };

/** The seeded rates, as the migration leaves them. */
const SEEDED: Rates = {
  'USD-NGN': '1538.46',
  'NGN-USD': '0.00065',
  'CNY-NGN': '212.76595',
  'NGN-CNY': '0.0047',
  'USD-CNY': '7.2307',
  'CNY-USD': '0.13829',
};

/** Cross rates that are exact inverses: every trip, there and back or around, multiplies to 1. */
const EVEN: Rates = {
  'USD-NGN': '2000',
  'NGN-USD': '0.0005',
  'CNY-NGN': '250',
  'NGN-CNY': '0.004',
  'USD-CNY': '8',
  'CNY-USD': '0.125',
};

describe('a rate that would let a customer convert around at a profit', () => {
  it('is refused against its reverse rate, saying the most allowed, and nothing changes', async () => {
    await setRates(SEEDED);
    const changes = await changeCount();
    // The finding: NGN -> CNY raised while CNY -> NGN stays.
    const res = await putRate({ from: 'NGN', to: 'CNY', rate: '0.005' });
    expect(res.status).toBe(422);
    expect(res.json.error).toEqual({
      code: 'RATE_ROUND_TRIP',
      field: 'rate',
      message:
        'NGN → CNY at 0.005 with the reverse rate CNY → NGN at 212.76595 would let a customer convert there and back at a profit. The highest NGN → CNY rate allowed is 0.0047.',
      max_rate: '0.0047',
      round_trip: ['NGN', 'CNY', 'NGN'],
    });
    // The other way round, with confirm: still refused (no confirmation makes it legal).
    const back = await putRate({ from: 'CNY', to: 'NGN', rate: '250', confirm: true });
    expect(back.status).toBe(422);
    expect(back.json.error).toMatchObject({ code: 'RATE_ROUND_TRIP', max_rate: '212.76595' });
    expect(await readRates()).toEqual(SEEDED);
    expect(await changeCount()).toEqual(changes);
  });

  it('is refused around all three currencies when the pair and its reverse are fine', async () => {
    // NGN -> USD lowered: USD -> NGN 2500 is fine against it (exactly 1) but not around.
    await setRates({ ...EVEN, 'NGN-USD': '0.0004' });
    const res = await putRate({ from: 'USD', to: 'NGN', rate: '2500', confirm: true });
    expect(res.status).toBe(422);
    expect(res.json.error).toMatchObject({
      code: 'RATE_ROUND_TRIP',
      message:
        'USD → NGN at 2500 with NGN → CNY at 0.004 and CNY → USD at 0.125 would let a customer convert USD → NGN → CNY → USD at a profit. The highest USD → NGN rate allowed is 2000.',
      max_rate: '2000',
      round_trip: ['USD', 'NGN', 'CNY', 'USD'],
    });
    expect((await readRates())['USD-NGN']).toBe('2000');
    // The most allowed goes through.
    expect((await putRate({ from: 'USD', to: 'NGN', rate: '1999.99999' })).status).toBe(200);
    expect((await putRate({ from: 'USD', to: 'NGN', rate: '2000' })).status).toBe(200);
  });

  it('is accepted at exactly 1, there and back and around; refused one step above', async () => {
    await setRates(EVEN);
    for (const [pair, rate] of Object.entries(EVEN)) {
      const [from, to] = pair.split('-');
      const res = await putRate({ from, to, rate });
      expect(res.status, pair).toBe(200);
      expect(res.json.rate).toBe(rate);
    }
    const above = await putRate({ from: 'CNY', to: 'USD', rate: '0.12501' });
    expect(above.status).toBe(422);
    expect(above.json.error.max_rate).toBe('0.125');
    expect(await readRates()).toEqual(EVEN);
  });
});

describe('a change of more than 10%', () => {
  it('stops a 100x typo until confirmed, changing nothing, then applies it', async () => {
    await setRates(SEEDED);
    const changes = await changeCount();
    // The decimal point two places off: 15.3846 for 1538.46.
    const typo = await putRate({ from: 'USD', to: 'NGN', rate: '15.3846' });
    expect(typo.status).toBe(409);
    expect(typo.json.error).toEqual({
      code: 'CONFIRMATION_REQUIRED',
      field: 'rate',
      message:
        'Changing USD → NGN from 1538.46 to 15.3846 is a change of -99%, more than 10%. Confirm the change to apply it.',
      current_rate: '1538.46',
      new_rate: '15.3846',
      change_percent: '-99%',
    });
    const unconfirmed = await putRate({
      from: 'USD',
      to: 'NGN',
      rate: '15.3846',
      confirm: false,
    });
    expect(unconfirmed.status).toBe(409);
    expect(await readRates()).toEqual(SEEDED);
    expect(await changeCount()).toEqual(changes);

    const confirmed = await putRate({ from: 'USD', to: 'NGN', rate: '15.3846', confirm: true });
    expect(confirmed.status).toBe(200);
    expect((await readRates())['USD-NGN']).toBe('15.3846');
    expect(await changeCount()).toEqual({
      history: changes.history + 1,
      audit: changes.audit + 1,
    });
  });

  it('is measured exactly: 10% goes through, a hair more asks', async () => {
    await setRates({ ...EVEN, 'USD-NGN': '1000', 'NGN-CNY': '0.001' });
    expect((await putRate({ from: 'USD', to: 'NGN', rate: '900' })).status).toBe(200); // -10%
    expect((await putRate({ from: 'USD', to: 'NGN', rate: '990' })).status).toBe(200); // +10%
    const more = await putRate({ from: 'USD', to: 'NGN', rate: '1089.00001' });
    expect(more.status).toBe(409);
    expect(more.json.error.change_percent).toBe('+10%');
    const less = await putRate({ from: 'USD', to: 'NGN', rate: '890.99999' });
    expect(less.json.error).toMatchObject({
      code: 'CONFIRMATION_REQUIRED',
      change_percent: '-10%',
    });
    expect((await readRates())['USD-NGN']).toBe('990');
  });

  it('refuses a confirm that is not a boolean', async () => {
    const res = await putRate({ from: 'USD', to: 'NGN', rate: '1', confirm: 'yes' });
    expect(res.status).toBe(400);
    expect(res.json.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'confirm' });
  });
});

describe('two edits at once', () => {
  // Each alone keeps every trip at most 1; together NGN -> CNY -> NGN is 1.0375.
  const START: Rates = {
    'USD-NGN': '1900',
    'NGN-USD': '0.0005',
    'CNY-NGN': '240',
    'NGN-CNY': '0.004',
    'USD-CNY': '7.9',
    'CNY-USD': '0.125',
  };

  it('cannot together make a round trip: one waits for the other and is refused', async () => {
    for (let round = 0; round < 8; round++) {
      await setRates(START);
      const [a, b] = await Promise.all([
        putRate({ from: 'NGN', to: 'CNY', rate: '0.00415' }),
        putRate({ from: 'CNY', to: 'NGN', rate: '250' }),
      ]);
      const statuses = [a.status, b.status].sort();
      expect(statuses, `round ${round}`).toEqual([200, 422]);
      const rates = await readRates();
      const product = await f.pool.query<{ ok: boolean }>(
        'SELECT $1::numeric * $2::numeric <= 1 AS ok',
        [rates['NGN-CNY'], rates['CNY-NGN']],
      );
      expect(product.rows[0]?.ok, `round ${round}: ${JSON.stringify(rates)}`).toBe(true);
    }
  });
});
