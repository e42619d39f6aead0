import type { Pool } from '#server/db/client.ts';
import { safeMinor } from '#shared/money.ts';

// The simulator keeps its records in the app's database, so a simulated
// checkout survives a restart (tsx watch) and works with several app processes.

export type SimKind =
  | 'transaction'
  | 'recipient'
  | 'transfer'
  | 'dedicated_account'
  | 'bank_transfer';

export type SimRecord<T> = { id: number; reference: string; code: string; data: T };

type Row<T> = { id: string; reference: string; code: string; data: T };
const record = <T>(r: Row<T>): SimRecord<T> => ({ ...r, id: safeMinor(r.id) });

/** Inserts a record; null when the reference is taken. */
export async function insertSimRecord<T extends object>(
  pool: Pool,
  kind: SimKind,
  reference: string,
  code: string,
  data: T,
): Promise<SimRecord<T> | null> {
  const { rows } = await pool.query<Row<T>>(
    `INSERT INTO paystack_sim_records (kind, reference, code, data) VALUES ($1, $2, $3, $4)
     ON CONFLICT (kind, reference) DO NOTHING
     RETURNING id::text, reference, code, data`,
    [kind, reference, code, JSON.stringify(data)],
  );
  return rows[0] ? record(rows[0]) : null;
}

export async function findSimRecord<T>(
  pool: Pool,
  kind: SimKind,
  by: { reference: string } | { code: string },
): Promise<SimRecord<T> | null> {
  const [column, value] = 'reference' in by ? ['reference', by.reference] : ['code', by.code];
  const { rows } = await pool.query<Row<T>>(
    `SELECT id::text, reference, code, data FROM paystack_sim_records WHERE kind = $1 AND ${column} = $2`,
    [kind, value],
  );
  return rows[0] ? record(rows[0]) : null;
}

/**
 * Merges `patch` into the record's data only while its status is `from`;
 * null when it had already moved on (so each outcome happens once).
 */
export async function moveSimRecord<T>(
  pool: Pool,
  kind: SimKind,
  code: string,
  from: string,
  patch: Record<string, unknown>,
): Promise<SimRecord<T> | null> {
  const { rows } = await pool.query<Row<T>>(
    `UPDATE paystack_sim_records SET data = data || $4::jsonb, updated_at = now()
      WHERE kind = $1 AND code = $2 AND data->>'status' = $3
      RETURNING id::text, reference, code, data`,
    [kind, code, from, JSON.stringify(patch)],
  );
  return rows[0] ? record(rows[0]) : null;
}

/**
 * Inserts a record unless its reference or its code is taken (either unique
 * index); null then. For codes the simulator makes up, such as account numbers.
 */
export async function claimSimRecord<T extends object>(
  pool: Pool,
  kind: SimKind,
  reference: string,
  code: string,
  data: T,
): Promise<SimRecord<T> | null> {
  const { rows } = await pool.query<Row<T>>(
    `INSERT INTO paystack_sim_records (kind, reference, code, data) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING
     RETURNING id::text, reference, code, data`,
    [kind, reference, code, JSON.stringify(data)],
  );
  return rows[0] ? record(rows[0]) : null;
}

/** Adds one to a counter in a record's data (atomically: calls at once all count). */
export async function countSimCall<T>(
  pool: Pool,
  kind: SimKind,
  reference: string,
  field: string,
): Promise<SimRecord<T> | null> {
  const { rows } = await pool.query<Row<T>>(
    `UPDATE paystack_sim_records
        SET data = jsonb_set(data, ARRAY[$3::text], to_jsonb(coalesce((data->>$3)::int, 0) + 1)),
            updated_at = now()
      WHERE kind = $1 AND reference = $2
      RETURNING id::text, reference, code, data`,
    [kind, reference, field],
  );
  return rows[0] ? record(rows[0]) : null;
}

/** Bank transfers into one dedicated account paid on one Lagos day (YYYY-MM-DD), oldest first. */
export async function simBankTransfersOn<T>(
  pool: Pool,
  accountNumber: string,
  lagosDay: string,
): Promise<SimRecord<T>[]> {
  const { rows } = await pool.query<Row<T>>(
    `SELECT id::text, reference, code, data FROM paystack_sim_records
      WHERE kind = 'bank_transfer' AND code LIKE $1
        AND ((data->>'paid_at')::timestamptz AT TIME ZONE 'Africa/Lagos')::date = $2::date
      ORDER BY id`,
    [`${accountNumber}:%`, lagosDay],
  );
  return rows.map(record);
}

/** When a record was made, as Paystack dates it (its data's created_at or createdAt). */
const CREATED = `coalesce((data->>'created_at')::timestamptz, (data->>'createdAt')::timestamptz, created_at)`;

/** One page of records of some kinds, newest first, created in [from, to); and how many there are. */
export async function listSimRecords(
  pool: Pool,
  q: {
    kinds: SimKind[];
    from?: Date;
    to?: Date;
    status?: string;
    limit: number;
    offset: number;
  },
): Promise<{ rows: SimRecord<unknown>[]; total: number }> {
  const where = `kind = ANY($1::text[]) AND ($2::timestamptz IS NULL OR ${CREATED} >= $2)
    AND ($3::timestamptz IS NULL OR ${CREATED} < $3) AND ($4::text IS NULL OR data->>'status' = $4)`;
  const values = [q.kinds, q.from ?? null, q.to ?? null, q.status ?? null];
  const [page, count] = await Promise.all([
    pool.query<Row<unknown>>(
      `SELECT id::text, reference, code, data FROM paystack_sim_records WHERE ${where}
        ORDER BY ${CREATED} DESC, id DESC LIMIT $5 OFFSET $6`,
      [...values, q.limit, q.offset],
    ),
    pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM paystack_sim_records WHERE ${where}`,
      values,
    ),
  ]);
  return { rows: page.rows.map(record), total: count.rows[0]?.n ?? 0 };
}
