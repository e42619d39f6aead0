import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_BALANCE_MINOR } from '#shared/constants.ts';
import { apiFixture } from '#test/api-fixture.ts';

let f: Awaited<ReturnType<typeof apiFixture>>;
beforeAll(async () => {
  f = await apiFixture();
});

const credit = (userId: string, currency: string) =>
  `/api/admin/users/${userId}/wallets/${currency}/credit`;
const debit = (userId: string, currency: string) =>
  `/api/admin/users/${userId}/wallets/${currency}/debit`;

describe('admin wallet credit and debit', () => {
  it('credits and debits a wallet for an administrator', async () => {
    const c = await f.call('POST', credit(f.ada.userId, 'USD'), {
      cookie: f.admin.cookie,
      body: { amount: 12_345, description: 'Goodwill' },
    });
    expect(c.status).toBe(200);
    expect(c.json.entries).toEqual([{ currency: 'USD', amount: 12_345, balance_after: 12_345 }]);
    const d = await f.call('POST', debit(f.ada.userId, 'USD'), {
      cookie: f.admin.cookie,
      body: { amount: 345 },
    });
    expect(d.status).toBe(200);
    expect((await f.balances(f.ada.userId)).USD).toBe(12_000);
  });

  it('refuses a debit that would overdraw with a 422, atomically', async () => {
    const res = await f.call('POST', debit(f.ada.userId, 'USD'), {
      cookie: f.admin.cookie,
      body: { amount: 12_001 },
    });
    expect(res.status).toBe(422);
    expect(res.json.error.code).toBe('INSUFFICIENT_FUNDS');
    expect((await f.balances(f.ada.userId)).USD).toBe(12_000);
  });

  it('lets 20 concurrent debits take exactly what is there', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        f.call('POST', debit(f.ada.userId, 'USD'), {
          cookie: f.admin.cookie,
          body: { amount: 1_000 },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(12);
    expect(results.filter((r) => r.status === 422)).toHaveLength(8);
    expect((await f.balances(f.ada.userId)).USD).toBe(0);
  });

  it('refuses non-administrators with a 403 and changes nothing', async () => {
    const before = await f.balances(f.bola.userId);
    for (const path of [credit(f.bola.userId, 'NGN'), debit(f.ada.userId, 'NGN')]) {
      const res = await f.call('POST', path, { cookie: f.bola.cookie, body: { amount: 100 } });
      expect(res.status).toBe(403);
      expect(res.json.error.code).toBe('FORBIDDEN');
    }
    expect((await f.call('GET', '/api/admin/ledger/check', { cookie: f.ada.cookie })).status).toBe(
      403,
    );
    expect(await f.balances(f.bola.userId)).toEqual(before);
  });

  it('answers 404 for an unknown user and 400 for a bad currency or amount', async () => {
    expect(
      (
        await f.call('POST', credit('no-such-user', 'NGN'), {
          cookie: f.admin.cookie,
          body: { amount: 1 },
        })
      ).status,
    ).toBe(404);
    const badCurrency = await f.call('POST', credit(f.ada.userId, 'EUR'), {
      cookie: f.admin.cookie,
      body: { amount: 1 },
    });
    expect(badCurrency.status).toBe(400);
    expect(badCurrency.json.error.message).toContain('currency');
    const badAmount = await f.call('POST', credit(f.ada.userId, 'NGN'), {
      cookie: f.admin.cookie,
      body: { amount: 0 },
    });
    expect(badAmount.status).toBe(400);
    expect(badAmount.json.error.message).toContain('amount');
  });
});

describe('GET /api/admin/ledger/check', () => {
  it('refuses a credit of 2^53 - 1, or past the wallet maximum, with a 4xx and changes nothing', async () => {
    const before = await f.balances(f.bola.userId);
    const huge = await f.call('POST', credit(f.bola.userId, 'NGN'), {
      cookie: f.admin.cookie,
      body: { amount: Number.MAX_SAFE_INTEGER },
    });
    expect(huge.status).toBe(400);
    expect(huge.json.error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'amount' });
    const full = await f.call('POST', credit(f.bola.userId, 'NGN'), {
      cookie: f.admin.cookie,
      body: { amount: MAX_BALANCE_MINOR },
    });
    expect(full.status).toBe(200);
    const over = await f.call('POST', credit(f.bola.userId, 'NGN'), {
      cookie: f.admin.cookie,
      body: { amount: 1 },
    });
    expect(over.status).toBe(422);
    expect(over.json.error.code).toBe('LIMIT_EXCEEDED');
    expect(await f.balances(f.bola.userId)).toEqual({ ...before, NGN: MAX_BALANCE_MINOR });
  });

  it('proves the ledger balances', async () => {
    const res = await f.call('GET', '/api/admin/ledger/check', { cookie: f.admin.cookie });
    expect(res.status).toBe(200);
    expect(res.json.ok).toBe(true);
    expect(res.json.mismatches).toEqual([]);
    expect(res.json.accounts_checked).toBeGreaterThanOrEqual(9);
  });
});
