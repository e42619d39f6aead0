import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema.ts';

// bigint columns come back as strings by default; money is bigint in SQL and
// we parse it explicitly where it is read (see #shared/money safeMinor).
export type Db = ReturnType<typeof createDb>['db'];
export type Pool = pg.Pool;

export function createDb(url: string, max = 20) {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on next use.
  });
  const db = drizzle(pool, { schema });
  return { db, pool };
}
