import { badInput } from '#server/http/errors.ts';
import { lagosDay } from '#shared/lagos-time.ts';
import {
  type ProviderReconciliation,
  RECONCILIATION_MESSAGES,
  RECONCILIATION_PROVIDERS,
  type Reconciliation,
  type ReconciliationProvider,
} from '#shared/schemas/reconciliation.ts';
import { type DayRange, lagosDayRange } from './reconciliation.compare.ts';
import {
  type ReconDeps,
  reconcileCharges,
  reconcileTransfers,
  reconcileVtpass,
} from './reconciliation.providers.ts';
import { selectRuns, upsertRun } from './reconciliation.queries.ts';

// A Lagos day's reconciliation: computed live (today, or when asked to), else
// the stored run of that day. A finished day's live result is stored too, so
// the daily job and an administrator's refresh keep one record per day.

const RECONCILERS: Record<
  ReconciliationProvider,
  (deps: ReconDeps, day: DayRange) => Promise<ProviderReconciliation>
> = {
  vtpass: reconcileVtpass,
  paystack_transfers: reconcileTransfers,
  paystack_charges: reconcileCharges,
};

const DAY_MS = 86_400_000;

/** Yesterday in Lagos: the day the daily job reconciles. */
export const lagosYesterday = (now = new Date()) => lagosDay(now.getTime() - DAY_MS);

/** One provider's result; a provider that cannot be asked gives its error instead of a 5xx. */
async function reconcileOne(
  deps: ReconDeps,
  provider: ReconciliationProvider,
  day: DayRange,
): Promise<ProviderReconciliation> {
  try {
    return await RECONCILERS[provider](deps, day);
  } catch (err) {
    deps.log.warn({ err, provider }, 'reconciliation: provider could not be asked');
    const empty = { count: 0, amount: 0 };
    const message = err instanceof Error ? err.message : 'The provider could not be asked';
    return { ledger: empty, provider: empty, mismatches: [], error: message };
  }
}

/**
 * Reconciles the day now; a finished day's result is stored (upsert, one
 * per day and provider), except a provider's that could not be asked.
 */
export async function runReconciliation(deps: ReconDeps, date: string): Promise<Reconciliation> {
  const day = lagosDayRange(date);
  const results = await Promise.all(
    RECONCILIATION_PROVIDERS.map((p) => reconcileOne(deps, p, day)),
  );
  const ranAt = new Date();
  const finished = date < lagosDay(ranAt);
  const out = { date, ran_at: ranAt.toISOString(), stored: false } as Reconciliation;
  for (const [i, provider] of RECONCILIATION_PROVIDERS.entries()) {
    const result = results[i] as ProviderReconciliation;
    out[provider] = result;
    if (finished && !result.error) await upsertRun(deps.pool, date, provider, result, ranAt);
  }
  return out;
}

/** The stored run of the day, when every provider has one. */
export async function storedReconciliation(
  deps: Pick<ReconDeps, 'pool'>,
  date: string,
): Promise<Reconciliation | null> {
  const rows = await selectRuns(deps.pool, date);
  const by = new Map(rows.map((r) => [r.provider, r]));
  if (!RECONCILIATION_PROVIDERS.every((p) => by.has(p))) return null;
  const ranAt = Math.min(...rows.map((r) => new Date(r.ran_at).getTime()));
  const out = { date, ran_at: new Date(ranAt).toISOString(), stored: true } as Reconciliation;
  for (const p of RECONCILIATION_PROVIDERS)
    out[p] = by.get(p)?.result as unknown as ProviderReconciliation;
  return out;
}

/** GET /api/admin/reconciliation: the stored run of a finished day, else (today, refresh=1, none stored) live. */
export async function getReconciliation(
  deps: ReconDeps,
  q: { date?: string; refresh?: '0' | '1' },
): Promise<Reconciliation> {
  const today = lagosDay();
  const date = q.date ?? lagosYesterday();
  if (date > today) throw badInput('date', RECONCILIATION_MESSAGES.badDate);
  if (date < today && q.refresh !== '1') {
    const stored = await storedReconciliation(deps, date);
    if (stored) return stored;
  }
  return runReconciliation(deps, date);
}
