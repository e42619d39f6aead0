import type { Pool } from '#server/db/client.ts';

// The simulator writes every `pay` to the app's database before it answers, so
// a killed and restarted app still knows what it was paid, and a second `pay`
// with the same request_id is counted (pay_calls), which is how tests prove
// that nothing was paid twice.

export type SimStatus = 'delivered' | 'pending' | 'failed' | 'reversed';

/** What the simulator keeps of one payment; `transactions` is VTpass's transaction object. */
export type SimData = {
  request: Record<string, unknown>;
  transactions: Record<string, unknown>;
  /** Naira. */
  amount: number;
  /** Top-level fields a delivered answer adds (the electricity token and its details). */
  extra: Record<string, unknown>;
  created_at: string;
};

export type SimRecord = {
  request_id: string;
  pay_calls: number;
  status: SimStatus;
  data: SimData;
  created_at: string;
};

const COLUMNS = `request_id, pay_calls, status, data, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_at`;

/**
 * Records a `pay`, or counts a repeat of its request_id. `inserted` is false
 * for a repeat, whose stored record is returned unchanged apart from the count.
 */
export async function recordPay(
  pool: Pool,
  requestId: string,
  status: SimStatus,
  data: SimData,
  pending?: { finalStatus: SimStatus; resolveInSeconds: number },
): Promise<{ inserted: boolean; record: SimRecord }> {
  const { rows } = await pool.query<SimRecord & { inserted: boolean }>(
    `INSERT INTO vtpass_sim_records (request_id, status, data, final_status, resolve_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5::double precision))
     ON CONFLICT (request_id) DO UPDATE
       SET pay_calls = vtpass_sim_records.pay_calls + 1, updated_at = now()
     RETURNING ${COLUMNS}, (xmax = 0) AS inserted`,
    [
      requestId,
      status,
      JSON.stringify(data),
      pending?.finalStatus ?? null,
      pending ? pending.resolveInSeconds : null,
    ],
  );
  const { inserted, ...record } = rows[0] as SimRecord & { inserted: boolean };
  return { inserted, record };
}

export async function findSimPayment(pool: Pool, requestId: string): Promise<SimRecord | null> {
  const { rows } = await pool.query<SimRecord>(
    `SELECT ${COLUMNS} FROM vtpass_sim_records WHERE request_id = $1`,
    [requestId],
  );
  return rows[0] ?? null;
}

/**
 * Moves pending payments whose time has come to their final status; returns
 * the ones this call moved, so each is announced (webhook) exactly once.
 */
export async function resolveDuePayments(pool: Pool, requestId?: string): Promise<SimRecord[]> {
  const { rows } = await pool.query<SimRecord>(
    `UPDATE vtpass_sim_records SET status = final_status, updated_at = now()
      WHERE status = 'pending' AND final_status IS NOT NULL AND resolve_at <= now()
        AND ($1::text IS NULL OR request_id = $1)
      RETURNING ${COLUMNS}`,
    [requestId ?? null],
  );
  return rows;
}

/** Newest first; at most 100. */
export async function listSimPayments(pool: Pool, requestId?: string) {
  const { rows } = await pool.query<Pick<SimRecord, 'request_id' | 'pay_calls' | 'status'>>(
    `SELECT request_id, pay_calls, status FROM vtpass_sim_records
      WHERE ($1::text IS NULL OR request_id = $1)
      ORDER BY created_at DESC, request_id DESC LIMIT 100`,
    [requestId ?? null],
  );
  return rows;
}
