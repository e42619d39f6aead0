import { sql } from 'kysely';
import { all, first, type Queryable, qb } from '#server/db/query.ts';
import { CURRENCIES, type Currency } from '#shared/constants.ts';
import { safeMinor } from '#shared/money.ts';

export type WalletRow = {
  id: number;
  currency: Currency;
  balance: number;
  created_at: Date;
  updated_at: Date;
};

const isCurrency = (c: string): c is Currency => (CURRENCIES as readonly string[]).includes(c);

/** The user's three wallets in the order NGN, USD, CNY. */
export async function selectWallets(pool: Queryable, userId: string): Promise<WalletRow[]> {
  const rows = await all(
    pool,
    qb
      .selectFrom('ledger_accounts')
      .select(['id', 'currency', 'balance', 'created_at', 'updated_at'])
      .where('user_id', '=', userId)
      .orderBy(sql`array_position(ARRAY['NGN','USD','CNY'], currency)`),
  );
  return rows.flatMap(({ currency, ...r }) =>
    isCurrency(currency)
      ? [{ ...r, currency, id: safeMinor(r.id), balance: safeMinor(r.balance) }]
      : [],
  );
}

/** The user's primary currency, or undefined when there is no profile. */
export async function selectPrimaryCurrency(pool: Queryable, userId: string) {
  const row = await first(
    pool,
    qb.selectFrom('profiles').select('primary_currency').where('id', '=', userId),
  );
  return row?.primary_currency as Currency | undefined;
}

/** Current rates as decimal strings, keyed "FROM_TO". */
export async function selectRates(pool: Queryable): Promise<Record<string, string>> {
  const rows = await all(
    pool,
    qb
      .selectFrom('exchange_rates')
      .select(['from_currency', 'to_currency', sql<string>`trim_scale(rate)::text`.as('rate')]),
  );
  return Object.fromEntries(rows.map((r) => [`${r.from_currency}_${r.to_currency}`, r.rate]));
}
