import type pg from 'pg';
import type { Pool } from '#server/db/client.ts';
import { nextCursor, pageRows } from '#server/db/paging.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { appendAudit } from '#server/features/audit/audit.service.ts';
import { notify } from '#server/features/notifications/notifications.service.ts';
import { AppError, notFound, refuseSelf } from '#server/http/errors.ts';
import { postWithin } from '#server/ledger/post.ts';
import type { Currency } from '#shared/constants.ts';
import { formatMoney, safeMinor } from '#shared/money.ts';
import {
  type AdminHeldDeposit,
  type AdminHeldDepositPage,
  type AdminHeldDepositsQuery,
  HELD_MESSAGES,
  type HeldDeposit,
} from '#shared/schemas/bank-accounts.ts';
import { decideHeld, lockHeld, selectAdminHeld, selectOwnHeld } from './held-deposits.queries.ts';
import { NotHeldError, releaseWithin } from './held-deposits.ts';

// What the customer and the back office see of held deposits, and the
// administrators' decisions: release to the wallet, or return to the sender.

type HeldRow = Awaited<ReturnType<typeof selectOwnHeld>>[number];

function toHeld(r: HeldRow): HeldDeposit {
  return {
    id: r.id,
    amount: safeMinor(r.amount),
    currency: r.currency as Currency,
    source: r.source as HeldDeposit['source'],
    sender_name: r.sender_name,
    status: r.status as HeldDeposit['status'],
    created_at: r.created_at.toISOString(),
  };
}

/** The customer's own held deposits, newest first (the latest 100). */
export async function listOwnHeld(pool: Pool, userId: string) {
  return { items: (await selectOwnHeld(pool, userId, 100)).map(toHeld) };
}

export async function listAdminHeld(
  pool: Pool,
  q: AdminHeldDepositsQuery,
): Promise<AdminHeldDepositPage> {
  const { rows, more } = pageRows(await selectAdminHeld(pool, q), q.limit);
  const items: AdminHeldDeposit[] = rows.map((r) => ({
    ...toHeld(r),
    user_id: r.user_id,
    user_email: r.user_email,
    user_name: r.user_name,
    source_reference: r.source_reference,
    reason: r.reason,
    decided_at: r.decided_at?.toISOString() ?? null,
    return_reason: r.return_reason,
  }));
  return { items, next_cursor: nextCursor(items, more) };
}

/**
 * One administrator decision on one held deposit: the row is locked, so of a
 * release and a return at once exactly one happens and the other is told
 * ALREADY_DECIDED. Never one's own (SELF_ACTION). Money, status and audit row
 * commit together.
 */
async function decide(
  pool: Pool,
  adminId: string,
  id: string,
  action: 'release' | 'return',
  apply: (
    tx: pg.PoolClient,
    h: NonNullable<Awaited<ReturnType<typeof lockHeld>>>,
  ) => Promise<string>,
) {
  await inTransaction(pool, async (tx) => {
    const h = await lockHeld(tx, id);
    if (!h) throw notFound('Held deposit');
    refuseSelf(adminId, h.user_id, `held_deposit.${action}`);
    if (h.status !== 'held') throw new AppError('ALREADY_DECIDED', HELD_MESSAGES.alreadyDecided);
    let settled: string;
    try {
      settled = await apply(tx, h);
    } catch (e) {
      if (e instanceof NotHeldError)
        throw new AppError('ALREADY_DECIDED', HELD_MESSAGES.alreadyDecided);
      throw e;
    }
    await appendAudit(tx, {
      actorId: adminId,
      action: `held_deposit.${action}`,
      targetType: 'held_deposit',
      targetId: h.id,
      before: { status: h.status, amount: safeMinor(h.amount), currency: h.currency },
      after: {
        status: action === 'release' ? 'released' : 'returned',
        settle_transaction_id: settled,
      },
    });
  });
}

/** Releases it to the wallet now: 422 LIMIT_EXCEEDED (nothing changes) if the wallet still cannot take it. */
export async function adminRelease(pool: Pool, adminId: string, id: string) {
  await decide(pool, adminId, id, 'release', (tx, h) => releaseWithin(tx, h, adminId));
  return { status: 'released' as const };
}

/**
 * Returns it to the sender: the money leaves the held account for `payouts`
 * (a bank transfer is paid back to the sending account) or `funding` (a card
 * payment is refunded to the card). The posting records the decision; the
 * operator sends the money (Paystack's refund API covers card payments,
 * POST /refund; the simulator only records it).
 */
export async function adminReturn(pool: Pool, adminId: string, id: string, reason: string) {
  await decide(pool, adminId, id, 'return', async (tx, h) => {
    const amount = safeMinor(h.amount);
    const currency = h.currency as Currency;
    const posted = await postWithin(tx, {
      kind: 'settlement',
      category: 'refund',
      description: `Held deposit returned to the sender: ${reason}`.slice(0, 500),
      userId: h.user_id,
      actorId: adminId,
      idempotencyKey: `held-return:${h.id}`,
      request: { held: h.id, amount, currency },
      referencePrefix: 'HLD',
      metadata: { held_deposit_id: h.id, source: h.source, source_reference: h.source_reference },
      legs: [
        { account: { system: 'held_deposits', currency }, amount: -amount },
        { account: { system: h.source === 'card' ? 'funding' : 'payouts', currency }, amount },
      ],
    });
    await decideHeld(tx, h.id, {
      status: 'returned',
      settleTransactionId: posted.transaction.id,
      decidedBy: adminId,
      returnReason: reason,
    });
    await notify(tx, {
      userId: h.user_id,
      kind: 'held_deposit',
      title: `${formatMoney(amount, currency)} returned to the sender`,
      body: `The deposit held for you${h.sender_name ? ` from ${h.sender_name}` : ''} was sent back: ${reason}`,
    });
    return posted.transaction.id;
  });
  return { status: 'returned' as const };
}
