import type pg from 'pg';

/** SQLSTATEs after which the whole transaction may simply be run again. */
const RETRYABLE = new Set(['40001', '40P01']);

export function isRetryable(e: unknown): boolean {
  return typeof e === 'object' && e !== null && RETRYABLE.has((e as { code?: string }).code ?? '');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `fn` (one whole database transaction) again after a serialization
 * failure or a deadlock, with jittered exponential backoff so that the
 * transactions that collided do not collide again in step.
 */
export async function withRetry<T>(fn: () => Promise<T>, attempts = 6): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (e) {
      if (!isRetryable(e) || attempt >= attempts) throw e;
      await sleep(Math.random() * 5 * 2 ** attempt);
    }
  }
}

/** One database transaction on a client of its own, retried as a whole on 40001/40P01. */
export function inTransaction<T>(
  pool: pg.Pool,
  fn: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  return withRetry(async () => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      await client.query('BEGIN');
      const out = await fn(client);
      await client.query('COMMIT');
      return out;
    } catch (e) {
      await client.query('ROLLBACK').catch((rollbackError: Error) => {
        broken = rollbackError; // the connection is unusable: do not return it to the pool
      });
      throw e;
    } finally {
      client.release(broken);
    }
  });
}
