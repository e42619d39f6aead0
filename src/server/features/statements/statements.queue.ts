import PgBoss from 'pg-boss';
import type { Queryable } from '#server/db/query.ts';

export const STATEMENT_EMAIL_QUEUE = 'statement-email';

/** A failed build or mail is tried again, later each time. */
export const STATEMENT_EMAIL_QUEUE_OPTIONS = {
  name: STATEMENT_EMAIL_QUEUE,
  retryLimit: 5,
  retryDelay: 30,
  retryBackoff: true,
};

/**
 * Queues the statement's e-mail job through the caller's transaction, so the
 * job exists exactly when the request that queued it committed. The pg-boss
 * here is never started: it only writes the job's row (and, on a database
 * whose jobs have never run yet, the queue), which the workers of
 * startStatementJobs take in any app process.
 */
export async function queueStatementEmail(tx: Queryable, statementId: string) {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values: unknown[]) => tx.query(text, values) },
  });
  const data = { statementId };
  let id = await boss.send(STATEMENT_EMAIL_QUEUE, data);
  if (!id) {
    await boss.createQueue(STATEMENT_EMAIL_QUEUE, STATEMENT_EMAIL_QUEUE_OPTIONS);
    id = await boss.send(STATEMENT_EMAIL_QUEUE, data);
  }
  if (!id) throw new Error(`could not queue on ${STATEMENT_EMAIL_QUEUE}`);
}
