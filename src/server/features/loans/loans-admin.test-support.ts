import { afterAll, beforeAll, expect } from 'vitest';
import { checkLedger } from '#server/ledger/check.ts';
import { createTestDatabase } from '#test/db.ts';
import { type Client, type LoansTest, loansApp, person } from '#test/support/loans.ts';

// The back office's Loans: review (under review, approve, reject), the
// disbursement through the ledger, once, the documents, and who may do it.

let loans: LoansTest;
let people: { admin: Client; admin2: Client; ada: Client };

export const t = () => loans;
export const admin = () => people.admin;
export const admin2 = () => people.admin2;
export const ada = () => people.ada;

beforeAll(async () => {
  const { url } = await createTestDatabase(8);
  loans = loansApp(url);
  const [admin, admin2, ada] = await Promise.all([
    person(loans, 0, true),
    person(loans, 0, true),
    person(loans),
  ]);
  people = { admin, admin2, ada };
});
afterAll(async () => {
  expect((await checkLedger(loans.deps.pool)).ok).toBe(true);
});

export const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string; field?: string } }).error;
export const auditOf = async (loanId: string) => {
  const { rows } = await loans.deps.pool.query<{ action: string; actor_id: string }>(
    `SELECT action, actor_id FROM audit_log WHERE target_type = 'loan' AND target_id = $1 ORDER BY id`,
    [loanId],
  );
  return rows;
};
export const noticesOf = async (userId: string) => {
  const { rows } = await loans.deps.pool.query<{ kind: string; title: string; body: string }>(
    'SELECT kind, title, body FROM notifications WHERE user_id = $1 ORDER BY created_at',
    [userId],
  );
  return rows;
};
