import type PgBoss from 'pg-boss';
import type { BillsDeps } from './bills.deps.ts';
import { requeryBill } from './bills.outcome.ts';
import { claimDueBills } from './bills-outcome.queries.ts';

export const BILL_REQUERY_QUEUE = 'bill-requery';

/** Bills the sweep hands out per round; a full round is followed by another at once. */
const SWEEP_BATCH = 500;
/** pg-boss workers, and the jobs each fetches at a time. */
const WORKERS = 4;
const WORKER_BATCH = 25;

/**
 * Pending bills are asked about again in the background until final. The
 * bill row holds the schedule (`next_requery_at`, set with the hold, pushed
 * back with each unclear answer), so nothing is lost when a process dies: a
 * sweep claims the bills that are due and queues one requery job each; a
 * worker asks VTpass (holding no database connection while it waits) and
 * applies the answer. A job that fails leaves its bill due again once the
 * claim runs out, so the next sweep queues it anew.
 */
export async function startBillJobs(boss: PgBoss, deps: BillsDeps): Promise<() => void> {
  await boss.createQueue(BILL_REQUERY_QUEUE);
  for (let i = 0; i < WORKERS; i++) {
    await boss.work<{ billId: string }>(
      BILL_REQUERY_QUEUE,
      { batchSize: WORKER_BATCH, pollingIntervalSeconds: 0.5 },
      async (jobs) => {
        const results = await Promise.allSettled(
          jobs.map((job) => requeryBill(deps, job.data.billId, 'job')),
        );
        for (const [i, r] of results.entries())
          if (r.status === 'rejected')
            deps.log.warn({ err: r.reason, bill: jobs[i]?.data.billId }, 'bill requery failed');
      },
    );
  }
  // Long enough for a requery to finish (VTpass's timeout) before the claim lapses.
  const claimS = Math.ceil(deps.config.VTPASS_TIMEOUT_MS / 1000) * 2 + 30;
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      for (;;) {
        const ids = await claimDueBills(deps.pool, SWEEP_BATCH, claimS);
        if (ids.length > 0)
          await boss.insert(ids.map((billId) => ({ name: BILL_REQUERY_QUEUE, data: { billId } })));
        if (ids.length < SWEEP_BATCH) break;
      }
    } catch (err) {
      deps.log.warn({ err }, 'bill requery sweep failed');
    } finally {
      running = false;
    }
  };
  const everyMs = Math.min(deps.config.BILLS_REQUERY_S, 30) * 1000;
  const timer = setInterval(() => void sweep(), Math.max(everyMs, 250));
  timer.unref();
  void sweep();
  return () => clearInterval(timer);
}
