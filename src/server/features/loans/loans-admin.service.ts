import type pg from 'pg';
import { nextCursor } from '#server/db/paging.ts';
import { inTransaction } from '#server/db/transaction.ts';
import type { ApprovalRequest } from '#server/features/approvals/approvals.service.ts';
import { appendAudit } from '#server/features/audit/audit.service.ts';
import { notify } from '#server/features/notifications/notifications.service.ts';
import { AppError, notFound, refuseSelf } from '#server/http/errors.ts';
import { SYSTEM_ACTOR } from '#server/ledger/hold-state.ts';
import { postWithin } from '#server/ledger/post.ts';
import { type LoanDecisionFacts, loanDecisionEmail } from '#server/providers/email/notices.ts';
import { type MailDeps, mailUser } from '#server/providers/email/send-later.ts';
import type { Storage } from '#server/providers/storage/storage.ts';
import { lagosToday, loanSchedule, maxDurationMonths } from '#shared/loans-schedule.ts';
import { formatMoney, safeMinor } from '#shared/money.ts';
import {
  ADMIN_LOAN_MESSAGES,
  type AdminLoan,
  type AdminLoanPage,
  type LoanDecision,
  type LoanStats,
} from '#shared/schemas/loans-admin.ts';
import { type LockedLoan, lockLoan } from './loans.queries.ts';
import { toAdminLoan } from './loans.view.ts';
import {
  type AdminLoanFilters,
  loanStats,
  selectAdminLoan,
  selectAdminLoans,
  selectDocument,
  setApproved,
  setDisbursed,
  setReviewed,
} from './loans-admin.queries.ts';

const naira = (kobo: number) => formatMoney(kobo, 'NGN');

export async function listAdminLoans(pool: pg.Pool, f: AdminLoanFilters): Promise<AdminLoanPage> {
  const [{ rows, more }, stats] = await Promise.all([selectAdminLoans(pool, f), loanStats(pool)]);
  return {
    items: rows.map(toAdminLoan),
    next_cursor: nextCursor(rows, more),
    stats: Object.fromEntries(
      Object.entries(stats).map(([k, v]) => [k, safeMinor(v)]),
    ) as LoanStats,
  };
}

export async function getAdminLoan(pool: pg.Pool, id: string): Promise<AdminLoan> {
  const row = await selectAdminLoan(pool, id);
  if (!row) throw notFound('Loan');
  return toAdminLoan(row);
}

/**
 * Disbursing this loan as a request for a second administrator (approvals
 * decide whether it is large enough to wait); null when the direct path
 * would refuse it anyway (not approved, the admin's own loan).
 */
export async function loanDisbursementRequest(
  pool: pg.Pool,
  adminId: string,
  id: string,
): Promise<ApprovalRequest | null> {
  const loan = await getAdminLoan(pool, id);
  if (loan.status !== 'approved' || loan.amount_approved === null || loan.user_id === adminId)
    return null;
  return {
    kind: 'loan_disbursement',
    requestedBy: adminId,
    targetUserId: loan.user_id,
    subjectId: loan.id,
    idempotencyKey: null,
    amount: loan.amount_approved,
    currency: 'NGN',
    reason: loan.admin_note,
    payload: {
      loan_id: loan.id,
      loan_type: loan.loan_type,
      duration_months: loan.duration_months,
      total_repayment: loan.total_repayment,
      use_of_funds: loan.use_of_funds,
    },
  };
}

const refuse = (message: string, field?: string) => new AppError('BUSINESS_RULE', message, field);

/** Approval's terms: the amount (by default the amount asked for), its rate and the schedule from today. */
function approvalTerms(loan: LockedLoan, amountApproved: number | undefined) {
  const amount = amountApproved ?? safeMinor(loan.amount_requested);
  const maxMonths = maxDurationMonths(amount);
  if (loan.duration_months > maxMonths)
    throw refuse(
      ADMIN_LOAN_MESSAGES.durationTooLong(loan.duration_months, maxMonths),
      'amount_approved',
    );
  const schedule = loanSchedule(amount, loan.duration_months, lagosToday());
  return {
    amount,
    rate: (schedule.monthly_rate_percent / 100).toFixed(4),
    total: schedule.total_repayment,
    instalments: schedule.instalments,
    schedule,
  };
}

const ALLOWED_FROM: Record<LoanDecision['decision'], readonly string[]> = {
  under_review: ['pending'],
  approve: ['pending', 'under_review'],
  reject: ['pending', 'under_review', 'approved'],
};

/**
 * An administrator's review: under review, approve (fixes the amount, the
 * rate for it and the instalments from today) or reject (before disbursement;
 * any terms are dropped). The loan's row is locked, so two administrators
 * deciding at once are taken one after the other and the second finds the
 * first's decision. The decision, its audit row and the user's notice commit
 * together. Never one's own loan (SELF_ACTION). An approval or rejection is
 * e-mailed to the customer (as the loan screen promises): the mail is written
 * in the same transaction and sent after the commit.
 */
export async function decideLoan(
  pool: pg.Pool,
  adminId: string,
  loanId: string,
  input: LoanDecision,
  mail?: MailDeps,
): Promise<AdminLoan> {
  if (input.decision !== 'approve' && input.amount_approved !== undefined)
    throw refuse('amount_approved is only for an approval', 'amount_approved');
  const note = input.note?.trim() || null;
  const decided = await inTransaction(pool, async (client) => {
    const loan = await lockLoan(client, loanId);
    if (!loan) throw notFound('Loan');
    refuseSelf(adminId, loan.user_id, `loan.${input.decision}`);
    if (!ALLOWED_FROM[input.decision].includes(loan.status))
      throw refuse(ADMIN_LOAN_MESSAGES.alreadyDecided(loan.status));
    const before = { status: loan.status, amount_approved: loan.amount_approved };
    let after: Record<string, unknown>;
    let message: { title: string; body: string };
    let facts: LoanDecisionFacts | null = null;
    if (input.decision === 'approve') {
      const terms = approvalTerms(loan, input.amount_approved);
      await setApproved(client, loanId, adminId, terms, note);
      after = {
        status: 'approved',
        amount_approved: terms.amount,
        monthly_rate: terms.rate,
        total_repayment: terms.total,
        months: loan.duration_months,
      };
      message = {
        title: 'Loan approved',
        body: `Your loan ${loanId} was approved for ${naira(terms.amount)} at ${terms.schedule.monthly_rate_percent}% a month: ${loan.duration_months} monthly payment${loan.duration_months > 1 ? 's' : ''} of up to ${naira(terms.schedule.monthly_payment)}, ${naira(terms.total)} in all. It will be paid into your NGN wallet within 1 business day.`,
      };
      facts = {
        decision: 'approved',
        loanId,
        amount: terms.amount,
        months: loan.duration_months,
        monthlyRatePercent: terms.schedule.monthly_rate_percent,
        monthlyPayment: terms.schedule.monthly_payment,
        total: terms.total,
      };
    } else {
      const status = input.decision === 'reject' ? 'rejected' : 'under_review';
      await setReviewed(client, loanId, status, adminId, note);
      after = { status };
      if (status === 'rejected') facts = { decision: 'rejected', loanId, reason: note };
      message =
        status === 'rejected'
          ? {
              title: 'Loan application rejected',
              body: `Your loan application ${loanId} could not be approved.${note ? ` Reason: ${note}` : ''}`,
            }
          : {
              title: 'Loan application under review',
              body: `Your loan application ${loanId} is being reviewed. A decision usually follows within 2-3 business days.`,
            };
    }
    await appendAudit(client, {
      actorId: adminId,
      action: `loan.${input.decision}`,
      targetType: 'loan',
      targetId: loanId,
      before,
      after: note ? { ...after, note } : after,
    });
    await notify(client, { userId: loan.user_id, kind: `loan_${after.status}`, ...message });
    const decision = facts;
    if (decision && mail)
      await mailUser(
        mail,
        { id: loan.user_id },
        (to, appUrl) => loanDecisionEmail(to, appUrl, decision),
        client,
      );
    return decision !== null;
  });
  if (decided) mail?.outbox.wake();
  return getAdminLoan(pool, loanId);
}

/**
 * Pays an approved loan into the user's NGN wallet from the `loans` system
 * account, once: the row lock makes simultaneous requests take turns and the
 * second finds it disbursed; the ledger's key `loan-disburse:<id>` could not
 * post twice anyway. The credit, the loan's status and transaction id, the
 * audit row and the notice commit together. Never one's own loan (SELF_ACTION).
 */
export async function disburseLoan(
  pool: pg.Pool,
  adminId: string,
  loanId: string,
): Promise<AdminLoan> {
  await inTransaction(pool, (client) => disburseLoanWithin(client, adminId, loanId));
  return getAdminLoan(pool, loanId);
}

/** disburseLoan inside the caller's transaction (a second administrator's approval). */
export async function disburseLoanWithin(
  client: pg.PoolClient,
  adminId: string,
  loanId: string,
): Promise<void> {
  const loan = await lockLoan(client, loanId);
  if (!loan) throw notFound('Loan');
  refuseSelf(adminId, loan.user_id, 'loan.disburse');
  if (loan.status === 'rejected') throw refuse(ADMIN_LOAN_MESSAGES.rejectedNoDisburse);
  if (loan.status === 'disbursed' || loan.status === 'repaid')
    throw refuse(ADMIN_LOAN_MESSAGES.alreadyDisbursed);
  if (loan.status !== 'approved' || loan.amount_approved === null)
    throw refuse(ADMIN_LOAN_MESSAGES.onlyApproved);
  const amount = safeMinor(loan.amount_approved);
  const description = `Loan ${loanId} disbursed`;
  const posting = await postWithin(client, {
    kind: 'deposit',
    category: 'loan',
    description,
    userId: loan.user_id,
    actorId: SYSTEM_ACTOR,
    idempotencyKey: `loan-disburse:${loanId}`,
    request: { disburse: loanId, amount },
    referencePrefix: 'LND',
    metadata: { loan_id: loanId, admin_id: adminId },
    legs: [
      { account: { system: 'loans', currency: 'NGN' }, amount: -amount },
      { account: { userId: loan.user_id, currency: 'NGN' }, amount, description },
    ],
  });
  await setDisbursed(client, loanId, posting.transaction.id);
  await appendAudit(client, {
    actorId: adminId,
    action: 'loan.disburse',
    targetType: 'loan',
    targetId: loanId,
    before: { status: loan.status },
    after: { status: 'disbursed', amount, transaction_id: posting.transaction.id },
  });
  await notify(client, {
    userId: loan.user_id,
    kind: 'loan_disbursed',
    title: 'Loan disbursed',
    body: `${naira(amount)} from your loan ${loanId} has been paid into your NGN wallet.`,
    transactionId: posting.transaction.id,
  });
}

/** An uploaded document of a loan, for administrators: by its id or its kind. */
export async function readLoanDocument(
  pool: pg.Pool,
  storage: Storage,
  loanId: string,
  name: string,
) {
  const doc = await selectDocument(pool, loanId, name);
  if (!doc) throw notFound('Document');
  const bytes = await storage.get(doc.storage_key);
  if (!bytes) throw notFound('Document');
  return { bytes, type: doc.content_type, name: doc.file_name };
}
