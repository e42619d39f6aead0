import type pg from 'pg';
import { containsPattern } from '#server/db/like.ts';
import { afterRow, pageRows } from '#server/db/paging.ts';
import type { Queryable } from '#server/ledger/post.ts';
import { safeMinor } from '#shared/money.ts';
import type {
  AdminRmbPurchase,
  AlipayType,
  RmbPlatform,
  RmbPurchase,
  RmbStats,
  RmbStatus,
} from '#shared/schemas/rmb.ts';

// SQL of RMB purchases and their QR images. Every user read names its owner;
// admin reads name none.

export type RmbRow = {
  id: string;
  user_id: string;
  status: RmbStatus;
  platform: RmbPlatform;
  alipay_type: AlipayType | null;
  naira_amount: string;
  rmb_amount: string;
  exchange_rate: string;
  reference: string;
  transaction_id: string;
  recipient_id: string;
  full_name: string;
  qr_id: string | null;
  admin_note: string | null;
  failure_reason: string | null;
  created_at: Date;
  updated_at: Date;
};

export type AdminRmbRow = RmbRow & {
  user_name: string | null;
  user_email: string;
  processed_by_email: string | null;
};

const COLUMNS = `p.id, p.user_id, p.status, p.platform, p.alipay_type, p.naira_amount::text AS naira_amount,
  p.rmb_amount::text AS rmb_amount, trim_scale(p.exchange_rate)::text AS exchange_rate, p.reference,
  p.transaction_id, p.recipient_id, p.full_name, p.qr_id, p.admin_note, p.failure_reason,
  p.created_at, p.updated_at`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function toPurchase(r: RmbRow): RmbPurchase {
  return {
    id: r.id,
    status: r.status,
    platform: r.platform,
    alipay_type: r.alipay_type,
    naira_amount: safeMinor(r.naira_amount),
    rmb_amount: safeMinor(r.rmb_amount),
    exchange_rate: r.exchange_rate,
    reference: r.reference,
    recipient_id: r.recipient_id,
    full_name: r.full_name,
    has_qr: r.qr_id !== null,
    failure_reason: r.failure_reason,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

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

// ---------------------------------------------------------------- QR images

export async function insertQrFile(
  q: Queryable,
  f: { userId: string; storageKey: string; contentType: string; size: number },
): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO rmb_qr_files (user_id, storage_key, content_type, size) VALUES ($1, $2, $3, $4)
     RETURNING id`,
    [f.userId, f.storageKey, f.contentType, f.size],
  );
  return rows[0]!.id;
}

/**
 * The user's own QR image, locked until the transaction ends, and whether a
 * purchase already uses it. The lock makes two purchases that name the same
 * image at once take turns, so only one of them can use it.
 */
export async function lockQrFile(
  client: pg.PoolClient,
  id: string,
  userId: string,
): Promise<{ used: boolean } | null> {
  const { rows } = await client.query<{ id: string }>(
    'SELECT id FROM rmb_qr_files WHERE id = $1 AND user_id = $2 FOR UPDATE',
    [id, userId],
  );
  if (!rows[0]) return null;
  const used = await client.query('SELECT 1 FROM rmb_purchases WHERE qr_id = $1 LIMIT 1', [id]);
  return { used: used.rows.length > 0 };
}

/** The QR image of a purchase (administrators): where it is stored and its type. */
export async function selectPurchaseQr(q: Queryable, purchaseId: string) {
  if (!UUID.test(purchaseId)) return null;
  const { rows } = await q.query<{ storage_key: string; content_type: string; reference: string }>(
    `SELECT f.storage_key, f.content_type, p.reference
       FROM rmb_purchases p JOIN rmb_qr_files f ON f.id = p.qr_id WHERE p.id = $1`,
    [purchaseId],
  );
  return rows[0] ?? null;
}

// ---------------------------------------------------------------- purchases

export type NewPurchase = {
  userId: string;
  platform: RmbPlatform;
  alipayType: AlipayType | null;
  nairaAmount: number;
  rmbAmount: number;
  exchangeRate: string;
  reference: string;
  idempotencyKey: string;
  requestHash: string;
  transactionId: string;
  recipientId: string;
  fullName: string;
  qrId: string | null;
};

export async function insertPurchase(client: pg.PoolClient, p: NewPurchase): Promise<RmbRow> {
  const { rows } = await client.query<RmbRow>(
    `INSERT INTO rmb_purchases AS p (user_id, platform, alipay_type, naira_amount, rmb_amount,
        exchange_rate, reference, idempotency_key, request_hash, transaction_id, recipient_id,
        full_name, qr_id)
     VALUES ($1, $2, $3, $4, $5, $6::numeric, $7, $8, $9, $10, $11, $12, $13)
     RETURNING ${COLUMNS}`,
    [
      p.userId,
      p.platform,
      p.alipayType,
      p.nairaAmount,
      p.rmbAmount,
      p.exchangeRate,
      p.reference,
      p.idempotencyKey,
      p.requestHash,
      p.transactionId,
      p.recipientId,
      p.fullName,
      p.qrId,
    ],
  );
  return rows[0]!;
}

export async function selectPurchaseByKey(
  q: Queryable,
  userId: string,
  key: string,
): Promise<(RmbRow & { request_hash: string }) | null> {
  const { rows } = await q.query<RmbRow & { request_hash: string }>(
    `SELECT ${COLUMNS}, p.request_hash FROM rmb_purchases p
      WHERE p.user_id = $1 AND p.idempotency_key = $2`,
    [userId, key],
  );
  return rows[0] ?? null;
}

/** One purchase; with `userId`, only that user's (anything else reads as not found). */
export async function selectPurchase(
  q: Queryable,
  id: string,
  userId?: string,
): Promise<RmbRow | null> {
  if (!UUID.test(id)) return null;
  const { rows } = await q.query<RmbRow>(
    `SELECT ${COLUMNS} FROM rmb_purchases p WHERE p.id = $1 AND ($2::text IS NULL OR p.user_id = $2)`,
    [id, userId ?? null],
  );
  return rows[0] ?? null;
}

/** One purchase locked for an administrator's change: two at once take turns. */
export async function lockPurchase(client: pg.PoolClient, id: string): Promise<RmbRow | null> {
  if (!UUID.test(id)) return null;
  const { rows } = await client.query<RmbRow>(
    `SELECT ${COLUMNS} FROM rmb_purchases p WHERE p.id = $1 FOR UPDATE`,
    [id],
  );
  return rows[0] ?? null;
}

export async function updatePurchaseStatus(
  client: pg.PoolClient,
  id: string,
  change: {
    status: RmbStatus;
    adminId: string;
    note: string | null;
    failureReason: string | null;
  },
): Promise<RmbRow> {
  const { rows } = await client.query<RmbRow>(
    `UPDATE rmb_purchases p SET status = $2, processed_by = $3, processed_at = now(),
        admin_note = coalesce($4, p.admin_note), failure_reason = $5,
        finished_at = CASE WHEN $2 IN ('completed', 'failed') THEN now() END, updated_at = now()
      WHERE p.id = $1
      RETURNING ${COLUMNS}`,
    [id, change.status, change.adminId, change.note, change.failureReason],
  );
  return rows[0]!;
}

const PURCHASE_ROWS = { table: 'rmb_purchases', alias: 'p', uuid: true } as const;

export async function selectPurchases(
  q: Queryable,
  userId: string,
  page: { limit: number; cursor?: string },
): Promise<{ rows: RmbRow[]; more: boolean }> {
  const params: unknown[] = [userId];
  const after = afterRow({ ...PURCHASE_ROWS, cursor: page.cursor, params, owner: '$1' });
  params.push(page.limit + 1);
  const { rows } = await q.query<RmbRow>(
    `SELECT ${COLUMNS} FROM rmb_purchases p WHERE p.user_id = $1 ${after}
      ORDER BY p.created_at DESC, p.id DESC LIMIT $${params.length}`,
    params,
  );
  return pageRows(rows, page.limit);
}

const ADMIN_FROM = `FROM rmb_purchases p
  JOIN users u ON u.id = p.user_id
  LEFT JOIN profiles pr ON pr.id = p.user_id
  LEFT JOIN users a ON a.id = p.processed_by`;
const ADMIN_COLUMNS = `${COLUMNS}, coalesce(nullif(pr.full_name, ''), u.name) AS user_name,
  u.email AS user_email, a.email AS processed_by_email`;

export async function selectAdminPurchase(q: Queryable, id: string): Promise<AdminRmbRow | null> {
  if (!UUID.test(id)) return null;
  const { rows } = await q.query<AdminRmbRow>(
    `SELECT ${ADMIN_COLUMNS} ${ADMIN_FROM} WHERE p.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}

export type AdminRmbFilters = {
  status?: RmbStatus;
  platform?: RmbPlatform;
  q?: string;
  limit: number;
  cursor?: string;
};

export async function selectAdminPurchases(
  q: Queryable,
  f: AdminRmbFilters,
): Promise<{ rows: AdminRmbRow[]; more: boolean }> {
  const params: unknown[] = [f.status ?? null, f.platform ?? null];
  let search = '';
  if (f.q) {
    params.push(containsPattern(f.q.toLowerCase()));
    const n = params.length;
    search = `AND (lower(p.reference) LIKE $${n} OR lower(p.recipient_id) LIKE $${n}
      OR lower(p.full_name) LIKE $${n} OR lower(u.email) LIKE $${n} OR lower(u.name) LIKE $${n}
      OR lower(pr.full_name) LIKE $${n})`;
  }
  const after = afterRow({ ...PURCHASE_ROWS, cursor: f.cursor, params });
  params.push(f.limit + 1);
  const { rows } = await q.query<AdminRmbRow>(
    `SELECT ${ADMIN_COLUMNS} ${ADMIN_FROM}
      WHERE ($1::text IS NULL OR p.status = $1) AND ($2::text IS NULL OR p.platform = $2)
        ${search} ${after}
      ORDER BY p.created_at DESC, p.id DESC LIMIT $${params.length}`,
    params,
  );
  return pageRows(rows, f.limit);
}

/** Counts per status over every purchase; volumes and the average rate over completed ones. */
export async function selectRmbStats(q: Queryable): Promise<RmbStats> {
  const { rows } = await q.query<{
    total: string;
    pending: string;
    processing: string;
    completed: string;
    failed: string;
    ngn: string;
    cny: string;
    avg_rate: string | null;
  }>(
    `SELECT count(*) AS total,
            count(*) FILTER (WHERE status = 'pending') AS pending,
            count(*) FILTER (WHERE status = 'processing') AS processing,
            count(*) FILTER (WHERE status = 'completed') AS completed,
            count(*) FILTER (WHERE status = 'failed') AS failed,
            coalesce(sum(naira_amount) FILTER (WHERE status = 'completed'), 0)::text AS ngn,
            coalesce(sum(rmb_amount) FILTER (WHERE status = 'completed'), 0)::text AS cny,
            trim_scale(round(avg(exchange_rate) FILTER (WHERE status = 'completed'), 10))::text
              AS avg_rate
       FROM rmb_purchases`,
  );
  const r = rows[0]!;
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
