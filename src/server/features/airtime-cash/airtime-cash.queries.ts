import type pg from 'pg';
import { containsPattern } from '#server/db/like.ts';
import { afterRow, pageRows } from '#server/db/paging.ts';
import type { Queryable } from '#server/ledger/post.ts';
import { safeMinor } from '#shared/money.ts';
import type {
  AdminAirtimeCash,
  AirtimeCash,
  AirtimeCashStats,
  AirtimeCashStatus,
  AirtimeNetwork,
} from '#shared/schemas/airtime-cash.ts';

// SQL of airtime to cash. Every user read names its owner; admin reads name none.

export type AirtimeCashRow = {
  id: string;
  user_id: string;
  network: AirtimeNetwork;
  status: AirtimeCashStatus;
  amount: string;
  fee_percentage: string;
  fee_amount: string;
  net_amount: string;
  phone: string;
  ussd_code: string;
  deny_reason: string | null;
  processed_at: Date | null;
  credit_transaction_id: string | null;
  created_at: Date;
  updated_at: Date;
};

export type AdminAirtimeCashRow = AirtimeCashRow & {
  user_name: string | null;
  user_email: string;
  processed_by_email: string | null;
};

const COLUMNS = `r.id, r.user_id, r.network, r.status, r.amount::text AS amount,
  trim_scale(r.fee_percentage)::text AS fee_percentage, r.fee_amount::text AS fee_amount,
  r.net_amount::text AS net_amount, r.phone, r.ussd_code, r.deny_reason, r.processed_at,
  r.credit_transaction_id, r.created_at, r.updated_at`;

const ADMIN_COLUMNS = `${COLUMNS}, coalesce(nullif(p.full_name, ''), u.name) AS user_name,
  u.email AS user_email, a.email AS processed_by_email`;
const ADMIN_FROM = `airtime_cash_requests r JOIN users u ON u.id = r.user_id
  LEFT JOIN profiles p ON p.id = r.user_id LEFT JOIN users a ON a.id = r.processed_by`;

export function toAirtimeCash(r: AirtimeCashRow): AirtimeCash {
  return {
    id: r.id,
    network: r.network,
    status: r.status,
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
  const { rows } = await q.query<{ fee: string }>(
    'SELECT trim_scale(fee_percentage)::text AS fee FROM airtime_rates WHERE network = $1',
    [network],
  );
  return rows[0]?.fee ?? null;
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
  const { rows } = await q.query<AirtimeCashRow & { created: boolean }>(
    `WITH ins AS (
       INSERT INTO airtime_cash_requests AS r
          (user_id, network, amount, fee_percentage, fee_amount, net_amount, phone, ussd_code,
           idempotency_key)
       VALUES ($1, $2, $3, $4::numeric, $5, $6, $7, $8, $9)
       ON CONFLICT (user_id, idempotency_key) DO NOTHING
       RETURNING ${COLUMNS}, true AS created
     )
     SELECT * FROM ins
     UNION ALL
     SELECT ${COLUMNS}, false AS created FROM airtime_cash_requests r
      WHERE r.user_id = $1 AND r.idempotency_key = $9 AND NOT EXISTS (SELECT 1 FROM ins)`,
    [
      n.userId,
      n.network,
      n.amount,
      n.feePercentage,
      n.feeAmount,
      n.netAmount,
      n.phone,
      n.ussdCode,
      n.idempotencyKey,
    ],
  );
  const first = rows[0];
  if (first) {
    const { created, ...row } = first;
    return { row, created };
  }
  // The same key in a request at the same moment: the insert waited for it to commit, and this
  // statement's snapshot, older than that commit, could not see its row. A new statement can.
  const again = await q.query<AirtimeCashRow>(
    `SELECT ${COLUMNS} FROM airtime_cash_requests r WHERE r.user_id = $1 AND r.idempotency_key = $2`,
    [n.userId, n.idempotencyKey],
  );
  return { row: again.rows[0]!, created: false };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const REQUEST_ROWS = { table: 'airtime_cash_requests', alias: 'r', uuid: true } as const;

type Page = { limit: number; cursor?: string };

export async function selectUserAirtimeCash(
  q: Queryable,
  userId: string,
  f: Page & { status?: AirtimeCashStatus; q?: string },
): Promise<{ rows: AirtimeCashRow[]; more: boolean }> {
  const params: unknown[] = [userId, f.status ?? null];
  let search = '';
  if (f.q) {
    params.push(containsPattern(f.q.toLowerCase()));
    search = `AND (r.phone LIKE $${params.length} OR lower(r.network) LIKE $${params.length})`;
  }
  const after = afterRow({ ...REQUEST_ROWS, cursor: f.cursor, params, owner: '$1' });
  params.push(f.limit + 1);
  const { rows } = await q.query<AirtimeCashRow>(
    `SELECT ${COLUMNS} FROM airtime_cash_requests r
      WHERE r.user_id = $1 AND ($2::text IS NULL OR r.status = $2) ${search} ${after}
      ORDER BY r.created_at DESC, r.id DESC LIMIT $${params.length}`,
    params,
  );
  return pageRows(rows, f.limit);
}

export type AdminAirtimeCashFilters = Page & {
  status?: AirtimeCashStatus;
  network?: AirtimeNetwork;
  q?: string;
};

export async function selectAdminAirtimeCash(
  q: Queryable,
  f: AdminAirtimeCashFilters,
): Promise<{ rows: AdminAirtimeCashRow[]; more: boolean }> {
  const params: unknown[] = [f.status ?? null, f.network ?? null];
  let search = '';
  if (f.q) {
    params.push(containsPattern(f.q.toLowerCase()));
    const n = params.length;
    search = `AND (lower(u.email) LIKE $${n} OR lower(u.name) LIKE $${n}
      OR lower(p.full_name) LIKE $${n} OR r.phone LIKE $${n} OR r.id::text LIKE $${n})`;
  }
  const after = afterRow({ ...REQUEST_ROWS, cursor: f.cursor, params });
  params.push(f.limit + 1);
  const { rows } = await q.query<AdminAirtimeCashRow>(
    `SELECT ${ADMIN_COLUMNS} FROM ${ADMIN_FROM}
      WHERE ($1::text IS NULL OR r.status = $1) AND ($2::text IS NULL OR r.network = $2)
        ${search} ${after}
      ORDER BY r.created_at DESC, r.id DESC LIMIT $${params.length}`,
    params,
  );
  return pageRows(rows, f.limit);
}

/** One request as the back office sees it; `lock` takes its row lock (inside a transaction). */
export async function selectAdminAirtimeCashById(
  q: Queryable,
  id: string,
  lock = false,
): Promise<AdminAirtimeCashRow | null> {
  if (!UUID.test(id)) return null;
  const { rows } = await q.query<AdminAirtimeCashRow>(
    `SELECT ${ADMIN_COLUMNS} FROM ${ADMIN_FROM} WHERE r.id = $1
     ${lock ? 'FOR UPDATE OF r' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

/** pending -> approved (with its credit) or denied (with its reason); null if no longer pending. */
export async function decideAirtimeCash(
  client: pg.PoolClient,
  id: string,
  d: {
    status: 'approved' | 'denied';
    adminId: string;
    denyReason: string | null;
    creditTransactionId: string | null;
  },
): Promise<boolean> {
  const { rowCount } = await client.query(
    `UPDATE airtime_cash_requests SET status = $2, deny_reason = $3, credit_transaction_id = $4,
        processed_by = $5, processed_at = now(), updated_at = now()
      WHERE id = $1 AND status = 'pending'`,
    [id, d.status, d.denyReason, d.creditTransactionId, d.adminId],
  );
  return rowCount === 1;
}

export async function airtimeCashStats(q: Queryable): Promise<AirtimeCashStats> {
  const { rows } = await q.query<Record<keyof AirtimeCashStats, string>>(
    `SELECT count(*) AS total_requests,
            count(*) FILTER (WHERE status = 'pending') AS pending,
            count(*) FILTER (WHERE status IN ('approved', 'completed')) AS completed,
            count(*) FILTER (WHERE status = 'denied') AS denied,
            coalesce(sum(amount) FILTER (WHERE status IN ('approved', 'completed')), 0) AS total_volume,
            coalesce(sum(net_amount) FILTER (WHERE status IN ('approved', 'completed')), 0) AS total_credited
       FROM airtime_cash_requests`,
  );
  const r = rows[0]!;
  return {
    total_requests: safeMinor(r.total_requests),
    pending: safeMinor(r.pending),
    completed: safeMinor(r.completed),
    denied: safeMinor(r.denied),
    total_volume: safeMinor(r.total_volume),
    total_credited: safeMinor(r.total_credited),
  };
}
