import PgBoss from 'pg-boss';
import { startAlertJobs } from '#server/features/alerts/alerts.jobs.ts';
import { startBankAccountJobs } from '#server/features/bank-accounts/bank-accounts.jobs.ts';
import { startBillJobs } from '#server/features/bills/bills.jobs.ts';
import { startLoanJobs } from '#server/features/loans/loans.jobs.ts';
import { startLoanDefaultJobs } from '#server/features/loans/loans-default.ts';
import { startReconciliationJobs } from '#server/features/reconciliation/reconciliation.jobs.ts';
import { startStatementJobs } from '#server/features/statements/statements.jobs.ts';
import { startWithdrawalJobs } from '#server/features/withdrawals/withdrawals.jobs.ts';
import type { AppDeps } from '#server/http/context.ts';
import { startMailJobs } from '#server/providers/email/outbox.jobs.ts';

export type Jobs = { boss: PgBoss; stop: () => Promise<void> };

/**
 * The background jobs (pg-boss, on the app's own PostgreSQL and pool): the
 * requery of pending bills, the verification of withdrawals being paid out,
 * the marking of overdue loan instalments and of defaulted loans, and the requery of bank transfers
 * into customers' own accounts with the release of held deposits, the
 * debit and credit alerts of customers' wallets, the account statements
 * customers asked to have e-mailed, and the sending of the mail outbox.
 * Every process may run them; pg-boss hands each job to one worker.
 */
export async function startJobs(
  deps: Pick<AppDeps, 'pool' | 'config' | 'log' | 'outbox'>,
): Promise<Jobs> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => deps.pool.query(text, values ?? []) },
    schedule: false,
  });
  boss.on('error', (err) => deps.log.error({ err }, 'background job queue error'));
  await boss.start();
  const stopBills = await startBillJobs(boss, deps);
  const stopWithdrawals = await startWithdrawalJobs(boss, deps);
  const stopLoans = await startLoanJobs(boss, deps);
  const stopLoanDefaults = await startLoanDefaultJobs(boss, deps);
  const stopBankAccounts = await startBankAccountJobs(boss, deps);
  const stopMail = await startMailJobs(boss, deps);
  const stopReconciliation = await startReconciliationJobs(boss, deps);
  const stopStatements = await startStatementJobs(boss, deps);
  const stopAlerts = await startAlertJobs(boss, deps);
  return {
    boss,
    stop: async () => {
      stopBills();
      stopWithdrawals();
      stopLoans();
      stopLoanDefaults();
      stopBankAccounts();
      stopMail();
      stopReconciliation();
      stopStatements();
      stopAlerts();
      await boss.stop({ graceful: true, wait: true, timeout: 5_000 });
    },
  };
}
