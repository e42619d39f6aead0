import { randomBytes } from 'node:crypto';
import { type RawBuilder, sql } from 'kysely';
import type pg from 'pg';
import { withRetry } from '#server/db/transaction.ts';
import { CURRENCIES, type Currency, MAX_AMOUNT_MINOR } from '#shared/constants.ts';
import { formatAmount, safeMinor } from '#shared/money.ts';
import { WalletBatcher } from './batch.ts';
import { LedgerError } from './errors.ts';
import { assertIdempotencyKey, requestHash } from './idempotency.ts';
import { SYSTEM_CODES } from './kinds.ts';
import { KeyedLimiter } from './limiter.ts';
import { noted } from './observe.ts';
import { toLedgerError } from './post-errors.ts';
import { parseResult, runPosting } from './post-run.ts';
import type { PostingInput, PostingResult, PostOptions, RawResult } from './post-types.ts';

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
