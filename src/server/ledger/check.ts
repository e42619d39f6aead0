import type pg from 'pg';
import { inTransaction } from '#server/db/transaction.ts';
import { CURRENCIES, type Currency } from '#shared/constants.ts';
import { safeMinor } from '#shared/money.ts';

export type LedgerMismatch =
  | {
      type: 'balance';
      account_id: number;
      owner: string;
      currency: Currency;
      balance: number;
      entries_sum: number;
    }
  | {
      type: 'last_entry';
      account_id: number;
      owner: string;
      balance: number;
      balance_after: number;
    }
  | { type: 'unbalanced_transaction'; transaction_id: string; currency: Currency; sum: number }
  | {
      type: 'currency';
      entry_id: number;
      account_id: number;
      entry_currency: string;
      account_currency: string;
    }
  | {
      type: 'negative_wallet';
      account_id: number;
      user_id: string;
      currency: Currency;
      balance: number;
    }
  | { type: 'currency_total'; currency: Currency; sum: number };

export type CurrencyTotals = {
  /** What customers hold. */
  wallets: number;
  /** Each system account, its shards added up (funding is negative: money that came in). */
  system: Record<string, number>;
  /** Everything added up: zero in a sound ledger. */
  net: number;
};

export type LedgerReport = {
  ok: boolean;
  accounts_checked: number;
  mismatches: LedgerMismatch[];
  totals: Record<Currency, CurrencyTotals>;
};

const owner = (r: { user_id: string | null; code: string | null; shard?: number }) =>
  r.user_id ? `user:${r.user_id}` : `system:${r.code}#${r.shard ?? 0}`;

/**
 * Proves the ledger is sound: every account's balance equals the sum of its
 * entries and its latest entry's balance_after, every transaction's entries sum
 * to zero per currency, every entry is in its account's currency, no wallet is
 * negative, and so every currency nets to zero. Runs in one REPEATABLE READ
 * snapshot, so postings made meanwhile cannot make it disagree with itself.
 */
export async function checkLedger(pool: pg.Pool): Promise<LedgerReport> {
  return inSnapshot(pool, async (client) => {
    const accounts = await client.query<{
      id: string;
      user_id: string | null;
      code: string | null;
      shard: number;
      currency: Currency;
      balance: string;
      entries_sum: string;
      last_balance_after: string | null;
    }>(
      `SELECT a.id, a.user_id, a.code, a.shard, a.currency, a.balance,
              coalesce(s.total, 0) AS entries_sum, l.balance_after AS last_balance_after
         FROM ledger_accounts a
         LEFT JOIN (SELECT account_id, sum(amount) AS total FROM ledger_entries GROUP BY account_id) s
           ON s.account_id = a.id
         LEFT JOIN LATERAL (SELECT e.balance_after FROM ledger_entries e
                             WHERE e.account_id = a.id ORDER BY e.id DESC LIMIT 1) l ON true
        ORDER BY a.id`,
    );
    const unbalanced = await client.query<{
      transaction_id: string;
      currency: Currency;
      sum: string;
    }>(
      `SELECT transaction_id, currency, sum(amount) AS sum FROM ledger_entries
        GROUP BY transaction_id, currency HAVING sum(amount) <> 0 LIMIT 1000`,
    );
    const wrongCurrency = await client.query<{
      id: string;
      account_id: string;
      entry_currency: string;
      account_currency: string;
    }>(
      `SELECT e.id, e.account_id, e.currency AS entry_currency, a.currency AS account_currency
         FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
        WHERE e.currency <> a.currency LIMIT 1000`,
    );
    const mismatches: LedgerMismatch[] = [];
    const totals = Object.fromEntries(
      CURRENCIES.map((c) => [c, { wallets: 0, system: {}, net: 0 } satisfies CurrencyTotals]),
    ) as Record<Currency, CurrencyTotals>;
    const nets = new Map<Currency, bigint>(CURRENCIES.map((c) => [c, 0n]));

    for (const a of accounts.rows) {
      const id = safeMinor(a.id);
      const balance = safeMinor(a.balance);
      const sum = safeMinor(a.entries_sum);
      if (balance !== sum) {
        mismatches.push({
          type: 'balance',
          account_id: id,
          owner: owner(a),
          currency: a.currency,
          balance,
          entries_sum: sum,
        });
      }
      if (a.last_balance_after !== null && safeMinor(a.last_balance_after) !== balance) {
        mismatches.push({
          type: 'last_entry',
          account_id: id,
          owner: owner(a),
          balance,
          balance_after: safeMinor(a.last_balance_after),
        });
      }
      const t = totals[a.currency];
      if (a.user_id) {
        if (balance < 0) {
          mismatches.push({
            type: 'negative_wallet',
            account_id: id,
            user_id: a.user_id,
            currency: a.currency,
            balance,
          });
        }
        t.wallets = safeMinor(BigInt(t.wallets) + BigInt(balance));
      } else if (a.code) {
        t.system[a.code] = safeMinor(BigInt(t.system[a.code] ?? 0) + BigInt(balance));
      }
      nets.set(a.currency, (nets.get(a.currency) ?? 0n) + BigInt(balance));
    }
    for (const c of CURRENCIES) {
      const net = nets.get(c) ?? 0n;
      totals[c].net = safeMinor(net);
      if (net !== 0n) mismatches.push({ type: 'currency_total', currency: c, sum: safeMinor(net) });
    }
    for (const u of unbalanced.rows) {
      mismatches.push({
        type: 'unbalanced_transaction',
        transaction_id: u.transaction_id,
        currency: u.currency,
        sum: safeMinor(u.sum),
      });
    }
    for (const w of wrongCurrency.rows) {
      mismatches.push({
        type: 'currency',
        entry_id: safeMinor(w.id),
        account_id: safeMinor(w.account_id),
        entry_currency: w.entry_currency,
        account_currency: w.account_currency,
      });
    }
    return {
      ok: mismatches.length === 0,
      accounts_checked: accounts.rows.length,
      mismatches,
      totals,
    };
  });
}

/** One read-only REPEATABLE READ transaction: every query sees the same snapshot. */
const inSnapshot = <T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>) =>
  inTransaction(pool, fn, { isolation: 'REPEATABLE READ', readOnly: true });
