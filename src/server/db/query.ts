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

/**
 * A hot query built and compiled once. `build` is called once with a placeholder object in
 * place of each argument, which must reach the SQL only as parameter values (never inspected or
 * changed); each call then runs the cached text as a prepared statement named `name`, with the
 * arguments in the placeholders' places. For per-request queries of a fixed shape (the
 * session's), where building and compiling with Kysely costs more than PostgreSQL's run.
 */
export function compiledOnce<A extends unknown[], Q extends Compilable>(
  name: string,
  build: (...args: A) => Q,
): (db: Queryable, ...args: A) => Promise<Row<Q>[]> {
  let compiled: { text: string; slots: ({ arg: number } | { value: unknown })[] } | undefined;
  const compile = () => {
    const holders = Array.from({ length: build.length }, (_, i) => ({ placeholder: i }));
    const { sql, parameters } = build(...(holders as unknown as A)).compile();
    const slots = parameters.map((p) => {
      const arg = holders.indexOf(p as (typeof holders)[number]);
      return arg >= 0 ? { arg } : { value: p };
    });
    for (const h of holders) {
      if (!parameters.includes(h)) throw new Error(`${name}: argument ${h.placeholder} unused`);
    }
    return { text: sql, slots };
  };
  return async (db, ...args) => {
    compiled ??= compile();
    const values = compiled.slots.map((s) => ('arg' in s ? args[s.arg] : s.value));
    const { rows } = await db.query({ name, text: compiled.text, values });
    return rows as Row<Q>[];
  };
}
