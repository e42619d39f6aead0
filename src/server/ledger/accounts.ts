import type { Currency } from '#shared/constants.ts';
import { CURRENCIES } from '#shared/constants.ts';
import { safeMinor } from '#shared/money.ts';
import type { SystemCode } from './kinds.ts';
import type { Queryable } from './post-types.ts';

/** A user's three balances in minor units (zero for a wallet that does not exist). */
export async function walletBalances(
  q: Queryable,
  userId: string,
): Promise<Record<Currency, number>> {
  const { rows } = await q.query<{ currency: Currency; balance: string }>(
    'SELECT currency, balance FROM ledger_accounts WHERE user_id = $1',
    [userId],
  );
  const out = Object.fromEntries(CURRENCIES.map((c) => [c, 0])) as Record<Currency, number>;
  for (const r of rows) out[r.currency] = safeMinor(r.balance);
  return out;
}

/** A system account's balance: the sum over its shards. */
export async function systemBalance(
  q: Queryable,
  code: SystemCode,
  currency: Currency,
): Promise<number> {
  const { rows } = await q.query<{ balance: string }>(
    'SELECT coalesce(sum(balance), 0)::text AS balance FROM ledger_accounts WHERE code = $1 AND currency = $2',
    [code, currency],
  );
  return safeMinor(rows[0]?.balance ?? '0');
}
