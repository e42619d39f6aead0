import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkLedger } from '#server/ledger/check.ts';
import { balanceOf } from '#server/ledger/test-support.ts';
import {
  ADMIN_AIRTIME_CASH_MESSAGES,
  type AdminAirtimeCash,
  type AirtimeCashPage,
} from '#shared/schemas/airtime-cash.ts';
import {
  admin,
  admin2,
  adminList,
  audits,
  credits,
  decide,
  notices,
  request,
  t,
  user,
} from './airtime-cash-admin.test-support.ts';

describe('admin access', () => {
  it('answers 401 signed out and 403 to a non-administrator, changing nothing', async () => {
    const r = await request(user());
    expect((await t().call(null, '/api/admin/airtime-cash')).status).toBe(401);
    expect((await t().call(user(), '/api/admin/airtime-cash')).status).toBe(403);
    expect((await decide(user(), r.id, { decision: 'approve' })).status).toBe(403);
    expect(
      (await t().post(null, `/api/admin/airtime-cash/${r.id}`, { decision: 'approve' })).status,
    ).toBe(401);
    const { rows } = await t().deps.pool.query(
      'SELECT status FROM airtime_cash_requests WHERE id = $1',
      [r.id],
    );
    expect(rows[0]).toEqual({ status: 'pending' });
    expect(await credits(user().userId)).toBe(0);
  });
});

describe('approve', () => {
  it('credits net_amount to the NGN wallet once, audited and told to the user', async () => {
    const seller = await t().user('approve');
    const r = await request(seller, { network: 'Airtel', amount: 200_000 });
    expect(r).toMatchObject({ fee_amount: 50_000, net_amount: 150_000 });
    const before = await balanceOf(t().deps.pool, seller.userId, 'NGN');

    const res = await decide(admin(), r.id, { decision: 'approve' });
    expect(res.status).toBe(200);
    const done = (await res.json()) as AdminAirtimeCash;
    expect(done).toMatchObject({
      id: r.id,
      status: 'approved',
      user_id: seller.userId,
      user_email: seller.email,
      processed_by_email: admin().email,
      deny_reason: null,
    });
    expect(done.credit_transaction_id).toBeTruthy();
    expect(done.processed_at).toBeTruthy();
    expect(await balanceOf(t().deps.pool, seller.userId, 'NGN')).toBe(before + 150_000);

    // The credit is the user's transaction, from the airtime_cash account.
    const { rows } = await t().deps.pool.query<{ system: string | null; amount: string }>(
      `SELECT a.code AS system, e.amount::text AS amount FROM ledger_entries e
         JOIN ledger_accounts a ON a.id = e.account_id WHERE e.transaction_id = $1 ORDER BY e.amount`,
      [done.credit_transaction_id],
    );
    expect(rows).toEqual([
      { system: 'airtime_cash', amount: '-150000' },
      { system: null, amount: '150000' },
    ]);
    const history = await t().call(seller, '/api/transactions');
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
      const refused = await decide(admin2(), r.id, again);
      expect(refused.status).toBe(422);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
        ADMIN_AIRTIME_CASH_MESSAGES.onlyPending,
      );
    }
    expect(await balanceOf(t().deps.pool, seller.userId, 'NGN')).toBe(before + 150_000);
    expect(await credits(seller.userId)).toBe(1);

    expect(await audits(r.id)).toEqual([
      {
        action: 'airtime_cash.approve',
        actor_id: admin().userId,
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
    const mine = (await (await t().call(seller, '/api/airtime-cash')).json()) as AirtimeCashPage;
    expect(mine.items[0]).toMatchObject({ id: r.id, status: 'approved' });
  });

  it('credits once when two administrators approve at the same moment', async () => {
    const seller = await t().user('race');
    const rs = await Promise.all([request(seller), request(seller, { network: 'Glo' })]);
    const before = await balanceOf(t().deps.pool, seller.userId, 'NGN');
    for (const r of rs) {
      const answers = await Promise.all(
        [admin(), admin2(), admin(), admin2()].map((who) =>
          decide(who, r.id, { decision: 'approve' }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 422, 422, 422]);
    }
    // Approve and deny racing: one wins, the other is told.
    const third = await request(seller, { amount: 50_000 });
    const raced = await Promise.all([
      decide(admin(), third.id, { decision: 'approve' }),
      decide(admin2(), third.id, { decision: 'deny', reason: 'race' }),
    ]);
    expect(raced.map((a) => a.status).sort()).toEqual([200, 422]);
    const approvedThird = raced[0]?.status === 200 ? 40_000 : 0;

    expect(await balanceOf(t().deps.pool, seller.userId, 'NGN')).toBe(
      before + 80_000 + 70_000 + approvedThird,
    );
    expect(await credits(seller.userId)).toBe(approvedThird ? 3 : 2);
    for (const r of [...rs, third]) expect(await audits(r.id)).toHaveLength(1);
    const report = await checkLedger(t().deps.pool);
    expect(report.ok).toBe(true);
  });

  it('credits a deactivated account too: the airtime was already sent', async () => {
    const seller = await t().user('gone');
    const r = await request(seller);
    await t().deps.pool.query('UPDATE profiles SET is_active = false WHERE id = $1', [
      seller.userId,
    ]);
    expect((await decide(admin(), r.id, { decision: 'approve' })).status).toBe(200);
    expect(await balanceOf(t().deps.pool, seller.userId, 'NGN')).toBe(80_000);
  });
});

describe('deny', () => {
  it('moves no money and shows the reason to the user', async () => {
    const seller = await t().user('deny');
    const r = await request(seller, { network: 'glo' });
    const res = await decide(admin(), r.id, { decision: 'deny', reason: '  No airtime arrived  ' });
    expect(res.status).toBe(200);
    expect((await res.json()) as AdminAirtimeCash).toMatchObject({
      status: 'denied',
      deny_reason: 'No airtime arrived',
      credit_transaction_id: null,
      processed_by_email: admin().email,
    });
    expect(await balanceOf(t().deps.pool, seller.userId, 'NGN')).toBe(0);
    expect(await credits(seller.userId)).toBe(0);
    const mine = (await (await t().call(seller, '/api/airtime-cash')).json()) as AirtimeCashPage;
    expect(mine.items[0]).toMatchObject({ status: 'denied', deny_reason: 'No airtime arrived' });
    expect(await audits(r.id)).toEqual([
      {
        action: 'airtime_cash.deny',
        actor_id: admin().userId,
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
    const plain = await decide(admin(), other.id, { decision: 'deny', reason: '   ' });
    expect(((await plain.json()) as AdminAirtimeCash).deny_reason).toBeNull();
    // Then no approval.
    expect((await decide(admin(), other.id, { decision: 'approve' })).status).toBe(422);
    expect(await balanceOf(t().deps.pool, seller.userId, 'NGN')).toBe(0);
  });
});

describe('bad decisions', () => {
  it('answers 400 or 404 and changes nothing', async () => {
    const r = await request(user());
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
      const res = await decide(admin(), id, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      if (id === 'short-id')
        expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
          `id: ${ADMIN_AIRTIME_CASH_MESSAGES.invalidId}`,
        );
    }
    const res = await t().call(admin(), '/api/admin/airtime-cash/x', {
      method: 'POST',
      body: '{not json',
    });
    expect(res.status).toBe(400);
    expect(await audits(r.id)).toEqual([]);
    const page = await adminList(`?q=${r.id}`);
    expect(page.items[0]?.status).toBe('pending');
  });
});
