import type pg from 'pg';

// What the tests of every administrator action expect when an administrator
// acts on their own account, wallet or request.

export const SELF_ACTION_ERROR = {
  error: { code: 'SELF_ACTION', message: 'Administrators cannot act on their own account.' },
};

/** The refused attempts an administrator made on themselves, oldest first. */
export async function selfActionAttempts(pool: pg.Pool, adminId: string) {
  const { rows } = await pool.query<{
    target_id: string;
    after: { attempted: string; method: string; path: string };
  }>(
    `SELECT target_id, after FROM audit_log
      WHERE action = 'self_action.refused' AND actor_id = $1 ORDER BY id`,
    [adminId],
  );
  return rows;
}
