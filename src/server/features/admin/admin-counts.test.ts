import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { postTransaction } from '#server/ledger/post.ts';
import { makeUser } from '#server/ledger/test-support.ts';
import { apiFixture } from '#test/api-fixture.ts';

// One definition each of the back office's shared figures: every screen that
// shows one reports the same number for the same data.

let f: Awaited<ReturnType<typeof apiFixture>>;
const get = async (path: string) => {
  const res = await f.call('GET', path, { cookie: f.admin.cookie });
  expect(res.status, path).toBe(200);
  return res.json;
};

beforeAll(async () => {
  f = await apiFixture();
  // Customers' transactions: three fundings, a withdrawal that kept a ₦1 fee,
  // and a failed one of Bola's.
  await f.fund(f.ada.userId, 'NGN', 1_000_000);
  await f.fund(f.ada.userId, 'USD', 10_000);
  await f.fund(f.bola.userId, 'NGN', 5_000);
  await postTransaction(f.pool, {
    kind: 'withdrawal',
    category: 'withdrawal',
    description: 'Withdrawal',
    userId: f.ada.userId,
    actorId: f.ada.userId,
    idempotencyKey: randomUUID(),
    request: { amount: 10_000 },
    legs: [
      { account: { userId: f.ada.userId, currency: 'NGN' }, amount: -10_000 },
      { account: { system: 'payouts', currency: 'NGN' }, amount: 9_900 },
      { account: { system: 'fees', currency: 'NGN' }, amount: 100 },
    ],
  });
  // Bola's bill: held (pending), then marked failed by whatever decides it
  // (the status trigger moves it between the running totals).
  const bill = await postTransaction(f.pool, {
    kind: 'payment',
    category: 'electricity',
    description: 'Bill',
    userId: f.bola.userId,
    actorId: f.bola.userId,
    idempotencyKey: randomUUID(),
    request: { amount: 1_000 },
    status: 'pending',
    legs: [
      { account: { userId: f.bola.userId, currency: 'NGN' }, amount: -1_000 },
      { account: { system: 'pending', currency: 'NGN' }, amount: 1_000 },
    ],
  });
  await f.pool.query(`UPDATE ledger_transactions SET status = 'failed' WHERE id = $1`, [
    bill.transaction.id,
  ]);
  // Two internal moves, about no customer: not anyone's transactions.
  await f.pool.query(
    `INSERT INTO ledger_transactions (kind, category, reference, status)
     VALUES ('sweep', 'internal', 'CNT-INTERNAL-1', 'completed'),
            ('sweep', 'internal', 'CNT-INTERNAL-2', 'completed')`,
  );

  // KYC: Ada never uploaded anything (pending by default), Bola sent a
  // document; Chi and Dayo too; Eze was rejected, Femi verified.
  const doc = '{"id_type":"passport"}';
  await f.pool.query('UPDATE profiles SET kyc_documents = $2 WHERE id = $1', [f.bola.userId, doc]);
  for (const [id, status, documents] of [
    ['cnt-chi', 'pending', doc],
    ['cnt-dayo', 'pending', doc],
    ['cnt-eze', 'rejected', doc],
    ['cnt-femi', 'verified', doc],
    ['cnt-gbenga', 'pending', null],
  ] as const) {
    await makeUser(f.pool, id);
    await f.pool.query('UPDATE profiles SET kyc_status = $2, kyc_documents = $3 WHERE id = $1', [
      id,
      status,
      documents,
    ]);
  }

  // Airtime to cash: the fee of each completed conversion is revenue.
  await f.pool.query(
    `INSERT INTO airtime_cash_requests (user_id, network, amount, fee_percentage, fee_amount,
                                        net_amount, phone, ussd_code, status)
     SELECT $1, 'MTN', a, 10, fee, a - fee, '08031234567', '*600*****#', s
       FROM (VALUES (100000, 10000, 'approved'), (50000, 5000, 'completed'),
                    (70000, 7000, 'pending'), (30000, 3000, 'denied')) v(a, fee, s)`,
    [f.ada.userId],
  );
});

describe('the back office’s shared figures', () => {
  it('total transactions: the dashboard and Wallet Transactions agree', async () => {
    const dashboard = await get('/api/admin/stats');
    const wallet = await get('/api/admin/transactions/stats');
    // 3 fundings, the withdrawal and the failed one; not the two internal moves.
    expect(dashboard.total_transactions).toBe(5);
    expect(wallet.total).toBe(5);
    expect(wallet.by_status).toEqual({ completed: 4, failed: 1 });
    const sum = Object.values(wallet.by_status as Record<string, number>).reduce((a, b) => a + b);
    expect(sum).toBe(wallet.total);
  });

  it('pending KYC: submissions awaiting review, the same on the dashboard, the users card and filter', async () => {
    const dashboard = await get('/api/admin/stats');
    const users = await get('/api/admin/users');
    const filtered = await get('/api/admin/users?kyc=pending');
    // Bola, Chi and Dayo; not Ada or Gbenga, who never uploaded anything.
    expect(dashboard.pending.kyc).toBe(3);
    expect(users.counts.kyc_pending).toBe(3);
    expect(filtered.items.map((u: { id: string }) => u.id).sort()).toEqual(
      [f.bola.userId, 'cnt-chi', 'cnt-dayo'].sort(),
    );
  });

  it('revenue includes the fees of completed airtime-to-cash conversions', async () => {
    const dashboard = await get('/api/admin/stats');
    expect(dashboard.revenue).toEqual([
      // The withdrawal's ₦1 fee, and ₦100 + ₦50 kept on airtime (not the pending or denied ones).
      { currency: 'NGN', amount: 100 + 10_000 + 5_000 },
      { currency: 'USD', amount: 0 },
      { currency: 'CNY', amount: 0 },
    ]);
  });
});
