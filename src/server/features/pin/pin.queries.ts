import type { Pool, PoolClient } from 'pg';
import { PIN_LOCK_MINUTES } from '#shared/schemas/pin.ts';

type Queryable = Pick<Pool | PoolClient, 'query'>;

/**
 * A user's PIN row. `locked` and `lock_over` are judged by the database's
 * clock, the same clock that wrote `locked_until`.
 */
export type PinRow = {
  pin_hash: string;
  failed_attempts: number;
  locked_until: Date | null;
  /** The lock is still running. */
  locked: boolean;
  /** A lock was set and has run out: the count starts again. */
  lock_over: boolean;
};

const COLUMNS = `pin_hash, failed_attempts, locked_until,
  coalesce(locked_until > now(), false) AS locked,
  coalesce(locked_until <= now(), false) AS lock_over`;

export async function selectPin(db: Queryable, userId: string): Promise<PinRow | null> {
  const { rows } = await db.query<PinRow>(
    `SELECT ${COLUMNS} FROM transaction_pins WHERE user_id = $1`,
    [userId],
  );
  return rows[0] ?? null;
}

/** The same row, locked until the caller's transaction ends: one PIN check at a time per user. */
export async function lockPin(client: PoolClient, userId: string): Promise<PinRow | null> {
  const { rows } = await client.query<PinRow>(
    `SELECT ${COLUMNS} FROM transaction_pins WHERE user_id = $1 FOR UPDATE`,
    [userId],
  );
  return rows[0] ?? null;
}

/** A wrong PIN: the new count, and the lock when it reached the limit. */
export async function recordWrongPin(
  client: PoolClient,
  userId: string,
  failedAttempts: number,
  lock: boolean,
) {
  await client.query(
    `UPDATE transaction_pins
        SET failed_attempts = $2,
            locked_until = CASE WHEN $3 THEN now() + make_interval(mins => $4) END,
            updated_at = now()
      WHERE user_id = $1`,
    [userId, failedAttempts, lock, PIN_LOCK_MINUTES],
  );
}

/** A right PIN: the count starts again (no write when there is nothing to clear). */
export async function clearPinFailures(client: PoolClient, userId: string) {
  await client.query(
    `UPDATE transaction_pins SET failed_attempts = 0, locked_until = NULL, updated_at = now()
      WHERE user_id = $1 AND (failed_attempts <> 0 OR locked_until IS NOT NULL)`,
    [userId],
  );
}

/** Sets or replaces the PIN's hash; a new PIN also ends any lock and wrong count. */
export async function upsertPin(db: Queryable, userId: string, pinHash: string) {
  await db.query(
    `INSERT INTO transaction_pins (user_id, pin_hash) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE
       SET pin_hash = excluded.pin_hash, failed_attempts = 0, locked_until = NULL, updated_at = now()`,
    [userId, pinHash],
  );
}

/** Whether the account has a password at all (one made with Google alone has none). */
export async function hasPassword(db: Queryable, userId: string): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT 1 FROM accounts
      WHERE user_id = $1 AND provider_id = 'credential' AND password IS NOT NULL`,
    [userId],
  );
  return rows.length > 0;
}
