import { lagosToday } from '#shared/loans-schedule.ts';
import type { Loan } from '#shared/schemas/loans.ts';
import type { AdminLoan } from '#shared/schemas/loans-admin.ts';
import { approvedLoan, type Client, type LoansTest } from './loans.ts';

// Test support for loans that are not repaid: a defaulted loan, the restructure
// and write-off requests, and what a loan looks like in the database.

/** ₦500,000 over 3 months: below any approval threshold for the disbursement. */
export const SMALL_LOAN = { over: { loan_amount: 50_000_000 }, disbursed: true } as const;

/** A disbursed loan whose first instalment fell due long ago, marked defaulted as the job would. */
export async function defaultedLoan(t: LoansTest, who: Client, admin: Client): Promise<AdminLoan> {
  const loan = await approvedLoan(t, who, admin, SMALL_LOAN);
  await t.deps.pool.query(
    `UPDATE loan_instalments SET due_date = '2024-01-01', status = 'overdue' WHERE loan_id = $1 AND number = 1`,
    [loan.id],
  );
  await t.deps.pool.query(
    `UPDATE loan_applications SET status = 'defaulted', defaulted_at = now() WHERE id = $1`,
    [loan.id],
  );
  return loan;
}

/** A Lagos date `days` from today. */
export const inDays = (days: number) =>
  new Date(Date.parse(`${lagosToday()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export const restructure = (t: LoansTest, who: Client | null, id: string, body: unknown) =>
  t.call(who, `/api/admin/loans/${id}/restructure`, {
    method: 'POST',
    body: JSON.stringify(body),
  });

export const writeOff = (t: LoansTest, who: Client | null, id: string, body: unknown) =>
  t.call(who, `/api/admin/loans/${id}/write-off`, { method: 'POST', body: JSON.stringify(body) });

/** The loan's row and schedule as stored: what a refused request must leave as it was. */
export async function stored(t: LoansTest, id: string) {
  const loan = await t.deps.pool.query(
    `SELECT status, total_repayment::text, amount_repaid::text, restructured_at, written_off_at,
            written_off_amount::text, write_off_transaction_id
       FROM loan_applications WHERE id = $1`,
    [id],
  );
  const schedule = await t.deps.pool.query(
    `SELECT number, to_char(due_date, 'YYYY-MM-DD') AS due, amount::text, paid_amount::text, status
       FROM loan_instalments WHERE loan_id = $1 ORDER BY number`,
    [id],
  );
  return { loan: loan.rows[0], schedule: schedule.rows };
}

export const auditActions = async (t: LoansTest, loanId: string) =>
  (
    await t.deps.pool.query<{ action: string; actor_id: string; after: Record<string, unknown> }>(
      `SELECT action, actor_id, after FROM audit_log WHERE target_type = 'loan' AND target_id = $1 ORDER BY id`,
      [loanId],
    )
  ).rows;

export const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string; field?: string } }).error;

export const asLoan = async (res: Response) => (await res.json()) as AdminLoan;

export const ownView = async (t: LoansTest, who: Client, id: string) =>
  (await (await t.call(who, `/api/loans/${id}`)).json()) as Loan;
