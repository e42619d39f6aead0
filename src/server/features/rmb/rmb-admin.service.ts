import type pg from 'pg';
import { nextCursor } from '#server/db/paging.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { appendAudit } from '#server/features/audit/audit.service.ts';
import { notify } from '#server/features/notifications/notifications.service.ts';
import { AppError, notFound, refuseSelf } from '#server/http/errors.ts';
import { refundWithin, settleWithin } from '#server/ledger/holds.ts';
import { formatMoney } from '#shared/money.ts';
import {
  type AdminRmbPage,
  type AdminRmbPurchase,
  RMB_PLATFORM_NAMES,
  type RmbPurchase,
  type RmbStatus,
  type RmbStatusUpdate,
} from '#shared/schemas/rmb.ts';
import { toPurchase } from './rmb.queries.ts';
import type { RmbDeps } from './rmb.service.ts';
import {
  type AdminRmbFilters,
  lockPurchase,
  selectAdminPurchase,
  selectAdminPurchases,
  selectPurchaseQr,
  selectRmbStats,
  toAdminPurchase,
  updatePurchaseStatus,
} from './rmb-admin.queries.ts';

/** What the user reads when an administrator fails a purchase without saying why. */
export const DEFAULT_FAILURE_REASON = 'The RMB payment could not be completed';

/**
 * The only moves there are: pending -> processing (being paid), and pending or
 * processing -> completed (the recipient was paid: the hold is settled) or
 * failed (the hold is given back). Completed and failed are final.
 */
const NEXT: Record<RmbStatus, readonly RmbStatus[]> = {
  pending: ['processing', 'completed', 'failed'],
  processing: ['completed', 'failed'],
  completed: [],
  failed: [],
};

export async function listAdminPurchases(pool: pg.Pool, f: AdminRmbFilters): Promise<AdminRmbPage> {
  const [{ rows, more }, stats] = await Promise.all([
    selectAdminPurchases(pool, f),
    selectRmbStats(pool),
  ]);
  return {
    items: rows.map(toAdminPurchase),
    next_cursor: nextCursor(rows, more),
    stats,
  };
}

function assertMove(from: RmbStatus, to: RmbStatus) {
  if (NEXT[from].includes(to)) return;
  throw new AppError(
    'STATUS_CONFLICT',
    NEXT[from].length === 0
      ? `This purchase is already ${from}; it cannot change again`
      : `This purchase is already ${from}`,
  );
}

function notice(row: RmbPurchase, to: RmbStatus, reason: string | null) {
  const rmb = formatMoney(row.rmb_amount, 'CNY');
  const via = RMB_PLATFORM_NAMES[row.platform];
  switch (to) {
    case 'processing':
      return {
        title: `Paying ${rmb} to ${row.full_name}`,
        body: `Your ${via} payment is on its way.`,
      };
    case 'completed':
      return { title: `${rmb} sent`, body: `${row.full_name} was paid ${rmb} via ${via}.` };
    default:
      return {
        title: `Buying ${rmb} failed`,
        body: `${formatMoney(row.naira_amount, 'NGN')} is back in your NGN wallet: ${reason}`,
      };
  }
}

/**
 * An administrator moves a purchase on. The row is locked first, so two
 * administrators at once take turns and the second finds it already moved:
 * the hold is settled into `rmb` or given back exactly once. The money, the
 * new status, the audit row and the user's notice commit together. Never
 * one's own purchase (SELF_ACTION).
 */
export async function processPurchase(
  pool: pg.Pool,
  adminId: string,
  id: string,
  { status, note }: RmbStatusUpdate,
): Promise<AdminRmbPurchase> {
  const given = note ? note : null;
  await inTransaction(pool, async (client) => {
    const row = await lockPurchase(client, id);
    if (!row) throw notFound('RMB purchase');
    refuseSelf(adminId, row.user_id, 'rmb.status');
    const before = toPurchase(row);
    assertMove(before.status, status);
    const failureReason = status === 'failed' ? (given ?? DEFAULT_FAILURE_REASON) : null;
    const scope = { actorId: adminId };
    if (status === 'completed')
      await settleWithin(client, row.transaction_id, {
        ...scope,
        to: 'rmb',
        reason: given ?? `RMB paid (${row.reference})`,
      });
    if (status === 'failed')
      await refundWithin(client, row.transaction_id, {
        ...scope,
        reason: failureReason ?? DEFAULT_FAILURE_REASON,
        status: 'failed',
      });
    const after = await updatePurchaseStatus(client, id, {
      status,
      adminId,
      note: given,
      failureReason,
    });
    await appendAudit(client, {
      actorId: adminId,
      action: 'rmb.status',
      targetType: 'rmb_purchase',
      targetId: id,
      before: { status: before.status },
      after: { status: after.status, note: given, failure_reason: after.failure_reason },
    });
    await notify(client, {
      userId: row.user_id,
      kind: 'rmb',
      ...notice(before, status, failureReason),
      transactionId: row.transaction_id,
    });
  });
  const done = await selectAdminPurchase(pool, id);
  if (!done) throw notFound('RMB purchase');
  return toAdminPurchase(done);
}

/** A purchase's QR image for an administrator, or 404 when it has none. */
export async function readPurchaseQr(deps: RmbDeps, id: string) {
  const qr = await selectPurchaseQr(deps.pool, id);
  if (!qr) throw notFound('QR image');
  const bytes = await deps.storage.get(qr.storage_key);
  if (!bytes) throw notFound('QR image');
  return { bytes, type: qr.content_type, reference: qr.reference };
}
