import type PgBoss from 'pg-boss';
import type { WithdrawalsDeps } from './withdrawals.deps.ts';
import { verifyWithdrawal } from './withdrawals.payout.ts';
import { claimDueWithdrawals } from './withdrawals.queries.ts';

export const WITHDRAWAL_VERIFY_QUEUE = 'withdrawal-verify';

/** Withdrawals the sweep hands out per round; a full round is followed by another at once. */
const SWEEP_BATCH = 500;
/** pg-boss workers, and the jobs each fetches at a time. */
const WORKERS = 4;
const WORKER_BATCH = 25;
/** Long enough for a verification (Paystack's timeout, twice) before the claim lapses. */
const CLAIM_S = 60;

/**
 * Approved withdrawals whose transfer has not been settled by a webhook are
 * verified in the background until final, so a lost webhook or a crash after
 * the approval never leaves money in limbo. The row holds the schedule
 * (`next_verify_at`, set on approval, pushed back with each unclear answer):
 * a sweep claims the due ones and queues one job each; a worker asks Paystack
 * (holding no database connection while it waits) and applies the answer.
 */
export async function startWithdrawalJobs(
  boss: PgBoss,
  deps: WithdrawalsDeps,
): Promise<() => void> {
  await boss.createQueue(WITHDRAWAL_VERIFY_QUEUE);
  for (let i = 0; i < WORKERS; i++) {
    await boss.work<{ reference: string }>(
      WITHDRAWAL_VERIFY_QUEUE,
      { batchSize: WORKER_BATCH, pollingIntervalSeconds: 0.5 },
      async (jobs) => {
        const results = await Promise.allSettled(
          jobs.map((job) => verifyWithdrawal(deps, job.data.reference, 'job')),
        );
        for (const [i, r] of results.entries())
          if (r.status === 'rejected')
            deps.log.warn(
              { err: r.reason, withdrawal: jobs[i]?.data.reference },
              'withdrawal verification failed',
            );
      },
    );
  }
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      for (;;) {
        const refs = await claimDueWithdrawals(deps.pool, SWEEP_BATCH, CLAIM_S);
        if (refs.length > 0)
          await boss.insert(
            refs.map((reference) => ({ name: WITHDRAWAL_VERIFY_QUEUE, data: { reference } })),
          );
        if (refs.length < SWEEP_BATCH) break;
      }
    } catch (err) {
      deps.log.warn({ err }, 'withdrawal verify sweep failed');
    } finally {
      running = false;
    }
  };
  const everyMs = Math.min(deps.config.WITHDRAWALS_VERIFY_S, 30) * 1000;
  const timer = setInterval(() => void sweep(), Math.max(everyMs, 250));
  timer.unref();
  void sweep();
  return () => clearInterval(timer);
}
