import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Where the generated row types live, committed beside the schema. */
export const DB_TYPES_FILE = fileURLToPath(
  new URL('../src/server/db/types.generated.ts', import.meta.url),
);
const CODEGEN = fileURLToPath(new URL('../node_modules/.bin/kysely-codegen', import.meta.url));

/**
 * Runs kysely-codegen against the database at `url` (migrated): writes the
 * types file, or with `verify` only checks it is current. Money and counters
 * are `bigint` in SQL and arrive as strings (pg's default), read through
 * safeMinor; timestamps arrive as Date.
 */
export function generateDbTypes(url: string, { verify = false } = {}) {
  const args = [
    '--dialect=postgres',
    `--url=${url}`,
    `--out-file=${DB_TYPES_FILE}`,
    '--default-schema=public',
    '--exclude-pattern=(drizzle|pgboss).*',
    '--log-level=error',
    ...(verify ? ['--verify'] : []),
  ];
  const run = spawnSync(CODEGEN, args, { encoding: 'utf8' });
  return { ok: run.status === 0, output: `${run.stdout}${run.stderr}`.trim() };
}
