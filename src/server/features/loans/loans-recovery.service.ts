import type pg from 'pg';
import { inTransaction } from '#server/db/transaction.ts';
import { appendAudit } from '#server/features/audit/audit.service.ts';
import { notify } from '#server/features/notifications/notifications.service.ts';
import { AppError, notFound, refuseSelf } from '#server/http/errors.ts';
import { SYSTEM_ACTOR } from '#server/ledger/hold-state.ts';
import { postWithin } from '#server/ledger/post.ts';
import { formatCalendarDate } from '#shared/lagos-time.ts';
import { formatMoney, safeMinor } from '#shared/money.ts';
import type { AdminLoan } from '#shared/schemas/loans-admin.ts';
import {
  type LoanRestructure,
  type LoanWriteOff,
  RECOVERY_MESSAGES,
  restructuredSchedule,
} from '#shared/schemas/loans-recovery.ts';
import { type LockedLoan, lockLoan } from './loans.queries.ts';
import { getAdminLoan } from './loans-admin.service.ts';
import {
  replaceUnpaid,
  scheduleSums,
  setRestructured,
  setWrittenOff,
  unpaidInstalments,
} from './loans-recovery.queries.ts';

// Loans that are not repaid, for administrators: restructure (a new schedule
// for exactly what is outstanding) and write-off (what is outstanding leaves
// the `loans` account for `loan_losses`, through the ledger). Each locks the
// loan's row first, so two administrators (or a repayment, or the default
// job) take turns and the second finds the first's result. Never one's own
// loan (SELF_ACTION); every change is audited with its reason.

const naira = (kobo: number) => formatMoney(kobo, 'NGN');

/** The loan locked, if this administrator may act on it and its status allows `action`. */
async function lockRunning(
  client: pg.PoolClient,
  adminId: string,
  loanId: string,
  action: 'restructure' | 'write_off',
): Promise<LockedLoan & { outstanding: number }> {
  const loan = await lockLoan(client, loanId);
  if (!loan) throw notFound('Loan');
  refuseSelf(adminId, loan.user_id, `loan.${action}`);
  if (loan.status === 'written_off' || loan.status === 'repaid')
    throw new AppError('STATUS_CONFLICT', RECOVERY_MESSAGES.alreadyFinal(loan.status));
  if (loan.status !== 'disbursed' && loan.status !== 'defaulted')
    throw new AppError(
      'BUSINESS_RULE',
      RECOVERY_MESSAGES.onlyRunning(action === 'write_off' ? 'written off' : 'restructured'),
    );
  const outstanding = safeMinor(loan.total_repayment ?? 0) - safeMinor(loan.amount_repaid);
  return { ...loan, outstanding };
}

/**
 * Replaces the unpaid schedule of a disbursed or defaulted loan by `months`
 * monthly instalments from `first_due_date` that sum exactly to what is
 * outstanding. No money moves and the loan's total stays; it runs again
 * (`disbursed`, marked restructured), so the default job may default it again.
 */
export async function restructureLoan(
  pool: pg.Pool,
  adminId: string,
  loanId: string,
  input: LoanRestructure,
): Promise<AdminLoan> {
  await inTransaction(pool, async (client) => {
    const loan = await lockRunning(client, adminId, loanId, 'restructure');
    if (loan.outstanding < input.months)
      throw new AppError('BUSINESS_RULE', RECOVERY_MESSAGES.tooSmall, 'months');
    const before = await unpaidInstalments(client, loanId);
    const next = await replaceUnpaid(client, loanId, (firstNumber) =>
      restructuredSchedule(loan.outstanding, input.months, input.first_due_date, firstNumber),
    );
    const sums = await scheduleSums(client, loanId);
    // The schedule is the loan's total, and what it shows as paid is what was repaid.
    if (
      sums.total !== safeMinor(loan.total_repayment ?? 0) ||
      sums.paid !== safeMinor(loan.amount_repaid)
    )
      throw new Error(`restructure of ${loanId} would not keep the outstanding amount`);
    await setRestructured(client, loanId);
    await appendAudit(client, {
      actorId: adminId,
      action: 'loan.restructure',
      targetType: 'loan',
      targetId: loanId,
      before: { status: loan.status, outstanding: loan.outstanding, unpaid: before },
      after: {
        status: 'disbursed',
        outstanding: loan.outstanding,
        instalments: next,
        reason: input.reason,
      },
    });
    const largest = Math.max(...next.map((i) => i.amount));
    await notify(client, {
      userId: loan.user_id,
      kind: 'loan_restructured',
      title: 'Loan restructured',
      body: `Your loan ${loanId} has a new repayment schedule: ${naira(loan.outstanding)} in ${input.months} monthly instalment${input.months > 1 ? 's' : ''} of up to ${naira(largest)}, the first due on ${formatCalendarDate(input.first_due_date)}.`,
    });
  });
  return getAdminLoan(pool, loanId);
}

/**
 * Writes off what a disbursed or defaulted loan still owes: one ledger
 * posting (key `loan-write-off:<id>`, so never twice) from `loan_losses` to
 * `loans`, the loan `written_off` with the amount and the posting, the audit
 * row and the borrower's notice, together. A second request finds it written
 * off (409).
 */
export async function writeOffLoan(
  pool: pg.Pool,
  adminId: string,
  loanId: string,
  input: LoanWriteOff,
): Promise<AdminLoan> {
  await inTransaction(pool, async (client) => {
    const loan = await lockRunning(client, adminId, loanId, 'write_off');
    const amount = loan.outstanding;
    const description = `Loan ${loanId} written off`;
    const posting = await postWithin(client, {
      kind: 'adjustment',
      category: 'loan',
      description,
      userId: loan.user_id,
      actorId: SYSTEM_ACTOR,
      idempotencyKey: `loan-write-off:${loanId}`,
      request: { write_off: loanId, amount },
      referencePrefix: 'LNW',
      metadata: { loan_id: loanId, admin_id: adminId, reason: input.reason },
      legs: [
        { account: { system: 'loan_losses', currency: 'NGN' }, amount: -amount, description },
        { account: { system: 'loans', currency: 'NGN' }, amount, description },
      ],
    });
    if (posting.replayed || !(await setWrittenOff(client, loanId, amount, posting.transaction.id)))
      throw new AppError('STATUS_CONFLICT', RECOVERY_MESSAGES.alreadyFinal('written_off'));
    await appendAudit(client, {
      actorId: adminId,
      action: 'loan.write_off',
      targetType: 'loan',
      targetId: loanId,
      before: { status: loan.status, outstanding: amount },
      after: {
        status: 'written_off',
        amount,
        transaction_id: posting.transaction.id,
        reason: input.reason,
      },
    });
    await notify(client, {
      userId: loan.user_id,
      kind: 'loan_written_off',
      title: 'Loan written off',
      body: `Your loan ${loanId} was closed as written off with ${naira(amount)} unpaid. Please contact support about it.`,
    });
  });
  return getAdminLoan(pool, loanId);
}
