import type pg from 'pg';
import { nextCursor } from '#server/db/paging.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { appendAudit } from '#server/features/audit/audit.service.ts';
import { notFound, refuseSelf } from '#server/http/errors.ts';
import type { AdminBill, AdminBillPage } from '#shared/schemas/bills-admin.ts';
import { BILL_SERVICES, BILL_STATUSES } from '#shared/schemas/bills-options.ts';
import type { BillsDeps } from './bills.deps.ts';
import { requeryBill } from './bills.outcome.ts';
import { type BillRow, selectBill } from './bills.queries.ts';
import {
  type AdminBillFilters,
  countBills,
  selectAdminBills,
  selectBillOwner,
  toAdminBill,
} from './bills-admin.queries.ts';

export async function listAdminBills(pool: pg.Pool, f: AdminBillFilters): Promise<AdminBillPage> {
  const [{ rows, more }, counts] = await Promise.all([selectAdminBills(pool, f), countBills(pool)]);
  const services = Object.fromEntries(BILL_SERVICES.map((s) => [s, 0])) as Record<
    (typeof BILL_SERVICES)[number],
    number
  >;
  const statuses = Object.fromEntries(BILL_STATUSES.map((s) => [s, 0])) as Record<
    (typeof BILL_STATUSES)[number],
    number
  >;
  for (const c of counts) {
    if (c.kind === 'service' && c.key in services)
      services[c.key as keyof typeof services] = Number(c.n);
    if (c.kind === 'status' && c.key in statuses)
      statuses[c.key as keyof typeof statuses] = Number(c.n);
  }
  return {
    items: rows.map(toAdminBill),
    next_cursor: nextCursor(rows, more),
    counts: { services, statuses },
  };
}

/**
 * Process: asks VTpass about the bill now and settles or refunds it on the
 * answer. When money moves, the audit row is written in the same transaction
 * as the money; when nothing changes, the row records that the administrator
 * asked and what VTpass said. Never one's own bill (SELF_ACTION).
 */
export async function processBill(
  deps: BillsDeps,
  adminId: string,
  billId: string,
): Promise<AdminBill> {
  const before = await selectBill(deps.pool, billId);
  if (!before) throw notFound('Bill');
  // A bill's owner never changes, so this read may decide it before any money moves.
  refuseSelf(adminId, before.user_id, 'bill.requery');
  const audit = (client: pg.PoolClient, after: BillRow) =>
    appendAudit(client, {
      actorId: adminId,
      action: 'bill.requery',
      targetType: 'bill',
      targetId: billId,
      before: { status: before.status, provider_code: before.provider_code },
      after: { status: after.status, provider_code: after.provider_code },
    });
  let audited = false;
  const after =
    (await requeryBill(deps, billId, 'admin', async (client, row) => {
      await audit(client, row);
      audited = true;
    })) ?? before;
  if (!audited) await inTransaction(deps.pool, (client) => audit(client, after));
  const owner = await selectBillOwner(deps.pool, after.user_id);
  return toAdminBill({ ...after, user_name: owner?.name ?? null, user_email: owner?.email ?? '' });
}
