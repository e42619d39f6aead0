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

  it('matches the action by words, each anywhere in it, whatever the case', async () => {
    expect(await actions('?action=wallet%20credit')).toEqual(['wallet.credit']);
    expect(await actions('?action=CREDIT')).toEqual(['wallet.credit']);
    expect(await actions('?action=%20wallet%20%20')).toEqual(['wallet.debit', 'wallet.credit']);
    expect(await actions('?action=status%20user')).toEqual(['user.status']);
    expect(await actions('?action=wallet%20status')).toEqual([]);
    // LIKE's wildcards are the characters typed: `t_c` is not "t.c" of wallet.credit.
    expect(await actions('?action=t_c')).toEqual([]);
    expect(await actions('?action=%25')).toEqual([]);
  });

  it('refuses a non-administrator and a signed-out visitor', async () => {
    expect((await f.call('GET', '/api/admin/audit-log', { cookie: f.bola.cookie })).status).toBe(
      403,
    );
    expect((await f.call('GET', '/api/admin/audit-log')).status).toBe(401);
  });
});

describe('GET /api/admin/audit-log, the customer a row is about', () => {
  let requestId: string;
  const loanId = 'LN-2026-42';
  beforeAll(async () => {
    const { rows } = await f.pool.query<{ id: string }>(
      `INSERT INTO airtime_cash_requests (user_id, network, amount, fee_percentage, fee_amount,
                                          net_amount, phone, ussd_code)
       VALUES ($1, 'MTN', 100000, 10, 10000, 90000, '08031234567', '*600*****#') RETURNING id`,
      [f.bola.userId],
    );
    requestId = rows[0]!.id;
    await f.pool.query(
      `INSERT INTO loan_applications (id, user_id, loan_type, amount_requested, duration_months,
                                      use_of_funds, personal_info, business_info, declaration)
       VALUES ($1, $2, 'operational-capital', 100000000, 3, 'Stock', '{}', '{}', '{}')`,
      [loanId, f.ada.userId],
    );
    await f.pool.query(`UPDATE profiles SET full_name = 'Bola Ade' WHERE id = $1`, [f.bola.userId]);
    for (const [action, targetType, targetId] of [
      ['airtime_cash.approve', 'airtime_cash', requestId],
      ['loan.reject', 'loan', loanId],
      ['withdrawal.approve', 'withdrawal', 'not-a-uuid'],
      ['withdrawal.reject', 'withdrawal', '00000000-0000-4000-8000-000000000000'],
    ] as const)
      await inTransaction(f.pool, (client) =>
        appendAudit(client, {
          actorId: f.admin.userId,
          action,
          targetType,
          targetId,
          before: null,
          after: null,
        }),
      );
  });

  const customerOf = async (query: string) =>
    (await list(query)).json.items.map(
      (i: { action: string; target_name: string | null; target_email: string | null }) => [
        i.action,
        i.target_name,
        i.target_email,
      ],
    );

  it('names the user, the wallet’s owner and the request’s owner; nobody for a rate', async () => {
    const people = await f.pool.query<{ id: string; name: string; email: string }>(
      `SELECT u.id, coalesce(nullif(p.full_name, ''), u.name) AS name, u.email
         FROM users u JOIN profiles p ON p.id = u.id WHERE u.id = ANY($1)`,
      [[f.ada.userId, f.bola.userId]],
    );
    const ada = people.rows.find((r) => r.id === f.ada.userId)!;
    const bola = people.rows.find((r) => r.id === f.bola.userId)!;
    expect(bola.name).toBe('Bola Ade');
    expect(await customerOf('')).toEqual([
      ['withdrawal.reject', null, null],
      ['withdrawal.approve', null, null],
      ['loan.reject', ada.name, ada.email],
      ['airtime_cash.approve', 'Bola Ade', bola.email],
      ['user.status', 'Bola Ade', bola.email],
      ['wallet.debit', ada.name, ada.email],
      ['wallet.credit', ada.name, ada.email],
      ['rates.update', null, null],
    ]);
  });

  it('matches words across the action’s parts, underscores taken literally', async () => {
    expect(await actions('?action=withdrawal%20approve')).toEqual(['withdrawal.approve']);
    expect(await actions('?action=approve')).toEqual([
      'withdrawal.approve',
      'airtime_cash.approve',
    ]);
    expect(await actions('?action=e_c')).toEqual(['airtime_cash.approve']);
  });
});
