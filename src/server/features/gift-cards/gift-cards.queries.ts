import type { Pool, PoolClient } from 'pg';
import { nextCursor, pageRows, rowsAfter } from '#server/db/paging.ts';
import type { Currency } from '#shared/constants.ts';
import { safeMinor } from '#shared/money.ts';
import type { GiftCard, GiftCardStatus, GiftCardsQuery } from '#shared/schemas/gift-cards.ts';

type Queryable = Pick<Pool | PoolClient, 'query'>;

type Raw = {
  id: string;
  code: string;
  amount: string;
  currency: Currency;
  status: GiftCardStatus;
  created_at: Date;
  expires_at: Date;
  used_by: string | null;
};

/**
 * The columns every answer shows. Expiry is computed when read, never written:
 * an active card whose time has passed reads as `expired` here, and the
 * redemption's own condition (`expires_at > now()`) agrees with it.
 */
const COLUMNS = `id, code, amount::text AS amount, currency,
  CASE WHEN status = 'active' AND expires_at <= now() THEN 'expired' ELSE status END AS status,
  created_at, expires_at, used_by`;

const toCard = (r: Raw): GiftCard => ({
  id: r.id,
  code: r.code,
  amount: safeMinor(r.amount),
  currency: r.currency,
  status: r.status,
  created_at: r.created_at.toISOString(),
  expires_at: r.expires_at.toISOString(),
  used_by: r.used_by,
});

/**
 * Inserts the cards whose codes are free, in the caller's transaction; a code
 * already taken is skipped (the caller draws another), so a collision never
 * aborts the transaction.
 */
export async function insertCards(
  client: PoolClient,
  card: { amount: number; currency: Currency; createdBy: string; expiresInDays: number },
  codes: string[],
): Promise<GiftCard[]> {
  const { rows } = await client.query<Raw>(
    `INSERT INTO gift_cards (code, amount, currency, created_by, expires_at)
     SELECT code, $2, $3, $4, now() + make_interval(days => $5)
       FROM unnest($1::text[]) WITH ORDINALITY AS c(code, n)
      ORDER BY n
     ON CONFLICT (code) DO NOTHING
     RETURNING ${COLUMNS}`,
    [codes, card.amount, card.currency, card.createdBy, card.expiresInDays],
  );
  return rows.map(toCard);
}

/** A code with its dashes and anything else but letters and digits taken out, upper-cased. */
export const codeSearchText = (q: string) => q.toUpperCase().replace(/[^A-Z0-9]/g, '');

/**
 * One page of cards, newest first, keyset-paged on (created_at, id): a batch
 * shares one created_at, so the id breaks the tie. The cursor is the last
 * card's id. `total` counts every card that matches, over all pages.
 */
export async function selectCards(pool: Pool, query: GiftCardsQuery) {
  const params: unknown[] = [];
  const where: string[] = [];
  const q = query.q ? codeSearchText(query.q) : '';
  if (q) {
    // Only A-Z and 0-9 are left, so no LIKE wildcard can come from the user.
    params.push(`%${q}%`);
    where.push(`replace(code, '-', '') LIKE $${params.length}`);
  }
  if (query.status === 'active') where.push(`status = 'active' AND expires_at > now()`);
  else if (query.status === 'expired')
    where.push(`(status = 'expired' OR (status = 'active' AND expires_at <= now()))`);
  else if (query.status) {
    params.push(query.status);
    where.push(`status = $${params.length}`);
  }
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const pageWhere = [...where];
  const pageParams = [...params];
  const after = rowsAfter({
    table: 'gift_cards',
    alias: 'gift_cards',
    cursor: query.cursor,
    params: pageParams,
  });
  if (after) pageWhere.push(after);
  pageParams.push(query.limit + 1);
  const [page, count] = await Promise.all([
    pool.query<Raw>(
      `SELECT ${COLUMNS} FROM gift_cards
        ${pageWhere.length ? `WHERE ${pageWhere.join(' AND ')}` : ''}
        ORDER BY gift_cards.created_at DESC, gift_cards.id DESC
        LIMIT $${pageParams.length}`,
      pageParams,
    ),
    pool.query<{ n: string }>(`SELECT count(*) AS n FROM gift_cards ${filter}`, params),
  ]);
  const { rows, more } = pageRows(page.rows, query.limit);
  const items = rows.map(toCard);
  return {
    items,
    next_cursor: nextCursor(items, more),
    total: safeMinor(count.rows[0]?.n ?? 0),
  };
}

/** Who issued a card (null for an unknown code or one whose issuer is gone). */
export async function selectCardCreator(q: Queryable, code: string): Promise<string | null> {
  const { rows } = await q.query<{ created_by: string | null }>(
    'SELECT created_by FROM gift_cards WHERE code = $1',
    [code],
  );
  return rows[0]?.created_by ?? null;
}

/**
 * Marks an active, unexpired card used by `userId`, in the caller's
 * transaction. The condition is the lock: of many concurrent redemptions one
 * updates the row; the others wait for it, find it no longer active, and get
 * nothing back.
 */
export async function claimCard(client: PoolClient, code: string, userId: string) {
  const { rows } = await client.query<{ id: string; amount: string; currency: Currency }>(
    `UPDATE gift_cards SET status = 'used', used_by = $2, used_at = now()
      WHERE code = $1 AND status = 'active' AND expires_at > now()
      RETURNING id, amount::text AS amount, currency`,
    [code, userId],
  );
  const row = rows[0];
  return row ? { id: row.id, amount: safeMinor(row.amount), currency: row.currency } : null;
}

/** Records the ledger transaction that paid the card out. */
export async function setCardTransaction(client: PoolClient, id: string, transactionId: string) {
  await client.query('UPDATE gift_cards SET transaction_id = $2 WHERE id = $1', [
    id,
    transactionId,
  ]);
}

/** A card's status as the list shows it (expiry computed), or null for an unknown code. */
export async function selectCardStatus(q: Queryable, code: string) {
  const { rows } = await q.query<{ status: GiftCardStatus }>(
    `SELECT ${COLUMNS} FROM gift_cards WHERE code = $1`,
    [code],
  );
  return rows[0]?.status ?? null;
}

/**
 * Holds, until the caller's transaction ends, the one lock of this
 * administrator's Idempotency-Key for batches: a second request with the same
 * key waits for the first to commit, then finds its batch.
 */
export async function lockBatchKey(client: PoolClient, adminId: string, key: string) {
  await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [
    `gift_cards.create:${adminId}:${key}`,
  ]);
}

export type AuditedBatch = {
  amount: number;
  currency: Currency;
  count: number;
  expires_in_days: number;
  codes: string[];
};

/** The batch this administrator already made under `key`, as its audit row recorded it. */
export async function selectBatchByKey(
  client: PoolClient,
  adminId: string,
  key: string,
): Promise<AuditedBatch | null> {
  const { rows } = await client.query<{ after: AuditedBatch }>(
    `SELECT after FROM audit_log
      WHERE action = 'gift_cards.create' AND actor_id = $1 AND after->>'idempotency_key' = $2
      ORDER BY id LIMIT 1`,
    [adminId, key],
  );
  return rows[0]?.after ?? null;
}

/** The cards with these codes, as they are now. */
export async function selectCardsByCodes(client: PoolClient, codes: string[]) {
  const { rows } = await client.query<Raw>(
    `SELECT ${COLUMNS} FROM gift_cards WHERE code = ANY($1) ORDER BY array_position($1, code)`,
    [codes],
  );
  return rows.map(toCard);
}
