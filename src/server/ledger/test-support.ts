// Helpers for the ledger's tests and the benchmarks (not a test file itself).
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { Currency } from '#shared/constants.ts';
import { safeMinor } from '#shared/money.ts';
import { postTransaction } from './post.ts';

/**
 * A user as sign-up and the confirmation link make one (`confirmed: false`
 * for one who has not clicked it): the trigger adds the profile and three wallets.
 */
export async function makeUser(
  pool: pg.Pool,
  id: string,
  opts: { email?: string; admin?: boolean; active?: boolean; confirmed?: boolean } = {},
) {
  const email = opts.email ?? `${id}@example.com`;
  await pool.query('INSERT INTO users (id, name, email, email_verified) VALUES ($1, $2, $3, $4)', [
    id,
    id,
    email,
    opts.confirmed ?? true,
  ]);
  if (opts.admin || opts.active === false) {
    await pool.query('UPDATE profiles SET is_admin = $2, is_active = $3 WHERE id = $1', [
      id,
      opts.admin ?? false,
      opts.active ?? true,
    ]);
  }
  return { id, email };
}

/** Money in from outside (the funding system account). */
export function fund(pool: pg.Pool, userId: string, currency: Currency, amount: number) {
  return postTransaction(pool, {
    kind: 'deposit',
    category: 'funding',
    description: 'Test funding',
    userId,
    actorId: 'test-funder',
    idempotencyKey: randomUUID(),
    request: { userId, currency, amount },
    legs: [
      { account: { userId, currency }, amount },
      { account: { system: 'funding', currency }, amount: -amount },
    ],
  });
}

export async function balanceOf(pool: pg.Pool, userId: string, currency: Currency) {
  const { rows } = await pool.query<{ balance: string }>(
    'SELECT balance FROM ledger_accounts WHERE user_id = $1 AND currency = $2',
    [userId, currency],
  );
  return safeMinor(rows[0]!.balance);
}

export async function countRows(pool: pg.Pool, table: 'ledger_transactions' | 'ledger_entries') {
  const { rows } = await pool.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`);
  return safeMinor(rows[0]!.n);
}

/** A debit of a wallet to a system account, as a bill payment or withdrawal would make. */
export function debit(
  pool: pg.Pool,
  userId: string,
  currency: Currency,
  amount: number,
  key = randomUUID(),
) {
  return postTransaction(pool, {
    kind: 'withdrawal',
    category: 'withdrawal',
    description: 'Test debit',
    userId,
    actorId: userId,
    idempotencyKey: key,
    request: { currency, amount },
    legs: [
      { account: { userId, currency }, amount: -amount, description: 'Test debit' },
      { account: { system: 'payouts', currency }, amount },
    ],
  });
}
