import { describe, expect, it } from 'vitest';
import { lagosToday, loanSchedule } from '#shared/loans-schedule.ts';
import type { Loan } from '#shared/schemas/loans.ts';
import type { AdminLoan } from '#shared/schemas/loans-admin.ts';
import { SELF_ACTION_ERROR, selfActionAttempts } from '#test/self-action.ts';
import { applied, approvedLoan, decide, disburse, nairaOf } from '#test/support/loans.ts';
import { ada, admin, admin2, auditOf, errorOf, noticesOf, t } from './loans-admin.test-support.ts';

describe('access', () => {
  it('refuses every admin loan route to a customer (403) and a visitor (401)', async () => {
    const loan = await applied(t(), ada());
    const paths: [string, string][] = [
      ['GET', '/api/admin/loans'],
      ['GET', `/api/admin/loans/${loan.id}`],
      ['POST', `/api/admin/loans/${loan.id}`],
      ['POST', `/api/admin/loans/${loan.id}/disburse`],
      ['GET', `/api/admin/loans/${loan.id}/documents/bank_statement`],
    ];
    for (const [method, path] of paths) {
      const body = method === 'POST' ? JSON.stringify({ decision: 'approve' }) : undefined;
      expect((await t().call(ada(), path, { method, body })).status, path).toBe(403);
      expect((await t().call(null, path, { method, body })).status, path).toBe(401);
    }
    const after = (await (await t().call(ada(), `/api/loans/${loan.id}`)).json()) as Loan;
    expect(after.status).toBe('pending');
  });
});

describe('review', () => {
  it('under review, then approve: the amount asked for, its rate and the schedule from today', async () => {
    const loan = await applied(t(), ada(), { loan_amount: 305_000_000, loan_duration: 6 });
    const review = await decide(t(), admin(), loan.id, { decision: 'under_review' });
    expect(review.status).toBe(200);
    expect(((await review.json()) as AdminLoan).status).toBe('under_review');

    const res = await decide(t(), admin(), loan.id, { decision: 'approve', note: 'Good books' });
    expect(res.status).toBe(200);
    const approved = (await res.json()) as AdminLoan;
    const expected = loanSchedule(305_000_000, 6, lagosToday());
    expect(approved).toMatchObject({
      status: 'approved',
      amount_approved: 305_000_000,
      monthly_rate_percent: 8,
      total_repayment: expected.total_repayment,
      total_interest: expected.total_interest,
      monthly_payment: expected.monthly_payment,
      outstanding: expected.total_repayment,
      admin_note: 'Good books',
      reviewed_by_email: admin().email,
      user_email: ada().email,
      disbursement_transaction_id: null,
    });
    expect(approved.instalments).toEqual(
      expected.instalments.map((i) => ({ ...i, paid_amount: 0, status: 'due' })),
    );
    expect(approved.instalments.reduce((a, i) => a + i.amount, 0)).toBe(expected.total_repayment);
    expect(approved.next_instalment?.number).toBe(1);

    // The user sees the same terms.
    const mine = (await (await t().call(ada(), `/api/loans/${loan.id}`)).json()) as Loan;
    expect(mine.instalments).toEqual(approved.instalments);
    expect((await auditOf(loan.id)).map((a) => [a.action, a.actor_id])).toEqual([
      ['loan.under_review', admin().userId],
      ['loan.approve', admin().userId],
    ]);
    const notices = await noticesOf(ada().userId);
    expect(notices.map((n) => n.kind)).toEqual(
      expect.arrayContaining(['loan_under_review', 'loan_approved']),
    );
    expect(notices.find((n) => n.kind === 'loan_approved')?.body).toContain('₦3,050,000.00');
  });

  it('approves once: a second approval, or one after a rejection, is refused', async () => {
    const loan = await applied(t(), ada());
    const [a, b] = await Promise.all([
      decide(t(), admin(), loan.id, { decision: 'approve' }),
      decide(t(), admin2(), loan.id, { decision: 'approve' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 422]);
    const again = await decide(t(), admin(), loan.id, { decision: 'approve' });
    expect(again.status).toBe(422);
    expect((await errorOf(again)).message).toBe('This loan is already approved');
    const { rows } = await t().deps.pool.query(
      'SELECT 1 FROM loan_instalments WHERE loan_id = $1',
      [loan.id],
    );
    expect(rows).toHaveLength(3);
    expect((await decide(t(), admin(), loan.id, { decision: 'under_review' })).status).toBe(422);
  });

  it('approves another amount only on the same bounds and steps, and one that fits the duration', async () => {
    const loan = await applied(t(), ada(), { loan_amount: 500_000_000, loan_duration: 6 });
    const offStep = await decide(t(), admin(), loan.id, {
      decision: 'approve',
      amount_approved: 400_000_001,
    });
    expect(offStep.status).toBe(400);
    expect((await errorOf(offStep)).field).toBe('amount_approved');
    const tooShort = await decide(t(), admin(), loan.id, {
      decision: 'approve',
      amount_approved: 200_000_000,
    });
    expect(tooShort.status).toBe(422);
    expect(await errorOf(tooShort)).toMatchObject({
      field: 'amount_approved',
      message: 'The application asks for 6 months; the approved amount allows at most 3',
    });
    const rejectWithAmount = await decide(t(), admin(), loan.id, {
      decision: 'reject',
      amount_approved: 400_000_000,
    });
    expect(rejectWithAmount.status).toBe(422);
    const ok = await decide(t(), admin(), loan.id, {
      decision: 'approve',
      amount_approved: 400_000_000,
    });
    expect(ok.status).toBe(200);
    const approved = (await ok.json()) as AdminLoan;
    expect(approved).toMatchObject({
      amount_requested: 500_000_000,
      amount_approved: 400_000_000,
      monthly_rate_percent: 8,
      total_repayment: 400_000_000 + 400_000_000 * 0.48,
    });
  });

  it('rejects with the reason shown to the user; a rejected loan is never disbursed', async () => {
    const loan = await applied(t(), ada());
    const res = await decide(t(), admin(), loan.id, { decision: 'reject', note: 'CAC not found' });
    expect(res.status).toBe(200);
    const before = await nairaOf(t(), ada());
    const paid = await disburse(t(), admin(), loan.id);
    expect(paid.status).toBe(422);
    expect((await errorOf(paid)).message).toBe('A rejected loan cannot be disbursed');
    expect(await nairaOf(t(), ada())).toBe(before);
    const mine = (await (await t().call(ada(), `/api/loans/${loan.id}`)).json()) as Loan;
    expect(mine).toMatchObject({ status: 'rejected', admin_note: 'CAC not found' });
    const notice = (await noticesOf(ada().userId)).find((n) => n.kind === 'loan_rejected');
    expect(notice?.body).toContain('Reason: CAC not found');
    expect((await decide(t(), admin(), loan.id, { decision: 'approve' })).status).toBe(422);
  });

  it('rejecting an approved loan drops its terms and schedule', async () => {
    const loan = await approvedLoan(t(), ada(), admin());
    const res = await decide(t(), admin(), loan.id, { decision: 'reject' });
    expect(res.status).toBe(200);
    expect((await res.json()) as AdminLoan).toMatchObject({
      status: 'rejected',
      amount_approved: null,
      total_repayment: null,
      instalments: [],
    });
  });

  it('answers 404 for a loan that does not exist', async () => {
    expect((await decide(t(), admin(), 'LN-2025-999999', { decision: 'approve' })).status).toBe(
      404,
    );
    expect((await disburse(t(), admin(), 'LN-2025-999999')).status).toBe(404);
    expect((await t().call(admin(), '/api/admin/loans/LN-2025-999999')).status).toBe(404);
  });
});

describe('an administrator’s own loan', () => {
  it('cannot be decided or disbursed by them (403 SELF_ACTION, audited); another can', async () => {
    const loan = await applied(t(), admin());
    for (const decision of ['under_review', 'approve', 'reject']) {
      const res = await decide(t(), admin(), loan.id, { decision });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual(SELF_ACTION_ERROR);
    }
    expect((await decide(t(), admin2(), loan.id, { decision: 'approve' })).status).toBe(200);
    const self = await disburse(t(), admin(), loan.id);
    expect(self.status).toBe(403);
    expect(await self.json()).toEqual(SELF_ACTION_ERROR);
    const { rows } = await t().deps.pool.query(
      'SELECT status FROM loan_applications WHERE id = $1',
      [loan.id],
    );
    expect(rows[0].status).toBe('approved');
    expect(await nairaOf(t(), admin())).toBe(0);
    expect((await auditOf(loan.id)).map((a) => a.action)).toEqual(['loan.approve']);
    expect(
      (await selfActionAttempts(t().deps.pool, admin().userId)).map((a) => a.after.attempted),
    ).toEqual(['loan.under_review', 'loan.approve', 'loan.reject', 'loan.disburse']);

    expect((await disburse(t(), admin2(), loan.id)).status).toBe(200);
    expect(await nairaOf(t(), admin())).toBeGreaterThan(0);
  });
});
