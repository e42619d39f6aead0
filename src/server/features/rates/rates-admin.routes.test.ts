import { beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '#server/ledger/check.ts';
import { apiFixture } from '#test/api-fixture.ts';

let f: Awaited<ReturnType<typeof apiFixture>>;
beforeAll(async () => {
  f = await apiFixture();
});

const putRate = (cookie: string, body: unknown) =>
  f.call('PUT', '/api/admin/rates', { cookie, body, key: null });
const putFee = (cookie: string, network: string, body: unknown) =>
  f.call('PUT', `/api/admin/airtime-rates/${network}`, { cookie, body, key: null });

const auditRows = async (action: string) =>
  (
    await f.pool.query<{ actor_id: string; target_id: string; before: unknown; after: unknown }>(
      'SELECT actor_id, target_id, before, after FROM audit_log WHERE action = $1 ORDER BY id',
      [action],
    )
  ).rows;

describe('PUT /api/admin/rates', () => {
  it('sets the rate, marks it as the administrator’s, and records the change', async () => {
    const res = await putRate(f.admin.cookie, { from: 'USD', to: 'NGN', rate: '1500.12345' });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      from_currency: 'USD',
      to_currency: 'NGN',
      rate: '1500.12345',
      provider: 'admin',
      updated_by: f.admin.userId,
    });
    expect(res.json.updated_by_email).toMatch(/^admin-/);
    expect(Date.now() - Date.parse(res.json.updated_at)).toBeLessThan(60_000);

    expect(await auditRows('exchange_rate.update')).toEqual([
      {
        actor_id: f.admin.userId,
        target_id: 'USD-NGN',
        before: { from: 'USD', to: 'NGN', rate: '1538.46' },
        after: { from: 'USD', to: 'NGN', rate: '1500.12345' },
      },
    ]);

    const list = await f.call('GET', '/api/admin/rates', { cookie: f.admin.cookie });
    expect(list.json.items).toHaveLength(6);
    expect(
      list.json.items.find(
        (r: { from_currency: string; to_currency: string }) =>
          r.from_currency === 'USD' && r.to_currency === 'NGN',
      ),
    ).toMatchObject({ rate: '1500.12345', provider: 'admin' });
  });

  it('is what users read and what the next conversion uses, at once', async () => {
    await putRate(f.admin.cookie, { from: 'USD', to: 'NGN', rate: '1500.5' });
    const rates = await f.call('GET', '/api/rates', { cookie: f.ada.cookie });
    expect(rates.json.USD_NGN).toBe('1500.5');

    await f.fund(f.ada.userId, 'USD', 10_000); // $100.00
    const before = await f.balances(f.ada.userId);
    const res = await f.call('POST', '/api/wallets/convert', {
      cookie: f.ada.cookie,
      body: { from: 'USD', to: 'NGN', amount: 1_000 }, // $10.00
    });
    expect(res.status).toBe(200);
    const after = await f.balances(f.ada.userId);
    expect(after.USD).toBe(before.USD - 1_000);
    expect(after.NGN).toBe(before.NGN + 1_500_500); // ₦15,005.00 = 10 × 1,500.5

    // A later change applies to the conversion after it.
    await putRate(f.admin.cookie, { from: 'USD', to: 'NGN', rate: '1500' });
    await f.call('POST', '/api/wallets/convert', {
      cookie: f.ada.cookie,
      body: { from: 'USD', to: 'NGN', amount: 100 },
    });
    expect((await f.balances(f.ada.userId)).NGN).toBe(after.NGN + 150_000);
    expect((await checkLedger(f.pool)).ok).toBe(true);
  });

  it('refuses a rate that is not above zero or has more than 5 decimals, naming rate', async () => {
    const cases: [unknown, string][] = [
      ['0', 'rate: Rate must be greater than 0'],
      ['0.00000', 'rate: Rate must be greater than 0'],
      ['-1', 'rate: Rate must be a decimal number with at most 5 decimals'],
      ['1.123456', 'rate: Rate must be a decimal number with at most 5 decimals'],
      ['abc', 'rate: Rate must be a decimal number with at most 5 decimals'],
      ['12345678901', 'rate: Rate must be a decimal number with at most 5 decimals'],
      [1538, 'rate: Rate must be a decimal string'],
    ];
    for (const [rate, message] of cases) {
      const res = await putRate(f.admin.cookie, { from: 'NGN', to: 'USD', rate });
      expect(res.status, String(rate)).toBe(400);
      expect(res.json.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'rate', message });
    }
    const smallest = await putRate(f.admin.cookie, {
      from: 'NGN',
      to: 'USD',
      rate: '0.00001',
      confirm: true,
    });
    expect(smallest.json.rate).toBe('0.00001');
    const badCurrency = await putRate(f.admin.cookie, { from: 'EUR', to: 'USD', rate: '1' });
    expect(badCurrency.status).toBe(400);
    expect(badCurrency.json.error.field).toBe('from');
  });

  it('records every one of simultaneous changes, each after the one before', async () => {
    // Each below 1 / 0.13829 (CNY -> USD) = 7.2311...: none makes a round trip.
    const rates = ['7.1', '7.15', '7.2', '7.05', '7.12', '7.18'];
    const answers = await Promise.all(
      rates.map((rate) => putRate(f.admin.cookie, { from: 'USD', to: 'CNY', rate })),
    );
    expect(answers.map((a) => a.status)).toEqual(rates.map(() => 200));
    const rows = (await auditRows('exchange_rate.update')).filter((r) => r.target_id === 'USD-CNY');
    expect(rows).toHaveLength(rates.length);
    // The row lock orders them: each change starts from the rate the previous one set.
    let current = '7.2307';
    for (const row of rows as { before: { rate: string }; after: { rate: string } }[]) {
      expect(row.before.rate).toBe(current);
      current = row.after.rate;
    }
    const stored = await f.pool.query<{ rate: string }>(
      `SELECT trim_scale(rate)::text AS rate FROM exchange_rates
        WHERE from_currency = 'USD' AND to_currency = 'CNY'`,
    );
    expect(stored.rows[0]?.rate).toBe(current);
  });

  it('answers 404 for a pair that does not exist', async () => {
    const res = await putRate(f.admin.cookie, { from: 'USD', to: 'USD', rate: '1' });
    expect(res.status).toBe(404);
    expect(res.json.error.message).toBe('Exchange rate USD to USD not found');
  });

  it('is for administrators only', async () => {
    const before = await auditRows('exchange_rate.update');
    expect((await putRate(f.ada.cookie, { from: 'USD', to: 'NGN', rate: '1' })).status).toBe(403);
    expect((await putRate('', { from: 'USD', to: 'NGN', rate: '1' })).status).toBe(401);
    expect((await f.call('GET', '/api/admin/rates', { cookie: f.ada.cookie })).status).toBe(403);
    expect(await auditRows('exchange_rate.update')).toEqual(before);
    const rates = await f.call('GET', '/api/rates', { cookie: f.bola.cookie });
    expect(rates.json.USD_NGN).not.toBe('1');
  });
});

describe('airtime rates', () => {
  it('lists the four networks for any signed-in user', async () => {
    const res = await f.call('GET', '/api/airtime-rates', { cookie: f.bola.cookie });
    expect(res.status).toBe(200);
    expect(res.json).toEqual([
      { network: 'MTN', fee_percentage: 20 },
      { network: 'Airtel', fee_percentage: 25 },
      { network: 'Glo', fee_percentage: 30 },
      { network: '9Mobile', fee_percentage: 30 },
    ]);
    expect((await f.call('GET', '/api/airtime-rates')).status).toBe(401);
  });

  it('sets a fee by network name in any case, with its audit row', async () => {
    const res = await putFee(f.admin.cookie, 'mtn', { fee_percentage: 17.5 });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      network: 'MTN',
      fee_percentage: 17.5,
      updated_by: f.admin.userId,
    });
    expect(await auditRows('airtime_rate.update')).toEqual([
      {
        actor_id: f.admin.userId,
        target_id: 'MTN',
        before: { network: 'MTN', fee_percentage: 20 },
        after: { network: 'MTN', fee_percentage: 17.5 },
      },
    ]);
    const users = await f.call('GET', '/api/airtime-rates', { cookie: f.ada.cookie });
    expect(users.json[0]).toEqual({ network: 'MTN', fee_percentage: 17.5 });
    const admin = await f.call('GET', '/api/admin/airtime-rates', { cookie: f.admin.cookie });
    expect(admin.json.items[0]).toMatchObject({ network: 'MTN', updated_by: f.admin.userId });

    for (const fee of [0, 100, 12.25]) {
      const ok = await putFee(f.admin.cookie, '9MOBILE', { fee_percentage: fee });
      expect(ok.json.fee_percentage).toBe(fee);
    }
  });

  it('refuses fees outside 0 to 100, naming fee_percentage', async () => {
    for (const fee of [-0.1, 100.1, 1000, '20', null]) {
      const res = await putFee(f.admin.cookie, 'Glo', { fee_percentage: fee });
      expect(res.status, String(fee)).toBe(400);
      expect(res.json.error).toMatchObject({
        field: 'fee_percentage',
        message: 'fee_percentage: Fee percentage must be between 0 and 100',
      });
    }
    const tooFine = await putFee(f.admin.cookie, 'Glo', { fee_percentage: 10.123 });
    expect(tooFine.status).toBe(400);
    expect(tooFine.json.error.field).toBe('fee_percentage');
  });

  it('answers 404 for an unknown network and 403 to a non-administrator', async () => {
    const unknown = await putFee(f.admin.cookie, 'Etisalat', { fee_percentage: 10 });
    expect(unknown.status).toBe(404);
    expect((await putFee(f.ada.cookie, 'MTN', { fee_percentage: 1 })).status).toBe(403);
    expect((await putFee('', 'MTN', { fee_percentage: 1 })).status).toBe(401);
    expect(
      (await f.call('GET', '/api/admin/airtime-rates', { cookie: f.bola.cookie })).status,
    ).toBe(403);
    const users = await f.call('GET', '/api/airtime-rates', { cookie: f.ada.cookie });
    expect(users.json[0].fee_percentage).toBe(17.5);
  });
});
