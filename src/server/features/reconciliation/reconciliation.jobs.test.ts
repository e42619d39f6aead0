import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIM_ACCOUNTS } from '#server/providers/paystack/sim-banks.ts';
import type { StuckList } from '#shared/schemas/reconciliation.ts';
import { createTestDatabase } from '#test/db.ts';
import { type BankApp, type Client, customer, serveBankApp } from '#test/support/bank-accounts.ts';
import { bill, moveTo, ok, reconciliation } from '#test/support/reconciliation.ts';
import { PIN, withdrawer } from '#test/support/withdrawals.ts';
import { runDailyReconciliation } from './reconciliation.jobs.ts';

// The daily job stores a day's run once; the stuck list shows what has been
// pending longer than an hour.

let app: BankApp;
let admin: Client;
let user: Client;

beforeAll(async () => {
  const { url } = await createTestDatabase(6);
  app = await serveBankApp(url, { VTPASS_SIM_PENDING_S: '3600', BILLS_REQUERY_S: '3600' });
  admin = await customer(app, { admin: true });
  user = { ...(await withdrawer(app.app, app.deps, 50_000)), email: '' };
}, 60_000);
afterAll(() => app?.close());

describe('the daily reconciliation job', () => {
  it("stores yesterday's run (Lagos) once, and GET answers it as stored", async () => {
    const b = await bill(app, user, 30_000);
    await moveTo(app, [b], '2026-03-14T20:00:00+01:00');
    // 01:30 on the 15th in Lagos is still the 15th's 00:30 in UTC: yesterday is the 14th.
    const now = new Date('2026-03-15T00:30:00Z');
    expect(await runDailyReconciliation(app.deps, now)).toBe(true);
    const { rows } = await app.deps.pool.query<{ provider: string; result: { ledger: unknown } }>(
      `SELECT provider, result FROM reconciliation_runs WHERE date = '2026-03-14' ORDER BY provider`,
    );
    expect(rows.map((r) => r.provider)).toEqual([
      'paystack_charges',
      'paystack_transfers',
      'vtpass',
    ]);
    expect(rows[2]?.result.ledger).toEqual({ count: 1, amount: 30_000 });
    expect(await runDailyReconciliation(app.deps, now)).toBe(false);
    const got = await reconciliation(app, admin, '2026-03-14', false);
    expect(got).toMatchObject({
      stored: true,
      vtpass: { ledger: { count: 1, amount: 30_000 }, mismatches: [] },
    });
  });
});

describe('GET /api/admin/reconciliation/stuck', () => {
  it('lists what has been pending longer than an hour, with its age, and not what is recent', async () => {
    const ask = async () =>
      (
        await ok<{ reference: string }>(
          await app.call(user, '/api/withdrawals', {
            method: 'POST',
            body: JSON.stringify({
              amount: 15_000,
              bank_code: '058',
              account_number: SIM_ACCOUNTS.succeeds,
            }),
            headers: { 'idempotency-key': randomUUID(), 'x-transaction-pin': PIN },
          }),
          201,
        )
      ).reference;
    const old = await ask();
    const recent = await ask();
    await app.deps.pool.query(
      `UPDATE withdrawals SET created_at = now() - interval '3 hours' WHERE reference = $1`,
      [old],
    );
    const stuck = await ok<StuckList>(await app.call(admin, '/api/admin/reconciliation/stuck'));
    const refs = stuck.items.map((i) => i.reference);
    expect(refs).toContain(old);
    expect(refs).not.toContain(recent);
    expect(stuck.items.find((i) => i.reference === old)).toMatchObject({
      kind: 'withdrawal',
      status: 'pending',
      amount: 15_000,
      currency: 'NGN',
      age_minutes: expect.any(Number),
    });
    expect(stuck.items.find((i) => i.reference === old)?.age_minutes).toBeGreaterThanOrEqual(179);
    expect(stuck.older_than_minutes).toBe(60);
  });
});
