import { type RawBuilder, sql } from 'kysely';
import type pg from 'pg';
import { inTransaction } from '#server/db/transaction.ts';
import type { Currency } from '#shared/constants.ts';
import { LedgerError, ledgerBadInput, ledgerNotFound } from './errors.ts';
import {
  assertTransition,
  HOLD_ID,
  lockHold,
  type Scope,
  SYSTEM_ACTOR,
  setStatus,
  unchanged,
} from './hold-state.ts';
import { requestHash } from './idempotency.ts';
import type { Category, SystemCode, TransactionKind, TransactionStatus } from './kinds.ts';
import { noted } from './observe.ts';
import { newReference, postTransaction, postWithin } from './post.ts';
import { toLedgerError } from './post-errors.ts';
import { parseResult } from './post-run.ts';
import type { LedgerTransaction, Leg, PostingResult, Queryable, RawResult } from './post-types.ts';

// Two-phase operations (bills, withdrawals, card funding, RMB, airtime to cash):
// hold() moves money from the wallet to the `pending` system account at once;
// later settle() passes it on, or refund() gives it back. Both lock the held
// transaction's row first, so they run one at a time per hold, and both post
// under a fixed idempotency key ("settle:<id>", "refund:<id>") so money can
// move at most once whatever happens.

export type HoldInput = {
  userId: string;
  currency: Currency;
  amount: number;
  category: Category;
  kind?: TransactionKind;
  description: string;
  idempotencyKey: string;
  /** Defaults to userId. */
  actorId?: string;
  request?: unknown;
  metadata?: Record<string, unknown>;
  reference?: string;
  referencePrefix?: string;
};

/** Takes `amount` out of the wallet into `pending`; the transaction stays pending until settled or refunded. */
export async function hold(pool: pg.Pool, input: HoldInput): Promise<PostingResult> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) {
    throw ledgerBadInput('amount', 'must be a positive whole number of minor units');
  }
  const { userId, currency, amount } = input;
  return postTransaction(pool, {
    kind: input.kind ?? 'payment',
    category: input.category,
    description: input.description,
    userId,
    actorId: input.actorId ?? userId,
    idempotencyKey: input.idempotencyKey,
    request: input.request ?? {
      currency,
      amount,
      category: input.category,
      description: input.description,
    },
    status: 'pending',
    metadata: input.metadata,
    reference: input.reference,
    referencePrefix: input.referencePrefix,
    legs: [
      { account: { userId, currency }, amount: -amount, description: input.description },
      { account: { system: 'pending', currency }, amount },
    ],
  });
}

export type HoldOutcome = {
  /** The held transaction as it now stands. */
  transaction: LedgerTransaction;
  /** The settlement or refund posting (the earlier one when nothing changed). */
  posting: PostingResult | null;
  /** False when the hold had already reached this outcome: nothing moved. */
  changed: boolean;
};

export type SettleOptions = Scope & {
  /** Where the held money goes. */
  to: SystemCode;
  reason?: string;
  /** Part of the held amount that goes to `fees` instead (single-currency holds). */
  fee?: number;
};

export type RefundOptions = Scope & {
  reason: string;
  /** Status for a pending hold given back; a settled one becomes `reversed`. */
  status?: 'failed' | 'refunded' | 'cancelled';
};

/** pending -> completed: the held money moves from `pending` to `to` (and `fees`). */
export async function settle(
  q: Queryable,
  transactionId: string,
  opts: SettleOptions,
): Promise<HoldOutcome> {
  const call = settleCall(transactionId, opts, 1);
  const query = { name: 'owo_settle', text: `SELECT ${call.sql} AS result`, values: call.values };
  return noted(
    q,
    'settlement',
    q.query<{ result: RawSettlement }>(query).then(
      ({ rows }) => parseSettlement(rows[0]!.result),
      (e) => Promise.reject(settleError(e)),
    ),
  );
}

/** `settle` inside a transaction the caller opened, so its own rows change with the money. */
export const settleWithin: (
  client: pg.PoolClient,
  transactionId: string,
  opts: SettleOptions,
) => Promise<HoldOutcome> = settle;

/**
 * The call of owo_settle (one statement: lock the hold, post the settlement,
 * mark it completed) with its parameters numbered from `first`, for a caller
 * that changes its own row in the same statement. Read its jsonb result with
 * `parseSettlement`, and map its errors with `settleError`.
 */
export function settleCall(
  transactionId: string,
  opts: SettleOptions,
  first: number,
): { sql: string; values: unknown[] } {
  if (!HOLD_ID.test(transactionId)) throw ledgerNotFound('Transaction');
  const fee = opts.fee ?? 0;
  if (!Number.isSafeInteger(fee) || fee < 0)
    throw ledgerBadInput('fee', 'must be between 0 and the held amount');
  const values = [
    transactionId,
    opts.userId ?? null,
    opts.to,
    fee,
    opts.reason ?? null,
    opts.actorId ?? SYSTEM_ACTOR,
    newReference(),
    requestHash({ kind: 'settlement', request: { settle: transactionId, to: opts.to, fee } }),
  ];
  const n = (i: number) => `$${first + i}`;
  return {
    sql: `owo_settle(${n(0)}::uuid, ${n(1)}, ${n(2)}, ${n(3)}::bigint, ${n(4)}, ${n(5)}, ${n(6)}, ${n(7)})`,
    values,
  };
}

/** `settleCall` as an expression of the query builder (see postingExpr). */
export function settleExpr(transactionId: string, opts: SettleOptions): RawBuilder<unknown> {
  const v = settleCall(transactionId, opts, 1).values;
  return sql`owo_settle(${v[0]}::uuid, ${v[1]}, ${v[2]}, ${v[3]}::bigint, ${v[4]}, ${v[5]}, ${v[6]}, ${v[7]})`;
}

type RawSettlement = {
  transaction: LedgerTransaction;
  posting: RawResult;
  changed: boolean;
};

export function parseSettlement(raw: RawSettlement): HoldOutcome {
  return { transaction: raw.transaction, posting: parseResult(raw.posting), changed: raw.changed };
}

export function settleError(e: unknown): unknown {
  const { code, message = '' } = (e ?? {}) as { code?: string; message?: string };
  if (code === 'OW404') return ledgerNotFound('Transaction');
  if (code === 'OW4BR') return new LedgerError('BUSINESS_RULE', message);
  if (code === 'OW4FE') return ledgerBadInput('fee', 'must be between 0 and the held amount');
  return toLedgerError(e, SYSTEM_ACTOR);
}

/**
 * pending -> failed / refunded / cancelled, or completed -> reversed: the
 * money goes back to the wallet(s) it came from, as a refund transaction the
 * user sees. Works for a deactivated user too.
 */
export function refund(
  pool: pg.Pool,
  transactionId: string,
  opts: RefundOptions,
): Promise<HoldOutcome> {
  return inTransaction(pool, (client) => refundWithin(client, transactionId, opts));
}

/** `refund` inside a transaction the caller opened, so its own rows change with the money. */
export async function refundWithin(
  client: pg.PoolClient,
  transactionId: string,
  opts: RefundOptions,
): Promise<HoldOutcome> {
  const held = await lockHold(client, transactionId, opts);
  const target: TransactionStatus =
    held.tx.status === 'completed' ? 'reversed' : (opts.status ?? 'failed');
  if (['failed', 'refunded', 'cancelled', 'reversed'].includes(held.tx.status)) {
    return unchanged(client, held.tx, `refund:${transactionId}`);
  }
  assertTransition(held.tx.status, target);
  // Undo the net effect of the hold and of its settlement, if any, account by account.
  const net = new Map<string, Leg>();
  for (const e of held.entries) {
    const key = e.user_id ? `u:${e.user_id}:${e.currency}` : `s:${e.code}:${e.currency}`;
    const account = e.user_id
      ? { userId: e.user_id, currency: e.currency }
      : { system: e.code as SystemCode, currency: e.currency };
    const leg = net.get(key) ?? { account, amount: 0 };
    leg.amount -= e.amount;
    net.set(key, leg);
  }
  const description = `Refund: ${held.tx.description ?? held.tx.reference}`;
  const legs = [...net.values()]
    .filter((l) => l.amount !== 0)
    .map((l) => ('userId' in l.account ? { ...l, description } : l));
  const posting = await postWithin(
    client,
    {
      kind: 'refund',
      category: 'refund',
      description,
      userId: held.tx.user_id,
      actorId: SYSTEM_ACTOR,
      idempotencyKey: `refund:${transactionId}`,
      request: { refund: transactionId },
      metadata: {
        refund_of: transactionId,
        original_reference: held.tx.reference,
        reason: opts.reason,
      },
      referencePrefix: 'RFD',
      legs,
    },
    { allowInactive: true },
  );
  const tx = await setStatus(client, held.tx, target, opts.reason, opts);
  return { transaction: tx, posting, changed: true };
}
