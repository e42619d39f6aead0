import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '#server/ledger/check.ts';
import { apiFixture } from '#test/api-fixture.ts';

let f: Awaited<ReturnType<typeof apiFixture>>;
const tag = randomUUID().slice(0, 8);
const email: Record<string, string> = {};
beforeAll(async () => {
  f = await apiFixture();
  const { rows } = await f.pool.query<{ id: string; email: string }>('SELECT id, email FROM users');
  for (const r of rows) email[r.id] = r.email;
  const adjust = (userId: string, currency: string, way: 'credit' | 'debit', amount: number) =>
    f.call('POST', `/api/admin/users/${userId}/wallets/${currency}/${way}`, {
      cookie: f.admin.cookie,
      body: { amount, description: `Test ${tag} ${way}` },
    });
  await adjust(f.ada.userId, 'NGN', 'credit', 100_000);
  await adjust(f.ada.userId, 'NGN', 'debit', 2_500);
  await adjust(f.bola.userId, 'USD', 'credit', 7_000);
  await adjust(f.bola.userId, 'CNY', 'credit', 300);
});

const list = (query = '') =>
  f.call('GET', `/api/admin/transactions${query}`, { cookie: f.admin.cookie });

describe('GET /api/admin/transactions', () => {
  it("lists every user's wallet entries, newest first, with the owner and the signed amount", async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.json.items.map((i: { amount: number }) => i.amount)).toEqual([
      300, 7_000, -2_500, 100_000,
    ]);
    const [cny, , debit] = res.json.items;
    expect(cny).toMatchObject({
      user_id: f.bola.userId,
      user_email: email[f.bola.userId]!,
      currency: 'CNY',
      type: 'credit',
      kind: 'adjustment',
      category: 'admin_operation',
      status: 'completed',
      balance_after: 300,
      description: `Test ${tag} credit`,
    });
    expect(cny.reference).toMatch(/^ADMIN-CREDIT-/);
    expect(debit).toMatchObject({
      user_email: email[f.ada.userId],
      type: 'debit',
      balance_after: 97_500,
    });
    expect(res.json.next_cursor).toBeNull();
  });

  it('filters by currency, type, status and a case-insensitive search', async () => {
    const amounts = async (q: string) =>
      (await list(q)).json.items.map((i: { amount: number }) => i.amount);
    expect(await amounts('?currency=NGN')).toEqual([-2_500, 100_000]);
    expect(await amounts('?type=debit')).toEqual([-2_500]);
    expect(await amounts('?type=credit&currency=USD')).toEqual([7_000]);
    expect(await amounts('?status=pending')).toEqual([]);
    expect(await amounts('?status=completed&currency=CNY')).toEqual([300]);
    expect(await amounts(`?q=${encodeURIComponent(email[f.bola.userId]!.toUpperCase())}`)).toEqual([
      300, 7_000,
    ]);
    expect(await amounts(`?q=${tag.toUpperCase()}%20DEBIT`)).toEqual([-2_500]);
    // A reference matches whole (its unique index answers), in any case; a
    // piece of one matches nothing.
    const debit = (await list('?type=debit')).json.items[0];
    expect(await amounts(`?q=${debit.reference.toLowerCase()}`)).toEqual([-2_500]);
    expect(await amounts('?q=admin-debit')).toEqual([]);
    expect(await amounts('?q=100%25')).toEqual([]);
  });

  it('counts per status and sums money in and out per currency', async () => {
    const stats = await f.call('GET', '/api/admin/transactions/stats', { cookie: f.admin.cookie });
    expect(stats.status).toBe(200);
    expect(stats.json).toEqual({
      total: 4,
      by_status: { completed: 4 },
      volume: [
        { currency: 'NGN', money_in: 100_000, money_out: 2_500 },
        { currency: 'USD', money_in: 7_000, money_out: 0 },
        { currency: 'CNY', money_in: 300, money_out: 0 },
      ],
    });
  });

  it('pages with a keyset cursor', async () => {
    const first = await list('?limit=3');
    expect(first.json.items).toHaveLength(3);
    expect(first.json.next_cursor).toBe(first.json.items[2].id);
    const second = await list(`?limit=3&cursor=${first.json.next_cursor}`);
    expect(second.json.items.map((i: { amount: number }) => i.amount)).toEqual([100_000]);
    expect(second.json.next_cursor).toBeNull();
    const searched = await list(`?q=${tag}&limit=1`);
    expect(searched.json.items.map((i: { amount: number }) => i.amount)).toEqual([300]);
    const next = await list(`?q=${tag}&limit=1&cursor=${searched.json.next_cursor}`);
    expect(next.status).toBe(200);
    expect(next.json.items.map((i: { amount: number }) => i.amount)).toEqual([7_000]);
  });

  it('answers 400 naming the field for bad filters', async () => {
    for (const [q, field] of [
      ['?currency=EUR', 'currency'],
      ['?status=lost', 'status'],
      ['?type=income', 'type'],
      ['?limit=0', 'limit'],
      ['?cursor=abc', 'cursor'],
    ] as const) {
      const res = await list(q);
      expect(res.status, q).toBe(400);
      expect(res.json.error.message, q).toContain(field);
    }
  });

  it('refuses a non-administrator and a signed-out visitor', async () => {
    expect((await f.call('GET', '/api/admin/transactions', { cookie: f.ada.cookie })).status).toBe(
      403,
    );
    expect((await f.call('GET', '/api/admin/transactions')).status).toBe(401);
    const stats = '/api/admin/transactions/stats';
    expect((await f.call('GET', stats, { cookie: f.ada.cookie })).status).toBe(403);
    expect((await f.call('GET', stats)).status).toBe(401);
    expect((await checkLedger(f.pool)).ok).toBe(true);
  });
});
