import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { appRoleGrants, roleOf, roleOwnsAuditLog } from './app-role.ts';
import { inTransaction } from './transaction.ts';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
export const functionsFolder = fileURLToPath(new URL('./functions', import.meta.url));

/**
 * Applies pending migrations, then every SQL function file (each holds the one
 * current definition, as CREATE OR REPLACE) in one transaction, in name order,
 * then installs or upgrades the job queue's tables (pg-boss). `url` signs in
 * as the tables' owner. With `appUrl` signing in as another role, that role
 * is then given what the app needs and no more (app-role.ts).
 * Safe to run again and from several processes at once.
 *
 * Answers the app's role and whether it can act as the tables' owner (the
 * same role, or a superuser): then the audit log is append-only only while
 * the app chooses.
 */
export async function runMigrations(url: string, appUrl?: string) {
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
    await installJobQueue(client);
    const appRole = roleOf(appUrl ?? url);
    const { rows } = await client.query<{ me: string }>('SELECT current_user AS me');
    if (appRole !== rows[0]?.me) await grantToAppRole(client, appRole);
    return { appRole, appRoleOwnsTables: await roleOwnsAuditLog(client, appRole) };
  } finally {
    await client.query('SELECT pg_advisory_unlock(727274)').catch(() => {});
    await client.end();
  }
}

/**
 * pg-boss creates and upgrades its own schema when it starts; the app's role
 * may not, so the owner does it here first and the app finds it current.
 */
async function installJobQueue(client: pg.Client) {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => client.query(text, values ?? []) },
    supervise: false,
    schedule: false,
  });
  await boss.start();
  await boss.stop({ graceful: false, close: false, wait: true });
}

async function grantToAppRole(client: pg.Client, role: string) {
  const { rowCount } = await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [role]);
  if (!rowCount)
    throw new Error(
      `The database role "${role}" of DATABASE_URL does not exist: create it (CREATE ROLE ${pg.escapeIdentifier(role)} LOGIN PASSWORD '...'); the migrations grant it the rest (see src/server/db/README.md)`,
    );
  const grants = appRoleGrants(role);
  await inTransaction(client, (tx) => tx.query(grants));
}
