import type PgBoss from 'pg-boss';
import { lagosHour } from '#shared/lagos-time.ts';
import type { ReconDeps } from './reconciliation.providers.ts';
import {
  lagosYesterday,
  runReconciliation,
  storedReconciliation,
} from './reconciliation.service.ts';

export const RECONCILIATION_QUEUE = 'reconciliation-daily';

/** How often each process asks for the day's run; the run itself happens once. */
const TICK_MS = 15 * 60 * 1000;
/** The run waits for 01:00 in Lagos, so the day's late webhooks and requeries have landed. */
const FROM_HOUR = 1;

/**
 * Reconciles yesterday unless it is stored already (every provider); answers
 * whether it ran. Safe to repeat: a run replaces the day's stored result.
 */
export async function runDailyReconciliation(deps: ReconDeps, now = new Date()): Promise<boolean> {
  const date = lagosYesterday(now);
  if (await storedReconciliation(deps, date)) return false;
  const result = await runReconciliation(deps, date);
  deps.log.info(
    {
      date,
      mismatches: {
        vtpass: result.vtpass.mismatches.length,
        paystack_transfers: result.paystack_transfers.mismatches.length,
        paystack_charges: result.paystack_charges.mismatches.length,
      },
    },
    'daily reconciliation stored',
  );
  return true;
}

/**
 * The daily reconciliation of yesterday, from 01:00 Lagos. pg-boss's own
 * schedule is off, so a timer in each process asks every 15 minutes; the
 * singleton key (the day) lets one job through per day whichever process
 * asks, and a run that finds the day stored does nothing.
 */
export async function startReconciliationJobs(boss: PgBoss, deps: ReconDeps): Promise<() => void> {
  await boss.createQueue(RECONCILIATION_QUEUE);
  await boss.work(RECONCILIATION_QUEUE, async () => {
    await runDailyReconciliation(deps);
  });
  const tick = () => {
    if (lagosHour() < FROM_HOUR) return;
    void boss
      .send(
        RECONCILIATION_QUEUE,
        {},
        { singletonKey: `reconciliation:${lagosYesterday()}`, singletonHours: 1 },
      )
      .catch((err: unknown) => deps.log.warn({ err }, 'could not queue the daily reconciliation'));
  };
  const timer = setInterval(tick, TICK_MS);
  timer.unref();
  tick();
  return () => clearInterval(timer);
}
