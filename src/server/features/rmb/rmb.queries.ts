import { type Expression, sql } from 'kysely';
import type pg from 'pg';
import { keysetAfter, pageRows } from '#server/db/paging.ts';
import { all, first, type Queryable, qb, type Row, type Unqualified } from '#server/db/query.ts';
import { safeMinor } from '#shared/money.ts';
import type { AlipayType, RmbPlatform, RmbPurchase, RmbStatus } from '#shared/schemas/rmb.ts';

// SQL of RMB purchases and their QR images. Every user read names its owner;
// admin reads name none (rmb-admin.queries.ts).

const COLUMNS = [
  'p.id',
  'p.user_id',
  'p.status',
  'p.platform',
  'p.alipay_type',
  'p.naira_amount',
  'p.rmb_amount',
  'p.reference',
  'p.transaction_id',
  'p.recipient_id',
  'p.full_name',
  'p.qr_id',
  'p.admin_note',
  'p.failure_reason',
  'p.created_at',
  'p.updated_at',
] as const;

/** The same columns unqualified, for an INSERT's RETURNING (no alias there). */
export const RETURNED = COLUMNS.map((c) => c.slice(2)) as Unqualified<(typeof COLUMNS)[number]>[];

/** The rate as the user saw it: without the column's trailing zeros. */
export const rateText = (rate: Expression<string>) =>
  sql<string>`trim_scale(${rate})::text`.as('exchange_rate');

export const purchases = () =>
  qb
    .selectFrom('rmb_purchases as p')
    .select(COLUMNS)
    .select((eb) => rateText(eb.ref('p.exchange_rate')));

export type RmbRow = Row<ReturnType<typeof purchases>>;

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function toPurchase(r: RmbRow): RmbPurchase {
  return {
    id: r.id,
    status: r.status as RmbStatus,
    platform: r.platform as RmbPlatform,
    alipay_type: r.alipay_type as AlipayType | null,
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

// ---------------------------------------------------------------- QR images

export async function insertQrFile(
  q: Queryable,
  f: { userId: string; storageKey: string; contentType: string; size: number },
): Promise<string> {
  const row = await first(
    q,
    qb
      .insertInto('rmb_qr_files')
      .values({
        user_id: f.userId,
        storage_key: f.storageKey,
        content_type: f.contentType,
        size: f.size,
      })
      .returning('id'),
  );
  return row!.id;
}

/**
 * The user's own QR image, locked until the transaction ends, and whether a
 * purchase already uses it. The lock makes two purchases that name the same
 * image at once take turns, so only one of them can use it.
 */
export async function lockQrFile(
  q: pg.PoolClient,
  id: string,
  userId: string,
): Promise<{ used: boolean } | null> {
  const file = await first(
    q,
    qb
      .selectFrom('rmb_qr_files')
      .select('id')
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .forUpdate(),
  );
  if (!file) return null;
  const used = await first(
    q,
    qb
      .selectFrom('rmb_purchases')
      .select(sql<number>`1`.as('one'))
      .where('qr_id', '=', id)
      .limit(1),
  );
  return { used: used !== undefined };
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

export async function insertPurchase(q: pg.PoolClient, p: NewPurchase): Promise<RmbRow> {
  const row = await first(
    q,
    qb
      .insertInto('rmb_purchases')
      .values({
        user_id: p.userId,
        platform: p.platform,
        alipay_type: p.alipayType,
        naira_amount: p.nairaAmount,
        rmb_amount: p.rmbAmount,
        exchange_rate: p.exchangeRate,
        reference: p.reference,
        idempotency_key: p.idempotencyKey,
        request_hash: p.requestHash,
        transaction_id: p.transactionId,
        recipient_id: p.recipientId,
        full_name: p.fullName,
        qr_id: p.qrId,
      })
      .returning(RETURNED)
      .returning((eb) => rateText(eb.ref('exchange_rate'))),
  );
  return row!;
}

export async function selectPurchaseByKey(q: Queryable, userId: string, key: string) {
  const query = purchases()
    .select('p.request_hash')
    .where('p.user_id', '=', userId)
    .where('p.idempotency_key', '=', key);
  return (await first(q, query)) ?? null;
}

/** One purchase; with `userId`, only that user's (anything else reads as not found). */
export async function selectPurchase(q: Queryable, id: string, userId?: string) {
  if (!UUID.test(id)) return null;
  const query = purchases().where('p.id', '=', id);
  return (await first(q, userId ? query.where('p.user_id', '=', userId) : query)) ?? null;
}

export async function selectPurchases(
  q: Queryable,
  userId: string,
  page: { limit: number; cursor?: string },
) {
  const rows = await all(
    q,
    purchases()
      .where('p.user_id', '=', userId)
      .where(keysetAfter('rmb_purchases', 'p', page.cursor, { uuid: true, owner: userId }))
      .orderBy('p.created_at', 'desc')
      .orderBy('p.id', 'desc')
      .limit(page.limit + 1),
  );
  return pageRows(rows, page.limit);
}
