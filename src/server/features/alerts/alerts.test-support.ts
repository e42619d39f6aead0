import { randomUUID } from 'node:crypto';
import { beforeAll, expect, vi } from 'vitest';
import type { AppDeps } from '#server/http/context.ts';
import { makeUser } from '#server/ledger/test-support.ts';
import { makeTestDeps } from '#test/auth-helpers.ts';
import { createTestDatabase } from '#test/db.ts';
import { type AlertDeps, runAlerts } from './alerts.service.ts';

// Debit and credit alerts on a real PostgreSQL: one per wallet movement, with
// the ledger's own figures; exactly once however many runs; none for a
// customer who turned them off; and none missed, even when an entry's
// transaction commits after a later one's.

let setup: { deps: AppDeps; alerts: AlertDeps };

export const deps = () => setup.deps;
export const alerts = () => setup.alerts;

beforeAll(async () => {
  const { url } = await createTestDatabase(4);
  const deps = makeTestDeps(url, {}, 8);
  setup = { deps, alerts: { pool: deps.pool, config: deps.config } };
});

export type Row = {
  recipient: string;
  subject: string;
  text: string;
  html: string;
  dedupe_key: string;
};
export async function alertsTo(email: string): Promise<Row[]> {
  const { rows } = await deps().pool.query<Row>(
    `SELECT recipient, subject, text, html, dedupe_key FROM mail_outbox
      WHERE recipient = $1 AND dedupe_key LIKE 'alert:%' ORDER BY id`,
    [email],
  );
  return rows;
}
/**
 * Runs until the cursor's floor has passed everything: transactions running
 * elsewhere on the server (other databases' tests too) may hold it a moment.
 */
export async function settled(run: AlertDeps = alerts()) {
  await vi.waitFor(
    async () => {
      await runAlerts(run);
      const { rows } = await deps().pool.query('SELECT candidate_id FROM wallet_alert_cursor');
      expect(rows[0].candidate_id).toBeNull();
    },
    { timeout: 10_000, interval: 50 },
  );
}
export async function user(name: string) {
  return makeUser(deps().pool, `${name}-${randomUUID()}`);
}
