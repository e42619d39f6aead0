import { type Expression, sql } from 'kysely';
import type pg from 'pg';
import { containsPattern } from '#server/db/like.ts';
import { keysetAfter, pageRows } from '#server/db/paging.ts';
import {
  all,
  first,
  type Queryable,
  qb,
  type Row,
  run,
  type Unqualified,
} from '#server/db/query.ts';
import { safeMinor } from '#shared/money.ts';
import type {
  AdminAirtimeCash,
  AirtimeCash,
  AirtimeCashStats,
  AirtimeCashStatus,
  AirtimeNetwork,
} from '#shared/schemas/airtime-cash.ts';

// SQL of airtime to cash. Every user read names its owner; admin reads name none.

const COLUMNS = [
  'r.id',
  'r.user_id',
  'r.network',
  'r.status',
  'r.amount',
  'r.fee_amount',
  'r.net_amount',
  'r.phone',
  'r.ussd_code',
  'r.deny_reason',
  'r.processed_at',
  'r.credit_transaction_id',
  'r.created_at',
  'r.updated_at',
] as const;

/** The same columns unqualified, for an INSERT's RETURNING (no alias there). */
const RETURNED = COLUMNS.map((c) => c.slice(2)) as Unqualified<(typeof COLUMNS)[number]>[];

/** A percentage without the column's trailing zeros. */
const percentText = (percent: Expression<string>) => sql<string>`trim_scale(${percent})::text`;

const requests = () =>
  qb
    .selectFrom('airtime_cash_requests as r')
    .select(COLUMNS)
    .select((eb) => percentText(eb.ref('r.fee_percentage')).as('fee_percentage'));

export type AirtimeCashRow = Row<ReturnType<typeof requests>>;

const adminRequests = () =>
  requests()
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .leftJoin('profiles as p', 'p.id', 'r.user_id')
    .leftJoin('users as a', 'a.id', 'r.processed_by')
    .select((eb) => [
      sql<string | null>`coalesce(nullif(${eb.ref('p.full_name')}, ''), ${eb.ref('u.name')})`.as(
        'user_name',
      ),
      'u.email as user_email',
      'a.email as processed_by_email',
    ]);

export type AdminAirtimeCashRow = Row<ReturnType<typeof adminRequests>>;

export function toAirtimeCash(r: AirtimeCashRow): AirtimeCash {
  return {
    id: r.id,
    network: r.network as AirtimeNetwork,
    status: r.status as AirtimeCashStatus,
    amount: safeMinor(r.amount),
    // At most 2 decimals: a plain number carries it exactly enough to show.
    fee_percentage: Number.parseFloat(r.fee_percentage),
    fee_amount: safeMinor(r.fee_amount),
    net_amount: safeMinor(r.net_amount),
    phone: r.phone,
    ussd_code: r.ussd_code,
    deny_reason: r.deny_reason,
    processed_at: r.processed_at?.toISOString() ?? null,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

export function toAdminAirtimeCash(r: AdminAirtimeCashRow): AdminAirtimeCash {
  return {
    ...toAirtimeCash(r),
    user_id: r.user_id,
    user_name: r.user_name,
    user_email: r.user_email,
    processed_by_email: r.processed_by_email,
    credit_transaction_id: r.credit_transaction_id,
  };
}

/** The network's fee in percent from the back office's rates (a decimal string), or null. */
export async function selectFeePercentage(
  q: Queryable,
  network: AirtimeNetwork,
): Promise<string | null> {
  const row = await first(
    q,
    qb
      .selectFrom('airtime_rates')
      .select((eb) => percentText(eb.ref('fee_percentage')).as('fee'))
      .where('network', '=', network),
  );
  return row?.fee ?? null;
}

export type NewAirtimeCash = {
  userId: string;
  network: AirtimeNetwork;
  amount: number;
  feePercentage: string;
  feeAmount: number;
  netAmount: number;
  phone: string;
  /** Masked: never the code with the PIN. */
  ussdCode: string;
  idempotencyKey: string | null;
};

/**
 * Records a request, or with an Idempotency-Key already used by this user, records nothing and
 * answers the earlier request (`created` false): one statement, so two at once record one.
 */
export async function insertAirtimeCash(
  q: Queryable,
  n: NewAirtimeCash,
): Promise<{ row: AirtimeCashRow; created: boolean }> {
  const byKey = () =>
    requests().where('r.user_id', '=', n.userId).where('r.idempotency_key', '=', n.idempotencyKey);
  const query = qb
    .with('ins', (db) =>
      db
        .insertInto('airtime_cash_requests')
        .values({
          user_id: n.userId,
          network: n.network,
          amount: n.amount,
          fee_percentage: n.feePercentage,
          fee_amount: n.feeAmount,
          net_amount: n.netAmount,
          phone: n.phone,
          ussd_code: n.ussdCode,
          idempotency_key: n.idempotencyKey,
        })
        .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
        // The columns in the order of requests(), so the UNION lines them up.
        .returning(RETURNED)
        .returning((eb) => [
          percentText(eb.ref('fee_percentage')).as('fee_percentage'),
          sql<boolean>`true`.as('created'),
        ]),
    )
    .selectFrom('ins')
    .selectAll()
    .unionAll(
      byKey()
        .select(sql<boolean>`false`.as('created'))
        .where(sql<boolean>`NOT EXISTS (SELECT 1 FROM ins)`),
    );
  const found = await first(q, query);
  if (found) {
    const { created, ...row } = found;
    return { row, created };
  }
  // The same key in a request at the same moment: the insert waited for it to commit, and this
  // statement's snapshot, older than that commit, could not see its row. A new statement can.
  return { row: (await first(q, byKey()))!, created: false };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Page = { limit: number; cursor?: string };

export async function selectUserAirtimeCash(
  q: Queryable,
  userId: string,
  f: Page & { status?: AirtimeCashStatus; q?: string },
) {
  let query = requests()
    .where('r.user_id', '=', userId)
    .where(keysetAfter('airtime_cash_requests', 'r', f.cursor, { uuid: true, owner: userId }))
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(f.limit + 1);
  if (f.status) query = query.where('r.status', '=', f.status);
  if (f.q) {
    const like = containsPattern(f.q.toLowerCase());
    query = query.where((eb) =>
      eb.or([eb('r.phone', 'like', like), eb(eb.fn('lower', ['r.network']), 'like', like)]),
    );
  }
  return pageRows(await all(q, query), f.limit);
}

export type AdminAirtimeCashFilters = Page & {
  status?: AirtimeCashStatus;
  network?: AirtimeNetwork;
  q?: string;
};

/** The requests the filters match, newest first, unpaged (the CSV export reads them all). */
export function adminAirtimeCashQuery(f: Omit<AdminAirtimeCashFilters, 'limit'>) {
  let query = adminRequests()
    .where(keysetAfter('airtime_cash_requests', 'r', f.cursor, { uuid: true }))
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc');
  if (f.status) query = query.where('r.status', '=', f.status);
  if (f.network) query = query.where('r.network', '=', f.network);
  if (f.q) {
    const like = containsPattern(f.q.toLowerCase());
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['u.email']), 'like', like),
        eb(eb.fn('lower', ['u.name']), 'like', like),
        eb(eb.fn('lower', ['p.full_name']), 'like', like),
        eb('r.phone', 'like', like),
        eb(eb.cast('r.id', 'text'), 'like', like),
      ]),
    );
  }
  return query;
}

export async function selectAdminAirtimeCash(q: Queryable, f: AdminAirtimeCashFilters) {
  return pageRows(await all(q, adminAirtimeCashQuery(f).limit(f.limit + 1)), f.limit);
}

/** One request as the back office sees it; `lock` takes its row lock (inside a transaction). */
export async function selectAdminAirtimeCashById(q: Queryable, id: string, lock = false) {
  if (!UUID.test(id)) return null;
  const query = adminRequests().where('r.id', '=', id);
  return (await first(q, lock ? query.forUpdate('r') : query)) ?? null;
}

/** pending -> approved (with its credit) or denied (with its reason); null if no longer pending. */
export async function decideAirtimeCash(
  q: pg.PoolClient,
  id: string,
  d: {
    status: 'approved' | 'denied';
    adminId: string;
    denyReason: string | null;
    creditTransactionId: string | null;
  },
): Promise<boolean> {
  const changed = await run(
    q,
    qb
      .updateTable('airtime_cash_requests')
      .set({
        status: d.status,
        deny_reason: d.denyReason,
        credit_transaction_id: d.creditTransactionId,
        processed_by: d.adminId,
        processed_at: sql<Date>`now()`,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', id)
      .where('status', '=', 'pending'),
  );
  return changed === 1;
}

export async function airtimeCashStats(q: Queryable): Promise<AirtimeCashStats> {
  const done = ['approved', 'completed'];
  const query = qb
    .selectFrom('airtime_cash_requests')
    .select((eb) => [
      eb.fn.countAll<string>().as('total_requests'),
      eb.fn.countAll<string>().filterWhere('status', '=', 'pending').as('pending'),
      eb.fn.countAll<string>().filterWhere('status', 'in', done).as('completed'),
      eb.fn.countAll<string>().filterWhere('status', '=', 'denied').as('denied'),
      eb.fn
        .coalesce(eb.fn.sum<string>('amount').filterWhere('status', 'in', done), sql<string>`0`)
        .as('total_volume'),
      eb.fn
        .coalesce(eb.fn.sum<string>('net_amount').filterWhere('status', 'in', done), sql<string>`0`)
        .as('total_credited'),
    ]);
  const r = (await first(q, query))!;
  return {
    total_requests: safeMinor(r.total_requests),
    pending: safeMinor(r.pending),
    completed: safeMinor(r.completed),
    denied: safeMinor(r.denied),
    total_volume: safeMinor(r.total_volume),
    total_credited: safeMinor(r.total_credited),
  };
}
