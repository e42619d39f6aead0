import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '#server/ledger/check.ts';
import { SIM_ACCOUNTS } from '#server/providers/paystack/sim-banks.ts';
import type { Reconciliation } from '#shared/schemas/reconciliation.ts';
import { createTestDatabase } from '#test/db.ts';
import {
  activeAccount,
  type BankApp,
  type Client,
  customer,
  ngnBalance,
  serveBankApp,
  simTransfer,
} from '#test/support/bank-accounts.ts';
import {
  approveCheckout,
  bill,
  cardPayment,
  moveTo,
  ok,
  payout,
  plantPaystack,
  plantVtpass,
  reconciliation,
  requery,
  systemBalance,
  waitWithdrawal,
} from '#test/support/reconciliation.ts';
import { withdrawer } from '#test/support/withdrawals.ts';

// The daily reconciliation against the simulators over real HTTP: records
// made through the app's own routes, moved to chosen Lagos days, and
// mismatches planted in each simulator; the requery action settles through
// each feature's normal path, once.

let app: BankApp;
let admin: Client;
let user: Client;
let depositor: Client;
let account: string;

beforeAll(async () => {
  const { url } = await createTestDatabase(10);
  app = await serveBankApp(url, {
    VTPASS_SIM_PENDING_S: '3600',
    VTPASS_TIMEOUT_MS: '10000',
    BILLS_REQUERY_S: '3600',
    WITHDRAWALS_VERIFY_S: '3600',
  });
  admin = await customer(app, { admin: true });
  user = { ...(await withdrawer(app.app, app.deps, 200_000)), email: '' };
  depositor = await customer(app, { name: 'Ada Obi', tier: 3 });
  account = (await activeAccount(app, depositor)).account_number;
}, 90_000);
afterAll(async () => {
  expect((await checkLedger(app.deps.pool)).ok).toBe(true);
  await app?.close();
});

const refsOf = (r: Reconciliation, p: keyof Omit<Reconciliation, 'date' | 'ran_at' | 'stored'>) =>
  Object.fromEntries(r[p].mismatches.map((m) => [m.reference, m]));

describe('GET /api/admin/reconciliation', () => {
  it('reports zero mismatches for a day on which the ledger and both providers agree', async () => {
    const b = await bill(app, user, 50_000);
    const w = await payout(app, user, admin, SIM_ACCOUNTS.succeeds, 120_000);
    await waitWithdrawal(app, w.id, 'completed');
    const card = await cardPayment(app, user, 70_000);
    await approveCheckout(card.authorization_url);
    const dep = await simTransfer(app, account, 90_000, 'Tunde Bakare');
    await ok(await app.webhook(dep.event));
    await moveTo(app, [b, w.reference, card.reference, dep.reference], '2026-03-10T12:00:00+01:00');

    const r = await reconciliation(app, admin, '2026-03-10');
    expect(r.vtpass).toMatchObject({
      ledger: { count: 1, amount: 50_000 },
      provider: { count: 1, amount: 50_000 },
      mismatches: [],
    });
    expect(r.paystack_transfers).toMatchObject({
      ledger: { count: 1, amount: 120_000 },
      provider: { count: 1, amount: 120_000 },
      mismatches: [],
    });
    expect(r.paystack_charges).toMatchObject({
      ledger: { count: 2, amount: 160_000 },
      provider: { count: 2, amount: 160_000 },
      mismatches: [],
    });
  });

  it('lists the mismatches planted in each simulator by reference, and the requery settles each once', async () => {
    // Paystack paid a transfer the ledger still has on its way; another for a different sum.
    const pending = await payout(app, user, admin, SIM_ACCOUNTS.staysPending, 100_000);
    await waitWithdrawal(app, pending.id, 'processing');
    await plantPaystack(app, pending.reference, { status: 'success' });
    const paid = await payout(app, user, admin, SIM_ACCOUNTS.succeeds, 80_000);
    await waitWithdrawal(app, paid.id, 'completed');
    await plantPaystack(app, paid.reference, { amount: 80_100 });
    // A card charge Paystack took that was never credited; a bank transfer in never booked.
    const card = await cardPayment(app, user, 40_000);
    await plantPaystack(app, card.reference, {
      status: 'success',
      paid_at: new Date().toISOString(),
    });
    const dep = await simTransfer(app, account, 30_000);
    // A bill the ledger delivered that VTpass says failed; another VTpass delivered for another sum.
    const failed = await bill(app, user, 10_000);
    await plantVtpass(app, failed, 'failed');
    const other = await bill(app, user, 20_000);
    await plantVtpass(app, other, 'delivered', 250);
    const refs = [pending.reference, paid.reference, card.reference, dep.reference, failed, other];
    await moveTo(app, refs, '2026-03-11T09:00:00+01:00');

    const r = await reconciliation(app, admin, '2026-03-11');
    expect(r.stored).toBe(false);
    expect(refsOf(r, 'paystack_transfers')).toEqual({
      [pending.reference]: expect.objectContaining({
        kind: 'status',
        ledger_status: 'processing',
        provider_status: 'success',
        amount: 100_000,
      }),
      [paid.reference]: expect.objectContaining({
        kind: 'amount',
        ledger_amount: 80_000,
        provider_amount: 80_100,
      }),
    });
    expect(refsOf(r, 'paystack_charges')).toEqual({
      [card.reference]: expect.objectContaining({
        kind: 'status',
        ledger_status: 'initialized',
        provider_status: 'success',
      }),
      [dep.reference]: expect.objectContaining({
        kind: 'missing_in_ledger',
        ledger_status: null,
        provider_status: 'success',
        amount: 30_000,
      }),
    });
    expect(refsOf(r, 'vtpass')).toEqual({
      [failed]: expect.objectContaining({
        kind: 'status',
        ledger_status: 'delivered',
        provider_status: 'failed',
      }),
      [other]: expect.objectContaining({
        kind: 'amount',
        ledger_amount: 20_000,
        provider_amount: 25_000,
      }),
    });
    expect(r.paystack_transfers.provider).toMatchObject({ count: 2, amount: 180_100 });
    expect(r.paystack_transfers.ledger).toMatchObject({ count: 1, amount: 80_000 });

    // Each action twice at once: the normal path settles or credits once.
    const payouts = await systemBalance(app, 'payouts');
    const userBefore = await ngnBalance(app, user.userId);
    const depBefore = await ngnBalance(app, depositor.userId);
    const twice = (provider: string, ref: string) =>
      Promise.all([requery(app, admin, provider, ref), requery(app, admin, provider, ref)]);
    for (const res of [
      ...(await twice('paystack_transfers', pending.reference)),
      ...(await twice('paystack_charges', card.reference)),
      ...(await twice('paystack_charges', dep.reference)),
    ])
      expect(res.status, await res.clone().text()).toBe(200);
    expect(await systemBalance(app, 'payouts')).toBe(payouts + 100_000);
    expect(await ngnBalance(app, user.userId)).toBe(userBefore + 40_000);
    expect(await ngnBalance(app, depositor.userId)).toBe(depBefore + 30_000);
    const { rows } = await app.deps.pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'reconciliation.requery' AND actor_id = $1`,
      [admin.userId],
    );
    expect(rows[0]?.n).toBe(6);
    const bills = await ok<{ before: string; after: string }>(
      await requery(app, admin, 'vtpass', failed),
    );
    expect(bills).toMatchObject({ before: 'delivered', after: 'delivered' });

    const after = await reconciliation(app, admin, '2026-03-11');
    expect(Object.keys(refsOf(after, 'paystack_transfers'))).toEqual([paid.reference]);
    expect(Object.keys(refsOf(after, 'paystack_charges'))).toEqual([]);
    // A finished day computed live is stored: without refresh it is read back.
    const stored = await reconciliation(app, admin, '2026-03-11', false);
    expect(stored).toMatchObject({ stored: true, ran_at: after.ran_at });
  });

  it('counts a record on its Lagos day: 23:30 Lagos is that day, 00:30 Lagos (23:30 UTC) the next', async () => {
    const late = await bill(app, user, 11_000);
    const early = await bill(app, user, 12_000);
    await moveTo(app, [late], '2026-03-12T23:30:00+01:00');
    await moveTo(app, [early], '2026-03-12T23:30:00Z');
    const day = await reconciliation(app, admin, '2026-03-12');
    const next = await reconciliation(app, admin, '2026-03-13');
    expect(day.vtpass.ledger).toMatchObject({ count: 1, amount: 11_000 });
    expect(next.vtpass.ledger).toMatchObject({ count: 1, amount: 12_000 });
    expect(next.vtpass.mismatches).toEqual([]);
  });
});

describe('access and input', () => {
  it('answers 401 without a session, 403 to a customer, 400 to a bad date or body, 404 to an unknown reference', async () => {
    expect((await app.call(null, '/api/admin/reconciliation')).status).toBe(401);
    expect((await app.call(user, '/api/admin/reconciliation')).status).toBe(403);
    expect((await requery(app, user, 'vtpass', 'x')).status).toBe(403);
    expect((await app.call(user, '/api/admin/reconciliation/stuck')).status).toBe(403);
    for (const date of ['2026-02-30', 'yesterday', '2026-3-1', '2999-01-01']) {
      const res = await app.call(admin, `/api/admin/reconciliation?date=${date}`);
      expect(res.status, date).toBe(400);
      expect(JSON.stringify(await res.json())).toContain('date');
    }
    expect((await requery(app, admin, 'paypal', 'x')).status).toBe(400);
    expect((await requery(app, admin, 'vtpass', '')).status).toBe(400);
    expect((await requery(app, admin, 'paystack_transfers', 'no-such-reference-1234')).status).toBe(
      404,
    );
  });

  it("refuses an administrator's requery of their own record (SELF_ACTION)", async () => {
    const own = await cardPayment(app, admin, 50_000);
    const res = await requery(app, admin, 'paystack_charges', own.reference);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: { code: 'SELF_ACTION' } });
  });
});
