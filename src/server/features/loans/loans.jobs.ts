import type PgBoss from 'pg-boss';
import type { Pool } from '#server/db/client.ts';
import type { Logger } from '#server/log.ts';
import { lagosToday } from '#shared/loans-schedule.ts';
import { markOverdue } from './loans-repayments.queries.ts';

export const LOAN_OVERDUE_QUEUE = 'loan-overdue';

/** How often the sweep asks for a run: due dates are days, so hourly is plenty. */
const SWEEP_MS = 60 * 60 * 1000;

/** Marks the instalments past their due date (in Lagos) `overdue`; safe to run any number of times. */
export function markOverdueInstalments(pool: Pool, now = new Date()): Promise<number> {
  return markOverdue(pool, lagosToday(now));
}

/**
 * Unpaid instalments past their due date become `overdue`, and the borrower
 * is told, once. pg-boss's own schedule is off, so a timer in each process
 * queues a run every hour; the singleton key lets one job through per hour
 * whichever process asks, and a run repeated by accident changes nothing.
 */
export async function startLoanJobs(
  boss: PgBoss,
  deps: { pool: Pool; log: Logger },
): Promise<() => void> {
  await boss.createQueue(LOAN_OVERDUE_QUEUE);
  await boss.work(LOAN_OVERDUE_QUEUE, async () => {
    const marked = await markOverdueInstalments(deps.pool);
    if (marked > 0) deps.log.info({ marked }, 'loan instalments marked overdue');
  });
  const sweep = () =>
    boss
      .send(LOAN_OVERDUE_QUEUE, {}, { singletonKey: LOAN_OVERDUE_QUEUE, singletonHours: 1 })
      .catch((err) => deps.log.warn({ err }, 'loan overdue sweep failed'));
  const timer = setInterval(() => void sweep(), SWEEP_MS);
  timer.unref();
  void sweep();
  return () => clearInterval(timer);
}
