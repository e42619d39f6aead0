// BENCH_STATEMENTS=on for `npm run bench -- cluster`: what PostgreSQL spent each
// measurement's time on, per request, from pg_stat_statements (execution time, lock
// waits included; with pg_stat_statements.track = all, also the statements run
// inside the posting functions, marked "inner"). PostgreSQL must preload the
// extension (shared_preload_libraries); without it the benchmark says so and goes on.
import type pg from 'pg';

type Counts = { calls: number; ms: number };
export type Statements = Map<string, Counts>;
export type StatementCost = { query: string; calls: number; ms: number };

/** Whether pg_stat_statements can be read in this database (created here if need be). */
export async function statementsReadable(pool: pg.Pool): Promise<boolean> {
  try {
    await pool.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');
    await pool.query('SELECT 1 FROM pg_stat_statements LIMIT 1');
    return true;
  } catch (e) {
    console.log(
      `  BENCH_STATEMENTS=on, but pg_stat_statements cannot be read (${(e as Error).message}): add it to shared_preload_libraries and restart PostgreSQL`,
    );
    return false;
  }
}

/** Every statement of this database so far, by its text (and whether it ran inside another). */
export async function statements(pool: pg.Pool): Promise<Statements> {
  const { rows } = await pool.query<{ query: string; calls: string; ms: number }>(
    `SELECT CASE WHEN s.toplevel THEN '' ELSE 'inner: ' END
              || left(regexp_replace(s.query, '\\s+', ' ', 'g'), 100) AS query,
            sum(s.calls)::text AS calls, sum(s.total_exec_time) AS ms
       FROM pg_stat_statements s JOIN pg_database d ON d.oid = s.dbid
      WHERE d.datname = current_database()
      GROUP BY 1`,
  );
  return new Map(rows.map((r) => [r.query, { calls: Number(r.calls), ms: r.ms }]));
}

/** The `top` statements by time between two snapshots, per one of `requests`. */
export function busiest(
  before: Statements,
  after: Statements,
  requests: number,
  top = 8,
): StatementCost[] {
  const n = Math.max(1, requests);
  return [...after]
    .map(([query, v]) => {
      const was = before.get(query) ?? { calls: 0, ms: 0 };
      return {
        query,
        calls: Number(((v.calls - was.calls) / n).toFixed(3)),
        ms: Number(((v.ms - was.ms) / n).toFixed(3)),
      };
    })
    .filter((s) => s.ms > 0)
    .sort((a, b) => b.ms - a.ms)
    .slice(0, top);
}
