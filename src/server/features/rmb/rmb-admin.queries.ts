import { sql } from 'kysely';
import type pg from 'pg';
import { containsPattern } from '#server/db/like.ts';
import { keysetAfter, pageRows } from '#server/db/paging.ts';
import { all, first, type Queryable, qb, type Row } from '#server/db/query.ts';
import { safeMinor } from '#shared/money.ts';
import type { AdminRmbPurchase, RmbPlatform, RmbStats, RmbStatus } from '#shared/schemas/rmb.ts';
import { purchases, RETURNED, rateText, toPurchase, UUID } from './rmb.queries.ts';

// SQL of the back office's RMB: every purchase, whoever owns it.

/** The QR image of a purchase: where it is stored and its type. */
export async function selectPurchaseQr(q: Queryable, purchaseId: string) {
  if (!UUID.test(purchaseId)) return null;
  const query = qb
    .selectFrom('rmb_purchases as p')
    .innerJoin('rmb_qr_files as f', 'f.id', 'p.qr_id')
    .select(['f.storage_key', 'f.content_type', 'p.reference'])
    .where('p.id', '=', purchaseId);
  return (await first(q, query)) ?? null;
}

/** One purchase locked for an administrator's change: two at once take turns. */
export async function lockPurchase(q: pg.PoolClient, id: string) {
  if (!UUID.test(id)) return null;
  return (await first(q, purchases().where('p.id', '=', id).forUpdate())) ?? null;
}

export async function updatePurchaseStatus(
  q: pg.PoolClient,
  id: string,
  change: {
    status: RmbStatus;
    adminId: string;
    note: string | null;
    failureReason: string | null;
  },
) {
  const final = change.status === 'completed' || change.status === 'failed';
  const query = qb
    .updateTable('rmb_purchases')
    .set((eb) => ({
      status: change.status,
      processed_by: change.adminId,
      processed_at: sql<Date>`now()`,
      admin_note: eb.fn.coalesce(eb.val(change.note), eb.ref('admin_note')),
      failure_reason: change.failureReason,
      finished_at: final ? sql<Date>`now()` : null,
      updated_at: sql<Date>`now()`,
    }))
    .where('id', '=', id)
    .returning(RETURNED)
    .returning((eb) => rateText(eb.ref('exchange_rate')));
  return (await first(q, query))!;
}

const adminPurchases = () =>
  purchases()
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .leftJoin('profiles as pr', 'pr.id', 'p.user_id')
    .leftJoin('users as a', 'a.id', 'p.processed_by')
    .select((eb) => [
      sql<string | null>`coalesce(nullif(${eb.ref('pr.full_name')}, ''), ${eb.ref('u.name')})`.as(
        'user_name',
      ),
      'u.email as user_email',
      'a.email as processed_by_email',
    ]);

export type AdminRmbRow = Row<ReturnType<typeof adminPurchases>>;

export function toAdminPurchase(r: AdminRmbRow): AdminRmbPurchase {
  return {
    ...toPurchase(r),
    user_id: r.user_id,
    user_name: r.user_name,
    user_email: r.user_email,
    admin_note: r.admin_note,
    processed_by_email: r.processed_by_email,
  };
}

export async function selectAdminPurchase(q: Queryable, id: string) {
  if (!UUID.test(id)) return null;
  return (await first(q, adminPurchases().where('p.id', '=', id))) ?? null;
}

export type AdminRmbFilters = {
  status?: RmbStatus;
  platform?: RmbPlatform;
  q?: string;
  limit: number;
  cursor?: string;
};

/** The purchases the filters match, newest first, unpaged (the CSV export reads them all). */
export function adminPurchasesQuery(f: Omit<AdminRmbFilters, 'limit'>) {
  let query = adminPurchases()
    .where(keysetAfter('rmb_purchases', 'p', f.cursor, { uuid: true }))
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id', 'desc');
  if (f.status) query = query.where('p.status', '=', f.status);
  if (f.platform) query = query.where('p.platform', '=', f.platform);
  if (f.q) {
    const like = containsPattern(f.q.toLowerCase());
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['p.reference']), 'like', like),
        eb(eb.fn('lower', ['p.recipient_id']), 'like', like),
        eb(eb.fn('lower', ['p.full_name']), 'like', like),
        eb(eb.fn('lower', ['u.email']), 'like', like),
        eb(eb.fn('lower', ['u.name']), 'like', like),
        eb(eb.fn('lower', ['pr.full_name']), 'like', like),
      ]),
    );
  }
  return query;
}

export async function selectAdminPurchases(q: Queryable, f: AdminRmbFilters) {
  return pageRows(await all(q, adminPurchasesQuery(f).limit(f.limit + 1)), f.limit);
}

/** Counts per status over every purchase; volumes and the average rate over completed ones. */
export async function selectRmbStats(q: Queryable): Promise<RmbStats> {
  const query = qb.selectFrom('rmb_purchases').select((eb) => {
    const count = (status: RmbStatus) =>
      eb.fn.countAll<string>().filterWhere('status', '=', status);
    const completedSum = (column: 'naira_amount' | 'rmb_amount') =>
      sql<string>`coalesce(${eb.fn.sum(column).filterWhere('status', '=', 'completed')}, 0)::text`;
    return [
      eb.fn.countAll<string>().as('total'),
      count('pending').as('pending'),
      count('processing').as('processing'),
      count('completed').as('completed'),
      count('failed').as('failed'),
      completedSum('naira_amount').as('ngn'),
      completedSum('rmb_amount').as('cny'),
      sql<
        string | null
      >`trim_scale(round(${eb.fn.avg('exchange_rate').filterWhere('status', '=', 'completed')}, 10))::text`.as(
        'avg_rate',
      ),
    ];
  });
  const r = (await first(q, query))!;
  return {
    total: safeMinor(r.total),
    pending: safeMinor(r.pending),
    processing: safeMinor(r.processing),
    completed: safeMinor(r.completed),
    failed: safeMinor(r.failed),
    total_volume_ngn: safeMinor(r.ngn),
    total_volume_cny: safeMinor(r.cny),
    avg_exchange_rate: r.avg_rate,
  };
}
