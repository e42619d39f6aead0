import { type ExpressionBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type pg from 'pg';
import { keysetAfter, nextCursor, pageRows } from '#server/db/paging.ts';
import { all, first, type Queryable, qb, type Row, run } from '#server/db/query.ts';
import type { DB } from '#server/db/types.generated.ts';
import type { Currency } from '#shared/constants.ts';
import { safeMinor } from '#shared/money.ts';
import type { GiftCard, GiftCardStatus, GiftCardsQuery } from '#shared/schemas/gift-cards.ts';

const COLUMNS = [
  'id',
  'code',
  'amount',
  'currency',
  'created_at',
  'expires_at',
  'used_by',
] as const;

/**
 * The status every answer shows. Expiry is computed when read, never written:
 * an active card whose time has passed reads as `expired` here, and the
 * redemption's own condition (`expires_at > now()`) agrees with it.
 */
const shownStatus = (eb: ExpressionBuilder<DB, 'gift_cards'>) =>
  eb
    .case()
    .when(eb.and([eb('status', '=', 'active'), eb('expires_at', '<=', sql<Date>`now()`)]))
    .then(sql.lit('expired'))
    .else(eb.ref('status'))
    .end()
    .as('status');

const cards = () => qb.selectFrom('gift_cards').select(COLUMNS).select(shownStatus);

const toCard = (r: Row<ReturnType<typeof cards>>): GiftCard => ({
  id: r.id,
  code: r.code,
  amount: safeMinor(r.amount),
  currency: r.currency as Currency,
  status: r.status as GiftCardStatus,
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
  q: pg.PoolClient,
  card: { amount: number; currency: Currency; createdBy: string; expiresInDays: number },
  codes: string[],
): Promise<GiftCard[]> {
  const drawn = sql<{ code: string; n: string }>`unnest(${codes}::text[]) WITH ORDINALITY`.as<'c'>(
    sql`c(code, n)`,
  );
  const query = qb
    .insertInto('gift_cards')
    .columns(['code', 'amount', 'currency', 'created_by', 'expires_at'])
    .expression(
      qb
        .selectFrom(drawn)
        .select([
          'c.code',
          sql.val(card.amount).as('amount'),
          sql.val(card.currency).as('currency'),
          sql.val(card.createdBy).as('created_by'),
          sql<Date>`now() + make_interval(days => ${card.expiresInDays})`.as('expires_at'),
        ])
        .orderBy('c.n'),
    )
    .onConflict((oc) => oc.column('code').doNothing())
    .returning(COLUMNS)
    .returning(shownStatus);
  return (await all(q, query)).map(toCard);
}

/** A code with its dashes and anything else but letters and digits taken out, upper-cased. */
export const codeSearchText = (q: string) => q.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** `query` narrowed to the cards the list's search and status filter match. */
function matching<O>(
  query: SelectQueryBuilder<DB, 'gift_cards', O>,
  f: Omit<GiftCardsQuery, 'limit'>,
) {
  let out = query;
  // A batch is inserted in one transaction by one administrator: one created_at, one created_by.
  if (f.batch)
    out = out.where(
      sql<boolean>`(gift_cards.created_by, gift_cards.created_at) = (SELECT b.created_by, b.created_at FROM gift_cards b WHERE b.id = ${f.batch})`,
    );
  const q = f.q ? codeSearchText(f.q) : '';
  // Only A-Z and 0-9 are left, so no LIKE wildcard can come from the user.
  if (q)
    out = out.where((eb) =>
      eb(eb.fn('replace', ['code', sql.lit('-'), sql.lit('')]), 'like', `%${q}%`),
    );
  if (f.status === 'active')
    out = out.where('status', '=', 'active').where('expires_at', '>', sql<Date>`now()`);
  else if (f.status === 'expired')
    out = out.where((eb) =>
      eb.or([
        eb('status', '=', 'expired'),
        eb.and([eb('status', '=', 'active'), eb('expires_at', '<=', sql<Date>`now()`)]),
      ]),
    );
  else if (f.status) out = out.where('status', '=', f.status);
  return out;
}

/**
 * One page of cards, newest first, keyset-paged on (created_at, id): a batch
 * shares one created_at, so the id breaks the tie. The cursor is the last
 * card's id. `total` counts every card that matches, over all pages.
 */
export async function selectCards(q: Queryable, query: GiftCardsQuery) {
  const page = cardsQuery(query).limit(query.limit + 1);
  const count = matching(
    qb.selectFrom('gift_cards').select((eb) => eb.fn.countAll<string>().as('n')),
    query,
  );
  const [found, counted] = await Promise.all([all(q, page), first(q, count)]);
  const { rows, more } = pageRows(found, query.limit);
  const items = rows.map(toCard);
  return {
    items,
    next_cursor: nextCursor(items, more),
    total: safeMinor(counted?.n ?? 0),
  };
}

/** The cards the filters match, newest first, unpaged (the CSV export reads them all). */
export function cardsQuery(query: Omit<GiftCardsQuery, 'limit'>) {
  return matching(cards(), query)
    .where(keysetAfter('gift_cards', 'gift_cards', query.cursor))
    .orderBy('gift_cards.created_at', 'desc')
    .orderBy('gift_cards.id', 'desc');
}

export { toCard };

/** Who issued a card (null for an unknown code or one whose issuer is gone). */
export async function selectCardCreator(q: Queryable, code: string): Promise<string | null> {
  const row = await first(
    q,
    qb.selectFrom('gift_cards').select('created_by').where('code', '=', code),
  );
  return row?.created_by ?? null;
}

/**
 * Marks an active, unexpired card used by `userId`, in the caller's
 * transaction. The condition is the lock: of many concurrent redemptions one
 * updates the row; the others wait for it, find it no longer active, and get
 * nothing back.
 */
export async function claimCard(q: pg.PoolClient, code: string, userId: string) {
  const row = await first(
    q,
    qb
      .updateTable('gift_cards')
      .set({ status: 'used', used_by: userId, used_at: sql<Date>`now()` })
      .where('code', '=', code)
      .where('status', '=', 'active')
      .where('expires_at', '>', sql<Date>`now()`)
      .returning(['id', 'amount', 'currency']),
  );
  return row
    ? { id: row.id, amount: safeMinor(row.amount), currency: row.currency as Currency }
    : null;
}

/** Records the ledger transaction that paid the card out. */
export async function setCardTransaction(q: pg.PoolClient, id: string, transactionId: string) {
  await run(
    q,
    qb.updateTable('gift_cards').set({ transaction_id: transactionId }).where('id', '=', id),
  );
}

/** A card's status as the list shows it (expiry computed), or null for an unknown code. */
export async function selectCardStatus(q: Queryable, code: string) {
  const row = await first(
    q,
    qb.selectFrom('gift_cards').select(shownStatus).where('code', '=', code),
  );
  return row ? (row.status as GiftCardStatus) : null;
}

/**
 * Holds, until the caller's transaction ends, the one lock of this
 * administrator's Idempotency-Key for batches: a second request with the same
 * key waits for the first to commit, then finds its batch.
 */
export async function lockBatchKey(q: pg.PoolClient, adminId: string, key: string) {
  const lock = `gift_cards.create:${adminId}:${key}`;
  await first(
    q,
    qb.selectNoFrom(sql<void>`pg_advisory_xact_lock(hashtextextended(${lock}, 0))`.as('locked')),
  );
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
  q: pg.PoolClient,
  adminId: string,
  key: string,
): Promise<AuditedBatch | null> {
  const row = await first(
    q,
    qb
      .selectFrom('audit_log')
      .select('after')
      .where('action', '=', 'gift_cards.create')
      .where('actor_id', '=', adminId)
      .where((eb) => eb(sql<string>`${eb.ref('after')}->>'idempotency_key'`, '=', key))
      .orderBy('id')
      .limit(1),
  );
  return (row?.after as AuditedBatch | undefined) ?? null;
}

/** The cards with these codes, as they are now, in the order given. */
export async function selectCardsByCodes(q: pg.PoolClient, codes: string[]) {
  const query = cards()
    .where((eb) => eb('code', '=', eb.fn.any(sql<string[]>`${codes}::text[]`)))
    .orderBy((eb) => sql`array_position(${codes}::text[], ${eb.ref('code')})`);
  return (await all(q, query)).map(toCard);
}
