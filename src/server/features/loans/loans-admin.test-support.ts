import { afterAll, beforeAll, expect } from 'vitest';
import { checkLedger } from '#server/ledger/check.ts';
import { createTestDatabase } from '#test/db.ts';
import { type Client, type LoansTest, loansApp, person } from '#test/support/loans.ts';

// The back office's Loans: review (under review, approve, reject), the
// disbursement through the ledger, once, the documents, and who may do it.

export let t: LoansTest;
export let admin: Client;
export let admin2: Client;
export let ada: Client;

beforeAll(async () => {
  const { url } = await createTestDatabase(8);
  t = loansApp(url);
  [admin, admin2, ada] = await Promise.all([person(t, 0, true), person(t, 0, true), person(t)]);
});
afterAll(async () => {
  expect((await checkLedger(t.deps.pool)).ok).toBe(true);
});

export const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string; field?: string } }).error;
export const auditOf = async (loanId: string) => {
  const { rows } = await t.deps.pool.query<{ action: string; actor_id: string }>(
    `SELECT action, actor_id FROM audit_log WHERE target_type = 'loan' AND target_id = $1 ORDER BY id`,
    [loanId],
  );
  return rows;
};
export const noticesOf = async (userId: string) => {
  const { rows } = await t.deps.pool.query<{ kind: string; title: string; body: string }>(
    'SELECT kind, title, body FROM notifications WHERE user_id = $1 ORDER BY created_at',
    [userId],
  );
  return rows;
};
