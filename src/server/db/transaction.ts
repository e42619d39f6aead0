import pg from 'pg';

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

export type TransactionOptions = {
  isolation?: 'READ COMMITTED' | 'REPEATABLE READ' | 'SERIALIZABLE';
  readOnly?: boolean;
  /** Run it again on 40001/40P01 (default true); `fn` must then be safe to repeat. */
  retry?: boolean;
};

/**
 * The one way to run a database transaction: `fn` gets the transaction's
 * client; it commits when `fn` resolves and rolls back when it throws. Given a
 * pool, each attempt takes a client of its own; given a client, it uses it.
 */
export function inTransaction<T>(
  db: pg.Pool,
  fn: (client: pg.PoolClient) => Promise<T>,
  options?: TransactionOptions,
): Promise<T>;
export function inTransaction<T, C extends pg.ClientBase>(
  db: C,
  fn: (client: C) => Promise<T>,
  options?: TransactionOptions,
): Promise<T>;
export function inTransaction<T>(
  db: pg.Pool | pg.ClientBase,
  fn: (client: never) => Promise<T>,
  { isolation, readOnly = false, retry = true }: TransactionOptions = {},
): Promise<T> {
  const begin = ['BEGIN', isolation && `ISOLATION LEVEL ${isolation}`, readOnly && 'READ ONLY']
    .filter(Boolean)
    .join(' ');
  const attempt = async () => {
    const client = db instanceof pg.Pool ? await db.connect() : db;
    let broken: Error | undefined;
    try {
      await client.query(begin);
      const out = await fn(client as never);
      await client.query('COMMIT');
      return out;
    } catch (e) {
      await client.query('ROLLBACK').catch((rollbackError: Error) => {
        broken = rollbackError; // the connection is unusable: do not return it to the pool
      });
      throw e;
    } finally {
      if (client !== db) (client as pg.PoolClient).release(broken);
    }
  };
  return retry ? withRetry(attempt) : attempt();
}
