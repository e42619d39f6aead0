import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createDb } from '../src/server/db/client.ts';
import { checkLedger } from '../src/server/ledger/check.ts';
import { asAppRole, withDatabase } from './global-setup.ts';
import { whenFileDone } from './support/file-cleanup.ts';

/**
 * A fresh database for this test file, cloned from the migrated template.
 * When the file's tests are done the ledger they leave behind must pass the
 * ledger check, or the file fails: whatever a test did to the money, every
 * balance still equals its entries and every currency still nets to zero.
 * Then the database is dropped. Only a test that breaks the ledger on purpose
 * turns the check off.
 *
 * `url` and `pool` sign in as the tables' owner (a test may change the schema);
 * `appUrl` as the app's role, which owns nothing, as in production.
 */
export async function createTestDatabase(
  poolSize = 20,
  options: { ledgerCheck?: boolean; kycLimits?: boolean } = {},
) {
  const adminUrl = inject('adminDbUrl');
  const name = `${inject('dbPrefix')}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDb')}`);
  // The tier rules are off unless the test asks for them (as KYC_LIMITS=off does
  // for the app): other features' tests move more than a tier-1 account may.
  if (!options.kycLimits) await admin.query(`ALTER DATABASE ${name} SET owo.kyc_limits = 'off'`);
  await admin.end();
  const url = withDatabase(adminUrl, name);
  const { db, pool } = createDb(url, poolSize);
  whenFileDone(async () => {
    const report = options.ledgerCheck === false ? undefined : await checkLedger(pool);
    await pool.end();
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await c.end();
    if (report && !report.ok) {
      throw new Error(`the ledger check failed: ${JSON.stringify(report.mismatches.slice(0, 10))}`);
    }
  });
  return { url, appUrl: asAppRole(url), db, pool };
}
