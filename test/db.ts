import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { createDb } from '../src/server/db/client.ts';
import { withDatabase } from './global-setup.ts';

/**
 * A fresh database for this test file, cloned from the migrated template.
 * Dropped when the file's tests are done.
 */
export async function createTestDatabase(poolSize = 20) {
  const adminUrl = inject('adminDbUrl');
  const name = `${inject('dbPrefix')}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDb')}`);
  await admin.end();
  const url = withDatabase(adminUrl, name);
  const { db, pool } = createDb(url, poolSize);
  afterAll(async () => {
    await pool.end();
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
  });
  return { url, db, pool };
}
