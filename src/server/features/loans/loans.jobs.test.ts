import PgBoss from 'pg-boss';
import { beforeAll, describe, expect, it } from 'vitest';
import { lagosToday } from '#shared/loans-schedule.ts';
import type { Loan } from '#shared/schemas/loans.ts';
import { createTestDatabase } from '#test/db.ts';
import {
  approvedLoan,
  type Client,
  type LoansTest,
  loansApp,
  person,
  repay,
} from '#test/support/loans.ts';
import { markOverdueInstalments, startLoanJobs } from './loans.jobs.ts';

// The overdue sweep: unpaid instalments of disbursed loans past their due
// date become overdue once, the borrower is told once, nothing else changes.

let t: LoansTest;
let admin: Client;

beforeAll(async () => {
  const { url } = await createTestDatabase(8);
  t = loansApp(url);
  admin = await person(t, 0, true);
});

/** Moves a loan's instalment due dates back by `days`. */
const backdate = (loanId: string, days: number) =>
  t.deps.pool.query(
    `UPDATE loan_instalments SET due_date = due_date - make_interval(days => $2) WHERE loan_id = $1`,
    [loanId, days],
  );
const statuses = async (who: Client, id: string) =>
  ((await (await t.call(who, `/api/loans/${id}`)).json()) as Loan).instalments.map((i) => i.status);
const overdueNotices = async (userId: string) => {
  const { rows } = await t.deps.pool.query<{ body: string }>(
    `SELECT body FROM notifications WHERE user_id = $1 AND kind = 'loan_overdue'`,
    [userId],
  );
  return rows.map((r) => r.body);
};

describe('markOverdueInstalments', () => {
  it('marks unpaid instalments past their due date, once, on disbursed loans only', async () => {
    const who = await person(t, 100_000);
    const loan = await approvedLoan(t, who, admin, { disbursed: true });
    const idle = await approvedLoan(t, who, admin); // approved, never disbursed
    // The second instalment falls due today (not yet overdue), so the first fell due a month ago.
    const days = Math.round(
      (Date.parse(loan.instalments[1]!.due_date) - Date.parse(lagosToday())) / 86_400_000,
    );
    await backdate(loan.id, days);
    await backdate(idle.id, 120);

    expect(await markOverdueInstalments(t.deps.pool)).toBe(1);
    expect(await statuses(who, loan.id)).toEqual(['overdue', 'due', 'due']);
    expect(await statuses(who, idle.id)).toEqual(['due', 'due', 'due']);
    const notices = await overdueNotices(who.userId);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain(`Instalment 1 of loan ${loan.id}`);

    // Again: nothing more to mark, nobody told twice.
    expect(await markOverdueInstalments(t.deps.pool)).toBe(0);
    expect(await overdueNotices(who.userId)).toHaveLength(1);

    // A day later the second one is overdue too; repaying clears them oldest first.
    const tomorrow = new Date(Date.now() + 86_400_000);
    expect(await markOverdueInstalments(t.deps.pool, tomorrow)).toBe(1);
    expect(await statuses(who, loan.id)).toEqual(['overdue', 'overdue', 'due']);
    const first = loan.instalments[0]!.amount;
    expect((await repay(t, who, loan.id, first)).status).toBe(201);
    expect(await statuses(who, loan.id)).toEqual(['paid', 'overdue', 'due']);
  });

  it('runs as a pg-boss job queued by the sweep', async () => {
    const who = await person(t, 0);
    const loan = await approvedLoan(t, who, admin, { disbursed: true });
    await backdate(loan.id, 400);
    const boss = new PgBoss({
      db: { executeSql: (text, values) => t.deps.pool.query(text, values ?? []) },
      schedule: false,
    });
    await boss.start();
    const stop = await startLoanJobs(boss, t.deps);
    try {
      const until = Date.now() + 20_000;
      while ((await statuses(who, loan.id)).includes('due') && Date.now() < until)
        await new Promise((ok) => setTimeout(ok, 250));
      expect(await statuses(who, loan.id)).toEqual(['overdue', 'overdue', 'overdue']);
    } finally {
      stop();
      await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
    }
  });
});
