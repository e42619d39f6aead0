import { sql } from 'kysely';
import { containsPattern } from '#server/db/like.ts';
import { keysetAfter, pageRows } from '#server/db/paging.ts';
import { all, first, type Queryable, qb, type Row } from '#server/db/query.ts';
import type { AdminBill } from '#shared/schemas/bills-admin.ts';
import type { BillService, BillStatus } from '#shared/schemas/bills-options.ts';
import { bills, toBill } from './bills.queries.ts';

// The back office's reads of bill payments: every customer's, with the payer named.

export type AdminBillFilters = {
  status?: BillStatus;
  service?: BillService;
  q?: string;
  limit: number;
  cursor?: string;
};

const adminBills = () =>
  bills()
    .innerJoin('users as u', 'u.id', 'b.user_id')
    .leftJoin('profiles as p', 'p.id', 'b.user_id')
    .select((eb) => [
      sql<string | null>`coalesce(nullif(${eb.ref('p.full_name')}, ''), ${eb.ref('u.name')})`.as(
        'user_name',
      ),
      'u.email as user_email',
    ]);

export type AdminBillRow = Row<ReturnType<typeof adminBills>>;

/** The payer as the admin list names them (profile name, else the sign-up name). */
export function selectBillOwner(q: Queryable, userId: string) {
  return first(
    q,
    qb
      .selectFrom('users as u')
      .leftJoin('profiles as p', 'p.id', 'u.id')
      .select((eb) => [
        sql<string | null>`coalesce(nullif(${eb.ref('p.full_name')}, ''), ${eb.ref('u.name')})`.as(
          'name',
        ),
        'u.email',
      ])
      .where('u.id', '=', userId),
  );
}

/** The bills the filters match, newest first, unpaged (the CSV export reads them all). */
export function adminBillsQuery(f: Omit<AdminBillFilters, 'limit'>) {
  let query = adminBills()
    .where(keysetAfter('bills', 'b', f.cursor, { uuid: true }))
    .orderBy('b.created_at', 'desc')
    .orderBy('b.id', 'desc');
  if (f.status) query = query.where('b.status', '=', f.status);
  if (f.service) query = query.where('b.service', '=', f.service);
  if (f.q) {
    const like = containsPattern(f.q.toLowerCase());
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['b.request_id']), 'like', like),
        eb('b.phone', 'like', like),
        eb('b.meter_number', 'like', like),
        eb('b.smartcard', 'like', like),
        eb(eb.fn('lower', ['u.email']), 'like', like),
        eb(eb.fn('lower', ['u.name']), 'like', like),
        eb(eb.fn('lower', ['p.full_name']), 'like', like),
        eb(eb.fn('lower', ['b.title']), 'like', like),
      ]),
    );
  }
  return query;
}

export async function selectAdminBills(q: Queryable, f: AdminBillFilters) {
  return pageRows(await all(q, adminBillsQuery(f).limit(f.limit + 1)), f.limit);
}

export async function countBills(q: Queryable) {
  const byService = qb
    .selectFrom('bills')
    .select([
      sql<string>`'service'`.as('kind'),
      'service as key',
      sql<string>`count(*)::text`.as('n'),
    ])
    .groupBy('service');
  const byStatus = qb
    .selectFrom('bills')
    .select([
      sql<string>`'status'`.as('kind'),
      'status as key',
      sql<string>`count(*)::text`.as('n'),
    ])
    .groupBy('status');
  return all(q, byService.unionAll(byStatus));
}

export function toAdminBill(r: AdminBillRow): AdminBill {
  return {
    ...toBill(r),
    user_id: r.user_id,
    user_name: r.user_name,
    user_email: r.user_email,
    requery_count: r.requery_count,
    provider_code: r.provider_code,
  };
}
