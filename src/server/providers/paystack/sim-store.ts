import type { Pool } from '#server/db/client.ts';
import { safeMinor } from '#shared/money.ts';

// The simulator keeps its records in the app's database, so a simulated
// checkout survives a restart (tsx watch) and works with several app processes.

export type SimKind = 'transaction' | 'recipient' | 'transfer';

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
