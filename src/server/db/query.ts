import {
  type Compilable,
  DummyDriver,
  type InferResult,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from 'kysely';
import type pg from 'pg';
import type { DB } from './types.generated.ts';

/**
 * The typed query builder: Kysely over the row types generated from the
 * migrated database (`npm run db:types`), so a renamed or dropped column fails
 * `npm run typecheck`. It only builds SQL; the SQL runs on whatever pool or
 * transaction client the caller holds (see transaction.ts), so a service can
 * pass its transaction into any query.
 */
export const qb = new Kysely<DB>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

/** A pool or a transaction's client. */
export type Queryable = pg.Pool | pg.PoolClient;

/** `b.amount` -> `amount`: a column list's names without the table's alias. */
export type Unqualified<C extends string> = C extends `${string}.${infer Name}` ? Name : C;

/** The type of one row a query returns. */
export type Row<Q extends Compilable> = InferResult<Q> extends (infer R)[] ? R : never;

/**
 * Every row `query` returns. `name` makes it a prepared statement on each
 * connection (for the hot paths: the statement's text must not vary).
 */
export async function all<Q extends Compilable>(
  db: Queryable,
  query: Q,
  name?: string,
): Promise<Row<Q>[]> {
  const { sql, parameters } = query.compile();
  const { rows } = await db.query({ name, text: sql, values: parameters as unknown[] });
  return rows as Row<Q>[];
}

/** The first row, or undefined when there is none. */
export async function first<Q extends Compilable>(
  db: Queryable,
  query: Q,
  name?: string,
): Promise<Row<Q> | undefined> {
  return (await all(db, query, name))[0];
}

/** How many rows an insert, update or delete touched. */
export async function run(db: Queryable, query: Compilable, name?: string): Promise<number> {
  const { sql, parameters } = query.compile();
  const { rowCount } = await db.query({ name, text: sql, values: parameters as unknown[] });
  return rowCount ?? 0;
}
