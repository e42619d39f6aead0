import type pg from 'pg';
import { inTransaction } from '#server/db/transaction.ts';
import type { Currency } from '#shared/constants.ts';
import { ledgerBadInput } from './errors.ts';
import {
  assertTransition,
  lockHold,
  type Scope,
  SYSTEM_ACTOR,
  setStatus,
  unchanged,
} from './hold-state.ts';
import type { Category, SystemCode, TransactionKind, TransactionStatus } from './kinds.ts';
import {
  type LedgerTransaction,
  type Leg,
  type PostingResult,
  postTransaction,
  postWithin,
} from './post.ts';

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
export function settle(
  pool: pg.Pool,
  transactionId: string,
  opts: SettleOptions,
): Promise<HoldOutcome> {
  return inTransaction(pool, (client) => settleWithin(client, transactionId, opts));
}

/** `settle` inside a transaction the caller opened, so its own rows change with the money. */
export async function settleWithin(
  client: pg.PoolClient,
  transactionId: string,
  opts: SettleOptions,
): Promise<HoldOutcome> {
  const held = await lockHold(client, transactionId, opts);
  if (held.tx.status === 'completed') return unchanged(client, held.tx, `settle:${transactionId}`);
  assertTransition(held.tx.status, 'completed');
  const fee = opts.fee ?? 0;
  const pending = [...held.pending];
  if (
    !Number.isSafeInteger(fee) ||
    fee < 0 ||
    (fee > 0 && (pending.length !== 1 || fee > pending[0]![1]))
  ) {
    throw ledgerBadInput('fee', 'must be between 0 and the held amount');
  }
  const legs: Leg[] = pending.flatMap(([currency, amount]) => [
    { account: { system: 'pending', currency }, amount: -amount },
    ...(amount - fee > 0 ? [{ account: { system: opts.to, currency }, amount: amount - fee }] : []),
    ...(fee > 0 ? [{ account: { system: 'fees' as const, currency }, amount: fee }] : []),
  ]);
  const posting = await postWithin(client, {
    kind: 'settlement',
    category: held.tx.category as Category,
    description: `Settlement of ${held.tx.reference}`,
    userId: null,
    actorId: SYSTEM_ACTOR,
    idempotencyKey: `settle:${transactionId}`,
    request: { settle: transactionId, to: opts.to, fee },
    metadata: { settles: transactionId, to: opts.to, fee, reason: opts.reason ?? null },
    legs,
  });
  const tx = await setStatus(
    client,
    held.tx,
    'completed',
    opts.reason ?? `settled to ${opts.to}`,
    opts,
  );
  return { transaction: tx, posting, changed: true };
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
