import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import type { Config } from '#server/config.ts';
import { loadConfig } from '#server/config.ts';
import { migrateDatabase, openDatabaseUrl } from '#server/database.ts';
import { runMigrations } from '#server/db/migrate.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { appendAudit } from '#server/features/audit/audit.service.ts';
import { startJobs } from '#server/jobs/jobs.ts';
import { fund } from '#server/ledger/test-support.ts';
import type { Logger } from '#server/log.ts';
import { makeTestDeps, pinHeader, setPin, signUpVerified } from './auth-helpers.ts';
import { createTestDatabase } from './db.ts';
import { TEST_APP_ROLE } from './global-setup.ts';

// The app signs in as a role that owns nothing (db/app-role.ts): whatever the
// app (or whoever holds its password) sends, the audit log and the ledger
// entries stay append-only. The owner runs the migrations.

const db = await createTestDatabase(4);
const app = new pg.Pool({ connectionString: db.appUrl, max: 2 });
afterAll(() => app.end());

/** The SQLSTATE a statement fails with as the app's role (undefined: it worked). */
async function failure(sql: string) {
  try {
    await app.query(sql);
    return undefined;
  } catch (err) {
    return (err as { code?: string }).code;
  }
}

describe("the app's database role", () => {
  it('is not the owner, nor a superuser, and owns nothing', async () => {
    const { rows } = await app.query(
      `SELECT current_user AS me, r.rolsuper, r.rolcreaterole, r.rolcreatedb, r.rolbypassrls,
              (SELECT count(*)::int FROM pg_class WHERE relowner = r.oid) AS owned,
              (SELECT count(*)::int FROM pg_namespace WHERE nspowner = r.oid) AS schemas,
              (SELECT count(*)::int FROM pg_proc WHERE proowner = r.oid) AS functions
         FROM pg_roles r WHERE r.rolname = current_user`,
    );
    expect(rows[0]).toEqual({
      me: TEST_APP_ROLE,
      rolsuper: false,
      rolcreaterole: false,
      rolcreatedb: false,
      rolbypassrls: false,
      owned: 0,
      schemas: 0,
      functions: 0,
    });
  });

  it('cannot disable, alter, drop, truncate, update or delete the audit log or the ledger entries', async () => {
    const { rows } = await db.pool.query<{ owner: string }>(
      `SELECT tableowner AS owner FROM pg_tables WHERE tablename = 'audit_log'`,
    );
    const owner = pg.escapeIdentifier(rows[0]?.owner ?? 'postgres');
    for (const table of ['audit_log', 'ledger_entries']) {
      for (const sql of [
        `ALTER TABLE ${table} DISABLE TRIGGER ALL`,
        `ALTER TABLE ${table} DISABLE TRIGGER USER`,
        `ALTER TABLE ${table} DISABLE TRIGGER ${table}_append_only`,
        `DROP TRIGGER ${table}_no_truncate ON ${table}`,
        `TRUNCATE ${table}`,
        `TRUNCATE ${table} CASCADE`,
        `UPDATE ${table} SET created_at = now()`,
        `DELETE FROM ${table}`,
        `DROP TABLE ${table}`,
        `DROP TABLE ${table} CASCADE`,
        `ALTER TABLE ${table} ADD COLUMN x int`,
        `ALTER TABLE ${table} RENAME TO ${table}_old`,
        `ALTER TABLE ${table} OWNER TO CURRENT_USER`,
        `CREATE RULE no_delete AS ON DELETE TO ${table} DO INSTEAD NOTHING`,
      ]) {
        expect(await failure(sql), sql).toBe('42501');
      }
    }
    for (const sql of [
      // The trigger's function: replaced by one that lets everything through.
      `CREATE OR REPLACE FUNCTION owo_forbid_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN OLD; END $$`,
      'DROP FUNCTION owo_forbid_change() CASCADE',
      // Triggers do not fire for a "replica" session.
      'SET session_replication_role = replica',
      `SET ROLE ${owner}`,
      'ALTER ROLE CURRENT_USER SUPERUSER',
    ]) {
      expect(await failure(sql), sql).toBe('42501');
    }
    // The triggers are all still there and enabled.
    const triggers = await db.pool.query<{ tgname: string; tgenabled: string }>(
      `SELECT tgname, tgenabled FROM pg_trigger
        WHERE NOT tgisinternal AND tgrelid IN ('audit_log'::regclass, 'ledger_entries'::regclass)
        ORDER BY tgname`,
    );
    expect(triggers.rows).toEqual([
      { tgname: 'audit_log_append_only', tgenabled: 'O' },
      { tgname: 'audit_log_no_truncate', tgenabled: 'O' },
      { tgname: 'ledger_entries_append_only', tgenabled: 'O' },
      { tgname: 'ledger_entries_no_truncate', tgenabled: 'O' },
    ]);
  });

  it('may only add to the audit log and read it', async () => {
    // Granting itself more only warns that nothing was granted.
    await app.query('GRANT UPDATE, DELETE, TRUNCATE ON audit_log TO CURRENT_USER');
    const { rows: grants } = await app.query<{ privilege_type: string }>(
      `SELECT privilege_type FROM information_schema.role_table_grants
        WHERE grantee = current_user AND table_name = 'audit_log' ORDER BY privilege_type`,
    );
    expect(grants.map((g) => g.privilege_type)).toEqual(['INSERT', 'SELECT']);
    await inTransaction(app, (client) =>
      appendAudit(client, {
        actorId: 'role-test',
        action: 'user.status',
        targetType: 'user',
        targetId: 'u-role',
        before: { is_active: true },
        after: { is_active: false },
      }),
    );
    const { rows } = await app.query(`SELECT action FROM audit_log WHERE target_id = 'u-role'`);
    expect(rows).toEqual([{ action: 'user.status' }]);
  });

  it('runs the app: sign-up, postings, a transfer, an audited admin credit, the job queue', async () => {
    const deps = makeTestDeps(db.appUrl);
    const owo = createApp(deps);
    const ada = await signUpVerified(owo, deps, 'ada-role@example.com');
    const bola = await signUpVerified(owo, deps, 'bola-role@example.com');
    const admin = await signUpVerified(owo, deps, 'admin-role@example.com');
    await deps.pool.query('UPDATE profiles SET is_admin = true WHERE id = $1', [admin.userId]);
    await fund(deps.pool, ada.userId, 'NGN', 100_000);
    await setPin(owo, deps, ada.cookie);

    const send = await owo.request('/api/transfers', {
      method: 'POST',
      headers: {
        cookie: ada.cookie,
        origin: deps.config.publicUrl,
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
        ...pinHeader(),
      },
      body: JSON.stringify({ to_email: 'bola-role@example.com', currency: 'NGN', amount: 1_000 }),
    });
    expect(send.status).toBe(200);

    const credit = await owo.request(`/api/admin/users/${bola.userId}/wallets/USD/credit`, {
      method: 'POST',
      headers: {
        cookie: admin.cookie,
        origin: deps.config.publicUrl,
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify({ amount: 2_500, description: 'Role test credit' }),
    });
    expect(credit.status).toBe(200);
    const { rows: audited } = await deps.pool.query(
      `SELECT action FROM audit_log WHERE actor_id = $1`,
      [admin.userId],
    );
    expect(audited.length).toBeGreaterThan(0);
    const { rows: balances } = await deps.pool.query(
      `SELECT user_id, currency, balance::int AS balance FROM ledger_accounts
        WHERE user_id IN ($1, $2) AND balance <> 0 ORDER BY user_id = $1 DESC, currency`,
      [ada.userId, bola.userId],
    );
    expect(balances).toEqual([
      { user_id: ada.userId, currency: 'NGN', balance: 99_000 },
      { user_id: bola.userId, currency: 'NGN', balance: 1_000 },
      { user_id: bola.userId, currency: 'USD', balance: 2_500 },
    ]);

    // pg-boss as the app's role: its schema came with the migrations, and a
    // new queue (a new partition) is made by the owner's function.
    const jobs = await startJobs(deps);
    try {
      await jobs.boss.createQueue('role-test');
      await jobs.boss.send('role-test', { n: 1 });
      const fetched = await jobs.boss.fetch<{ n: number }>('role-test');
      expect(fetched.map((j) => j.data)).toEqual([{ n: 1 }]);
    } finally {
      await jobs.stop();
    }
  });
});

describe('migrations and the two URLs', () => {
  it('grant the app role again without change, and say whether it could act as the owner', async () => {
    expect(await runMigrations(db.url, db.appUrl)).toEqual({
      appRole: TEST_APP_ROLE,
      appRoleOwnsTables: false,
    });
    expect(await failure('TRUNCATE audit_log')).toBe('42501');
    // One URL for both, as before: the app's role is the owner (here a superuser).
    expect((await runMigrations(db.url)).appRoleOwnsTables).toBe(true);
  });

  it('refuse a role that does not exist, saying what to run', async () => {
    const missing = new URL(db.appUrl);
    missing.username = 'owo_no_such_role';
    await expect(runMigrations(db.url, missing.toString())).rejects.toThrow(
      /"owo_no_such_role" of DATABASE_URL does not exist: create it \(CREATE ROLE "owo_no_such_role" LOGIN/,
    );
  });

  it('migrate as MIGRATION_DATABASE_URL when set, else as DATABASE_URL', async () => {
    const log = { info: () => {}, warn: () => {} } as unknown as Logger;
    const both = await openDatabaseUrl(
      loadConfig({ DATABASE_URL: db.appUrl, MIGRATION_DATABASE_URL: db.url }),
      log,
    );
    expect(both).toMatchObject({ url: db.appUrl, migrationUrl: db.url });
    const one = await openDatabaseUrl(loadConfig({ DATABASE_URL: db.url }), log);
    expect(one).toMatchObject({ url: db.url, migrationUrl: db.url });
    expect(() => loadConfig({ MIGRATION_DATABASE_URL: db.url })).toThrow(
      /MIGRATION_DATABASE_URL needs DATABASE_URL/,
    );
  });

  it('warn in production when the app role owns the tables, and only then', async () => {
    const warnings: string[] = [];
    const log = { warn: (_: unknown, msg: string) => warnings.push(msg) } as unknown as Logger;
    const production = { production: true } as Config;
    const stop = async () => {};
    await migrateDatabase({ url: db.appUrl, migrationUrl: db.url, stop }, production, log);
    expect(warnings).toEqual([]);
    await migrateDatabase({ url: db.url, migrationUrl: db.url, stop }, production, log);
    expect(warnings).toEqual([expect.stringContaining('set MIGRATION_DATABASE_URL to the owner')]);
  });
});
