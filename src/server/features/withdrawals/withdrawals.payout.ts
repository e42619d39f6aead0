import type { Queryable } from '#server/db/query.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { notify } from '#server/features/notifications/notifications.service.ts';
import { AppError } from '#server/http/errors.ts';
import { refundWithin, settleWithin } from '#server/ledger/holds.ts';
import { withdrawalEmail } from '#server/providers/email/notices.ts';
import { mailUser } from '#server/providers/email/send-later.ts';
import { paystackFor } from '#server/providers/paystack/paystack.ts';
import { PaystackError } from '#server/providers/paystack/request.ts';
import { formatMoney, safeMinor } from '#shared/money.ts';
import type { WithdrawalsDeps } from './withdrawals.deps.ts';
import {
  finishWithdrawal,
  noteTransfer,
  selectWithdrawalByReference,
  type WithdrawalRow,
} from './withdrawals.queries.ts';

// Paying a withdrawal out. Approval moves it to `processing` before Paystack
// hears of it, so only one administrator's request ever starts the transfer;
// the transfer carries our reference, which Paystack refuses to use twice, so
// starting it again (after a crash) can never pay twice. Money moves only on
// what Paystack's verify call says: success settles amount to `payouts` and
// the fee to `fees`; failed or reversed gives both back.

/** Longest wait between two verifications of one transfer. */
const MAX_BACKOFF_S = 3600;

/** Paystack transfer statuses that are final, and what they make of a withdrawal. */
const FINAL: Record<string, 'completed' | 'failed' | 'reversed'> = {
  success: 'completed',
  failed: 'failed',
  abandoned: 'failed',
  rejected: 'failed',
  blocked: 'failed',
  reversed: 'reversed',
};

/** `admin`: the reconciliation's requery, which, like a webhook, may find a completed transfer reversed. */
export type VerifyTrigger = 'approve' | 'job' | 'webhook' | 'admin';

export function backoffSeconds(firstS: number, verifications: number): number {
  return Math.min(Math.max(firstS, 1) * 2 ** Math.min(verifications, 20), MAX_BACKOFF_S);
}

/** Paystack's client; refuses (BUSINESS_RULE) while payouts are off. */
export function payoutClient(deps: WithdrawalsDeps) {
  const paystack = paystackFor(deps.config, deps.log);
  if (paystack.mode === 'off')
    throw new AppError('BUSINESS_RULE', 'Bank payouts are not configured');
  return paystack.client;
}

const naira = (w: WithdrawalRow) => formatMoney(safeMinor(w.amount), 'NGN');

/**
 * The customer's e-mail about a final outcome, written in `tx`, the
 * transaction that records the outcome (the caller wakes the outbox after
 * its commit).
 */
export async function mailOutcome(
  deps: WithdrawalsDeps,
  tx: Queryable,
  w: WithdrawalRow,
  outcome: 'paid' | 'refunded' | 'rejected',
  reason: string | null,
) {
  if (!deps.outbox) return;
  const mail = { ...deps, outbox: deps.outbox };
  const when = new Date();
  await mailUser(
    mail,
    { id: w.user_id },
    (to, appUrl) =>
      withdrawalEmail(to, appUrl, {
        outcome,
        reference: w.reference,
        amount: safeMinor(w.amount),
        bankName: w.bank_name,
        accountNumber: w.account_number,
        reason,
        when,
      }),
    tx,
  );
}

/** Settles or refunds on a final transfer status, with the row, in one transaction. */
async function finish(
  deps: WithdrawalsDeps,
  w: WithdrawalRow,
  outcome: 'completed' | 'failed' | 'reversed',
  facts: { providerStatus: string; transferCode?: string | null; reason?: string | null },
): Promise<WithdrawalRow> {
  const done = await inTransaction(deps.pool, async (tx) => {
    if (outcome === 'completed') {
      await settleWithin(tx, w.transaction_id, {
        to: 'payouts',
        fee: safeMinor(w.fee),
        reason: 'Paystack transfer succeeded',
      });
    } else {
      await refundWithin(tx, w.transaction_id, {
        reason: facts.reason ?? `Paystack transfer ${facts.providerStatus}`,
        status: 'failed',
      });
    }
    const row = await finishWithdrawal(tx, w.id, outcome, {
      providerStatus: facts.providerStatus,
      transferCode: facts.transferCode ?? null,
      failureReason:
        outcome === 'completed'
          ? null
          : (facts.reason ??
            (outcome === 'reversed'
              ? 'The bank returned the transfer'
              : 'The bank transfer failed')),
    });
    if (!row) return row;
    await notify(tx, {
      userId: w.user_id,
      kind: 'withdrawal',
      title: outcome === 'completed' ? 'Withdrawal completed' : 'Withdrawal refunded',
      body:
        outcome === 'completed'
          ? `${naira(w)} has been sent to ${w.bank_name} ${w.account_number}.`
          : `${naira(w)} and the fee are back in your NGN wallet: ${row.failure_reason}`,
      transactionId: w.transaction_id,
    });
    // Only the request that finished it tells the customer (a repeated webhook finds it done).
    await mailOutcome(
      deps,
      tx,
      w,
      outcome === 'completed' ? 'paid' : 'refunded',
      row.failure_reason,
    );
    return row;
  });
  if (done) deps.outbox?.wake();
  return done ?? (await selectWithdrawalByReference(deps.pool, w.reference)) ?? w;
}

/** Applies one status Paystack gave for the transfer (only ever from its verify call). */
async function applyStatus(
  deps: WithdrawalsDeps,
  w: WithdrawalRow,
  status: string,
  transfer: { transfer_code?: string; reason?: string | null; raw: unknown },
  trigger: VerifyTrigger,
): Promise<WithdrawalRow> {
  const outcome = FINAL[status];
  if (outcome === 'reversed' && (w.status === 'processing' || w.status === 'completed'))
    return finish(deps, w, 'reversed', {
      providerStatus: status,
      transferCode: transfer.transfer_code,
    });
  if (outcome && outcome !== 'reversed' && w.status === 'processing')
    return finish(deps, w, outcome, {
      providerStatus: status,
      transferCode: transfer.transfer_code,
      reason: outcome === 'failed' ? 'The bank transfer failed' : null,
    });
  if (w.status === 'processing')
    await noteTransfer(
      deps.pool,
      w.id,
      { providerStatus: status, transferCode: transfer.transfer_code, response: transfer.raw },
      backoffSeconds(deps.config.WITHDRAWALS_VERIFY_S, w.verify_count),
      trigger !== 'approve',
    );
  return (await selectWithdrawalByReference(deps.pool, w.reference)) ?? w;
}

/**
 * Creates the recipient and starts the transfer with our reference. A refusal
 * (4xx) means Paystack made no transfer: the withdrawal fails and the money
 * goes back. "Duplicate" means it was started before: it is verified instead.
 * No answer at all leaves it processing for the verify job.
 */
export async function startTransfer(
  deps: WithdrawalsDeps,
  w: WithdrawalRow,
  trigger: VerifyTrigger,
): Promise<WithdrawalRow> {
  const paystack = payoutClient(deps);
  try {
    const recipientCode =
      w.recipient_code ??
      (
        await paystack.createTransferRecipient({
          name: w.account_name ?? w.account_number,
          account_number: w.account_number,
          bank_code: w.bank_code,
        })
      ).recipient_code;
    await noteTransfer(
      deps.pool,
      w.id,
      { recipientCode, providerStatus: w.provider_status, response: null },
      deps.config.WITHDRAWALS_VERIFY_S,
      false,
    );
    const t = await paystack.initiateTransfer({
      amount: safeMinor(w.amount),
      recipient: recipientCode,
      reference: w.reference,
      reason: `Owo withdrawal ${w.reference}`,
    });
    // The answer to `transfer` says queued or pending at best; only verify (or
    // its webhook, confirmed by verify) moves the money.
    await noteTransfer(
      deps.pool,
      w.id,
      { transferCode: t.transfer_code, providerStatus: t.status, response: t },
      deps.config.WITHDRAWALS_VERIFY_S,
      false,
    );
  } catch (e) {
    if (!(e instanceof PaystackError) || e.httpStatus < 400 || e.httpStatus >= 500) {
      deps.log.warn({ err: e, withdrawal: w.id }, 'withdrawal transfer unanswered; will verify');
      return (await selectWithdrawalByReference(deps.pool, w.reference)) ?? w;
    }
    if (/duplicate/i.test(e.providerMessage ?? ''))
      return (await verifyWithdrawal(deps, w.reference, trigger, false)) ?? w;
    return finish(deps, w, 'failed', {
      providerStatus: 'refused',
      reason: `The bank transfer could not be started: ${e.providerMessage ?? 'refused'}`,
    });
  }
  return (await selectWithdrawalByReference(deps.pool, w.reference)) ?? w;
}

/**
 * Asks Paystack how the transfer stands and applies the answer. A transfer
 * Paystack has never seen (the process stopped between approval and the
 * call) is started now, with the same reference.
 */
export async function verifyWithdrawal(
  deps: WithdrawalsDeps,
  reference: string,
  trigger: VerifyTrigger,
  /** False when called from a start that Paystack refused as a duplicate. */
  mayStart = true,
): Promise<WithdrawalRow | null> {
  const w = await selectWithdrawalByReference(deps.pool, reference);
  if (!w) return null;
  // A completed transfer may still come back: only a webhook asks about it again.
  if (w.status === 'pending' || w.status === 'failed' || w.status === 'reversed') return w;
  if (w.status === 'completed' && trigger !== 'webhook' && trigger !== 'admin') return w;
  try {
    const t = await payoutClient(deps).verifyTransfer(reference);
    return applyStatus(deps, w, t.status, { ...t, raw: t }, trigger);
  } catch (e) {
    if (e instanceof PaystackError && e.httpStatus === 404 && w.status === 'processing' && mayStart)
      return startTransfer(deps, w, trigger);
    throw e;
  }
}
