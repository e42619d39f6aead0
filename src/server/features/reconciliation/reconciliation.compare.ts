import type {
  ProviderReconciliation,
  ReconciliationMismatch,
} from '#shared/schemas/reconciliation.ts';

// Comparing one day's records, the ledger's against the provider's, by
// reference. Pure: the service fetches, this decides.

/** A Lagos day as instants: [from, to). */
export type DayRange = { from: Date; to: Date };

/** One record on either side: its reference, status, amount (minor units) and currency. */
export type Item = { reference: string; status: string; amount: number; currency: string };

/** The provider's status written for a record the provider does not have. */
export const MISSING = 'missing';

export type Rules = {
  /** For each ledger status, the provider statuses (or MISSING) that agree with it. */
  agrees: Record<string, readonly string[]>;
  ledgerSucceeded: readonly string[];
  providerSucceeded: readonly string[];
};

const DAY_MS = 86_400_000;
/** Lagos is UTC+1 all year (no summer time). */
export function lagosDayRange(date: string): DayRange {
  const from = new Date(`${date}T00:00:00+01:00`);
  return { from, to: new Date(from.getTime() + DAY_MS) };
}

function totals(items: Item[], succeeded: readonly string[]) {
  const by = new Map<string, { count: number; amount: number }>();
  for (const i of items) {
    if (!succeeded.includes(i.status)) continue;
    const t = by.get(i.currency) ?? { count: 0, amount: 0 };
    t.count += 1;
    t.amount += i.amount;
    by.set(i.currency, t);
  }
  const ngn = by.get('NGN') ?? { count: 0, amount: 0 };
  const foreign = [...by.entries()]
    .filter(([currency]) => currency !== 'NGN')
    .map(([currency, t]) => ({ currency, ...t }));
  return foreign.length > 0 ? { ...ngn, foreign } : ngn;
}

/** The mismatch between a ledger record and the provider's (null: not found there), or null when they agree. */
export function judge(rules: Rules, l: Item, p: Item | null): ReconciliationMismatch | null {
  const providerStatus = p?.status ?? MISSING;
  const base = {
    reference: l.reference,
    ledger_status: l.status,
    provider_status: p?.status ?? null,
    amount: l.amount,
    currency: l.currency,
    ledger_amount: l.amount,
    provider_amount: p?.amount ?? null,
  };
  if (!(rules.agrees[l.status] ?? []).includes(providerStatus))
    return { ...base, kind: p ? 'status' : 'missing_at_provider' };
  if (
    p &&
    rules.ledgerSucceeded.includes(l.status) &&
    (p.amount !== l.amount || p.currency !== l.currency)
  )
    return { ...base, kind: 'amount' };
  return null;
}

/**
 * The day's reconciliation: totals of what each side says succeeded that day,
 * and every disagreement. A record on one side only that day is looked for on
 * the other side whatever its day (`ledgerElsewhere`, `providerElsewhere`:
 * null there means not found), so a record made a moment before midnight and
 * dated after it by the other side is no mismatch.
 */
export function reconcile(
  rules: Rules,
  ledger: Item[],
  provider: Item[],
  ledgerElsewhere: Map<string, Item>,
  providerElsewhere: Map<string, Item | null>,
): ProviderReconciliation {
  const atProvider = new Map(provider.map((p) => [p.reference, p]));
  const inLedger = new Set(ledger.map((l) => l.reference));
  const mismatches: ReconciliationMismatch[] = [];
  for (const l of ledger) {
    const p = atProvider.get(l.reference) ?? providerElsewhere.get(l.reference) ?? null;
    const m = judge(rules, l, p);
    if (m) mismatches.push(m);
  }
  for (const p of provider) {
    if (inLedger.has(p.reference)) continue;
    const l = ledgerElsewhere.get(p.reference);
    if (l) {
      const m = judge(rules, l, p);
      if (m) mismatches.push(m);
    } else if (rules.providerSucceeded.includes(p.status))
      mismatches.push({
        reference: p.reference,
        kind: 'missing_in_ledger',
        ledger_status: null,
        provider_status: p.status,
        amount: p.amount,
        currency: p.currency,
        ledger_amount: null,
        provider_amount: p.amount,
      });
  }
  return {
    ledger: totals(ledger, rules.ledgerSucceeded),
    provider: totals(provider, rules.providerSucceeded),
    mismatches,
    error: null,
  };
}

/** Runs `fn` over `items`, at most `n` at once, answers in order. */
export async function mapLimited<T, R>(items: T[], n: number, fn: (item: T) => Promise<R>) {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(n, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i] as T);
      }
    }),
  );
  return out;
}
