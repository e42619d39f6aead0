import type pg from 'pg';
import { nextCursor } from '#server/db/paging.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { appendAudit } from '#server/features/audit/audit.service.ts';
import { notify } from '#server/features/notifications/notifications.service.ts';
import { AppError, notFound, refuseSelf } from '#server/http/errors.ts';
import { SYSTEM_ACTOR } from '#server/ledger/hold-state.ts';
import { postWithin } from '#server/ledger/post.ts';
import { formatMoney, safeMinor } from '#shared/money.ts';
import {
  ADMIN_AIRTIME_CASH_MESSAGES,
  type AdminAirtimeCash,
  type AdminAirtimeCashPage,
  type AirtimeCashDecision,
} from '#shared/schemas/airtime-cash.ts';
import {
  type AdminAirtimeCashFilters,
  type AdminAirtimeCashRow,
  airtimeCashStats,
  decideAirtimeCash,
  selectAdminAirtimeCash,
  selectAdminAirtimeCashById,
  toAdminAirtimeCash,
} from './airtime-cash.queries.ts';

export async function listAdminAirtimeCash(
  pool: pg.Pool,
  f: AdminAirtimeCashFilters,
): Promise<AdminAirtimeCashPage> {
  const [{ rows, more }, stats] = await Promise.all([
    selectAdminAirtimeCash(pool, f),
    airtimeCashStats(pool),
  ]);
  return {
    items: rows.map(toAdminAirtimeCash),
    next_cursor: nextCursor(rows, more),
    stats,
  };
}

const naira = (kobo: string | number) => formatMoney(safeMinor(kobo), 'NGN');

/**
 * Credits `net_amount` to the NGN wallet from the `airtime_cash` system
 * account, inside the decision's transaction. The key is the request's own,
 * under the system actor, so whichever administrator approves, the ledger
 * credits a request at most once. Allowed on a deactivated account: the
 * customer has already sent the airtime.
 */
async function credit(tx: pg.PoolClient, r: AdminAirtimeCashRow, adminId: string) {
  const net = safeMinor(r.net_amount);
  const description = `Airtime to cash: ${r.network} ${naira(r.amount)}`;
  const posting = await postWithin(
    tx,
    {
      kind: 'deposit',
      category: 'airtime_to_cash',
      description,
      userId: r.user_id,
      actorId: SYSTEM_ACTOR,
      idempotencyKey: `airtime-cash:${r.id}`,
      request: { airtime_cash: r.id, net_amount: net },
      referencePrefix: 'A2C',
      metadata: { airtime_cash_id: r.id, admin_id: adminId, network: r.network },
      legs: [
        { account: { userId: r.user_id, currency: 'NGN' }, amount: net, description },
        { account: { system: 'airtime_cash', currency: 'NGN' }, amount: -net },
      ],
    },
    { allowInactive: true },
  );
  return posting.transaction.id;
}

/**
 * An administrator's decision on a pending request. The row is locked first,
 * so of two administrators deciding at once one wins and the other is told it
 * is no longer pending (422). Approval credits the wallet and sets `approved`
 * ("approved" means the wallet was credited); denial keeps the reason for the
 * user. Money, status, audit row and notice commit together or not at all.
 * Never one's own request (SELF_ACTION).
 */
export async function decideAirtimeCashRequest(
  pool: pg.Pool,
  adminId: string,
  id: string,
  d: AirtimeCashDecision,
): Promise<AdminAirtimeCash> {
  await inTransaction(pool, async (tx) => {
    const r = await selectAdminAirtimeCashById(tx, id, true);
    if (!r) throw notFound('Airtime to cash request');
    refuseSelf(adminId, r.user_id, `airtime_cash.${d.decision}`);
    if (r.status !== 'pending')
      throw new AppError('BUSINESS_RULE', ADMIN_AIRTIME_CASH_MESSAGES.onlyPending);
    const approve = d.decision === 'approve';
    const reason = approve ? null : d.reason?.trim() || null;
    const creditId = approve ? await credit(tx, r, adminId) : null;
    const status = approve ? 'approved' : 'denied';
    const changed = await decideAirtimeCash(tx, r.id, {
      status,
      adminId,
      denyReason: reason,
      creditTransactionId: creditId,
    });
    if (!changed) throw new AppError('BUSINESS_RULE', ADMIN_AIRTIME_CASH_MESSAGES.onlyPending);
    await appendAudit(tx, {
      actorId: adminId,
      action: `airtime_cash.${d.decision}`,
      targetType: 'airtime_cash',
      targetId: r.id,
      before: { status: r.status },
      after: approve
        ? { status, net_amount: safeMinor(r.net_amount), credit_transaction_id: creditId }
        : { status, deny_reason: reason },
    });
    await notify(tx, {
      userId: r.user_id,
      kind: 'airtime_cash',
      title: approve ? 'Airtime to cash approved' : 'Airtime to cash denied',
      body: approve
        ? `${naira(r.net_amount)} for your ${naira(r.amount)} ${r.network} airtime is in your NGN wallet.`
        : `Your ${naira(r.amount)} ${r.network} airtime request was denied${reason ? `: ${reason}` : '.'}`,
      ...(creditId ? { transactionId: creditId } : {}),
    });
  });
  const after = await selectAdminAirtimeCashById(pool, id);
  if (!after) throw notFound('Airtime to cash request');
  return toAdminAirtimeCash(after);
}
