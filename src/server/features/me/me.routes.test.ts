import { beforeAll, describe, expect, it } from 'vitest';
import { apiFixture } from '#test/api-fixture.ts';

let f: Awaited<ReturnType<typeof apiFixture>>;
beforeAll(async () => {
  f = await apiFixture();
  await f.fund(f.ada.userId, 'NGN', 1_538_460);
  await f.fund(f.ada.userId, 'USD', 1_000);
});

describe('GET /api/me', () => {
  it('answers every profile field, with balances from the ledger', async () => {
    const res = await f.call('GET', '/api/me', { cookie: f.ada.cookie });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      id: f.ada.userId,
      country: 'Nigeria',
      primary_currency: 'NGN',
      wallet_count: 3,
      kyc_status: 'pending',
      is_active: true,
      email_verified: true,
      phone_verified: false,
      is_admin: false,
      ngn_balance: 1_538_460,
      usd_balance: 1_000,
      cny_balance: 0,
    });
    // $10.00 at 1538.46 naira per dollar is ₦15,384.60.
    expect(res.json.total_balance).toBe(1_538_460 + 1_538_460);
  });
});

describe('PATCH /api/me', () => {
  it('saves personal information, empty fields as null, only for the signed-in user', async () => {
    const res = await f.call('PATCH', '/api/me', {
      cookie: f.ada.cookie,
      body: {
        full_name: '  Ada Obi ',
        phone_number: '+234 803 123 4567',
        city: '',
        date_of_birth: '1990-05-01',
      },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      full_name: 'Ada Obi',
      phone_number: '+234 803 123 4567',
      city: null,
      date_of_birth: '1990-05-01',
    });
    const bola = await f.call('GET', '/api/me', { cookie: f.bola.cookie });
    expect(bola.json.full_name).not.toBe('Ada Obi');
  });

  it('refuses bad values with the field named', async () => {
    for (const [body, field] of [
      [{ country: 'Atlantis' }, 'country'],
      [{ date_of_birth: '2999-01-01' }, 'date_of_birth'],
      [{ phone_number: 'call me' }, 'phone_number'],
      [{ full_name: 'x'.repeat(101) }, 'full_name'],
    ] as const) {
      const res = await f.call('PATCH', '/api/me', { cookie: f.ada.cookie, body });
      expect(res.status).toBe(400);
      expect(res.json.error.message).toContain(field);
    }
  });

  it('cannot make a user an administrator or change balances', async () => {
    const res = await f.call('PATCH', '/api/me', {
      cookie: f.ada.cookie,
      body: { is_admin: true, ngn_balance: 99_999_999, kyc_status: 'verified' },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      is_admin: false,
      ngn_balance: 1_538_460,
      kyc_status: 'pending',
    });
  });
});

describe('PATCH /api/me/preferences', () => {
  it('saves Show Balance and the primary currency', async () => {
    const res = await f.call('PATCH', '/api/me/preferences', {
      cookie: f.ada.cookie,
      body: { show_balance: false, primary_currency: 'USD' },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ show_balance: false, primary_currency: 'USD' });
    // ₦15,384.60 at 0.00065 is $9.99 (floored) plus the $10.00 held.
    expect(res.json.total_balance).toBe(1_000 + 999);
  });

  it('answers a change with the profile even when a rate would overflow the total', async () => {
    await f.fund(f.admin.userId, 'USD', 1_000_000_000_000);
    await f.pool.query(
      `UPDATE exchange_rates SET rate = 99999999 WHERE from_currency = 'USD' AND to_currency = 'NGN'`,
    );
    try {
      const res = await f.call('PATCH', '/api/me', {
        cookie: f.admin.cookie,
        body: { city: 'Kano' },
      });
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ city: 'Kano', total_balance: Number.MAX_SAFE_INTEGER });
    } finally {
      await f.pool.query(
        `UPDATE exchange_rates SET rate = 1538.46 WHERE from_currency = 'USD' AND to_currency = 'NGN'`,
      );
    }
  });

  it('keeps debit and credit alerts on by default, and saves them off for this user only', async () => {
    const me = (cookie: string) => f.call('GET', '/api/me', { cookie });
    expect((await me(f.bola.cookie)).json.email_alerts).toBe(true);
    const off = await f.call('PATCH', '/api/me/preferences', {
      cookie: f.bola.cookie,
      body: { email_alerts: false },
    });
    expect(off.status).toBe(200);
    expect(off.json.email_alerts).toBe(false);
    expect((await me(f.bola.cookie)).json.email_alerts).toBe(false);
    expect((await me(f.ada.cookie)).json.email_alerts).toBe(true);
    const bad = await f.call('PATCH', '/api/me/preferences', {
      cookie: f.bola.cookie,
      body: { email_alerts: 'no' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toContain('email_alerts');
    expect((await me(f.bola.cookie)).json.email_alerts).toBe(false);
  });

  it('refuses an empty or bad preference', async () => {
    expect(
      (await f.call('PATCH', '/api/me/preferences', { cookie: f.ada.cookie, body: {} })).status,
    ).toBe(400);
    const bad = await f.call('PATCH', '/api/me/preferences', {
      cookie: f.ada.cookie,
      body: { primary_currency: 'EUR' },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toContain('primary_currency');
  });
});

describe('notifications', () => {
  it('counts every credit and debit as unread until the user reads them', async () => {
    const count = await f.call('GET', '/api/notifications/unread-count', { cookie: f.ada.cookie });
    expect(count.json.count).toBe(2);
    const list = await f.call('GET', '/api/notifications', { cookie: f.ada.cookie });
    expect(list.json.items[0]).toMatchObject({
      kind: 'credit',
      title: '$10.00 received',
      read: false,
    });
    expect(
      (await f.call('GET', '/api/notifications/unread-count', { cookie: f.bola.cookie })).json
        .count,
    ).toBe(0);
    await f.call('POST', '/api/notifications/read', { cookie: f.ada.cookie });
    expect(
      (await f.call('GET', '/api/notifications/unread-count', { cookie: f.ada.cookie })).json.count,
    ).toBe(0);
    await f.fund(f.ada.userId, 'CNY', 500);
    expect(
      (await f.call('GET', '/api/notifications/unread-count', { cookie: f.ada.cookie })).json.count,
    ).toBe(1);
  });
});

describe('GET /api/history and /api/rates', () => {
  it("sums the user's own income and expenses per month", async () => {
    const res = await f.call('GET', '/api/history?period=monthly&currency=NGN', {
      cookie: f.ada.cookie,
    });
    expect(res.status).toBe(200);
    expect(res.json.buckets).toHaveLength(1);
    expect(res.json.buckets[0]).toMatchObject({ income: 1_538_460, expenses: 0, net: 1_538_460 });
    const bola = await f.call('GET', '/api/history?period=yearly', { cookie: f.bola.cookie });
    expect(bola.json.buckets).toEqual([]);
    expect(
      (await f.call('GET', '/api/history?period=weekly', { cookie: f.ada.cookie })).status,
    ).toBe(400);
  });

  it('answers the seeded rates as decimal strings', async () => {
    const res = await f.call('GET', '/api/rates', { cookie: f.ada.cookie });
    expect(res.status).toBe(200);
    expect(res.json.USD_NGN).toBe('1538.46');
    expect(res.json.CNY_NGN).toBe('212.76595'); // 212.77 lowered: no profitable round trip
  });
});
