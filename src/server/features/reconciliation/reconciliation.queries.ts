import { sql } from 'kysely';
import { all, first, type Queryable, qb, run } from '#server/db/query.ts';
import { safeMinor } from '#shared/money.ts';
import type {
  ProviderReconciliation,
  ReconciliationProvider,
} from '#shared/schemas/reconciliation.ts';
import type { DayRange, Item } from './reconciliation.compare.ts';

// The ledger's side of a Lagos day, per provider, and the stored daily runs.
// Each record is dated as the provider dates it: a bill by when it was made
// (its one `pay`), a payout by its approval (when the transfer is made), a
// card payment by its checkout, a bank deposit by when it was paid.

const item = (r: {
  reference: string;
  status: string;
  amount: string;
  currency: string;
}): Item => ({
  reference: r.reference,
  status: r.status,
  amount: safeMinor(r.amount),
  currency: r.currency,
});

const bills = () =>
  qb
    .selectFrom('bills')
    .select(['request_id as reference', 'status', 'amount', sql<string>`'NGN'`.as('currency')]);

/** The bills made on the day (every status), by VTpass request_id. */
export async function selectDayBills(db: Queryable, day: DayRange): Promise<Item[]> {
  const rows = await all(
    db,
    bills()
      .where('created_at', '>=', day.from)
      .where('created_at', '<', day.to)
      .orderBy('created_at'),
  );
  return rows.map(item);
}

const payouts = () =>
  qb
    .selectFrom('withdrawals')
    .select(['reference', 'status', 'amount', sql<string>`'NGN'`.as('currency')]);

/**
 * The withdrawals approved on the day that went (or were to go) to Paystack:
 * a rejected one, or one Paystack refused before it made a transfer, is not.
 */
export async function selectDayPayouts(db: Queryable, day: DayRange): Promise<Item[]> {
  const rows = await all(
    db,
    payouts()
      .where('processed_at', '>=', day.from)
      .where('processed_at', '<', day.to)
      .where('status', '<>', 'pending')
      .where((eb) =>
        eb.or([
          eb('status', '=', 'processing'),
          eb('recipient_code', 'is not', null),
          eb('transfer_code', 'is not', null),
        ]),
      ),
  );
  return rows.map(item);
}

export async function selectPayoutsByReference(db: Queryable, refs: string[]): Promise<Item[]> {
  if (refs.length === 0) return [];
  return (await all(db, payouts().where('reference', 'in', refs))).map(item);
}

const cards = (provider: string) =>
  qb
    .selectFrom('card_fundings')
    .select(['reference', 'status', 'amount', 'currency'])
    .where('provider', '=', provider);

const deposits = () =>
  qb
    .selectFrom('bank_deposits')
    .select(['reference', 'status', 'amount', sql<string>`'NGN'`.as('currency')]);

const depositDay = sql`coalesce(paid_at, received_at)`;

/** Card payments started on the day (by the Paystack setup in use) and bank transfers in paid on it. */
export async function selectDayCharges(
  db: Queryable,
  day: DayRange,
  provider: string,
): Promise<Item[]> {
  const [card, bank] = await Promise.all([
    all(db, cards(provider).where('created_at', '>=', day.from).where('created_at', '<', day.to)),
    all(db, deposits().where(depositDay, '>=', day.from).where(depositDay, '<', day.to)),
  ]);
  return [...card, ...bank].map(item);
}

export async function selectChargesByReference(
  db: Queryable,
  refs: string[],
  provider: string,
): Promise<Item[]> {
  if (refs.length === 0) return [];
  const [card, bank] = await Promise.all([
    all(db, cards(provider).where('reference', 'in', refs)),
    all(db, deposits().where('reference', 'in', refs)),
  ]);
  return [...card, ...bank].map(item);
}

export type Owner = {
  id: string;
  user_id: string;
  status: string;
  amount: string;
  kind: 'bill' | 'withdrawal' | 'card' | 'deposit';
};

/** A record, by its provider reference, with its owner (an administrator never acts on their own). */
export async function selectOwner(
  db: Queryable,
  provider: ReconciliationProvider,
  reference: string,
): Promise<Owner | null> {
  const cols = ['id', 'user_id', 'status', 'amount'] as const;
  if (provider === 'vtpass') {
    const r = await first(
      db,
      qb.selectFrom('bills').select(cols).where('request_id', '=', reference),
    );
    return r ? { ...r, kind: 'bill' } : null;
  }
  if (provider === 'paystack_transfers') {
    const r = await first(
      db,
      qb.selectFrom('withdrawals').select(cols).where('reference', '=', reference),
    );
    return r ? { ...r, kind: 'withdrawal' } : null;
  }
  const card = await first(
    db,
    qb.selectFrom('card_fundings').select(cols).where('reference', '=', reference),
  );
  if (card) return { ...card, kind: 'card' };
  const bank = await first(
    db,
    qb
      .selectFrom('bank_deposits')
      .select(['reference as id', 'user_id', 'status', 'amount'])
      .where('reference', '=', reference),
  );
  return bank ? { ...bank, kind: 'deposit' } : null;
}

export async function selectDepositStatus(db: Queryable, reference: string) {
  const r = await first(
    db,
    qb.selectFrom('bank_deposits').select('status').where('reference', '=', reference),
  );
  return r?.status ?? null;
}

/** The owner of an active dedicated account (a deposit not yet booked names only its account). */
export async function selectAccountOwner(db: Queryable, accountNumber: string) {
  const r = await first(
    db,
    qb
      .selectFrom('dedicated_accounts')
      .select('user_id')
      .where('account_number', '=', accountNumber),
  );
  return r?.user_id ?? null;
}

export async function upsertRun(
  db: Queryable,
  date: string,
  provider: ReconciliationProvider,
  result: ProviderReconciliation,
  ranAt: Date,
): Promise<void> {
  await run(
    db,
    qb
      .insertInto('reconciliation_runs')
      .values({ date, provider, result: JSON.stringify(result), ran_at: ranAt })
      .onConflict((oc) =>
        oc.columns(['date', 'provider']).doUpdateSet({
          result: (eb) => eb.ref('excluded.result'),
          ran_at: (eb) => eb.ref('excluded.ran_at'),
        }),
      ),
  );
}

export async function selectRuns(db: Queryable, date: string) {
  return all(
    db,
    qb
      .selectFrom('reconciliation_runs')
      .select(['provider', 'result', 'ran_at'])
      .where('date', '=', sql<Date>`${date}::date`),
  );
}
