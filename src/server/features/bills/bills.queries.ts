import { containsPattern } from '#server/db/like.ts';
import { afterRow, pageRows } from '#server/db/paging.ts';
import type { Queryable, RawResult } from '#server/ledger/post.ts';
import { safeMinor } from '#shared/money.ts';
import type { AdminBill, Bill, BillService, BillStatus } from '#shared/schemas/bills.ts';

// SQL of bill payments. Every user read names its owner; admin reads name none.

export type BillRow = {
  id: string;
  user_id: string;
  service: BillService;
  status: BillStatus;
  amount: string;
  title: string;
  request_id: string;
  transaction_id: string;
  service_id: string;
  variation_code: string | null;
  phone: string | null;
  network: string | null;
  plan_id: string | null;
  plan_name: string | null;
  disco: string | null;
  meter_number: string | null;
  meter_type: string | null;
  provider: string | null;
  smartcard: string | null;
  package_id: string | null;
  package_name: string | null;
  customer_name: string | null;
  customer_address: string | null;
  token: string | null;
  vtpass_transaction_id: string | null;
  provider_code: string | null;
  failure_reason: string | null;
  pay_sent_at: Date | null;
  requery_count: number;
  created_at: Date;
  updated_at: Date;
};

const COLUMNS = `b.id, b.user_id, b.service, b.status, b.amount::text AS amount, b.title, b.request_id,
  b.transaction_id, b.service_id, b.variation_code, b.phone, b.network, b.plan_id, b.plan_name,
  b.disco, b.meter_number, b.meter_type, b.provider, b.smartcard, b.package_id, b.package_name,
  b.customer_name, b.customer_address, b.token, b.vtpass_transaction_id, b.provider_code,
  b.failure_reason, b.pay_sent_at, b.requery_count, b.created_at, b.updated_at`;

export function toBill(r: BillRow): Bill {
  return {
    id: r.id,
    service: r.service,
    status: r.status,
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

/** A statement's call of a ledger function (owo_post, owo_settle) and its parameters. */
export type LedgerCall = { sql: string; values: unknown[] };

/**
 * Holds the money and records the bill in ONE statement: the posting (`hold`,
 * an owo_post call numbered from $24) and the bill's row commit together or
 * not at all. When the posting's Idempotency-Key had already been used, the
 * posting answers the earlier one (`replayed`) and no bill is written here.
 */
export async function insertBillWithHold(
  q: Queryable,
  b: Omit<NewBill, 'transactionId'>,
  hold: LedgerCall,
): Promise<{ posting: RawResult; row: BillRow | null }> {
  const { rows } = await q.query<{ posting: RawResult } & Partial<BillRow>>({
    name: 'bills_insert_with_hold',
    text: `WITH p AS MATERIALIZED (SELECT ${hold.sql} AS result),
     ins AS (
       INSERT INTO bills AS b (user_id, service, amount, title, request_id, idempotency_key,
          request_hash, transaction_id, service_id, variation_code, phone, network, plan_id,
          plan_name, disco, meter_number, meter_type, provider, smartcard, package_id,
          package_name, customer_name, customer_address, next_requery_at, pay_sent_at)
       SELECT $1,$2,$3,$4,$5,$6,$7, (p.result->'transaction'->>'id')::uuid, $8,$9,$10,$11,$12,
          $13,$14,$15,$16,$17,$18,$19,$20,$21,$22, now() + make_interval(secs => $23), now()
         FROM p WHERE NOT (p.result->>'replayed')::boolean
       RETURNING ${COLUMNS}
     )
     SELECT p.result AS posting, ins.* FROM p LEFT JOIN ins ON true`,
    values: [
      b.userId,
      b.service,
      b.amount,
      b.title,
      b.requestId,
      b.idempotencyKey,
      b.requestHash,
      b.serviceId,
      b.variationCode,
      b.phone,
      b.network,
      b.planId,
      b.planName,
      b.disco,
      b.meterNumber,
      b.meterType,
      b.provider,
      b.smartcard,
      b.packageId,
      b.packageName,
      b.customerName,
      b.customerAddress,
      b.requeryAfterS,
      ...hold.values,
    ],
  });
  const { posting, ...row } = rows[0]!;
  return { posting, row: row.id ? (row as BillRow) : null };
}

export async function selectBillByKey(
  q: Queryable,
  userId: string,
  key: string,
): Promise<(BillRow & { request_hash: string }) | null> {
  const { rows } = await q.query<BillRow & { request_hash: string }>(
    `SELECT ${COLUMNS}, b.request_hash FROM bills b WHERE b.user_id = $1 AND b.idempotency_key = $2`,
    [userId, key],
  );
  return rows[0] ?? null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One bill; with `userId`, only that user's (anything else reads as not found). */
export async function selectBill(
  q: Queryable,
  id: string,
  userId?: string,
): Promise<BillRow | null> {
  if (!UUID.test(id)) return null;
  const { rows } = await q.query<BillRow>(
    `SELECT ${COLUMNS} FROM bills b WHERE b.id = $1 AND ($2::text IS NULL OR b.user_id = $2)`,
    [id, userId ?? null],
  );
  return rows[0] ?? null;
}

export async function selectBillByRequestId(q: Queryable, requestId: string) {
  const { rows } = await q.query<BillRow>(
    `SELECT ${COLUMNS} FROM bills b WHERE b.request_id = $1`,
    [requestId],
  );
  return rows[0] ?? null;
}

const BILL_ROWS = { table: 'bills', alias: 'b', uuid: true } as const;

export async function selectBills(
  q: Queryable,
  userId: string,
  page: { limit: number; cursor?: string },
): Promise<{ rows: BillRow[]; more: boolean }> {
  const params: unknown[] = [userId];
  const after = afterRow({ ...BILL_ROWS, cursor: page.cursor, params, owner: '$1' });
  params.push(page.limit + 1);
  const { rows } = await q.query<BillRow>(
    `SELECT ${COLUMNS} FROM bills b WHERE b.user_id = $1 ${after}
      ORDER BY b.created_at DESC, b.id DESC LIMIT $${params.length}`,
    params,
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

/** Still pending: note VTpass's answer and when to ask again (`requeried`: it was a requery). */
export async function notePending(
  q: Queryable,
  id: string,
  facts: ProviderFacts,
  nextInS: number,
  requeried: boolean,
): Promise<void> {
  await q.query(
    `UPDATE bills SET provider_code = $2, provider_status = $3, provider_response = $4::jsonb,
        requery_count = requery_count + CASE WHEN $6 THEN 1 ELSE 0 END,
        next_requery_at = now() + make_interval(secs => $5), updated_at = now()
      WHERE id = $1 AND status = 'pending'`,
    [id, facts.code, facts.status, JSON.stringify(facts.response ?? null), nextInS, requeried],
  );
}

/**
 * Settles the bill's hold (`settle`, an owo_settle call numbered from $9) and
 * marks the bill delivered, in ONE statement. The settlement runs whatever
 * the bill's row says, and first (the ledger's row is locked before the
 * bill's, as a refund does), so two deliveries at once settle once and the
 * second changes no row. `row` is null when the bill was no longer pending.
 */
export async function deliverBillWithSettle(
  q: Queryable,
  id: string,
  facts: ProviderFacts,
  settle: LedgerCall,
): Promise<{ settlement: unknown; row: BillRow | null }> {
  const { rows } = await q.query<{ settlement: unknown } & Partial<BillRow>>({
    name: 'bills_deliver_with_settle',
    text: `WITH s AS MATERIALIZED (SELECT ${settle.sql} AS result),
     upd AS (
       UPDATE bills b SET status = 'delivered', provider_code = $2, provider_status = $3,
          provider_response = $4::jsonb,
          vtpass_transaction_id = coalesce($5, b.vtpass_transaction_id),
          token = coalesce($6, b.token),
          customer_name = coalesce($7, b.customer_name),
          customer_address = coalesce($8, b.customer_address),
          failure_reason = NULL, next_requery_at = NULL, finished_at = now(), updated_at = now()
        WHERE b.id = $1 AND b.status = 'pending' AND (SELECT s.result FROM s) IS NOT NULL
        RETURNING ${COLUMNS}
     )
     SELECT s.result AS settlement, upd.* FROM s LEFT JOIN upd ON true`,
    values: [
      id,
      facts.code,
      facts.status,
      JSON.stringify(facts.response ?? null),
      facts.vtpassTransactionId ?? null,
      facts.token ?? null,
      facts.customerName ?? null,
      facts.customerAddress ?? null,
      ...settle.values,
    ],
  });
  const { settlement, ...row } = rows[0]!;
  return { settlement, row: row.id ? (row as BillRow) : null };
}

/** pending -> delivered or refunded (a delivered bill may still become refunded: a reversal). */
export async function finishBill(
  q: Queryable,
  id: string,
  status: 'delivered' | 'refunded',
  facts: ProviderFacts & { failureReason?: string | null },
): Promise<BillRow | null> {
  const { rows } = await q.query<BillRow>(
    `UPDATE bills b SET status = $2, provider_code = $3, provider_status = $4,
        provider_response = $5::jsonb,
        vtpass_transaction_id = coalesce($6, b.vtpass_transaction_id),
        token = coalesce($7, b.token),
        customer_name = coalesce($8, b.customer_name),
        customer_address = coalesce($9, b.customer_address),
        failure_reason = $10, next_requery_at = NULL, finished_at = now(), updated_at = now()
      WHERE b.id = $1 AND (b.status = 'pending' OR (b.status = 'delivered' AND $2 = 'refunded'))
      RETURNING ${COLUMNS}`,
    [
      id,
      status,
      facts.code,
      facts.status,
      JSON.stringify(facts.response ?? null),
      facts.vtpassTransactionId ?? null,
      facts.token ?? null,
      facts.customerName ?? null,
      facts.customerAddress ?? null,
      facts.failureReason ?? null,
    ],
  );
  return rows[0] ?? null;
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
  const { rows } = await q.query<{ id: string }>(
    `UPDATE bills SET next_requery_at = now() + make_interval(secs => $2)
      WHERE id IN (SELECT id FROM bills WHERE status = 'pending' AND next_requery_at <= now()
                    ORDER BY next_requery_at LIMIT $1 FOR UPDATE SKIP LOCKED)
      RETURNING id`,
    [limit, claimS],
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
  const { rows } = await q.query<{ id: string }>(
    `UPDATE bills SET webhook_requery_at = now()
      WHERE request_id = $1 AND (status = 'pending' OR (status = 'delivered' AND $2))
        AND (webhook_requery_at IS NULL OR webhook_requery_at <= now() - interval '1 minute')
      RETURNING id`,
    [requestId, saysReversed],
  );
  return rows[0]?.id ?? null;
}

export type AdminBillFilters = {
  status?: BillStatus;
  service?: BillService;
  q?: string;
  limit: number;
  cursor?: string;
};

export async function selectAdminBills(
  q: Queryable,
  f: AdminBillFilters,
): Promise<{
  rows: Array<BillRow & { user_name: string | null; user_email: string }>;
  more: boolean;
}> {
  const params: unknown[] = [f.status ?? null, f.service ?? null];
  let search = '';
  if (f.q) {
    params.push(containsPattern(f.q.toLowerCase()));
    const n = params.length;
    search = `AND (lower(b.request_id) LIKE $${n} OR b.phone LIKE $${n} OR b.meter_number LIKE $${n}
      OR b.smartcard LIKE $${n} OR lower(u.email) LIKE $${n} OR lower(u.name) LIKE $${n} OR lower(p.full_name) LIKE $${n}
      OR lower(b.title) LIKE $${n})`;
  }
  const after = afterRow({ ...BILL_ROWS, cursor: f.cursor, params });
  params.push(f.limit + 1);
  const { rows } = await q.query<BillRow & { user_name: string | null; user_email: string }>(
    `SELECT ${COLUMNS}, coalesce(nullif(p.full_name, ''), u.name) AS user_name, u.email AS user_email
       FROM bills b JOIN users u ON u.id = b.user_id LEFT JOIN profiles p ON p.id = b.user_id
      WHERE ($1::text IS NULL OR b.status = $1) AND ($2::text IS NULL OR b.service = $2)
        ${search} ${after}
      ORDER BY b.created_at DESC, b.id DESC LIMIT $${params.length}`,
    params,
  );
  return pageRows(rows, f.limit);
}

export async function countBills(q: Queryable) {
  const { rows } = await q.query<{ kind: string; key: string; n: string }>(
    `SELECT 'service' AS kind, service AS key, count(*)::text AS n FROM bills GROUP BY service
     UNION ALL
     SELECT 'status', status, count(*)::text FROM bills GROUP BY status`,
  );
  return rows;
}

export function toAdminBill(
  r: BillRow & { user_name: string | null; user_email: string },
): AdminBill {
  return {
    ...toBill(r),
    user_id: r.user_id,
    user_name: r.user_name,
    user_email: r.user_email,
    requery_count: r.requery_count,
    provider_code: r.provider_code,
  };
}
