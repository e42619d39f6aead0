import { beforeAll, describe, expect, it } from 'vitest';
import { apiFixture } from '#test/api-fixture.ts';
import { seedCustomer } from '#test/support/customer-360.ts';

// GET /api/admin/customers/:id: one answer with every section of one
// customer's page, and nothing of anyone else's.

let f: Awaited<ReturnType<typeof apiFixture>>;
let adaRef: string;
let bolaRef: string;

const view = (id: string, cookie = f.admin.cookie) =>
  f.call('GET', `/api/admin/customers/${encodeURIComponent(id)}`, { cookie });

beforeAll(async () => {
  f = await apiFixture();
  adaRef = (await seedCustomer(f.pool, f.ada.userId, 'ada')).reference;
  bolaRef = (await seedCustomer(f.pool, f.bola.userId, 'bola')).reference;
  for (const who of [f.ada, f.bola]) {
    const credit = await f.call('POST', `/api/admin/users/${who.userId}/wallets/USD/credit`, {
      cookie: f.admin.cookie,
      body: { amount: 700, description: 'Goodwill' },
    });
    expect(credit.status).toBe(200);
    const note = await f.call('POST', `/api/admin/customers/${who.userId}/notes`, {
      cookie: f.admin.cookie,
      body: { text: `Called ${who === f.ada ? 'Ada' : 'Bola'}` },
    });
    expect(note.status).toBe(201);
  }
  await f.pool.query(
    `INSERT INTO audit_log (actor_id, actor_email, action, target_type, target_id, before, after)
     VALUES ($1, 'boss@example.com', 'kyc.decision', 'user', $2, '{}', '{"kyc_status":"verified"}'),
            ($1, 'boss@example.com', 'kyc.decision', 'user', $3, '{}', '{"kyc_status":"rejected"}')`,
    [f.admin.userId, f.ada.userId, f.bola.userId],
  );
  await f.pool.query(
    `UPDATE profiles SET bvn_verified_at = now(), bvn_last4 = '1234' WHERE id = $1`,
    [f.ada.userId],
  );
});

describe('GET /api/admin/customers/:id', () => {
  it('answers every section of the customer, none of another customer', async () => {
    const res = await view(f.ada.userId);
    expect(res.status).toBe(200);
    const c = res.json;
    expect(c.customer).toMatchObject({ id: f.ada.userId, bvn_last4: '1234', ngn_balance: 90_000 });
    expect(c.bvn_verified_at).toEqual(expect.any(String));
    expect(c.wallets).toEqual(
      expect.arrayContaining([
        { currency: 'NGN', balance: 90_000 },
        { currency: 'USD', balance: 700 },
      ]),
    );
    expect(c.transactions.map((t: { reference: string }) => t.reference)).toContain(adaRef);
    expect(c.transactions).toContainEqual(
      expect.objectContaining({ currency: 'USD', amount: 700, status: 'completed' }),
    );
    expect(c.bills).toEqual([expect.objectContaining({ title: 'Bill ada', amount: 1000 })]);
    expect(c.withdrawals).toEqual([
      expect.objectContaining({ reference: 'WD-ada', bank_name: 'Bank ada', amount: 2000 }),
    ]);
    expect(c.rmb_purchases).toEqual([
      expect.objectContaining({ reference: 'RMB-ada', naira_amount: 21000, rmb_amount: 100 }),
    ]);
    expect(c.loans).toEqual([
      expect.objectContaining({ id: 'LN-ada', amount_requested: 50000, amount_approved: null }),
    ]);
    expect(c.airtime_cash).toEqual([
      expect.objectContaining({ network: 'MTN', amount: 1000, net_amount: 900 }),
    ]);
    expect(c.kyc_decisions).toEqual([
      expect.objectContaining({ action: 'kyc.decision', after: { kyc_status: 'verified' } }),
    ]);
    expect(c.notes).toEqual([
      expect.objectContaining({
        text: 'Called Ada',
        author_email: expect.stringMatching(/^admin-/),
      }),
    ]);
    const actions = c.audit.map((a: { action: string; target_id: string }) => [
      a.action,
      a.target_id,
    ]);
    expect(actions).toEqual(
      expect.arrayContaining([
        ['customer.note', f.ada.userId],
        ['wallet.credit', `${f.ada.userId}:USD`],
        ['kyc.decision', f.ada.userId],
      ]),
    );
    // Nothing of Bola's anywhere in the answer.
    const text = JSON.stringify(c);
    for (const theirs of [f.bola.userId, bolaRef, 'bola', 'Bola'])
      expect(text).not.toContain(theirs);
  });

  it('newest first, at most 20 lines of transactions', async () => {
    for (let i = 0; i < 22; i += 1) await f.fund(f.bola.userId, 'CNY', 100 + i);
    const res = await view(f.bola.userId);
    expect(res.status).toBe(200);
    const lines = res.json.transactions as { id: string; amount: number }[];
    expect(lines).toHaveLength(20);
    expect(lines[0]?.amount).toBe(121);
    const ids = lines.map((l) => BigInt(l.id));
    expect([...ids].sort((a, b) => (a > b ? -1 : a < b ? 1 : 0))).toEqual(ids);
  });

  it('404 for nobody, 400 for what cannot be an id', async () => {
    const missing = await view('no-such-user-0000');
    expect(missing.status).toBe(404);
    expect(missing.json.error.code).toBe('NOT_FOUND');
    for (const bad of ['a b', 'x'.repeat(65), "1' or '1'='1"]) {
      const res = await view(bad);
      expect(res.status, bad).toBe(400);
      expect(res.json.error.code).toBe('VALIDATION_ERROR');
    }
  });

  it('is the administrators’ only: 401 signed out, 403 for a customer', async () => {
    expect((await view(f.bola.userId, '')).status).toBe(401);
    const res = await view(f.bola.userId, f.ada.cookie);
    expect(res.status).toBe(403);
    expect(JSON.stringify(res.json)).not.toContain('Called');
  });
});
