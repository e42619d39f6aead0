import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { ensureLoginRole, withRole } from '../src/server/db/app-role.ts';
import { startEmbeddedPostgres } from '../src/server/db/embedded.ts';
import { runMigrations } from '../src/server/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDbUrl: string;
    templateDb: string;
    dbPrefix: string;
  }
}

/** The tests' app role (see app-role.ts): owns nothing, as the app's role in production. */
export const TEST_APP_ROLE = 'owo_test_app';
export const TEST_APP_PASSWORD = 'owo_test_app';

/** `url` (a test database, as its owner) signing in as the app's role instead. */
export function asAppRole(url: string) {
  return withRole(url, TEST_APP_ROLE, TEST_APP_PASSWORD);
}

/**
 * One PostgreSQL for the whole run: TEST_DATABASE_URL when set, otherwise an
 * embedded server. Migrations are applied once to a template database; each
 * test file clones it (test/db.ts), which takes milliseconds. The template
 * carries the grants of the tests' app role, which owns nothing.
 */
export default async function setup(project: TestProject) {
  let adminUrl = process.env.TEST_DATABASE_URL;
  let stop: (() => Promise<void>) | undefined;
  if (!adminUrl) {
    const dir = mkdtempSync(join(tmpdir(), 'owo-test-pg-'));
    const embedded = await startEmbeddedPostgres({ dataDir: dir, persistent: false });
    adminUrl = embedded.url;
    stop = embedded.stop;
  }
  const template = `owo_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  await ensureLoginRole(adminUrl, TEST_APP_ROLE, TEST_APP_PASSWORD);
  const templateUrl = withDatabase(adminUrl, template);
  await runMigrations(templateUrl, asAppRole(templateUrl));
  await admin.end();

  project.provide('adminDbUrl', adminUrl);
  project.provide('templateDb', template);
  // Each run names its databases after itself, so two runs on one server never drop each other's.
  project.provide('dbPrefix', `owo_t_${process.pid}_`);

  return async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    const { rows } = await c.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE starts_with(datname, $2) OR datname = $1`,
      [template, `owo_t_${process.pid}_`],
    );
    for (const r of rows) await c.query(`DROP DATABASE IF EXISTS ${r.datname} WITH (FORCE)`);
    await c.end();
    await stop?.();
  };
}

export function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
