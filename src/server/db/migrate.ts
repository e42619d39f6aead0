import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { inTransaction } from './transaction.ts';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
export const functionsFolder = fileURLToPath(new URL('./functions', import.meta.url));

/**
 * Applies pending migrations, then every SQL function file (each holds the one
 * current definition, as CREATE OR REPLACE) in one transaction, in name order.
 * Safe to run again and from several processes at once.
 */
export async function runMigrations(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(727274)');
    await migrate(drizzle(client), { migrationsFolder });
    const files = (await readdir(functionsFolder)).filter((f) => f.endsWith('.sql')).sort();
    const texts = await Promise.all(files.map((f) => readFile(join(functionsFolder, f), 'utf8')));
    await inTransaction(client, async (tx) => {
      for (const text of texts) await tx.query(text);
    });
  } finally {
    await client.query('SELECT pg_advisory_unlock(727274)').catch(() => {});
    await client.end();
  }
}
