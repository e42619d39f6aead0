import { describe, expect, it } from 'vitest';
import { balanceOf } from '#server/ledger/test-support.ts';
import type { AdminStats } from '#shared/schemas/admin-stats.ts';
import type { AdminAirtimeCashPage } from '#shared/schemas/airtime-cash.ts';
import { SELF_ACTION_ERROR, selfActionAttempts } from '#test/self-action.ts';
import {
  admin,
  admin2,
  adminList,
  audits,
  credits,
  decide,
  request,
  t,
  user,
} from './airtime-cash-admin.test-support.ts';

describe('GET /api/admin/airtime-cash', () => {
  it('lists every request with stats, filters by status and network, searches e-mail, name, phone and id', async () => {
    const seller = await t().user('listed');
    await t().deps.pool.query("UPDATE profiles SET full_name = 'Tunde Bakare' WHERE id = $1", [
      seller.userId,
    ]);
    const a = await request(seller, { phone: '08039998888' });
    const b = await request(seller, { network: 'Airtel', phone: '08029997777', amount: 300_000 });
    const c = await request(seller, { network: 'glo', phone: '08059996666' });
    await decide(admin(), b.id, { decision: 'approve' });
    await decide(admin(), c.id, { decision: 'deny' });

    const all = await adminList();
    const ids = (p: AdminAirtimeCashPage) => p.items.map((r) => r.id);
    expect(ids(all).slice(0, 3)).toEqual([c.id, b.id, a.id]);
    expect(all.items[0]).toMatchObject({
      user_id: seller.userId,
      user_email: seller.email,
      user_name: 'Tunde Bakare',
    });
    const { rows } = await t().deps.pool.query<Record<string, string>>(
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
      expect((await t().call(admin(), `/api/admin/airtime-cash${bad}`)).status, bad).toBe(400);
    }
  });

  it('counts the pending requests on the dashboard', async () => {
    const pending = async () => {
      const res = await t().call(admin(), '/api/admin/stats');
      return ((await res.json()) as AdminStats).pending.airtime_cash;
    };
    const before = await pending();
    const r = await request(user());
    expect(await pending()).toBe(before + 1);
    await decide(admin(), r.id, { decision: 'deny' });
    expect(await pending()).toBe(before);
  });
});

describe('an administrator’s own request', () => {
  it('cannot be approved or denied by them (403 SELF_ACTION, audited); another can', async () => {
    const r = await request(admin());
    for (const decision of ['approve', 'deny']) {
      const res = await decide(admin(), r.id, { decision, reason: 'Mine' });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual(SELF_ACTION_ERROR);
    }
    const { rows } = await t().deps.pool.query(
      'SELECT status FROM airtime_cash_requests WHERE id = $1',
      [r.id],
    );
    expect(rows[0].status).toBe('pending');
    expect(await credits(admin().userId)).toBe(0);
    expect(await balanceOf(t().deps.pool, admin().userId, 'NGN')).toBe(0);
    expect((await audits(r.id)).map((a) => a.action)).toEqual([]);
    expect((await selfActionAttempts(t().deps.pool, admin().userId)).map((a) => a.after)).toEqual([
      {
        attempted: 'airtime_cash.approve',
        method: 'POST',
        path: `/api/admin/airtime-cash/${r.id}`,
      },
      { attempted: 'airtime_cash.deny', method: 'POST', path: `/api/admin/airtime-cash/${r.id}` },
    ]);

    expect((await decide(admin2(), r.id, { decision: 'approve' })).status).toBe(200);
    expect(await credits(admin().userId)).toBe(1);
  });
});
