import type pg from 'pg';
import type { Config } from '#server/config.ts';
import type { Logger } from '#server/log.ts';
import { paystackFor } from '#server/providers/paystack/paystack.ts';
import { PaystackError } from '#server/providers/paystack/request.ts';
import type { VtpassOutcome } from '#server/providers/vtpass/client.ts';
import { vtpassFor } from '#server/providers/vtpass/vtpass.ts';
import { tryParseAmount } from '#shared/money.ts';
import type { ProviderReconciliation } from '#shared/schemas/reconciliation.ts';
import {
  type DayRange,
  type Item,
  MISSING,
  mapLimited,
  type Rules,
  reconcile,
} from './reconciliation.compare.ts';
import {
  selectChargesByReference,
  selectDayBills,
  selectDayCharges,
  selectDayPayouts,
  selectPayoutsByReference,
} from './reconciliation.queries.ts';

// Each provider's side of a day, and what agrees with what.

export type ReconDeps = { pool: pg.Pool; config: Config; log: Logger };

/** Provider calls at once (VTpass requeries, Paystack verifies). */
const AT_ONCE = 8;

const VTPASS_RULES: Rules = {
  agrees: {
    pending: ['pending'],
    delivered: ['delivered'],
    refunded: ['failed', 'reversed', 'not_found'],
  },
  ledgerSucceeded: ['delivered'],
  providerSucceeded: ['delivered'],
};

const TRANSFER_RULES: Rules = {
  agrees: {
    processing: ['pending', 'otp', 'received', 'queued'],
    completed: ['success'],
    failed: ['failed', 'abandoned', 'rejected', 'blocked', MISSING],
    reversed: ['reversed'],
  },
  ledgerSucceeded: ['completed'],
  providerSucceeded: ['success'],
};

/** Card payments (initialized, success, failed) and bank deposits (received, credited, held). */
const CHARGE_RULES: Rules = {
  agrees: {
    initialized: ['abandoned', 'failed', 'ongoing', 'pending', 'processing', 'queued', MISSING],
    success: ['success'],
    failed: ['failed', 'abandoned', 'reversed', MISSING],
    credited: ['success'],
    held: ['success'],
    received: [],
  },
  ledgerSucceeded: ['success', 'credited', 'held'],
  providerSucceeded: ['success'],
};

/** VTpass's amount (naira, a number or a string) in kobo; null when it gave none. */
export function vtpassAmount(raw: unknown): number | null {
  const r = raw as { amount?: unknown; content?: { transactions?: { amount?: unknown } } } | null;
  const value = r?.content?.transactions?.amount ?? r?.amount;
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  return tryParseAmount(String(value));
}

const vtpassStatus = (o: VtpassOutcome) => o.kind;

/** VTpass lists nothing: every bill of the day is requeried, and its answer compared. */
export async function reconcileVtpass(
  deps: ReconDeps,
  day: DayRange,
): Promise<ProviderReconciliation> {
  const ledger = await selectDayBills(deps.pool, day);
  const { client } = vtpassFor(deps.config, deps.log);
  const answers = await mapLimited(ledger, AT_ONCE, async (bill): Promise<Item> => {
    const o = await client.requery(bill.reference);
    const amount = o.kind === 'delivered' ? vtpassAmount(o.raw) : null;
    return {
      reference: bill.reference,
      status: vtpassStatus(o),
      amount: amount ?? bill.amount,
      currency: 'NGN',
    };
  });
  return reconcile(VTPASS_RULES, ledger, answers, new Map(), new Map());
}

const paystackOf = (deps: ReconDeps) => {
  const p = paystackFor(deps.config, deps.log);
  return p.mode === 'off' ? null : { mode: p.mode, client: p.client };
};

/** What Paystack's verify says about one reference; null when it has none (4xx). */
async function verified<T extends Item>(ask: () => Promise<T>): Promise<Item | null> {
  try {
    return await ask();
  } catch (e) {
    if (
      e instanceof PaystackError &&
      e.httpStatus >= 400 &&
      e.httpStatus < 500 &&
      e.httpStatus !== 429
    )
      return null;
    throw e;
  }
}

const asItem = (t: {
  reference: string;
  status: string;
  amount: number;
  currency: string;
}): Item => ({
  reference: t.reference,
  status: t.status,
  amount: t.amount,
  currency: t.currency,
});

/** Ledger records absent from the provider's day, looked up one by one (all but `skip` statuses). */
async function lookUp(
  ledger: Item[],
  listed: Item[],
  skip: string[],
  ask: (ref: string) => Promise<Item>,
) {
  const known = new Set(listed.map((p) => p.reference));
  const wanted = ledger.filter((l) => !known.has(l.reference) && !skip.includes(l.status));
  const found = await mapLimited(wanted, AT_ONCE, (l) => verified(() => ask(l.reference)));
  return new Map(wanted.map((l, i) => [l.reference, found[i] ?? null]));
}

const elsewhere = (items: Item[]) => new Map(items.map((i) => [i.reference, i]));
const orphans = (ledger: Item[], listed: Item[]) => {
  const known = new Set(ledger.map((l) => l.reference));
  return listed.filter((p) => !known.has(p.reference)).map((p) => p.reference);
};

export async function reconcileTransfers(
  deps: ReconDeps,
  day: DayRange,
): Promise<ProviderReconciliation> {
  const ledger = await selectDayPayouts(deps.pool, day);
  const paystack = paystackOf(deps);
  if (!paystack) return unavailable(ledger, TRANSFER_RULES, 'Paystack is not configured');
  const listed = (await paystack.client.listTransfers(day)).map(asItem);
  const providerElsewhere = await lookUp(ledger, listed, [], async (ref) =>
    asItem(await paystack.client.verifyTransfer(ref)),
  );
  const ledgerElsewhere = await selectPayoutsByReference(deps.pool, orphans(ledger, listed));
  return reconcile(TRANSFER_RULES, ledger, listed, elsewhere(ledgerElsewhere), providerElsewhere);
}

export async function reconcileCharges(
  deps: ReconDeps,
  day: DayRange,
): Promise<ProviderReconciliation> {
  const paystack = paystackOf(deps);
  const ledger = await selectDayCharges(deps.pool, day, paystack?.mode ?? 'paystack');
  if (!paystack) return unavailable(ledger, CHARGE_RULES, 'Paystack is not configured');
  const listed = (await paystack.client.listTransactions(day)).map(asItem);
  // A checkout nobody finished is often never listed: it needs no look-up.
  const providerElsewhere = await lookUp(ledger, listed, ['initialized'], async (ref) =>
    asItem(await paystack.client.verifyTransaction(ref)),
  );
  const ledgerElsewhere = await selectChargesByReference(
    deps.pool,
    orphans(ledger, listed),
    paystack.mode,
  );
  return reconcile(CHARGE_RULES, ledger, listed, elsewhere(ledgerElsewhere), providerElsewhere);
}

/** The ledger's side alone, when the provider cannot be asked. */
function unavailable(ledger: Item[], rules: Rules, error: string): ProviderReconciliation {
  return { ...reconcile(rules, ledger, [], new Map(), new Map()), mismatches: [], error };
}
