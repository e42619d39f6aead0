import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '#server/http/context.ts';
import { checkLedger } from '#server/ledger/check.ts';
import { balanceOf } from '#server/ledger/test-support.ts';
import { SIM_ACCOUNTS } from '#server/providers/paystack/sim-banks.ts';
import type { Withdrawal } from '#shared/schemas/withdrawals.ts';
import { createTestDatabase } from '#test/db.ts';
import {
  applied,
  decide as decideLoan,
  disburse,
  type LoansTest,
  loansApp,
  nairaOf,
  person,
} from '#test/support/loans.ts';
import {
  type Client,
  PIN,
  serveWithdrawalsApp,
  waitForStatus,
  withdrawer,
} from '#test/support/withdrawals.ts';

// Maker-checker on a withdrawal's approval (threshold ₦1,000 here) and a
// loan's disbursement (the default ₦1,000,000): each waits for a second
// administrator and is then carried out, once, with its own checks as of now.

let deps: AppDeps;
let close: () => Promise<void>;
let call: Awaited<ReturnType<typeof serveWithdrawalsApp>>['call'];
let app: Awaited<ReturnType<typeof serveWithdrawalsApp>>['app'];
let loans: LoansTest;
let maker: Client;
let checker: Client;
let third: Client;

beforeAll(async () => {
  const { url } = await createTestDatabase(10);
  const served = await serveWithdrawalsApp(url, { APPROVAL_THRESHOLD_NGN: '1000' });
  ({ deps, close, call, app } = served);
  loans = loansApp(url);
  [maker, checker, third] = await Promise.all([
    withdrawer(app, deps, 0, true),
    withdrawer(app, deps, 0, true),
    withdrawer(app, deps, 0, true),
  ]);
});
afterAll(async () => {
  expect((await checkLedger(deps.pool)).ok).toBe(true);
  await close?.();
});

const post = (who: Client, path: string, body?: unknown) =>
  call(who, path, { method: 'POST', body: body === undefined ? undefined : JSON.stringify(body) });
const approve = (who: Client, id: string) => post(who, `/api/admin/approvals/${id}/approve`);
const audits = async (id: string) =>
  (
    await deps.pool.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE target_type = 'admin_approval' AND target_id = $1 ORDER BY id`,
      [id],
    )
  ).rows.map((r) => r.action);

async function withdrawal(naira: number) {
  const user = await withdrawer(app, deps, naira + 100);
  const res = await call(user, '/api/withdrawals', {
    method: 'POST',
    body: JSON.stringify({
      amount: naira * 100,
      bank_code: '058',
      account_number: SIM_ACCOUNTS.succeeds,
    }),
    headers: { 'idempotency-key': randomUUID(), 'x-transaction-pin': PIN },
  });
  expect(res.status).toBe(201);
  return { user, w: (await res.json()) as Withdrawal };
}
const statusOf = async (id: string) =>
  (await deps.pool.query('SELECT status FROM withdrawals WHERE id = $1', [id])).rows[0]?.status;

describe('a withdrawal approval above the threshold', () => {
  it('waits, then the second administrator pays it out, once', async () => {
    const { user, w } = await withdrawal(2_000);
    const held = await balanceOf(deps.pool, user.userId, 'NGN');
    const first = await post(maker, `/api/admin/withdrawals/${w.id}`, {
      decision: 'approve',
      admin_notes: 'Customer called',
    });
    expect(first.status).toBe(202);
    const { approval_id } = (await first.json()) as { approval_id: string };
    // Asking again while it waits answers the same request.
    const again = await post(maker, `/api/admin/withdrawals/${w.id}`, { decision: 'approve' });
    expect(((await again.json()) as { approval_id: string }).approval_id).toBe(approval_id);
    expect(await statusOf(w.id)).toBe('pending');

    expect((await approve(maker, approval_id)).status).toBe(403);
    const ok = await approve(checker, approval_id);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({
      kind: 'withdrawal_approval',
      status: 'approved',
      amount: 200_000,
      reason: 'Customer called',
      details: { withdrawal_id: w.id, reference: w.reference },
    });
    await waitForStatus(deps, w.id, 'completed');
    expect(await balanceOf(deps.pool, user.userId, 'NGN')).toBe(held);
    const { rows } = await deps.pool.query(
      `SELECT actor_id FROM audit_log WHERE action = 'withdrawal.approve' AND target_id = $1`,
      [w.id],
    );
    expect(rows).toEqual([{ actor_id: checker.userId }]);
    expect(await audits(approval_id)).toEqual(['approval.request', 'approval.approve']);
  });

  it('fails at approval time when the withdrawal was rejected meanwhile, refunding once', async () => {
    const { user, w } = await withdrawal(3_000);
    const { approval_id } = (await (
      await post(maker, `/api/admin/withdrawals/${w.id}`, { decision: 'approve' })
    ).json()) as { approval_id: string };
    const rejected = await post(third, `/api/admin/withdrawals/${w.id}`, { decision: 'reject' });
    expect(rejected.status).toBe(200);
    const refunded = await balanceOf(deps.pool, user.userId, 'NGN');
    const res = await approve(checker, approval_id);
    expect(res.status).toBe(422);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('ALREADY_DECIDED');
    expect(await statusOf(w.id)).toBe('failed');
    expect(await balanceOf(deps.pool, user.userId, 'NGN')).toBe(refunded);
    expect(await audits(approval_id)).toEqual(['approval.request', 'approval.fail']);
  });

  it('at or below the threshold, and for a rejection, decides at once as before', async () => {
    const small = await withdrawal(1_000);
    const res = await post(maker, `/api/admin/withdrawals/${small.w.id}`, { decision: 'approve' });
    expect(res.status).toBe(200);
    await waitForStatus(deps, small.w.id, 'completed');
    const large = await withdrawal(5_000);
    const no = await post(maker, `/api/admin/withdrawals/${large.w.id}`, { decision: 'reject' });
    expect(no.status).toBe(200);
    expect(await statusOf(large.w.id)).toBe('failed');
  });
});

describe('a loan disbursement above ₦1,000,000', () => {
  it('waits; of two approvers at once one pays it, once', async () => {
    const [admin, ada] = await Promise.all([person(loans, 0, true), person(loans)]);
    const loan = await applied(loans, ada, { loan_amount: 150_000_000 });
    expect((await decideLoan(loans, admin, loan.id, { decision: 'approve' })).status).toBe(200);
    const before = await nairaOf(loans, ada);
    const res = await disburse(loans, admin, loan.id);
    expect(res.status).toBe(202);
    const { approval_id } = (await res.json()) as { approval_id: string };
    expect(await nairaOf(loans, ada)).toBe(before);
    const results = await Promise.all([approve(checker, approval_id), approve(third, approval_id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await nairaOf(loans, ada)).toBe(before + 150_000_000);
    const { rows } = await deps.pool.query('SELECT status FROM loan_applications WHERE id = $1', [
      loan.id,
    ]);
    expect(rows[0]?.status).toBe('disbursed');
    expect(await audits(approval_id)).toEqual(['approval.request', 'approval.approve']);
  });

  it('at the threshold disburses at once', async () => {
    const [admin, bola] = await Promise.all([person(loans, 0, true), person(loans)]);
    const loan = await applied(loans, bola, { loan_amount: 100_000_000 });
    expect((await decideLoan(loans, admin, loan.id, { decision: 'approve' })).status).toBe(200);
    const before = await nairaOf(loans, bola);
    expect((await disburse(loans, admin, loan.id)).status).toBe(200);
    expect(await nairaOf(loans, bola)).toBe(before + 100_000_000);
  });
});
