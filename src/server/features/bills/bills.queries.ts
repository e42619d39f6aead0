import { type RawBuilder, sql } from 'kysely';
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
import type { RawResult } from '#server/ledger/post.ts';
import { safeMinor } from '#shared/money.ts';
import type { AdminBill, Bill, BillService, BillStatus } from '#shared/schemas/bills.ts';

// SQL of bill payments. Every user read names its owner; admin reads name none.

const BILL_COLUMNS = [
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

const bills = () => qb.selectFrom('bills as b').select(BILL_COLUMNS);

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

export type ProviderFacts = {
  code: string | null;
  status: string | null;
  response: unknown;
  vtpassTransactionId?: string | null;
  token?: string | null;
  customerName?: string | null;
  customerAddress?: string | null;
};

const providerAnswer = (facts: ProviderFacts) => ({
  provider_code: facts.code,
  provider_status: facts.status,
  provider_response: JSON.stringify(facts.response ?? null),
});

/** What a final answer may fill in that the bill did not know yet. */
const finalFacts = (facts: ProviderFacts) => ({
  ...providerAnswer(facts),
  vtpass_transaction_id: sql<
    string | null
  >`coalesce(${facts.vtpassTransactionId ?? null}, b.vtpass_transaction_id)`,
  token: sql<string | null>`coalesce(${facts.token ?? null}, b.token)`,
  customer_name: sql<string | null>`coalesce(${facts.customerName ?? null}, b.customer_name)`,
  customer_address: sql<
    string | null
  >`coalesce(${facts.customerAddress ?? null}, b.customer_address)`,
  next_requery_at: null,
  finished_at: sql<Date>`now()`,
  updated_at: sql<Date>`now()`,
});

/** Still pending: note VTpass's answer and when to ask again (`requeried`: it was a requery). */
export async function notePending(
  q: Queryable,
  id: string,
  facts: ProviderFacts,
  nextInS: number,
  requeried: boolean,
): Promise<void> {
  await run(
    q,
    qb
      .updateTable('bills')
      .set((eb) => ({
        ...providerAnswer(facts),
        requery_count: requeried ? eb('requery_count', '+', 1) : eb.ref('requery_count'),
        next_requery_at: sql<Date>`now() + make_interval(secs => ${nextInS})`,
        updated_at: sql<Date>`now()`,
      }))
      .where('id', '=', id)
      .where('status', '=', 'pending'),
  );
}

/**
 * Settles the bill's hold (`settle`, an owo_settle call) and marks the bill
 * delivered, in ONE statement. The settlement runs whatever the bill's row
 * says, and first (the ledger's row is locked before the bill's, as a refund
 * does), so two deliveries at once settle once and the second changes no row.
 * `row` is null when the bill was no longer pending.
 */
export async function deliverBillWithSettle(
  q: Queryable,
  id: string,
  facts: ProviderFacts,
  settle: RawBuilder<unknown>,
): Promise<{ settlement: unknown; row: BillRow | null }> {
  const query = qb
    .with(
      (w) => w('s').materialized(),
      (db) => db.selectNoFrom(settle.as('result')),
    )
    .with('upd', (db) =>
      db
        .updateTable('bills as b')
        .set({ status: 'delivered', failure_reason: null, ...finalFacts(facts) })
        .where('b.id', '=', id)
        .where('b.status', '=', 'pending')
        .where(sql<boolean>`(SELECT s.result FROM s) IS NOT NULL`)
        .returning(BILL_COLUMNS),
    )
    .selectFrom('s')
    .leftJoin('upd', (join) => join.onTrue())
    .select('s.result as settlement')
    .selectAll('upd');
  const { settlement, ...row } = (await first(q, query, 'bills_deliver_with_settle'))!;
  return { settlement, row: row.id ? (row as BillRow) : null };
}

/** pending -> delivered or refunded (a delivered bill may still become refunded: a reversal). */
export async function finishBill(
  q: Queryable,
  id: string,
  status: 'delivered' | 'refunded',
  facts: ProviderFacts & { failureReason?: string | null },
) {
  const query = qb
    .updateTable('bills as b')
    .set({ status, failure_reason: facts.failureReason ?? null, ...finalFacts(facts) })
    .where('b.id', '=', id)
    .where((eb) =>
      status === 'refunded'
        ? eb('b.status', 'in', ['pending', 'delivered'])
        : eb('b.status', '=', 'pending'),
    )
    .returning(BILL_COLUMNS);
  return (await first(q, query)) ?? null;
}

/**
 * Claims pending bills whose time to be asked about has come, oldest first:
 * their next time moves `claimS` seconds on, so no other sweep takes them
 * meanwhile; the requery then sets the real next time.
 */
export async function claimDueBills(
  q: Queryable,
  limit: number,
  claimS: number,
): Promise<string[]> {
  const rows = await all(
    q,
    qb
      .updateTable('bills')
      .set({ next_requery_at: sql<Date>`now() + make_interval(secs => ${claimS})` })
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('bills')
          .select('id')
          .where('status', '=', 'pending')
          .where('next_requery_at', '<=', sql<Date>`now()`)
          .orderBy('next_requery_at')
          .limit(limit)
          .forUpdate()
          .skipLocked(),
      )
      .returning('id'),
  );
  return rows.map((r) => r.id);
}

/**
 * A VTpass webhook's claim to requery a bill now. The webhook is unsigned, so
 * anyone can post it: only a pending bill is asked about (or a delivered one
 * the post says was reversed, as VTpass may still reverse it), at most once a
 * minute per bill (one UPDATE, so of concurrent posts exactly one wins). The
 * bill's id, or null when nothing is to be asked.
 */
export async function claimWebhookRequery(
  q: Queryable,
  requestId: string,
  saysReversed: boolean,
): Promise<string | null> {
  const row = await first(
    q,
    qb
      .updateTable('bills')
      .set({ webhook_requery_at: sql<Date>`now()` })
      .where('request_id', '=', requestId)
      .where((eb) =>
        saysReversed ? eb('status', 'in', ['pending', 'delivered']) : eb('status', '=', 'pending'),
      )
      .where((eb) =>
        eb.or([
          eb('webhook_requery_at', 'is', null),
          eb('webhook_requery_at', '<=', sql<Date>`now() - interval '1 minute'`),
        ]),
      )
      .returning('id'),
  );
  return row?.id ?? null;
}

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
    .select([
      sql<string | null>`coalesce(nullif(p.full_name, ''), u.name)`.as('user_name'),
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
      .select([sql<string | null>`coalesce(nullif(p.full_name, ''), u.name)`.as('name'), 'u.email'])
      .where('u.id', '=', userId),
  );
}

export async function selectAdminBills(q: Queryable, f: AdminBillFilters) {
  let query = adminBills()
    .where(keysetAfter('bills', 'b', f.cursor, { uuid: true }))
    .orderBy('b.created_at', 'desc')
    .orderBy('b.id', 'desc')
    .limit(f.limit + 1);
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
  return pageRows(await all(q, query), f.limit);
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
