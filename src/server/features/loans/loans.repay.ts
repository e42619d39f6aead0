import type pg from 'pg';
import { inTransaction } from '#server/db/transaction.ts';
import { notify } from '#server/features/notifications/notifications.service.ts';
import { AppError, notFound } from '#server/http/errors.ts';
import { walletBalances } from '#server/ledger/accounts.ts';
import { LedgerError } from '#server/ledger/errors.ts';
import { postWithin } from '#server/ledger/post.ts';
import { formatMoney, safeMinor } from '#shared/money.ts';
import { type LoanRepaymentResult, REPAY_MESSAGES } from '#shared/schemas/loans-repayment.ts';
import { lockLoan } from './loans.queries.ts';
import { getLoan } from './loans.service.ts';
import {
  addRepaid,
  insertRepayment,
  payInstalments,
  type RepaymentRow,
  selectRepaymentByKey,
} from './loans-repayments.queries.ts';

/** Thrown inside the transaction when the ledger already knows the key: roll back, answer that one. */
class Replayed extends Error {}

async function answer(
  pool: pg.Pool,
  userId: string,
  r: RepaymentRow,
  request: { loanId: string; amount: number },
): Promise<LoanRepaymentResult> {
  if (r.loan_id !== request.loanId || safeMinor(r.amount) !== request.amount)
    throw new AppError(
      'IDEMPOTENCY_CONFLICT',
      'This Idempotency-Key was already used with a different request',
    );
  return {
    repayment: {
      id: r.id,
      amount: safeMinor(r.amount),
      transaction_id: r.transaction_id,
      created_at: r.created_at.toISOString(),
    },
    loan: await getLoan(pool, userId, r.loan_id),
  };
}

/**
 * Repays part or all of a disbursed (or defaulted) loan from the user's NGN wallet to the
 * `loans` system account. The loan's row is locked first, so repayments of
 * one loan run one at a time and none can pay more than is outstanding; the
 * money, the repayment row, the instalments it pays (oldest first) and the
 * loan's total change in one transaction. Fully repaid, the loan is `repaid`.
 */
export async function repayLoan(
  pool: pg.Pool,
  userId: string,
  loanId: string,
  amount: number,
  idempotencyKey: string,
): Promise<LoanRepaymentResult> {
  const request = { loanId, amount };
  const earlier = await selectRepaymentByKey(pool, userId, idempotencyKey);
  if (earlier) return answer(pool, userId, earlier, request);
  try {
    const row = await inTransaction(pool, async (client) => {
      const loan = await lockLoan(client, loanId, userId);
      if (!loan) throw notFound('Loan');
      if (loan.status === 'repaid')
        throw new AppError('BUSINESS_RULE', REPAY_MESSAGES.alreadyRepaid);
      if (loan.status === 'written_off')
        throw new AppError('BUSINESS_RULE', REPAY_MESSAGES.writtenOff);
      // A defaulted loan is still owed, and paid like a running one.
      if (loan.status !== 'disbursed' && loan.status !== 'defaulted')
        throw new AppError('BUSINESS_RULE', REPAY_MESSAGES.onlyDisbursed);
      const outstanding = safeMinor(loan.total_repayment ?? 0) - safeMinor(loan.amount_repaid);
      if (amount > outstanding)
        throw new AppError(
          'BUSINESS_RULE',
          REPAY_MESSAGES.tooMuch(formatMoney(outstanding, 'NGN')),
          'amount',
        );
      const description = `Loan repayment ${loanId}`;
      const posting = await postWithin(client, {
        kind: 'payment',
        category: 'loan',
        description,
        userId,
        actorId: userId,
        idempotencyKey,
        request: { loan_repayment: loanId, amount },
        referencePrefix: 'LNR',
        metadata: { loan_id: loanId },
        legs: [
          { account: { userId, currency: 'NGN' }, amount: -amount, description },
          { account: { system: 'loans', currency: 'NGN' }, amount },
        ],
      });
      if (posting.replayed) throw new Replayed();
      const repayment = await insertRepayment(client, {
        loanId,
        userId,
        amount,
        transactionId: posting.transaction.id,
        key: idempotencyKey,
      });
      await payInstalments(client, loanId, amount);
      if ((await addRepaid(client, loanId, amount)) === 'repaid')
        await notify(client, {
          userId,
          kind: 'loan_repaid',
          title: 'Loan repaid',
          body: `Your loan ${loanId} is fully repaid. Thank you.`,
          transactionId: posting.transaction.id,
        });
      return repayment;
    });
    return await answer(pool, userId, row, request);
  } catch (e) {
    if (e instanceof Replayed || (e as { code?: string })?.code === '23505') {
      const twin = await selectRepaymentByKey(pool, userId, idempotencyKey);
      if (twin) return answer(pool, userId, twin, request);
      throw new AppError(
        'IDEMPOTENCY_CONFLICT',
        'This Idempotency-Key was already used with a different request',
      );
    }
    if (e instanceof LedgerError && e.code === 'INSUFFICIENT_FUNDS') {
      const { NGN } = await walletBalances(pool, userId);
      throw new AppError(
        'INSUFFICIENT_FUNDS',
        REPAY_MESSAGES.insufficient(formatMoney(NGN, 'NGN'), formatMoney(amount, 'NGN')),
      );
    }
    throw e;
  }
}
