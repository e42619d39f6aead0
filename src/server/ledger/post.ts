import { randomBytes } from 'node:crypto';
import { type RawBuilder, sql } from 'kysely';
import type pg from 'pg';
import { withRetry } from '#server/db/transaction.ts';
import {
  CURRENCIES,
  type Currency,
  MAX_AMOUNT_MINOR,
  MAX_BALANCE_MINOR,
} from '#shared/constants.ts';
import { type TierRefusal, tierRefusalMessage } from '#shared/kyc.ts';
import { formatAmount, safeMinor } from '#shared/money.ts';
import { isBalanceLimit } from './balance-limit.ts';
import { WalletBatcher } from './batch.ts';
import { LedgerError, ledgerNotFound } from './errors.ts';
import { assertIdempotencyKey, requestHash } from './idempotency.ts';
import type { Category, SystemCode, TransactionKind, TransactionStatus } from './kinds.ts';
import { SYSTEM_CODES } from './kinds.ts';
import { KeyedLimiter } from './limiter.ts';
import { noted } from './observe.ts';

/** A pool, or a client inside a transaction the caller opened. */
export type Queryable = pg.Pool | pg.PoolClient;

export type AccountRef =
  | { userId: string; currency: Currency }
  | { system: SystemCode; currency: Currency };

/** One line of a posting: a signed amount in minor units (negative = money out of the account). */
export type Leg = { account: AccountRef; amount: number; description?: string | null };

export type PostingInput = {
  kind: TransactionKind;
  category: Category;
  description?: string | null;
  /** The customer the transaction is about (listings); null for internal moves. */
  userId: string | null;
  /** Who asked: the idempotency key is unique per actor. */
  actorId: string;
  idempotencyKey: string;
  /** What the caller asked for; its hash binds the idempotency key. */
  request: unknown;
  status?: 'completed' | 'pending';
  metadata?: Record<string, unknown>;
  /** Defaults to `${referencePrefix ?? 'OWO'}-<ms>-<random>`. */
  reference?: string;
  referencePrefix?: string;
  legs: Leg[];
};

export type LedgerTransaction = {
  id: string;
  reference: string;
  kind: string;
  category: string;
  status: TransactionStatus;
  description: string | null;
  user_id: string | null;
  actor_id: string;
  metadata: Record<string, unknown>;
  created_at: string;
};

export type LedgerEntry = {
  id: number;
  account_id: number;
  /** The wallet's owner, or null for a system account. */
  user_id: string | null;
  /** The system account's code, or null for a wallet. */
  system: string | null;
  currency: Currency;
  amount: number;
  balance_after: number;
  description: string | null;
};

export type PostingResult = {
  transaction: LedgerTransaction;
  entries: LedgerEntry[];
  /** True when this answer is the stored result of an earlier request with the same key. */
  replayed: boolean;
};

export type PostOptions = {
  /**
   * Let the posting touch a deactivated user's wallet. Only for money coming
   * back (refunds of holds), money an outside party already took from the
   * customer (a confirmed card payment) and administrators' adjustments; a
   * deactivated user never moves money themselves.
   */
  allowInactive?: boolean;
};

/** Postings through a pool that touch several wallets: see limiter.ts. */
export const walletLimiter = new KeyedLimiter(6);
/** Postings through a pool that touch one wallet: see batch.ts. */
export const walletBatcher = new WalletBatcher();

export function newReference(prefix = 'OWO'): string {
  return `${prefix}-${Date.now()}-${randomBytes(4).toString('hex').toUpperCase()}`;
}

/**
 * Posts one balanced journal transaction, atomically and at most once per
 * (actorId, idempotencyKey): a repeat with the same request returns the stored
 * result with `replayed: true`, a repeat with a different request is a 409.
 * 422 INSUFFICIENT_FUNDS when a wallet would go below zero (nothing written),
 * 422 ACCOUNT_INACTIVE when a wallet's owner is deactivated.
 */
export async function postTransaction(
  pool: pg.Pool,
  input: PostingInput,
  opts: PostOptions = {},
): Promise<PostingResult> {
  const call = prepare(input, opts.allowInactive ?? false);
  const wallets = [
    ...new Set(
      input.legs.flatMap((l) =>
        'userId' in l.account ? [`${l.account.userId}:${l.account.currency}`] : [],
      ),
    ),
  ];
  const [wallet] = input.legs.flatMap((l) => ('userId' in l.account ? [l.account] : []));
  if (wallets.length === 1 && wallet) {
    // One wallet against system accounts (payments, withdrawals, deposits, holds): group commit.
    const posting = walletBatcher.submit(pool, wallet, call).then(
      (raw) => parseResult(raw as RawResult),
      (e) => Promise.reject(toLedgerError(e, input.actorId)),
    );
    return noted(pool, input.kind, posting);
  }
  const query = { name: 'owo_post', text: POST_SQL, values: call };
  return noted(
    pool,
    input.kind,
    walletLimiter.run(wallets, () => withRetry(() => runPosting(pool, query, input.actorId))),
  );
}

/** The same posting inside a transaction the caller opened (and retries). */
export async function postWithin(
  client: pg.PoolClient,
  input: PostingInput,
  opts: PostOptions = {},
): Promise<PostingResult> {
  const values = prepare(input, opts.allowInactive ?? false);
  const query = { name: 'owo_post', text: POST_SQL, values };
  return noted(client, input.kind, runPosting(client, query, input.actorId));
}

function prepare(input: PostingInput, allowInactive: boolean): unknown[] {
  assertIdempotencyKey(input.idempotencyKey);
  if (!input.actorId) throw new Error('postTransaction: actorId is required');
  if (input.legs.length < 2) throw new Error('postTransaction: a posting needs at least two legs');
  const sums = new Map<Currency, bigint>();
  for (const leg of input.legs) {
    const { account } = leg;
    if (!CURRENCIES.includes(account.currency))
      throw new Error(`Unknown currency ${account.currency}`);
    if ('system' in account && !SYSTEM_CODES.includes(account.system)) {
      throw new Error(`Unknown system account ${account.system}`);
    }
    if ('userId' in account && !account.userId) throw new Error('A wallet leg needs a userId');
    if (safeMinor(leg.amount) === 0) throw new Error('A leg amount cannot be zero');
    // Every route caps its amounts; this keeps any other caller within the same rule.
    if (Math.abs(leg.amount) > MAX_AMOUNT_MINOR) {
      throw new LedgerError(
        'LIMIT_EXCEEDED',
        `An amount can be at most ${formatAmount(MAX_AMOUNT_MINOR)}`,
      );
    }
    sums.set(account.currency, (sums.get(account.currency) ?? 0n) + BigInt(leg.amount));
  }
  for (const [currency, sum] of sums) {
    if (sum !== 0n) throw new Error(`postTransaction: ${currency} legs sum to ${sum}, not zero`);
  }
  const users = input.legs.map((l) => ('userId' in l.account ? l.account.userId : null));
  const codes = input.legs.map((l) => ('system' in l.account ? l.account.system : null));
  return [
    input.kind,
    input.category,
    input.status ?? 'completed',
    input.description ?? null,
    input.reference ?? newReference(input.referencePrefix),
    input.userId,
    input.actorId,
    input.idempotencyKey,
    requestHash({ kind: input.kind, request: input.request }),
    input.metadata ?? {},
    users,
    codes,
    input.legs.map((l) => l.account.currency),
    input.legs.map((l) => String(l.amount)),
    input.legs.map((l) => l.description ?? null),
    allowInactive,
  ];
}

const POST_SQL = `SELECT owo_post($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13,
  $14::bigint[], $15, $16) AS result`;

/**
 * The call of owo_post for `input`, as an expression of the query builder, for
 * a caller that writes its own row in the same statement as the posting (one
 * round trip, atomic without a transaction). Read its jsonb result with
 * `parseResult`, and map its errors with `toLedgerError`.
 */
export function postingExpr(input: PostingInput, opts: PostOptions = {}): RawBuilder<RawResult> {
  const values = prepare(input, opts.allowInactive ?? false);
  const args = values.map((v, i) => (i === 13 ? sql`${v}::bigint[]` : sql`${v}`));
  return sql<RawResult>`owo_post(${sql.join(args)})`;
}

/**
 * Runs one statement that calls a posting function (owo_post, owo_transfer)
 * and returns its result, with the functions' SQLSTATEs mapped to LedgerErrors.
 * `name` makes it a prepared statement on each connection.
 */
export async function runPosting<T = PostingResult>(
  q: Queryable,
  query: { name: string; text: string; values: unknown[] },
  actorId: string,
  parse: (raw: RawResult) => T = parseResult as (raw: RawResult) => T,
): Promise<T> {
  try {
    const { rows } = await q.query<{ result: RawResult }>(query);
    return parse(rows[0]!.result);
  } catch (e) {
    throw toLedgerError(e, actorId);
  }
}

/** The stored result of the posting made under (actorId, idempotencyKey), if there is one. */
export async function findPosting(
  q: Queryable,
  actorId: string,
  idempotencyKey: string,
): Promise<PostingResult | null> {
  const { rows } = await q.query<{ result: RawResult }>(
    `SELECT owo_posting_result(id) AS result FROM ledger_transactions
      WHERE actor_id = $1 AND idempotency_key = $2`,
    [actorId, idempotencyKey],
  );
  return rows[0] ? parseResult(rows[0].result) : null;
}

type PgError = { code?: string; detail?: string; constraint?: string };

export function toLedgerError(e: unknown, actorId: string): unknown {
  const { code, detail = '' } = (e ?? {}) as PgError;
  const currency = detail.split(':').at(-1);
  if (code === 'OW413' || isBalanceLimit(e)) {
    return new LedgerError(
      'LIMIT_EXCEEDED',
      `A wallet can hold at most ${formatAmount(MAX_BALANCE_MINOR)}; nothing was moved`,
    );
  }
  if (code === 'OW429') return tierRefusal(detail);
  switch (code) {
    case 'OW409':
      return new LedgerError(
        'IDEMPOTENCY_CONFLICT',
        'This Idempotency-Key was already used with a different request',
      );
    case 'OW422':
      return new LedgerError('INSUFFICIENT_FUNDS', `Insufficient funds in the ${currency} wallet`);
    case 'OW423':
      return new LedgerError(
        'ACCOUNT_INACTIVE',
        detail === actorId ? 'Your account is inactive' : 'The other account is inactive',
        undefined,
        detail,
      );
    case 'OW404':
      return ledgerNotFound(
        detail === 'recipient' ? 'Recipient' : detail === 'sender' ? 'User' : 'Wallet',
      );
    case 'OW4SF':
      return new LedgerError('BUSINESS_RULE', 'You cannot send money to yourself');
    default:
      return e;
  }
}

/** A tier's refusal (owo_kyc_rules): LIMIT_EXCEEDED, or KYC_REQUIRED for foreign currency on tier 1. */
function tierRefusal(detail: string): LedgerError {
  const refusal = JSON.parse(detail) as TierRefusal;
  return new LedgerError(
    refusal.limit === 'currency' ? 'KYC_REQUIRED' : 'LIMIT_EXCEEDED',
    tierRefusalMessage(refusal),
    undefined,
    undefined,
    { ...refusal },
  );
}

export type RawResult = {
  transaction: Omit<LedgerTransaction, 'created_at'> & { created_at: string };
  entries: (Omit<LedgerEntry, 'amount' | 'balance_after'> & {
    amount: number;
    balance_after: number;
  })[];
  replayed: boolean;
};

export function parseResult(raw: RawResult): PostingResult {
  return {
    transaction: {
      ...raw.transaction,
      created_at: new Date(raw.transaction.created_at).toISOString(),
    },
    entries: raw.entries.map((e) => ({
      ...e,
      amount: safeMinor(e.amount),
      balance_after: safeMinor(e.balance_after),
    })),
    replayed: raw.replayed,
  };
}
