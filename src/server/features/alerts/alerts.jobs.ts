import type PgBoss from 'pg-boss';
import type { Logger } from '#server/log.ts';
import { alertsDue } from './alerts.queries.ts';
import { type AlertDeps, runAlerts } from './alerts.service.ts';

export const WALLET_ALERTS_QUEUE = 'wallet-alerts';

/** How often each process looks for new movements: an alert leaves within about this long. */
const SWEEP_MS = 2_000;

/**
 * The wallet alerts' worker. pg-boss's own schedule is off, so a timer in
 * each process looks (one cheap query) for entries past the cursor and then
 * queues a run; the `short` policy keeps at most one run waiting, and a
 * batch that finds the cursor's row locked by another process's run leaves it
 * to that one, so several processes never write an alert twice
 * (alerts.service.ts) nor hold connections waiting on each other. A run that
 * fails is simply the next sweep's to do again: the cursor moved only with
 * what was written.
 */
export async function startAlertJobs(
  boss: PgBoss,
  deps: AlertDeps & { log: Logger },
): Promise<() => void> {
  await boss.createQueue(WALLET_ALERTS_QUEUE, {
    name: WALLET_ALERTS_QUEUE,
    policy: 'short',
    retryLimit: 0,
  });
  const workerId = await boss.work(WALLET_ALERTS_QUEUE, { pollingIntervalSeconds: 2 }, async () => {
    await runAlerts(deps);
  });
  let running = false;
  const sweep = async () => {
    if (running) return;
    running = true;
    try {
      if (await alertsDue(deps.pool)) {
        await boss.send(WALLET_ALERTS_QUEUE, {});
        boss.notifyWorker(workerId);
      }
    } catch (err) {
      deps.log.warn({ err }, 'wallet alerts sweep failed');
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void sweep(), SWEEP_MS);
  timer.unref();
  void sweep();
  return () => clearInterval(timer);
}
