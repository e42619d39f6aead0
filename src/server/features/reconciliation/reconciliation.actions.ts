import { inTransaction } from '#server/db/transaction.ts';
import { appendAudit } from '#server/features/audit/audit.service.ts';
import { confirmDeposit } from '#server/features/bank-accounts/bank-accounts.service.ts';
import { processBill } from '#server/features/bills/bills.service.ts';
import { recheckCardFunding } from '#server/features/funding/funding.service.ts';
import { verifyWithdrawal } from '#server/features/withdrawals/withdrawals.service.ts';
import type { AppDeps } from '#server/http/context.ts';
import { AppError, notFound, refuseSelf } from '#server/http/errors.ts';
import {
  BankTransferData,
  DEDICATED_NUBAN,
} from '#server/providers/paystack/dedicated-accounts.ts';
import { paystackFor } from '#server/providers/paystack/paystack.ts';
import { safeMinor } from '#shared/money.ts';
import type { ReconciliationRequery } from '#shared/schemas/reconciliation.ts';
import { selectAccountOwner, selectDepositStatus, selectOwner } from './reconciliation.queries.ts';

// Acting on a mismatch: the record is asked about again through its own
// feature's normal path (a bill's Process, a payout's verify, a card
// payment's verify, a bank deposit's confirmation), which settles, refunds or
// credits at most once however many ask at once. Never a direct ledger edit.

const ACTION = 'reconciliation.requery';

export type RequeryResult = {
  provider: ReconciliationRequery['provider'];
  reference: string;
  before: string | null;
  after: string | null;
};

/** POST /api/admin/reconciliation/requery. Never on one's own record (SELF_ACTION). */
export async function requeryMismatch(
  deps: AppDeps,
  adminId: string,
  q: ReconciliationRequery,
): Promise<RequeryResult> {
  const done = (before: string | null, after: string | null) => ({
    provider: q.provider,
    reference: q.reference,
    before,
    after,
  });
  const owner = await selectOwner(deps.pool, q.provider, q.reference);
  if (owner) refuseSelf(adminId, owner.user_id, ACTION);
  // A bill's Process writes its own audit row, with the money when it moves.
  if (owner?.kind === 'bill') {
    const before = owner.status;
    const bill = await processBill(deps, adminId, owner.id);
    return done(before, bill.status);
  }
  let after: string | null;
  if (owner?.kind === 'withdrawal') {
    const w = await verifyWithdrawal(deps, q.reference, 'admin');
    after = w?.status ?? null;
  } else if (owner?.kind === 'card') {
    const row = await recheckCardFunding(deps, q.reference);
    after = row?.status ?? null;
  } else if (q.provider === 'paystack_charges') {
    after = await recheckDeposit(
      deps,
      adminId,
      q.reference,
      owner ? safeMinor(owner.amount) : null,
    );
  } else throw notFound('Record');
  const result = done(owner?.status ?? null, after);
  await inTransaction(deps.pool, (client) =>
    appendAudit(client, {
      actorId: adminId,
      action: ACTION,
      targetType: q.provider,
      targetId: q.reference,
      before: { status: result.before },
      after: { status: result.after },
    }),
  );
  return result;
}

/**
 * A bank transfer into a customer's account: confirmed and booked as its
 * webhook would be. One the ledger has never heard of is first looked up at
 * Paystack, for its amount and the account it reached (whose owner is checked).
 */
async function recheckDeposit(
  deps: AppDeps,
  adminId: string,
  reference: string,
  known: number | null,
): Promise<string | null> {
  let amount = known;
  if (amount === null) {
    const paystack = paystackFor(deps.config, deps.log);
    if (paystack.mode === 'off') throw new AppError('BUSINESS_RULE', 'Paystack is not configured');
    const word = BankTransferData.safeParse(
      await paystack.client.verifyTransaction(reference).catch(() => null),
    );
    if (!word.success || word.data.authorization.channel !== DEDICATED_NUBAN)
      throw notFound('Bank transfer');
    const account = word.data.authorization.receiver_bank_account_number ?? '';
    const ownerId = await selectAccountOwner(deps.pool, account);
    if (ownerId) refuseSelf(adminId, ownerId, ACTION);
    amount = word.data.amount;
  }
  await confirmDeposit(deps, reference, { amount, receivedAt: new Date() });
  return selectDepositStatus(deps.pool, reference);
}
