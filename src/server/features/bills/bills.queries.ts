import { type RawBuilder, sql } from 'kysely';
import { keysetAfter, pageRows } from '#server/db/paging.ts';
import { all, first, type Queryable, qb, type Row, type Unqualified } from '#server/db/query.ts';
import type { RawResult } from '#server/ledger/post-types.ts';
import { safeMinor } from '#shared/money.ts';
import type { Bill } from '#shared/schemas/bills.ts';
import type { BillService, BillStatus } from '#shared/schemas/bills-options.ts';

// SQL of bill payments. Every user read names its owner; admin reads name none.

export const BILL_COLUMNS = [
  'b.id',
  'b.user_id',
  'b.service',
  'b.status',
  'b.amount',
  'b.title',
  'b.request_id',
  'b.transaction_id',
  'b.service_id',
  'b.variation_code',
  'b.phone',
  'b.network',
  'b.plan_id',
  'b.plan_name',
  'b.disco',
  'b.meter_number',
  'b.meter_type',
  'b.provider',
  'b.smartcard',
  'b.package_id',
  'b.package_name',
  'b.customer_name',
  'b.customer_address',
  'b.token',
  'b.vtpass_transaction_id',
  'b.provider_code',
  'b.failure_reason',
  'b.pay_sent_at',
  'b.requery_count',
  'b.created_at',
  'b.updated_at',
] as const;

/** The same columns unqualified, for an INSERT's RETURNING (no alias there). */
const RETURNED = BILL_COLUMNS.map((c) => c.slice(2)) as Unqualified<
  (typeof BILL_COLUMNS)[number]
>[];

/** A bill's columns, as every read of bills selects them. */
export const bills = () => qb.selectFrom('bills as b').select(BILL_COLUMNS);

export type BillRow = Row<ReturnType<typeof bills>>;

export function toBill(r: BillRow): Bill {
  return {
    id: r.id,
    service: r.service as BillService,
    status: r.status as BillStatus,
    amount: safeMinor(r.amount),
    title: r.title,
    reference: r.request_id,
    transaction_id: r.transaction_id,
    phone: r.phone,
    network: r.network as Bill['network'],
    plan_id: r.plan_id,
    plan_name: r.plan_name,
    disco: r.disco as Bill['disco'],
    meter_number: r.meter_number,
    meter_type: r.meter_type as Bill['meter_type'],
    provider: r.provider as Bill['provider'],
    smartcard: r.smartcard,
    package_id: r.package_id,
    package_name: r.package_name,
    customer_name: r.customer_name,
    customer_address: r.customer_address,
    token: r.token,
    vtpass_transaction_id: r.vtpass_transaction_id,
    failure_reason: r.failure_reason,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

/** The account's sign-up name and e-mail, printed on a receipt. */
export function selectReceiptUser(q: Queryable, userId: string) {
  return first(q, qb.selectFrom('users').select(['name', 'email']).where('id', '=', userId));
}

export type NewBill = {
  userId: string;
  service: BillService;
  amount: number;
  title: string;
  requestId: string;
  idempotencyKey: string;
  requestHash: string;
  transactionId: string;
  serviceId: string;
  variationCode: string | null;
  phone: string | null;
  network: string | null;
  planId: string | null;
  planName: string | null;
  disco: string | null;
  meterNumber: string | null;
  meterType: string | null;
  provider: string | null;
  smartcard: string | null;
  packageId: string | null;
  packageName: string | null;
  customerName: string | null;
  customerAddress: string | null;
  /** Seconds until the background job first asks VTpass about it, should it stay pending. */
  requeryAfterS: number;
};

/**
 * Holds the money and records the bill in ONE statement: the posting (`hold`,
 * an owo_post call) and the bill's row commit together or not at all. When the
 * posting's Idempotency-Key had already been used, the posting answers the
 * earlier one (`replayed`) and no bill is written here.
 */
export async function insertBillWithHold(
  q: Queryable,
  b: Omit<NewBill, 'transactionId'>,
  hold: RawBuilder<RawResult>,
): Promise<{ posting: RawResult; row: BillRow | null }> {
  const query = qb
    .with(
      (w) => w('p').materialized(),
      (db) => db.selectNoFrom(hold.as('result')),
    )
    .with('ins', (db) =>
      db
        .insertInto('bills')
        .columns([
          'user_id',
          'service',
          'amount',
          'title',
          'request_id',
          'idempotency_key',
          'request_hash',
          'transaction_id',
          'service_id',
          'variation_code',
          'phone',
          'network',
          'plan_id',
          'plan_name',
          'disco',
          'meter_number',
          'meter_type',
          'provider',
          'smartcard',
          'package_id',
          'package_name',
          'customer_name',
          'customer_address',
          'next_requery_at',
          'pay_sent_at',
        ])
        .expression((eb) =>
          eb
            .selectFrom('p')
            .select([
              sql.val(b.userId).as('user_id'),
              sql.val(b.service).as('service'),
              sql.val(b.amount).as('amount'),
              sql.val(b.title).as('title'),
              sql.val(b.requestId).as('request_id'),
              sql.val(b.idempotencyKey).as('idempotency_key'),
              sql.val(b.requestHash).as('request_hash'),
              sql<string>`(p.result->'transaction'->>'id')::uuid`.as('transaction_id'),
              sql.val(b.serviceId).as('service_id'),
              sql.val(b.variationCode).as('variation_code'),
              sql.val(b.phone).as('phone'),
              sql.val(b.network).as('network'),
              sql.val(b.planId).as('plan_id'),
              sql.val(b.planName).as('plan_name'),
              sql.val(b.disco).as('disco'),
              sql.val(b.meterNumber).as('meter_number'),
              sql.val(b.meterType).as('meter_type'),
              sql.val(b.provider).as('provider'),
              sql.val(b.smartcard).as('smartcard'),
              sql.val(b.packageId).as('package_id'),
              sql.val(b.packageName).as('package_name'),
              sql.val(b.customerName).as('customer_name'),
              sql.val(b.customerAddress).as('customer_address'),
              sql<Date>`now() + make_interval(secs => ${b.requeryAfterS})`.as('next_requery_at'),
              sql<Date>`now()`.as('pay_sent_at'),
            ])
            .where(sql<boolean>`NOT (p.result->>'replayed')::boolean`),
        )
        .returning(RETURNED),
    )
    .selectFrom('p')
    .leftJoin('ins', (join) => join.onTrue())
    .select('p.result as posting')
    .selectAll('ins');
  const { posting, ...row } = (await first(q, query, 'bills_insert_with_hold'))!;
  return { posting, row: row.id ? (row as BillRow) : null };
}

export async function selectBillByKey(q: Queryable, userId: string, key: string) {
  return first(
    q,
    bills()
      .select('b.request_hash')
      .where('b.user_id', '=', userId)
      .where('b.idempotency_key', '=', key),
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One bill; with `userId`, only that user's (anything else reads as not found). */
export async function selectBill(q: Queryable, id: string, userId?: string) {
  if (!UUID.test(id)) return null;
  const query = bills().where('b.id', '=', id);
  return (await first(q, userId ? query.where('b.user_id', '=', userId) : query)) ?? null;
}

export async function selectBillByRequestId(q: Queryable, requestId: string) {
  return (await first(q, bills().where('b.request_id', '=', requestId))) ?? null;
}

export async function selectBills(
  q: Queryable,
  userId: string,
  page: { limit: number; cursor?: string },
) {
  const rows = await all(
    q,
    bills()
      .where('b.user_id', '=', userId)
      .where(keysetAfter('bills', 'b', page.cursor, { uuid: true, owner: userId }))
      .orderBy('b.created_at', 'desc')
      .orderBy('b.id', 'desc')
      .limit(page.limit + 1),
  );
  return pageRows(rows, page.limit);
}
