import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '#server/http/context.ts';
import { balanceOf } from '#server/ledger/test-support.ts';
import { VTPASS_SIM_NUMBERS as SIM } from '#server/providers/vtpass/sim-pay.ts';
import type { Bill } from '#shared/schemas/bills.ts';
import type { AdminBill, AdminBillPage } from '#shared/schemas/bills-admin.ts';
import { createTestDatabase } from '#test/db.ts';
import { SELF_ACTION_ERROR, selfActionAttempts } from '#test/self-action.ts';
import {
  airtime,
  billPayer,
  type Client,
  PIN,
  power,
  serveBillsApp,
  simDecideNow,
  simRecords,
} from '#test/support/bills.ts';

// The back office's Bills: real records, counts, filters, and Process, which
// asks VTpass now and settles or refunds, audited.

let deps: AppDeps;
let base: string;
let close: () => Promise<void>;
let admin: Client;
let user: Client;
let app: Awaited<ReturnType<typeof serveBillsApp>>['app'];

beforeAll(async () => {
  const { url } = await createTestDatabase(8);
  // The simulator holds a pending payment for an hour and no job requeries
  // within the test, so the test decides when VTpass settles (simDecideNow)
  // and only Process asks; a slow machine changes nothing. No payment here
  // goes unanswered, so the long timeout costs nothing and spares a slow
  // machine a false timeout.
  const served = await serveBillsApp(url, {
    VTPASS_SIM_PENDING_S: '3600',
    VTPASS_TIMEOUT_MS: '10000',
    BILLS_REQUERY_S: '3600',
  });
  ({ deps, close, app } = served);
  base = served.publicUrl;
  admin = await billPayer(served.app, deps, 0);
  await deps.pool.query('UPDATE profiles SET is_admin = true WHERE id = $1', [admin.userId]);
  user = await billPayer(served.app, deps, 50_000);
});
afterAll(() => close?.());

function call(who: Client, path: string, init: RequestInit = {}) {
  return fetch(`${base}${path}`, {
    ...init,
    headers: {
      cookie: who.cookie,
      origin: base,
      'content-type': 'application/json',
      ...init.headers,
    },
  });
}

async function pay(body: unknown, who: Client = user): Promise<Bill> {
  const res = await call(who, '/api/bills', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'idempotency-key': randomUUID(), 'x-transaction-pin': PIN },
  });
  expect(res.status).toBe(201);
  return (await res.json()) as Bill;
}

describe('admin Bills', () => {
  it('lists every bill with counts, filters and search; Process settles a pending one, audited', async () => {
    const topUp = await pay(airtime('08051234567', 20_000));
    const refunded = await pay(airtime(SIM.failingPhone, 10_000));
    const pending = await pay(power(SIM.pending, 100_000));
    expect([topUp.status, refunded.status, pending.status]).toEqual([
      'delivered',
      'refunded',
      'pending',
    ]);

    const all = (await (await call(admin, '/api/admin/bills')).json()) as AdminBillPage;
    expect(all.items.map((b) => b.id)).toEqual([pending.id, refunded.id, topUp.id]);
    expect(all.counts.services).toEqual({ airtime: 2, data: 0, electricity: 1, cable: 0 });
    expect(all.counts.statuses).toEqual({ pending: 1, delivered: 1, refunded: 1 });
    expect(all.items[0]).toMatchObject({ user_id: user.userId, requery_count: 0 });

    const byService = (await (
      await call(admin, '/api/admin/bills?service=electricity')
    ).json()) as AdminBillPage;
    expect(byService.items.map((b) => b.id)).toEqual([pending.id]);
    const byStatus = (await (
      await call(admin, '/api/admin/bills?status=refunded')
    ).json()) as AdminBillPage;
    expect(byStatus.items.map((b) => b.id)).toEqual([refunded.id]);
    const search = (await (
      await call(admin, `/api/admin/bills?q=${topUp.reference.slice(-8)}`)
    ).json()) as AdminBillPage;
    expect(search.items.map((b) => b.id)).toEqual([topUp.id]);
    const byPhone = (await (
      await call(admin, '/api/admin/bills?q=0805123')
    ).json()) as AdminBillPage;
    expect(byPhone.items.map((b) => b.id)).toEqual([topUp.id]);
    expect((await call(admin, '/api/admin/bills?status=lost')).status).toBe(400);

    // Process asks VTpass now: pending until it decides, then settled, audited each time.
    const early = (await (
      await call(admin, `/api/admin/bills/${pending.id}/requery`, { method: 'POST' })
    ).json()) as AdminBill;
    expect(early.status).toBe('pending');
    expect(early.requery_count).toBe(1);
    const held = await balanceOf(deps.pool, user.userId, 'NGN');
    // VTpass decides; the next Process hears it and settles.
    await simDecideNow(deps.pool, pending.reference);
    const now = (await (
      await call(admin, `/api/admin/bills/${pending.id}/requery`, { method: 'POST' })
    ).json()) as AdminBill;
    expect(now).toMatchObject({ status: 'delivered', provider_code: '000' });
    expect(now.token).toBeTruthy();
    expect(await balanceOf(deps.pool, user.userId, 'NGN')).toBe(held);
    expect((await simRecords(base, pending.reference))[0]?.pay_calls).toBe(1);

    // A 502 on pay leaves it pending; Process then settles it at once.
    const unclear = await pay(power(SIM.unexpected, 50_000));
    expect(unclear.status).toBe('pending');
    const processed = (await (
      await call(admin, `/api/admin/bills/${unclear.id}/requery`, { method: 'POST' })
    ).json()) as AdminBill;
    expect(processed.status).toBe('delivered');
    const { rows } = await deps.pool.query<{ action: string; before: unknown; after: unknown }>(
      'SELECT action, before, after FROM audit_log WHERE target_id = $1 ORDER BY id',
      [unclear.id],
    );
    expect(rows).toEqual([
      {
        action: 'bill.requery',
        before: { status: 'pending', provider_code: null },
        after: { status: 'delivered', provider_code: '000' },
      },
    ]);
    expect(
      (await call(admin, `/api/admin/bills/${randomUUID()}/requery`, { method: 'POST' })).status,
    ).toBe(404);
  });

  it('Process pressed three times as VTpass decides: each answers delivered, settled once', async () => {
    const bill = await pay(power(SIM.pending, 100_000));
    expect(bill.status).toBe('pending');
    const held = await balanceOf(deps.pool, user.userId, 'NGN');
    await simDecideNow(deps.pool, bill.reference);
    // Each hears "delivered" (and so does the app's webhook, which VTpass now
    // sends); one of them settles, and every one answers the bill as it now is.
    const answers = await Promise.all(
      Array.from({ length: 3 }, async () => {
        const res = await call(admin, `/api/admin/bills/${bill.id}/requery`, { method: 'POST' });
        expect(res.status).toBe(200);
        return (await res.json()) as AdminBill;
      }),
    );
    for (const answer of answers)
      expect(answer).toMatchObject({ status: 'delivered', provider_code: '000' });
    expect(await balanceOf(deps.pool, user.userId, 'NGN')).toBe(held);
    // One settlement: the hold moved once, never twice, never back.
    const { rows } = await deps.pool.query<{ to_status: string }>(
      `SELECT h.to_status FROM ledger_status_history h JOIN bills b ON b.transaction_id = h.transaction_id
        WHERE b.id = $1 ORDER BY h.id`,
      [bill.id],
    );
    expect(rows.map((r) => r.to_status)).toEqual(['pending', 'completed']);
    const audits = await deps.pool.query<{ after: unknown }>(
      `SELECT after FROM audit_log WHERE target_id = $1 AND action = 'bill.requery'`,
      [bill.id],
    );
    expect(audits.rows).toHaveLength(3);
    for (const a of audits.rows)
      expect(a.after).toEqual({ status: 'delivered', provider_code: '000' });
    expect((await simRecords(base, bill.reference))[0]?.pay_calls).toBe(1);
  });

  it('a user is refused the admin routes', async () => {
    expect((await call(user, '/api/admin/bills')).status).toBe(403);
    const [bill] = ((await (await call(user, '/api/bills')).json()) as { items: Bill[] }).items;
    expect(
      (await call(user, `/api/admin/bills/${bill?.id}/requery`, { method: 'POST' })).status,
    ).toBe(403);
  });

  it('an administrator cannot process their own bill (403 SELF_ACTION, audited); another can', async () => {
    const self = await billPayer(app, deps, 5_000);
    await deps.pool.query('UPDATE profiles SET is_admin = true WHERE id = $1', [self.userId]);
    // A 502 on pay: pending until someone processes it.
    const bill = await pay(power(SIM.unexpected, 50_000), self);
    expect(bill.status).toBe('pending');
    const held = await balanceOf(deps.pool, self.userId, 'NGN');
    const res = await call(self, `/api/admin/bills/${bill.id}/requery`, { method: 'POST' });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual(SELF_ACTION_ERROR);
    const { rows } = await deps.pool.query(
      'SELECT status, requery_count FROM bills WHERE id = $1',
      [bill.id],
    );
    expect(rows).toEqual([{ status: 'pending', requery_count: 0 }]);
    expect(await balanceOf(deps.pool, self.userId, 'NGN')).toBe(held);
    expect((await selfActionAttempts(deps.pool, self.userId)).map((a) => a.after)).toEqual([
      { attempted: 'bill.requery', method: 'POST', path: `/api/admin/bills/${bill.id}/requery` },
    ]);
    const done = await call(admin, `/api/admin/bills/${bill.id}/requery`, { method: 'POST' });
    expect(((await done.json()) as AdminBill).status).toBe('delivered');
  });
});
