import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '#server/ledger/check.ts';
import { balanceOf } from '#server/ledger/test-support.ts';
import type { AdminStats } from '#shared/schemas/admin-stats.ts';
import {
  ADMIN_AIRTIME_CASH_MESSAGES,
  type AdminAirtimeCash,
  type AdminAirtimeCashPage,
  type AirtimeCashCreated,
  type AirtimeCashPage,
} from '#shared/schemas/airtime-cash.ts';
import { createTestDatabase } from '#test/db.ts';
import { SELF_ACTION_ERROR, selfActionAttempts } from '#test/self-action.ts';
import { airtimeCashApp, type Client } from '#test/support/airtime-cash.ts';

// The back office's Airtime to Cash: real requests, stats, filters, and the
// decision: approve credits net_amount once (whoever else decides meanwhile),
// deny keeps the reason for the user; both audited and told to the user.

let t: ReturnType<typeof airtimeCashApp>;
let admin: Client;
let admin2: Client;
let user: Client;

beforeAll(async () => {
  const { url } = await createTestDatabase(12);
  t = airtimeCashApp(url);
  [admin, admin2, user] = await Promise.all([t.admin(), t.admin(), t.user('seller')]);
  await t.deps.pool.query("UPDATE profiles SET full_name = 'Ngozi Eze' WHERE id = $1", [
    user.userId,
  ]);
});

async function request(who: Client, over: Record<string, unknown> = {}) {
  const res = await t.post(who, '/api/airtime-cash', {
    network: 'MTN',
    amount: 100_000,
    phone: '08031234567',
    transfer_pin: '1357',
    ...over,
  });
  expect(res.status).toBe(201);
  return (await res.json()) as AirtimeCashCreated;
}

const decide = (who: Client, id: string, body: unknown) =>
  t.post(who, `/api/admin/airtime-cash/${id}`, body);

async function adminList(query = '') {
  const res = await t.call(admin, `/api/admin/airtime-cash${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as AdminAirtimeCashPage;
}

async function audits(id: string) {
  const { rows } = await t.deps.pool.query<{ action: string; actor_id: string; after: unknown }>(
    'SELECT action, actor_id, after FROM audit_log WHERE target_id = $1 ORDER BY id',
    [id],
  );
  return rows;
}

async function notices(userId: string) {
  const { rows } = await t.deps.pool.query<{ kind: string; title: string; body: string }>(
    'SELECT kind, title, body FROM notifications WHERE user_id = $1 ORDER BY created_at',
    [userId],
  );
  return rows;
}

async function credits(userId: string) {
  const { rows } = await t.deps.pool.query<{ n: string }>(
    `SELECT count(*) AS n FROM ledger_transactions
      WHERE user_id = $1 AND category = 'airtime_to_cash'`,
    [userId],
  );
  return Number(rows[0]?.n);
}

describe('admin access', () => {
  it('answers 401 signed out and 403 to a non-administrator, changing nothing', async () => {
    const r = await request(user);
    expect((await t.call(null, '/api/admin/airtime-cash')).status).toBe(401);
    expect((await t.call(user, '/api/admin/airtime-cash')).status).toBe(403);
    expect((await decide(user, r.id, { decision: 'approve' })).status).toBe(403);
    expect(
      (await t.post(null, `/api/admin/airtime-cash/${r.id}`, { decision: 'approve' })).status,
    ).toBe(401);
    const { rows } = await t.deps.pool.query(
      'SELECT status FROM airtime_cash_requests WHERE id = $1',
      [r.id],
    );
    expect(rows[0]).toEqual({ status: 'pending' });
    expect(await credits(user.userId)).toBe(0);
  });
});

describe('approve', () => {
  it('credits net_amount to the NGN wallet once, audited and told to the user', async () => {
    const seller = await t.user('approve');
    const r = await request(seller, { network: 'Airtel', amount: 200_000 });
    expect(r).toMatchObject({ fee_amount: 50_000, net_amount: 150_000 });
    const before = await balanceOf(t.deps.pool, seller.userId, 'NGN');

    const res = await decide(admin, r.id, { decision: 'approve' });
    expect(res.status).toBe(200);
    const done = (await res.json()) as AdminAirtimeCash;
    expect(done).toMatchObject({
      id: r.id,
      status: 'approved',
      user_id: seller.userId,
      user_email: seller.email,
      processed_by_email: admin.email,
      deny_reason: null,
    });
    expect(done.credit_transaction_id).toBeTruthy();
    expect(done.processed_at).toBeTruthy();
    expect(await balanceOf(t.deps.pool, seller.userId, 'NGN')).toBe(before + 150_000);

    // The credit is the user's transaction, from the airtime_cash account.
    const { rows } = await t.deps.pool.query<{ system: string | null; amount: string }>(
      `SELECT a.code AS system, e.amount::text AS amount FROM ledger_entries e
         JOIN ledger_accounts a ON a.id = e.account_id WHERE e.transaction_id = $1 ORDER BY e.amount`,
      [done.credit_transaction_id],
    );
    expect(rows).toEqual([
      { system: 'airtime_cash', amount: '-150000' },
      { system: null, amount: '150000' },
    ]);
    const history = await t.call(seller, '/api/transactions');
    const { items } = (await history.json()) as {
      items: { category: string; amount: number; description: string }[];
    };
    expect(items[0]).toMatchObject({
      category: 'airtime_to_cash',
      amount: 150_000,
      description: 'Airtime to cash: Airtel ₦2,000.00',
    });

    // A second decision, either way, is refused and moves nothing.
    for (const again of [{ decision: 'approve' }, { decision: 'deny', reason: 'late' }]) {
      const refused = await decide(admin2, r.id, again);
      expect(refused.status).toBe(422);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
        ADMIN_AIRTIME_CASH_MESSAGES.onlyPending,
      );
    }
    expect(await balanceOf(t.deps.pool, seller.userId, 'NGN')).toBe(before + 150_000);
    expect(await credits(seller.userId)).toBe(1);

    expect(await audits(r.id)).toEqual([
      {
        action: 'airtime_cash.approve',
        actor_id: admin.userId,
        after: {
          status: 'approved',
          net_amount: 150_000,
          credit_transaction_id: done.credit_transaction_id,
        },
      },
    ]);
    expect(await notices(seller.userId)).toEqual([
      {
        kind: 'airtime_cash',
        title: 'Airtime to cash approved',
        body: '₦1,500.00 for your ₦2,000.00 Airtel airtime is in your NGN wallet.',
      },
    ]);
    // The user sees it approved.
    const mine = (await (await t.call(seller, '/api/airtime-cash')).json()) as AirtimeCashPage;
    expect(mine.items[0]).toMatchObject({ id: r.id, status: 'approved' });
  });

  it('credits once when two administrators approve at the same moment', async () => {
    const seller = await t.user('race');
    const rs = await Promise.all([request(seller), request(seller, { network: 'Glo' })]);
    const before = await balanceOf(t.deps.pool, seller.userId, 'NGN');
    for (const r of rs) {
      const answers = await Promise.all(
        [admin, admin2, admin, admin2].map((who) => decide(who, r.id, { decision: 'approve' })),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 422, 422, 422]);
    }
    // Approve and deny racing: one wins, the other is told.
    const third = await request(seller, { amount: 50_000 });
    const raced = await Promise.all([
      decide(admin, third.id, { decision: 'approve' }),
      decide(admin2, third.id, { decision: 'deny', reason: 'race' }),
    ]);
    expect(raced.map((a) => a.status).sort()).toEqual([200, 422]);
    const approvedThird = raced[0]?.status === 200 ? 40_000 : 0;

    expect(await balanceOf(t.deps.pool, seller.userId, 'NGN')).toBe(
      before + 80_000 + 70_000 + approvedThird,
    );
    expect(await credits(seller.userId)).toBe(approvedThird ? 3 : 2);
    for (const r of [...rs, third]) expect(await audits(r.id)).toHaveLength(1);
    const report = await checkLedger(t.deps.pool);
    expect(report.ok).toBe(true);
  });

  it('credits a deactivated account too: the airtime was already sent', async () => {
    const seller = await t.user('gone');
    const r = await request(seller);
    await t.deps.pool.query('UPDATE profiles SET is_active = false WHERE id = $1', [seller.userId]);
    expect((await decide(admin, r.id, { decision: 'approve' })).status).toBe(200);
    expect(await balanceOf(t.deps.pool, seller.userId, 'NGN')).toBe(80_000);
  });
});

describe('deny', () => {
  it('moves no money and shows the reason to the user', async () => {
    const seller = await t.user('deny');
    const r = await request(seller, { network: 'glo' });
    const res = await decide(admin, r.id, { decision: 'deny', reason: '  No airtime arrived  ' });
    expect(res.status).toBe(200);
    expect((await res.json()) as AdminAirtimeCash).toMatchObject({
      status: 'denied',
      deny_reason: 'No airtime arrived',
      credit_transaction_id: null,
      processed_by_email: admin.email,
    });
    expect(await balanceOf(t.deps.pool, seller.userId, 'NGN')).toBe(0);
    expect(await credits(seller.userId)).toBe(0);
    const mine = (await (await t.call(seller, '/api/airtime-cash')).json()) as AirtimeCashPage;
    expect(mine.items[0]).toMatchObject({ status: 'denied', deny_reason: 'No airtime arrived' });
    expect(await audits(r.id)).toEqual([
      {
        action: 'airtime_cash.deny',
        actor_id: admin.userId,
        after: { status: 'denied', deny_reason: 'No airtime arrived' },
      },
    ]);
    expect(await notices(seller.userId)).toEqual([
      {
        kind: 'airtime_cash',
        title: 'Airtime to cash denied',
        body: 'Your ₦1,000.00 Glo airtime request was denied: No airtime arrived',
      },
    ]);
    // Without a reason.
    const other = await request(seller);
    const plain = await decide(admin, other.id, { decision: 'deny', reason: '   ' });
    expect(((await plain.json()) as AdminAirtimeCash).deny_reason).toBeNull();
    // Then no approval.
    expect((await decide(admin, other.id, { decision: 'approve' })).status).toBe(422);
    expect(await balanceOf(t.deps.pool, seller.userId, 'NGN')).toBe(0);
  });
});

describe('bad decisions', () => {
  it('answers 400 or 404 and changes nothing', async () => {
    const r = await request(user);
    const bad: [string, unknown, number][] = [
      [r.id, { decision: 'maybe' }, 400],
      [r.id, {}, 400],
      [r.id, { decision: 'approve', amount: 1 }, 400],
      [r.id, { decision: 'deny', reason: 'x'.repeat(501) }, 400],
      [r.id, { decision: 'deny', reason: 5 }, 400],
      ['short-id', { decision: 'approve' }, 400],
      [randomUUID(), { decision: 'approve' }, 404],
      ['x'.repeat(40), { decision: 'approve' }, 404],
    ];
    for (const [id, body, status] of bad) {
      const res = await decide(admin, id, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      if (id === 'short-id')
        expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
          `id: ${ADMIN_AIRTIME_CASH_MESSAGES.invalidId}`,
        );
    }
    const res = await t.call(admin, '/api/admin/airtime-cash/x', {
      method: 'POST',
      body: '{not json',
    });
    expect(res.status).toBe(400);
    expect(await audits(r.id)).toEqual([]);
    const page = await adminList(`?q=${r.id}`);
    expect(page.items[0]?.status).toBe('pending');
  });
});

describe('GET /api/admin/airtime-cash', () => {
  it('lists every request with stats, filters by status and network, searches e-mail, name, phone and id', async () => {
    const seller = await t.user('listed');
    await t.deps.pool.query("UPDATE profiles SET full_name = 'Tunde Bakare' WHERE id = $1", [
      seller.userId,
    ]);
    const a = await request(seller, { phone: '08039998888' });
    const b = await request(seller, { network: 'Airtel', phone: '08029997777', amount: 300_000 });
    const c = await request(seller, { network: 'glo', phone: '08059996666' });
    await decide(admin, b.id, { decision: 'approve' });
    await decide(admin, c.id, { decision: 'deny' });

    const all = await adminList();
    const ids = (p: AdminAirtimeCashPage) => p.items.map((r) => r.id);
    expect(ids(all).slice(0, 3)).toEqual([c.id, b.id, a.id]);
    expect(all.items[0]).toMatchObject({
      user_id: seller.userId,
      user_email: seller.email,
      user_name: 'Tunde Bakare',
    });
    const { rows } = await t.deps.pool.query<Record<string, string>>(
      `SELECT count(*) AS total, count(*) FILTER (WHERE status = 'pending') AS pending,
              count(*) FILTER (WHERE status = 'approved') AS approved,
              count(*) FILTER (WHERE status = 'denied') AS denied,
              coalesce(sum(amount) FILTER (WHERE status = 'approved'), 0) AS volume,
              coalesce(sum(net_amount) FILTER (WHERE status = 'approved'), 0) AS credited
         FROM airtime_cash_requests`,
    );
    const n = rows[0]!;
    expect(all.stats).toEqual({
      total_requests: Number(n.total),
      pending: Number(n.pending),
      completed: Number(n.approved),
      denied: Number(n.denied),
      total_volume: Number(n.volume),
      total_credited: Number(n.credited),
    });

    const q = (query: string) => adminList(`?q=${encodeURIComponent(seller.email)}${query}`);
    expect(ids(await q(''))).toEqual([c.id, b.id, a.id]);
    expect(ids(await q('&status=pending'))).toEqual([a.id]);
    expect(ids(await q('&status=approved'))).toEqual([b.id]);
    expect(ids(await q('&status=denied'))).toEqual([c.id]);
    expect(ids(await q('&network=airtel'))).toEqual([b.id]);
    expect(ids(await q('&network=GLO&status=denied'))).toEqual([c.id]);
    expect(ids(await adminList('?q=tunde bak'))).toEqual([c.id, b.id, a.id]);
    expect(ids(await adminList('?q=0802999'))).toEqual([b.id]);
    expect(ids(await adminList(`?q=${a.id}`))).toEqual([a.id]);
    expect(ids(await adminList(`?q=${a.id.slice(0, 8).toUpperCase()}`))).toEqual([a.id]);

    const first = await adminList(`?q=${encodeURIComponent(seller.email)}&limit=2`);
    expect(ids(first)).toEqual([c.id, b.id]);
    const rest = await adminList(
      `?q=${encodeURIComponent(seller.email)}&limit=2&cursor=${first.next_cursor}`,
    );
    expect(ids(rest)).toEqual([a.id]);
    expect(rest.next_cursor).toBeNull();

    for (const bad of ['?status=lost', '?network=9jamobile', '?limit=0']) {
      expect((await t.call(admin, `/api/admin/airtime-cash${bad}`)).status, bad).toBe(400);
    }
  });

  it('counts the pending requests on the dashboard', async () => {
    const pending = async () => {
      const res = await t.call(admin, '/api/admin/stats');
      return ((await res.json()) as AdminStats).pending.airtime_cash;
    };
    const before = await pending();
    const r = await request(user);
    expect(await pending()).toBe(before + 1);
    await decide(admin, r.id, { decision: 'deny' });
    expect(await pending()).toBe(before);
  });
});

describe('an administrator’s own request', () => {
  it('cannot be approved or denied by them (403 SELF_ACTION, audited); another can', async () => {
    const r = await request(admin);
    for (const decision of ['approve', 'deny']) {
      const res = await decide(admin, r.id, { decision, reason: 'Mine' });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual(SELF_ACTION_ERROR);
    }
    const { rows } = await t.deps.pool.query(
      'SELECT status FROM airtime_cash_requests WHERE id = $1',
      [r.id],
    );
    expect(rows[0].status).toBe('pending');
    expect(await credits(admin.userId)).toBe(0);
    expect(await balanceOf(t.deps.pool, admin.userId, 'NGN')).toBe(0);
    expect((await audits(r.id)).map((a) => a.action)).toEqual([]);
    expect((await selfActionAttempts(t.deps.pool, admin.userId)).map((a) => a.after)).toEqual([
      {
        attempted: 'airtime_cash.approve',
        method: 'POST',
        path: `/api/admin/airtime-cash/${r.id}`,
      },
      { attempted: 'airtime_cash.deny', method: 'POST', path: `/api/admin/airtime-cash/${r.id}` },
    ]);

    expect((await decide(admin2, r.id, { decision: 'approve' })).status).toBe(200);
    expect(await credits(admin.userId)).toBe(1);
  });
});
