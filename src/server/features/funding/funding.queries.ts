import type { Pool, PoolClient } from 'pg';
import type { Currency } from '#shared/constants.ts';
import { safeMinor } from '#shared/money.ts';
import type { CardFundingStatus } from '#shared/schemas/funding.ts';

type Queryable = Pick<Pool | PoolClient, 'query'>;

export type CardFundingRow = {
  id: string;
  user_id: string;
  reference: string;
  idempotency_key: string;
  request_hash: string;
  amount: number;
  currency: Currency;
  status: CardFundingStatus;
  provider: 'paystack' | 'simulator';
  authorization_url: string | null;
  provider_status: string | null;
  failure_reason: string | null;
  transaction_id: string | null;
  paid_at: Date | null;
  credited_at: Date | null;
  created_at: Date;
  updated_at: Date;
};

type Raw = Omit<CardFundingRow, 'amount'> & { amount: string };
const parse = (r: Raw | undefined): CardFundingRow | null =>
  r ? { ...r, amount: safeMinor(r.amount) } : null;

const COLUMNS = `id, user_id, reference, idempotency_key, request_hash, amount::text AS amount,
  currency, status, provider, authorization_url, provider_status, failure_reason, transaction_id,
  paid_at, credited_at, created_at, updated_at`;

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
  const { rows } = await db.query<Raw>(
    `INSERT INTO card_fundings (user_id, reference, idempotency_key, request_hash, amount, currency, provider)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (user_id, idempotency_key) DO NOTHING
     RETURNING ${COLUMNS}`,
    [
      row.user_id,
      row.reference,
      row.idempotency_key,
      row.request_hash,
      row.amount,
      row.currency,
      row.provider,
    ],
  );
  return parse(rows[0]);
}

export async function selectByIdempotencyKey(db: Queryable, userId: string, key: string) {
  const { rows } = await db.query<Raw>(
    `SELECT ${COLUMNS} FROM card_fundings WHERE user_id = $1 AND idempotency_key = $2`,
    [userId, key],
  );
  return parse(rows[0]);
}

/** The owner's card funding; null for anyone else's. */
export async function selectUserCardFunding(db: Queryable, userId: string, reference: string) {
  const { rows } = await db.query<Raw>(
    `SELECT ${COLUMNS} FROM card_fundings WHERE user_id = $1 AND reference = $2`,
    [userId, reference],
  );
  return parse(rows[0]);
}

/** For the provider's webhook, which names no user: the reference is ours and unique. */
export async function selectCardFundingByReference(db: Queryable, reference: string) {
  const { rows } = await db.query<Raw>(
    `SELECT ${COLUMNS} FROM card_fundings WHERE reference = $1`,
    [reference],
  );
  return parse(rows[0]);
}

/** Inside a transaction: holds the row until commit, so racing settlements queue up here. */
export async function lockCardFunding(db: Queryable, id: string) {
  const { rows } = await db.query<Raw>(
    `SELECT ${COLUMNS} FROM card_fundings WHERE id = $1 FOR UPDATE`,
    [id],
  );
  return parse(rows[0]);
}

export async function setCheckout(
  db: Queryable,
  id: string,
  checkout: { authorization_url: string; access_code: string; response: unknown },
) {
  const { rows } = await db.query<Raw>(
    `UPDATE card_fundings SET authorization_url = $2, access_code = $3, provider_response = $4,
            updated_at = now()
      WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, checkout.authorization_url, checkout.access_code, JSON.stringify(checkout.response)],
  );
  return parse(rows[0]);
}

/** Releases the idempotency key of a payment whose checkout never opened. */
export async function deleteUnopened(db: Queryable, id: string) {
  await db.query(
    `DELETE FROM card_fundings WHERE id = $1 AND authorization_url IS NULL AND status = 'initialized'`,
    [id],
  );
}

/** What the provider last said, while the payment is still open. */
export async function setProviderStatus(
  db: Queryable,
  id: string,
  status: string,
  response: unknown,
) {
  await db.query(
    `UPDATE card_fundings SET provider_status = $2, provider_response = $3, updated_at = now()
      WHERE id = $1 AND status = 'initialized'`,
    [id, status, JSON.stringify(response)],
  );
}

/** Credited: final. Only the first caller changes the row. */
export async function markSucceeded(
  db: Queryable,
  id: string,
  s: { transactionId: string; paidAt: Date | null; providerStatus: string; response: unknown },
) {
  await db.query(
    `UPDATE card_fundings SET status = 'success', transaction_id = $2, paid_at = coalesce($3, paid_at),
            provider_status = $4, provider_response = $5, failure_reason = NULL,
            credited_at = now(), updated_at = now()
      WHERE id = $1 AND status <> 'success'`,
    [id, s.transactionId, s.paidAt, s.providerStatus, JSON.stringify(s.response)],
  );
}

/** Not credited. Never undoes a success. */
export async function markFailed(
  db: Queryable,
  id: string,
  f: { reason: string; providerStatus: string; response: unknown; from: CardFundingStatus[] },
) {
  await db.query(
    `UPDATE card_fundings SET status = 'failed', failure_reason = $2, provider_status = $3,
            provider_response = $4, updated_at = now()
      WHERE id = $1 AND status = ANY($5::text[]) AND status <> 'success'`,
    [id, f.reason, f.providerStatus, JSON.stringify(f.response), f.from],
  );
}
