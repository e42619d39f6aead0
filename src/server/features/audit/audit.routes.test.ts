import { beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '#server/db/transaction.ts';
import { apiFixture } from '#test/api-fixture.ts';
import { appendAudit } from './audit.service.ts';

let f: Awaited<ReturnType<typeof apiFixture>>;
let adminEmail: string;
beforeAll(async () => {
  f = await apiFixture();
  // An older row, written first, to test the date range.
  await f.pool.query(
    `INSERT INTO audit_log (actor_id, actor_email, action, target_type, target_id, created_at)
     VALUES ('someone', 'old.admin@example.com', 'rates.update', 'exchange_rate', 'USD:NGN', '2020-01-15T10:00:00Z')`,
  );
  const { rows } = await f.pool.query('SELECT email FROM users WHERE id = $1', [f.admin.userId]);
  adminEmail = rows[0].email;
  await f.call('POST', `/api/admin/users/${f.ada.userId}/wallets/NGN/credit`, {
    cookie: f.admin.cookie,
    body: { amount: 5_000 },
  });
  await f.call('POST', `/api/admin/users/${f.ada.userId}/wallets/NGN/debit`, {
    cookie: f.admin.cookie,
    body: { amount: 1_000 },
  });
  await inTransaction(f.pool, (client) =>
    appendAudit(client, {
      actorId: f.admin.userId,
      action: 'user.status',
      targetType: 'user',
      targetId: f.bola.userId,
      before: { is_active: true },
      after: { is_active: false },
    }),
  );
});

const list = (query = '') =>
  f.call('GET', `/api/admin/audit-log${query}`, { cookie: f.admin.cookie });
const actions = async (query: string) =>
  (await list(query)).json.items.map((i: { action: string }) => i.action);

describe('GET /api/admin/audit-log', () => {
  it('lists the rows newest first, with actor, target, before and after', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.json.items.map((i: { action: string }) => i.action)).toEqual([
      'user.status',
      'wallet.debit',
      'wallet.credit',
      'rates.update',
    ]);
    expect(res.json.items[0]).toMatchObject({
      actor_id: f.admin.userId,
      actor_email: adminEmail,
      target_type: 'user',
      target_id: f.bola.userId,
      before: { is_active: true },
      after: { is_active: false },
    });
    expect(res.json.items[1]).toMatchObject({
      target_type: 'wallet',
      target_id: `${f.ada.userId}:NGN`,
      before: { balance: 5_000 },
      after: { balance: 4_000, amount: 1_000 },
    });
    expect(res.json.next_cursor).toBeNull();
  });

  it('filters by action, actor e-mail part, target and date range', async () => {
    expect(await actions('?action=wallet.credit')).toEqual(['wallet.credit']);
    expect(await actions('?actor=OLD.ADMIN')).toEqual(['rates.update']);
    expect(await actions('?target_type=wallet')).toEqual(['wallet.debit', 'wallet.credit']);
    expect(await actions(`?target_id=${f.bola.userId}`)).toEqual(['user.status']);
    expect(await actions('?from=2020-01-01&to=2020-01-15')).toEqual(['rates.update']);
    expect(await actions('?to=2020-01-14')).toEqual([]);
    expect(await actions('?from=2021-01-01T00:00:00Z&target_type=user')).toEqual(['user.status']);
  });

  it('pages with a keyset cursor', async () => {
    const first = await list('?limit=3');
    expect(first.json.items).toHaveLength(3);
    const second = await list(`?limit=3&cursor=${first.json.next_cursor}`);
    expect(second.json.items.map((i: { action: string }) => i.action)).toEqual(['rates.update']);
    expect(second.json.next_cursor).toBeNull();
  });

  it('answers 400 naming the field for a bad date or cursor', async () => {
    for (const [q, field] of [
      ['?from=yesterday', 'from'],
      ['?to=2020-13-45', 'to'],
      ['?cursor=x', 'cursor'],
    ] as const) {
      const res = await list(q);
      expect(res.status, q).toBe(400);
      expect(res.json.error.message, q).toContain(field);
    }
  });

  it('refuses a non-administrator and a signed-out visitor', async () => {
    expect((await f.call('GET', '/api/admin/audit-log', { cookie: f.bola.cookie })).status).toBe(
      403,
    );
    expect((await f.call('GET', '/api/admin/audit-log')).status).toBe(401);
  });
});
