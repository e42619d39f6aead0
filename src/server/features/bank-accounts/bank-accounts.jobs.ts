import type PgBoss from 'pg-boss';
import { paystackFor } from '#server/providers/paystack/paystack.ts';
import { lagosDay, lagosHour } from '#shared/lagos-time.ts';
import { safeMinor } from '#shared/money.ts';
import type { BankDeps } from './bank-accounts.assign.ts';
import { selectActiveAccounts } from './bank-accounts.queries.ts';
import { selectReceived } from './bank-deposits.queries.ts';
import { confirmDeposit } from './bank-deposits.ts';
import { selectUsersWithHeld } from './held-deposits.queries.ts';
import { releaseHeldFor } from './held-deposits.ts';

export const DEPOSITS_REQUERY_QUEUE = 'bank-deposits-requery';
export const DEPOSITS_SWEEP_QUEUE = 'bank-deposits-sweep';

const PAGE = 200;
/** Requery calls to Paystack at once. */
const REQUERY_AT_ONCE = 8;
const DAY_MS = 86_400_000;

/** Runs `fn` over `items`, at most `n` at once. */
async function eachLimited<T>(items: T[], n: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(n, items.length) }, async () => {
      while (next < items.length) await fn(items[next++] as T);
    }),
  );
}

/**
 * Asks Paystack to send again the charge.success of every active account's
 * transfers of the Lagos day (and of yesterday in the day's first hour, for
 * transfers just before midnight), so a webhook that never reached us arrives
 * again and is booked like any other. Answers how many accounts were asked about.
 */
export async function requeryAccounts(deps: BankDeps): Promise<number> {
  const paystack = paystackFor(deps.config, deps.log);
  if (paystack.mode === 'off') return 0;
  const now = new Date();
  const days = [lagosDay(now), ...(lagosHour(now) < 1 ? [lagosDay(now.getTime() - DAY_MS)] : [])];
  let after = '';
  let asked = 0;
  for (;;) {
    const batch = await selectActiveAccounts(deps.pool, after, PAGE);
    await eachLimited(batch, REQUERY_AT_ONCE, async (a) => {
      for (const date of days)
        await paystack.client
          .requeryDedicatedAccount({
            accountNumber: a.account_number ?? '',
            bankSlug: a.bank_slug ?? deps.config.PAYSTACK_DVA_BANK,
            date,
          })
          .catch((err: unknown) => deps.log.warn({ err, userId: a.user_id }, 'requery failed'));
    });
    asked += batch.length;
    const last = batch.at(-1);
    if (!last || batch.length < PAGE) return asked;
    after = last.user_id;
  }
}

/** Deposits heard of but not yet confirmed (verify was unclear): verified again. */
export async function reverifyReceived(deps: BankDeps): Promise<number> {
  const rows = await selectReceived(deps.pool, PAGE);
  await eachLimited(rows, REQUERY_AT_ONCE, async (r) => {
    await confirmDeposit(deps, r.reference, { amount: safeMinor(r.amount), receivedAt: new Date() })
      .then(() => undefined)
      .catch((err: unknown) => deps.log.warn({ err, reference: r.reference }, 're-verify failed'));
  });
  return rows.length;
}

/** Held deposits that now fit (after an upgrade, or spending), released to their wallets. */
export async function releaseFitting(deps: BankDeps): Promise<number> {
  let released = 0;
  for (const userId of await selectUsersWithHeld(deps.pool, 1_000))
    released += await releaseHeldFor(deps.pool, userId).catch((err: unknown) => {
      deps.log.warn({ err, userId }, 'releasing held deposits failed');
      return 0;
    });
  return released;
}

/**
 * Two throttled jobs (pg-boss `sendThrottled`: one job per period, however
 * many processes ask): the requery of the dedicated accounts every
 * DEPOSITS_REQUERY_S (default 15 min), and every DEPOSITS_SWEEP_S (default
 * 1 min) the re-verification of unconfirmed deposits and the release of held
 * deposits that now fit. Releasing on a timer rather than on each debit keeps
 * the payment paths free of it; a BVN check or a tier-3 approval releases at
 * once (releaseHeldDeposits).
 */
export async function startBankAccountJobs(boss: PgBoss, deps: BankDeps): Promise<() => void> {
  await boss.createQueue(DEPOSITS_REQUERY_QUEUE);
  await boss.createQueue(DEPOSITS_SWEEP_QUEUE);
  await boss.work(DEPOSITS_REQUERY_QUEUE, { pollingIntervalSeconds: 0.5 }, async () => {
    await requeryAccounts(deps);
  });
  await boss.work(DEPOSITS_SWEEP_QUEUE, { pollingIntervalSeconds: 0.5 }, async () => {
    await reverifyReceived(deps);
    await releaseFitting(deps);
  });
  const { DEPOSITS_REQUERY_S: requeryS, DEPOSITS_SWEEP_S: sweepS } = deps.config;
  const queue = (name: string, seconds: number) =>
    boss
      .sendThrottled(name, {}, {}, seconds, 'all')
      .catch((err: unknown) => deps.log.warn({ err, queue: name }, 'could not queue a job'));
  const tick = () => {
    void queue(DEPOSITS_REQUERY_QUEUE, requeryS);
    void queue(DEPOSITS_SWEEP_QUEUE, sweepS);
  };
  const timer = setInterval(tick, Math.max(Math.min(requeryS, sweepS, 30) * 500, 250));
  timer.unref();
  tick();
  return () => clearInterval(timer);
}
