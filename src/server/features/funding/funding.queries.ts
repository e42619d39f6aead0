import { sql } from 'kysely';
import { first, type Queryable, qb, type Row, run, type Unqualified } from '#server/db/query.ts';
import type { Currency } from '#shared/constants.ts';
import { safeMinor } from '#shared/money.ts';
import type { CardFundingStatus } from '#shared/schemas/funding.ts';

const COLUMNS = [
  'f.id',
  'f.user_id',
  'f.reference',
  'f.idempotency_key',
  'f.request_hash',
  'f.amount',
  'f.currency',
  'f.status',
  'f.provider',
  'f.authorization_url',
  'f.provider_status',
  'f.failure_reason',
  'f.transaction_id',
  'f.paid_at',
  'f.credited_at',
  'f.created_at',
  'f.updated_at',
] as const;

/** The same columns unqualified, for an INSERT's or UPDATE's RETURNING. */
const RETURNED = COLUMNS.map((c) => c.slice(2)) as Unqualified<(typeof COLUMNS)[number]>[];

const fundings = () => qb.selectFrom('card_fundings as f').select(COLUMNS);

function toRow(r: Row<ReturnType<typeof fundings>>) {
  return {
    ...r,
    amount: safeMinor(r.amount),
    currency: r.currency as Currency,
    status: r.status as CardFundingStatus,
    provider: r.provider as 'paystack' | 'simulator',
  };
}

export type CardFundingRow = ReturnType<typeof toRow>;

const parse = (r: Row<ReturnType<typeof fundings>> | undefined) => (r ? toRow(r) : null);

/** Null when the user already used this idempotency key (waits for a twin in flight to finish). */
export async function insertCardFunding(
  db: Queryable,
  row: Pick<
    CardFundingRow,
    | 'user_id'
    | 'reference'
    | 'idempotency_key'
    | 'request_hash'
    | 'amount'
    | 'currency'
    | 'provider'
  >,
): Promise<CardFundingRow | null> {
  const query = qb
    .insertInto('card_fundings')
    .values({
      user_id: row.user_id,
      reference: row.reference,
      idempotency_key: row.idempotency_key,
      request_hash: row.request_hash,
      amount: row.amount,
      currency: row.currency,
      provider: row.provider,
    })
    .onConflict((oc) => oc.columns(['user_id', 'idempotency_key']).doNothing())
    .returning(RETURNED);
  return parse(await first(db, query));
}

export async function selectByIdempotencyKey(db: Queryable, userId: string, key: string) {
  return parse(
    await first(
      db,
      fundings().where('f.user_id', '=', userId).where('f.idempotency_key', '=', key),
    ),
  );
}

/** The owner's card funding; null for anyone else's. */
export async function selectUserCardFunding(db: Queryable, userId: string, reference: string) {
  return parse(
    await first(
      db,
      fundings().where('f.user_id', '=', userId).where('f.reference', '=', reference),
    ),
  );
}

/** For the provider's webhook, which names no user: the reference is ours and unique. */
export async function selectCardFundingByReference(db: Queryable, reference: string) {
  return parse(await first(db, fundings().where('f.reference', '=', reference)));
}

/** Inside a transaction: holds the row until commit, so racing settlements queue up here. */
export async function lockCardFunding(db: Queryable, id: string) {
  return parse(await first(db, fundings().where('f.id', '=', id).forUpdate()));
}

export async function setCheckout(
  db: Queryable,
  id: string,
  checkout: { authorization_url: string; access_code: string; response: unknown },
) {
  const query = qb
    .updateTable('card_fundings')
    .set({
      authorization_url: checkout.authorization_url,
      access_code: checkout.access_code,
      provider_response: JSON.stringify(checkout.response),
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .returning(RETURNED);
  return parse(await first(db, query));
}

/**
 * Takes over a claim whose request died before its checkout opened (older than
 * `staleS` by the database's clock, so no live request can still be waiting
 * for Paystack on it): deletes it, so the key can be claimed again. True when
 * this call deleted it.
 */
export async function deleteStaleClaim(db: Queryable, id: string, staleS: number) {
  const deleted = await run(
    db,
    qb
      .deleteFrom('card_fundings')
      .where('id', '=', id)
      .where('authorization_url', 'is', null)
      .where('status', '=', 'initialized')
      .where('created_at', '<', sql<Date>`now() - make_interval(secs => ${staleS})`),
  );
  return deleted > 0;
}

/** Releases the idempotency key of a payment whose checkout never opened. */
export async function deleteUnopened(db: Queryable, id: string) {
  await run(
    db,
    qb
      .deleteFrom('card_fundings')
      .where('id', '=', id)
      .where('authorization_url', 'is', null)
      .where('status', '=', 'initialized'),
  );
}

/** What the provider last said, while the payment is still open. */
export async function setProviderStatus(
  db: Queryable,
  id: string,
  status: string,
  response: unknown,
) {
  await run(
    db,
    qb
      .updateTable('card_fundings')
      .set({
        provider_status: status,
        provider_response: JSON.stringify(response),
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', id)
      .where('status', '=', 'initialized'),
  );
}

/** Credited (or held for the customer): final. Only the first caller changes the row. */
export async function markSucceeded(
  db: Queryable,
  id: string,
  s: {
    transactionId: string;
    paidAt: Date | null;
    providerStatus: string;
    response: unknown;
    /** Why the success is not a wallet credit (the money was held), else null. */
    note?: string | null;
  },
) {
  await run(
    db,
    qb
      .updateTable('card_fundings')
      .set((eb) => ({
        status: 'success',
        transaction_id: s.transactionId,
        paid_at: eb.fn.coalesce(eb.val(s.paidAt), eb.ref('paid_at')),
        provider_status: s.providerStatus,
        provider_response: JSON.stringify(s.response),
        failure_reason: s.note ?? null,
        credited_at: sql<Date>`now()`,
        updated_at: sql<Date>`now()`,
      }))
      .where('id', '=', id)
      .where('status', '<>', 'success'),
  );
}

/** Not credited. Never undoes a success. */
export async function markFailed(
  db: Queryable,
  id: string,
  f: { reason: string; providerStatus: string; response: unknown; from: CardFundingStatus[] },
) {
  await run(
    db,
    qb
      .updateTable('card_fundings')
      .set({
        status: 'failed',
        failure_reason: f.reason,
        provider_status: f.providerStatus,
        provider_response: JSON.stringify(f.response),
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', id)
      .where((eb) => eb('status', '=', eb.fn.any(sql<string[]>`${f.from}::text[]`)))
      .where('status', '<>', 'success'),
  );
}
