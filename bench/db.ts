import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '#server/db/embedded.ts';
import { runMigrations } from '#server/db/migrate.ts';

export const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export type BenchServer = {
  adminUrl: string;
  embedded: boolean;
  version: string;
  settings: Record<string, string>;
  stop: () => Promise<void>;
};

async function reachable(url: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await c.connect();
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => {});
  }
}

/** BENCH_DATABASE_URL (default: the machine's PostgreSQL), or an embedded one when that is not reachable. */
export async function openServer(): Promise<BenchServer> {
  let adminUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_URL;
  let stop = async () => {};
  let embedded = false;
  if (!(await reachable(adminUrl))) {
    console.log(`${adminUrl} is not reachable: starting an embedded PostgreSQL`);
    const dir = mkdtempSync(join(tmpdir(), 'owo-bench-pg-'));
    const pgServer = await startEmbeddedPostgres({ dataDir: dir, persistent: false });
    adminUrl = pgServer.url;
    stop = pgServer.stop;
    embedded = true;
  }
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  const version = (await c.query<{ v: string }>('SELECT version() AS v')).rows[0]!.v;
  const { rows } = await c.query<{ name: string; setting: string }>(
    `SELECT name, setting FROM pg_settings WHERE name IN
       ('max_connections', 'shared_buffers', 'synchronous_commit', 'fsync', 'autovacuum', 'max_wal_size')`,
  );
  await c.end();
  return {
    adminUrl,
    embedded,
    version,
    settings: Object.fromEntries(rows.map((r) => [r.name, r.setting])),
    stop,
  };
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** A fresh database `name` on the server; migrated when `migrate` is set. */
export async function freshDatabase(
  adminUrl: string,
  name: string,
  migrate: boolean,
): Promise<string> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await c.query(`CREATE DATABASE ${name}`);
  // Sessions that do not say otherwise post without the tiers' rules (the
  // benchmarks measure the ledger; `npm run bench -- deposits` measures the rules' cost).
  await c.query(`ALTER DATABASE ${name} SET owo.kyc_limits = 'off'`);
  await c.end();
  const url = withDatabase(adminUrl, name);
  if (migrate) await runMigrations(url);
  return url;
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await c.end();
}

export async function vacuum(url: string, tables: string[]): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  for (const t of tables) await c.query(`VACUUM ANALYZE ${t}`);
  await c.end();
}

export const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
