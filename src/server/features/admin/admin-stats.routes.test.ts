import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { buyRmb } from '#server/features/rmb/rmb.service.ts';
import { processPurchase } from '#server/features/rmb/rmb-admin.service.ts';
import { checkLedger } from '#server/ledger/check.ts';
import { convert } from '#server/ledger/operations.ts';
import { postTransaction } from '#server/ledger/post.ts';
import type { Currency } from '#shared/constants.ts';
import { apiFixture } from '#test/api-fixture.ts';

let f: Awaited<ReturnType<typeof apiFixture>>;

/** A withdrawal that pays `fee` of `amount` to the fees account, as a settled payout would. */
const withdrawWithFee = (userId: string, currency: Currency, amount: number, fee: number) =>
  postTransaction(f.pool, {
    kind: 'withdrawal',
    category: 'withdrawal',
    description: 'Withdrawal',
    userId,
    actorId: userId,
    idempotencyKey: randomUUID(),
    request: { currency, amount },
    legs: [
      { account: { userId, currency }, amount: -amount },
      { account: { system: 'payouts', currency }, amount: amount - fee },
      { account: { system: 'fees', currency }, amount: fee },
    ],
  });

/** Today's date in Africa/Lagos (UTC+1 all year). */
const lagosToday = () => new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  f = await apiFixture();
  const ada = f.ada.userId;
  await f.fund(ada, 'NGN', 1_000_000);
  await f.fund(ada, 'USD', 10_000);
  await f.fund(ada, 'CNY', 5_000);
  await withdrawWithFee(ada, 'NGN', 10_000, 100);
  await withdrawWithFee(ada, 'USD', 1_000, 50);
  await withdrawWithFee(ada, 'CNY', 600, 30);
  // A spread on CNY: the house buys CNY back at 0.125, so $10 -> ¥72.30 keeps ¥7.70.
  await f.pool.query(
    `UPDATE exchange_rates SET rate = 0.125 WHERE from_currency = 'CNY' AND to_currency = 'USD'`,
  );
  await convert(f.pool, {
    userId: ada,
    from: 'USD',
    to: 'CNY',
    amount: 1_000,
    idempotencyKey: randomUUID(),
  });
  // Bola sent a KYC document; the administrator last signed in 40 days ago.
  await f.pool.query(`UPDATE profiles SET kyc_documents = '{"id_type":"passport"}' WHERE id = $1`, [
    f.bola.userId,
  ]);
  await f.pool.query(`UPDATE profiles SET last_login = now() - interval '40 days' WHERE id = $1`, [
    f.admin.userId,
  ]);
});

describe('GET /api/admin/stats', () => {
  it('counts users, active users and every transaction customers made', async () => {
    const res = await f.call('GET', '/api/admin/stats', { cookie: f.admin.cookie });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      total_users: 3,
      active_users: 2,
      inactive_users: 1,
      // 3 fundings, 3 withdrawals, 1 conversion.
      total_transactions: 7,
      pending: { kyc: 1, withdrawals: 0, rmb: 0, airtime_cash: 0, bills: 0, loans: 0 },
    });
  });

  it('reports revenue per currency as fees plus the exchange margin', async () => {
    const res = await f.call('GET', '/api/admin/stats', { cookie: f.admin.cookie });
    expect(res.json.revenue).toEqual([
      { currency: 'NGN', amount: 100 },
      { currency: 'USD', amount: 50 },
      { currency: 'CNY', amount: 30 + 770 },
    ]);
  });

  it('lists the five newest users and transactions, newest first', async () => {
    const ada = await f.call('GET', '/api/me', { cookie: f.ada.cookie });
    const res = await f.call('GET', '/api/admin/stats', { cookie: f.admin.cookie });
    expect(res.json.recent_users.map((u: { id: string }) => u.id)).toEqual([
      f.admin.userId,
      f.bola.userId,
      f.ada.userId,
    ]);
    expect(res.json.recent_users[2]).toMatchObject({
      email: ada.json.email,
      is_active: true,
      kyc_status: 'pending',
    });
    const recent = res.json.recent_transactions;
    expect(recent).toHaveLength(5);
    expect(recent[0]).toMatchObject({
      email: ada.json.email,
      kind: 'conversion',
      currency: 'USD',
      amount: 1_000,
      status: 'completed',
    });
    expect(recent[0].reference).toMatch(/^CNV-/);
    expect(recent.map((t: { kind: string }) => t.kind)).toEqual([
      'conversion',
      'withdrawal',
      'withdrawal',
      'withdrawal',
      'deposit',
    ]);
  });

  it('is for administrators only', async () => {
    expect((await f.call('GET', '/api/admin/stats', { cookie: f.ada.cookie })).status).toBe(403);
    expect((await f.call('GET', '/api/admin/stats')).status).toBe(401);
  });
});

describe('GET /api/admin/stats/analytics', () => {
  it('answers every one of the last 30 Lagos days, with the money that left wallets and sign-ups', async () => {
    const res = await f.call('GET', '/api/admin/stats/analytics?days=30', {
      cookie: f.admin.cookie,
    });
    expect(res.status).toBe(200);
    const days = res.json.days as { date: string; volume: unknown[]; signups: number }[];
    expect(days).toHaveLength(30);
    const today = days[29];
    expect(today?.date).toBe(lagosToday());
    expect(today).toEqual({
      date: lagosToday(),
      volume: [
        { currency: 'NGN', amount: 10_000 },
        { currency: 'USD', amount: 1_000 + 1_000 },
        { currency: 'CNY', amount: 600 },
      ],
      signups: 3,
    });
    // Consecutive days, oldest first, the others empty.
    const dates = days.map((d) => Date.parse(`${d.date}T00:00:00Z`));
    for (let i = 1; i < dates.length; i++) expect(dates[i]! - dates[i - 1]!).toBe(86_400_000);
    expect(days.slice(0, 29).every((d) => d.signups === 0)).toBe(true);
  });

  it('defaults to 30 days and refuses a count outside 1 to 90', async () => {
    const plain = await f.call('GET', '/api/admin/stats/analytics', { cookie: f.admin.cookie });
    expect(plain.json.days).toHaveLength(30);
    for (const days of ['0', '91', 'ten']) {
      const res = await f.call('GET', `/api/admin/stats/analytics?days=${days}`, {
        cookie: f.admin.cookie,
      });
      expect(res.status).toBe(400);
      expect(res.json.error.message).toMatch(/days/);
    }
  });

  it('leaves a sound ledger', async () => {
    expect((await checkLedger(f.pool)).ok).toBe(true);
  });
});

describe('pending RMB purchases', () => {
  it('counts those waiting on an administrator: pending and processing, not final ones', async () => {
    const buy = () =>
      buyRmb(
        f.deps,
        f.ada.userId,
        {
          platform: 'wechat',
          naira_amount: 10_000,
          recipient_id: 'wx-1',
          full_name: 'Li Na',
        },
        randomUUID(),
      );
    const [waiting, paying, paid, failed] = [await buy(), await buy(), await buy(), await buy()];
    await processPurchase(f.pool, f.admin.userId, paying.id, { status: 'processing' });
    await processPurchase(f.pool, f.admin.userId, paid.id, { status: 'completed' });
    await processPurchase(f.pool, f.admin.userId, failed.id, { status: 'failed' });
    expect(waiting.status).toBe('pending');
    const res = await f.call('GET', '/api/admin/stats', { cookie: f.admin.cookie });
    expect(res.json.pending).toMatchObject({ rmb: 2 });
  });
});
