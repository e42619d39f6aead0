import { type Expression, type ExpressionBuilder, sql } from 'kysely';
import { all, first, type Queryable, qb, type Row } from '#server/db/query.ts';
import type { DB } from '#server/db/types.generated.ts';
import type { AdminAirtimeRate, AdminRate, AirtimeNetwork } from '#shared/schemas/rates.ts';

// SQL of exchange rates and airtime-to-cash fees.

/** A numeric as exact decimal text without trailing zeros ("0.0047", not "0.00470000"). */
export const exact = (e: Expression<string>) => sql<string>`trim_scale(${e})::text`;

/** Every pair as users see it: the newest update first. */
export async function selectRates(q: Queryable) {
  return all(
    q,
    qb
      .selectFrom('exchange_rates')
      .select((eb) => [
        'from_currency',
        'to_currency',
        exact(eb.ref('rate')).as('rate'),
        'provider',
        'updated_at',
      ])
      .orderBy('updated_at', 'desc')
      .orderBy('from_currency')
      .orderBy('to_currency'),
  );
}

/** One pair's rate as exact decimal text, or null when there is none. */
export async function selectRate(q: Queryable, from: string, to: string) {
  const row = await first(
    q,
    qb
      .selectFrom('exchange_rates')
      .select((eb) => exact(eb.ref('rate')).as('rate'))
      .where('from_currency', '=', from)
      .where('to_currency', '=', to),
  );
  return row?.rate ?? null;
}

/** `r` is the exchange rate's row (a table or a CTE's rows), `u` who set it last. */
const rateColumns = (eb: ExpressionBuilder<{ r: DB['exchange_rates']; u: DB['users'] }, 'r'>) =>
  [
    'r.from_currency',
    'r.to_currency',
    exact(eb.ref('r.rate')).as('rate'),
    'r.provider',
    'r.updated_at',
    'r.updated_by',
    'u.email as updated_by_email',
  ] as const;

const adminRates = () =>
  qb
    .selectFrom('exchange_rates as r')
    .leftJoin('users as u', 'u.id', 'r.updated_by')
    .select(rateColumns);

type RateRow = Row<ReturnType<typeof adminRates>>;

export const toRate = (r: RateRow): AdminRate => ({ ...r, updated_at: r.updated_at.toISOString() });

/** Every exchange rate with who set it last: the pairs into naira first, then by pair. */
export async function selectAdminRates(q: Queryable): Promise<RateRow[]> {
  return all(
    q,
    adminRates()
      .orderBy((eb) => eb('r.to_currency', '<>', 'NGN'))
      .orderBy('r.from_currency')
      .orderBy('r.to_currency'),
  );
}

/** Every pair's rate, locked in id order until the caller's transaction ends. */
export async function lockRates(q: Queryable) {
  return all(
    q,
    qb
      .selectFrom('exchange_rates')
      .select((eb) => [
        'id',
        'from_currency as from',
        'to_currency as to',
        exact(eb.ref('rate')).as('rate'),
      ])
      .orderBy('id')
      .forUpdate(),
  );
}

/** Sets one pair's rate as set by an administrator; the row with who that was. */
export async function updateRateRow(
  q: Queryable,
  id: number,
  rate: string,
  actorId: string,
): Promise<RateRow> {
  const query = qb
    .with('r', (db) =>
      db
        .updateTable('exchange_rates')
        .set({ rate, provider: 'admin', updated_by: actorId, updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .returningAll(),
    )
    .selectFrom('r')
    .leftJoin('users as u', 'u.id', 'r.updated_by')
    .select(rateColumns);
  return (await first(q, query))!;
}

/** `a` is the network's fee row (a table or a CTE's rows), `u` who set it last. */
const airtimeColumns = (eb: ExpressionBuilder<{ a: DB['airtime_rates']; u: DB['users'] }, 'a'>) =>
  [
    'a.network',
    exact(eb.ref('a.fee_percentage')).as('fee_percentage'),
    'a.updated_at',
    'a.updated_by',
    'u.email as updated_by_email',
  ] as const;

const adminAirtimeRates = () =>
  qb
    .selectFrom('airtime_rates as a')
    .leftJoin('users as u', 'u.id', 'a.updated_by')
    .select(airtimeColumns);

type AirtimeRow = Row<ReturnType<typeof adminAirtimeRates>>;

/** A fee has at most 2 decimals: a plain number carries it exactly enough to show and compare. */
export const toAirtime = (r: AirtimeRow): AdminAirtimeRate => ({
  ...r,
  network: r.network as AirtimeNetwork,
  fee_percentage: Number.parseFloat(r.fee_percentage),
  updated_at: r.updated_at.toISOString(),
});

export async function selectAirtimeRates(q: Queryable): Promise<AirtimeRow[]> {
  return all(q, adminAirtimeRates().orderBy('a.id'));
}

/** One network's fee, matched whatever its case, locked until the caller's transaction ends. */
export async function lockAirtimeRate(q: Queryable, network: string) {
  return first(
    q,
    qb
      .selectFrom('airtime_rates')
      .select((eb) => ['id', 'network', exact(eb.ref('fee_percentage')).as('fee')])
      .where((eb) => eb(eb.fn('lower', ['network']), '=', eb.fn('lower', [eb.val(network)])))
      .forUpdate(),
  );
}

/** Sets one network's fee (a decimal text); the row with who set it. */
export async function updateAirtimeRow(
  q: Queryable,
  id: number,
  feePercentage: string,
  actorId: string,
): Promise<AirtimeRow> {
  const query = qb
    .with('a', (db) =>
      db
        .updateTable('airtime_rates')
        .set({ fee_percentage: feePercentage, updated_by: actorId, updated_at: sql<Date>`now()` })
        .where('id', '=', id)
        .returningAll(),
    )
    .selectFrom('a')
    .leftJoin('users as u', 'u.id', 'a.updated_by')
    .select(airtimeColumns);
  return (await first(q, query))!;
}
