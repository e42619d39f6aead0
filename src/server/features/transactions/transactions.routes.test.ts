import { beforeAll, describe, expect, it } from 'vitest';
import { apiFixture } from '#test/api-fixture.ts';
import { pinHeader, setPin } from '#test/auth-helpers.ts';

let f: Awaited<ReturnType<typeof apiFixture>>;
beforeAll(async () => {
  f = await apiFixture();
  await f.fund(f.ada.userId, 'NGN', 5_000_000);
  await f.fund(f.ada.userId, 'USD', 10_000);
  await setPin(f.app, f.deps, f.ada.cookie);
  for (const [amount, description] of [
    [100_000, 'Rent share'],
    [250_050, 'Groceries 50% off'],
    [75_000, 'Taxi_fare'],
  ] as const) {
    const res = await f.call('POST', '/api/transfers', {
      cookie: f.ada.cookie,
      headers: pinHeader(),
      body: {
        to_email: (await emailOf(f.bola.userId)).toUpperCase(),
        currency: 'NGN',
        amount,
        description,
      },
    });
    expect(res.status).toBe(200);
  }
});

async function emailOf(userId: string) {
  const { rows } = await f.pool.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [
    userId,
  ]);
  return rows[0]!.email;
}

const list = (cookie: string, query = '') => f.call('GET', `/api/transactions${query}`, { cookie });

describe('GET /api/transactions', () => {
  it("lists the user's own entries newest first with every field of a transaction", async () => {
    const res = await list(f.ada.cookie);
    expect(res.status).toBe(200);
    const types = res.json.items.map((t: { transaction_type: string }) => t.transaction_type);
    expect(types).toEqual(['transfer_out', 'transfer_out', 'transfer_out', 'deposit', 'deposit']);
    expect(res.json.items[0]).toMatchObject({
      amount: 75_000,
      currency: 'NGN',
      direction: 'debit',
      category: 'transfer',
      status: 'completed',
    });
    expect(res.json.next_cursor).toBeNull();
  });

  it('filters income and expense', async () => {
    const income = await list(f.ada.cookie, '?type=income');
    expect(income.json.items.every((t: { direction: string }) => t.direction === 'credit')).toBe(
      true,
    );
    expect(income.json.items).toHaveLength(2);
    const expense = await list(f.ada.cookie, '?type=expense');
    expect(expense.json.items).toHaveLength(3);
    const bolaIncome = await list(f.bola.cookie, '?type=income');
    expect(
      bolaIncome.json.items.map((t: { transaction_type: string }) => t.transaction_type),
    ).toEqual(['transfer_in', 'transfer_in', 'transfer_in']);
  });

  it('searches description and category case-insensitively, with wildcards taken literally', async () => {
    expect((await list(f.ada.cookie, '?q=rent%20SHARE')).json.items).toHaveLength(1);
    expect((await list(f.ada.cookie, '?q=50%25')).json.items).toHaveLength(1);
    expect((await list(f.ada.cookie, '?q=_')).json.items).toHaveLength(1);
    expect((await list(f.ada.cookie, '?q=TRANSFER')).json.items).toHaveLength(3);
    expect((await list(f.ada.cookie, '?q=nothing-like-this')).json.items).toHaveLength(0);
  });

  it('filters by currency', async () => {
    const usd = await list(f.ada.cookie, '?currency=USD');
    expect(usd.json.items).toHaveLength(1);
    expect(usd.json.items[0].amount).toBe(10_000);
  });

  it('pages with a keyset cursor without gaps or repeats', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await list(f.ada.cookie, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      seen.push(...res.json.items.map((t: { id: string }) => t.id));
      cursor = res.json.next_cursor;
    } while (cursor);
    const all = (await list(f.ada.cookie, '?limit=100')).json.items.map(
      (t: { id: string }) => t.id,
    );
    expect(seen).toEqual(all);
  });

  it("never shows another user's transactions", async () => {
    const mine = (await list(f.ada.cookie, '?limit=100')).json.items.map(
      (t: { id: string }) => t.id,
    );
    const theirs = (await list(f.bola.cookie, '?limit=100')).json.items.map(
      (t: { id: string }) => t.id,
    );
    expect(mine.filter((id: string) => theirs.includes(id))).toEqual([]);
    expect((await list(f.admin.cookie)).json.items).toEqual([]);
  });

  it('refuses bad query parameters with a 400 naming the field', async () => {
    for (const [q, field] of [
      ['?limit=0', 'limit'],
      ['?limit=abc', 'limit'],
      ['?limit=1000', 'limit'],
      ['?type=credit', 'type'],
      ['?currency=GBP', 'currency'],
      ['?cursor=%27%20OR%201=1', 'cursor'],
    ]) {
      const res = await list(f.ada.cookie, q);
      expect(res.status, q).toBe(400);
      expect(res.json.error.message).toContain(field);
    }
  });
});

describe('POST /api/transfers', () => {
  it('moves money between users exactly once per Idempotency-Key', async () => {
    const to_email = await emailOf(f.bola.userId);
    const before = [await f.balances(f.ada.userId), await f.balances(f.bola.userId)];
    const body = { to_email, currency: 'NGN', amount: 1_000 };
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        f.call('POST', '/api/transfers', {
          cookie: f.ada.cookie,
          body,
          key: 'same-key',
          headers: pinHeader(),
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(new Set(results.map((r) => r.json.transaction_id)).size).toBe(1);
    expect((await f.balances(f.ada.userId)).NGN).toBe(before[0]!.NGN - 1_000);
    expect((await f.balances(f.bola.userId)).NGN).toBe(before[1]!.NGN + 1_000);
  });

  it('refuses unknown recipients, self-transfers, overdrafts and bad input, changing nothing', async () => {
    const before = await f.balances(f.ada.userId);
    const send = (body: unknown) =>
      f.call('POST', '/api/transfers', { cookie: f.ada.cookie, body, headers: pinHeader() });
    expect(
      (await send({ to_email: 'nobody@example.com', currency: 'NGN', amount: 100 })).status,
    ).toBe(404);
    expect(
      (await send({ to_email: await emailOf(f.ada.userId), currency: 'NGN', amount: 100 })).status,
    ).toBe(422);
    const over = await send({
      to_email: await emailOf(f.bola.userId),
      currency: 'NGN',
      amount: 999_999_999,
    });
    expect(over.status).toBe(422);
    expect(over.json.error.code).toBe('INSUFFICIENT_FUNDS');
    const bad = await send({ to_email: 'not-an-email', currency: 'NGN', amount: 100 });
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toContain('to_email');
    expect(await f.balances(f.ada.userId)).toEqual(before);
  });
});
