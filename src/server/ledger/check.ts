import type pg from 'pg';
import { inTransaction } from '#server/db/transaction.ts';
import { CURRENCIES, type Currency } from '#shared/constants.ts';
import { safeMinor } from '#shared/money.ts';
import { recountTotals, type TotalMismatch } from './totals.ts';

/**
 * An amount in minor units as the report gives it: a number, or its decimal
 * text when it lies beyond 2^53 (a ledger broken behind its back, or the
 * total of an enormous one), so the check itself never overflows or fails.
 */
export type ReportAmount = number | string;

/** Exact: bigint in, a number when it is safe, else its decimal text. */
const amountOf = (x: bigint): ReportAmount =>
  x <= BigInt(Number.MAX_SAFE_INTEGER) && x >= -BigInt(Number.MAX_SAFE_INTEGER)
    ? safeMinor(x)
    : x.toString();

export type LedgerMismatch =
  | {
      type: 'balance';
      account_id: number;
      owner: string;
      currency: Currency;
      balance: ReportAmount;
      entries_sum: ReportAmount;
    }
  | {
      type: 'last_entry';
      account_id: number;
      owner: string;
      balance: ReportAmount;
      balance_after: ReportAmount;
    }
  | {
      type: 'unbalanced_transaction';
      transaction_id: string;
      currency: Currency;
      sum: ReportAmount;
    }
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
      balance: ReportAmount;
    }
  | { type: 'currency_total'; currency: Currency; sum: ReportAmount }
  | TotalMismatch;

export type CurrencyTotals = {
  /** What customers hold. */
  wallets: ReportAmount;
  /** Each system account, its shards added up (funding is negative: money that came in). */
  system: Record<string, ReportAmount>;
  /** Everything added up: zero in a sound ledger. */
  net: ReportAmount;
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
 * negative, and so every currency nets to zero; and the back office's running
 * totals equal a full recount (totals.ts). Runs in one REPEATABLE READ
 * snapshot, so postings made meanwhile cannot make it disagree with itself.
 * Every sum is exact (numeric in SQL, bigint here), whatever the balances.
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
      `SELECT a.id, a.user_id, a.code, a.shard, a.currency, a.balance::text AS balance,
              coalesce(s.total, 0)::text AS entries_sum,
              l.balance_after::text AS last_balance_after
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
      `SELECT transaction_id, currency, sum(amount)::text AS sum FROM ledger_entries
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
    const totalMismatches = await recountTotals(client);
    const mismatches: LedgerMismatch[] = [];
    const wallets = new Map<Currency, bigint>(CURRENCIES.map((c) => [c, 0n]));
    const systems = new Map<Currency, Map<string, bigint>>(CURRENCIES.map((c) => [c, new Map()]));
    const nets = new Map<Currency, bigint>(CURRENCIES.map((c) => [c, 0n]));

    for (const a of accounts.rows) {
      const id = safeMinor(a.id);
      const balance = BigInt(a.balance);
      const sum = BigInt(a.entries_sum);
      if (balance !== sum) {
        mismatches.push({
          type: 'balance',
          account_id: id,
          owner: owner(a),
          currency: a.currency,
          balance: amountOf(balance),
          entries_sum: amountOf(sum),
        });
      }
      if (a.last_balance_after !== null && BigInt(a.last_balance_after) !== balance) {
        mismatches.push({
          type: 'last_entry',
          account_id: id,
          owner: owner(a),
          balance: amountOf(balance),
          balance_after: amountOf(BigInt(a.last_balance_after)),
        });
      }
      if (a.user_id) {
        if (balance < 0n) {
          mismatches.push({
            type: 'negative_wallet',
            account_id: id,
            user_id: a.user_id,
            currency: a.currency,
            balance: amountOf(balance),
          });
        }
        wallets.set(a.currency, (wallets.get(a.currency) ?? 0n) + balance);
      } else if (a.code) {
        const system = systems.get(a.currency);
        system?.set(a.code, (system.get(a.code) ?? 0n) + balance);
      }
      nets.set(a.currency, (nets.get(a.currency) ?? 0n) + balance);
    }
    const totals = {} as Record<Currency, CurrencyTotals>;
    for (const c of CURRENCIES) {
      const net = nets.get(c) ?? 0n;
      totals[c] = {
        wallets: amountOf(wallets.get(c) ?? 0n),
        system: Object.fromEntries(
          [...(systems.get(c) ?? [])].map(([code, sum]) => [code, amountOf(sum)]),
        ),
        net: amountOf(net),
      };
      if (net !== 0n) mismatches.push({ type: 'currency_total', currency: c, sum: amountOf(net) });
    }
    for (const u of unbalanced.rows) {
      mismatches.push({
        type: 'unbalanced_transaction',
        transaction_id: u.transaction_id,
        currency: u.currency,
        sum: amountOf(BigInt(u.sum)),
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
    mismatches.push(...totalMismatches);
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
