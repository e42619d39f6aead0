import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { LedgerError } from '#server/ledger/errors.ts';
import { walletBatcher, walletLimiter } from '#server/ledger/post.ts';
import { balanceOf, debit, fund } from '#server/ledger/test-support.ts';
import { vacuum } from './db.ts';

export type HotWalletResult = {
  clients: number;
  seconds: number;
  committed: number;
  per_second: number;
  refused: number;
  errors: number;
  /** The wallet ended exactly at funded - committed * amount, never below zero. */
  balance_exact: boolean;
  overdrafts: number;
};

const AMOUNT = 100;

async function newUser(pool: pg.Pool, prefix: string): Promise<string> {
  const id = `${prefix}-${randomUUID()}`;
  await pool.query('INSERT INTO users (id, name, email) VALUES ($1, $2, $3)', [
    id,
    id,
    `${id}@bench.test`,
  ]);
  return id;
}

/**
 * `clients` concurrent loops, each posting debits of ONE wallet (to the
 * payouts system account) through the ledger's postTransaction, for `seconds`.
 */
export async function hotWallet(
  pool: pg.Pool,
  url: string,
  opts: { clients: number; seconds: number },
): Promise<HotWalletResult> {
  const user = await newUser(pool, 'hot');
  const funded = 1_000_000_000_000;
  await fund(pool, user, 'NGN', funded);
  await vacuum(url, ['ledger_accounts']); // as pgbench vacuums its tables before each run
  let committed = 0;
  let refused = 0;
  let errors = 0;
  const started = performance.now();
  const deadline = started + opts.seconds * 1000;
  const loop = async () => {
    while (performance.now() < deadline) {
      try {
        await debit(pool, user, 'NGN', AMOUNT);
        committed++;
      } catch (e) {
        if (e instanceof LedgerError && e.code === 'INSUFFICIENT_FUNDS') refused++;
        else if (errors++ === 0) console.error('hot wallet error:', e);
      }
    }
  };
  await Promise.all(Array.from({ length: opts.clients }, loop));
  const elapsed = (performance.now() - started) / 1000;
  const balance = await balanceOf(pool, user, 'NGN');
  return {
    clients: opts.clients,
    seconds: Number(elapsed.toFixed(2)),
    committed,
    per_second: Math.round(committed / elapsed),
    refused,
    errors,
    balance_exact: balance === funded - committed * AMOUNT && balance >= 0,
    overdrafts: balance < 0 ? 1 : 0,
  };
}

/**
 * The overdraft probe: a wallet funded for exactly `n` debits, `clients`
 * concurrent loops trying `n + extra` of them. Exactly `n` may succeed.
 */
export async function drain(pool: pg.Pool, opts: { clients: number; n: number; extra: number }) {
  const user = await newUser(pool, 'drain');
  await fund(pool, user, 'NGN', opts.n * AMOUNT);
  let tries = opts.n + opts.extra;
  let committed = 0;
  let refused = 0;
  const loop = async () => {
    while (tries-- > 0) {
      try {
        await debit(pool, user, 'NGN', AMOUNT);
        committed++;
      } catch (e) {
        if (!(e instanceof LedgerError && e.code === 'INSUFFICIENT_FUNDS')) throw e;
        refused++;
      }
    }
  };
  await Promise.all(Array.from({ length: opts.clients }, loop));
  const balance = await balanceOf(pool, user, 'NGN');
  return {
    funded_for: opts.n,
    attempts: opts.n + opts.extra,
    committed,
    refused,
    final_balance: balance,
    ok: committed === opts.n && balance === 0,
  };
}

export type QueueMode = 'batch' | 'limit' | 'none';

/**
 * Runs `fn` with the per-wallet handling chosen: `batch` (the default: group
 * commit, batch.ts), `limit` (no batching, at most 6 in flight per wallet,
 * limiter.ts) or `none` (every request straight to PostgreSQL).
 */
export async function withQueueMode<T>(mode: QueueMode, fn: () => Promise<T>): Promise<T> {
  const before = { limit: walletLimiter.limit, batching: walletBatcher.enabled };
  walletBatcher.enabled = mode === 'batch';
  walletLimiter.limit = mode === 'none' ? Number.POSITIVE_INFINITY : before.limit;
  try {
    return await fn();
  } finally {
    walletLimiter.limit = before.limit;
    walletBatcher.enabled = before.batching;
  }
}
