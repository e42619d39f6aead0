import type PgBoss from 'pg-boss';
import type { Config } from '#server/config.ts';
import type { Pool } from '#server/db/client.ts';
import type { Logger } from '#server/log.ts';
import { purgeSentMails } from './outbox.queries.ts';
import type { MailOutbox } from './outbox.ts';

export const MAIL_OUTBOX_QUEUE = 'mail-outbox';

/** Sent mail is kept this long (for support's questions), then dropped. */
const KEEP_SENT_DAYS = 7;
const PURGE_EVERY_MS = 60 * 60 * 1000;
/** The longest a pending mail waits for a sweep when its wake-up was lost. */
const MAX_SWEEP_MS = 15_000;

/**
 * The outbox's worker. A job means "mail is waiting": the worker sends every
 * due mail (outbox.deliverDue). The queue's `short` policy keeps at most one
 * job waiting, so a burst of mail is one job, and a wake-up that comes while
 * a worker is busy still gets a run after it. `wake` (right after the commit)
 * queues the job and rouses this process's worker at once; a sweep in every
 * process queues one when a mail is due whose wake-up was lost (a process
 * died) or whose retry has come. Several processes may run it: the claim
 * (FOR UPDATE SKIP LOCKED) gives each mail to one of them.
 */
export async function startMailJobs(
  boss: PgBoss,
  deps: { outbox: MailOutbox; pool: Pool; config: Config; log: Logger },
): Promise<() => void> {
  if (!deps.config.mail) return () => {};
  await boss.createQueue(MAIL_OUTBOX_QUEUE, {
    name: MAIL_OUTBOX_QUEUE,
    policy: 'short',
    // A failed run is not repeated by pg-boss: the mail stays due and the sweep wakes a worker again.
    retryLimit: 0,
  });
  const workerId = await boss.work(MAIL_OUTBOX_QUEUE, { pollingIntervalSeconds: 2 }, async () => {
    await deps.outbox.deliverDue();
  });
  deps.outbox.setWaker(async () => {
    await boss.send(MAIL_OUTBOX_QUEUE, {});
    boss.notifyWorker(workerId);
  });

  let lastPurge = 0;
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      if (await deps.outbox.hasDue()) deps.outbox.wake();
      if (Date.now() - lastPurge > PURGE_EVERY_MS) {
        lastPurge = Date.now();
        await purgeSentMails(deps.pool, KEEP_SENT_DAYS);
      }
    } catch (err) {
      deps.log.warn({ err }, 'mail outbox sweep failed');
    } finally {
      running = false;
    }
  };
  const everyMs = Math.min(Math.max(deps.config.MAIL_RETRY_S * 1000, 250), MAX_SWEEP_MS);
  const timer = setInterval(() => void sweep(), everyMs);
  timer.unref();
  void sweep();
  return () => {
    clearInterval(timer);
    deps.outbox.setWaker(null);
  };
}
