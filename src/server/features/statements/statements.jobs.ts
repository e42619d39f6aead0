import type PgBoss from 'pg-boss';
import type { AppDeps } from '#server/http/context.ts';
import { mailStatement } from './statements.email.ts';
import { STATEMENT_EMAIL_QUEUE, STATEMENT_EMAIL_QUEUE_OPTIONS } from './statements.queue.ts';

/**
 * Builds each requested statement and mails it as a PDF. A job run again
 * (its process died, or the mail could not be queued) finds the statement
 * already issued and does nothing: one request, one mail.
 */
export async function startStatementJobs(
  boss: PgBoss,
  deps: Pick<AppDeps, 'pool' | 'config' | 'log' | 'outbox'>,
): Promise<() => void> {
  await boss.createQueue(STATEMENT_EMAIL_QUEUE, STATEMENT_EMAIL_QUEUE_OPTIONS);
  const workerId = await boss.work<{ statementId: string }>(
    STATEMENT_EMAIL_QUEUE,
    { pollingIntervalSeconds: 1 },
    async ([job]) => {
      if (job) await mailStatement(deps, job.data.statementId);
    },
  );
  return () => void boss.offWork({ id: workerId }).catch(() => {});
}
