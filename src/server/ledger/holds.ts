import type pg from 'pg';
import { AppError, notFound } from '#server/http/errors.ts';
import type { Currency } from '#shared/constants.ts';
import { safeMinor } from '#shared/money.ts';
import {
  type Category,
  canTransition,
  type SystemCode,
  type TransactionKind,
  type TransactionStatus,
} from './kinds.ts';
import {
  findPosting,
  type LedgerTransaction,
  type Leg,
  type PostingResult,
  postTransaction,
  postWithin,
} from './post.ts';
import { inTransaction } from './retry.ts';

// Two-phase operations (bills, withdrawals, card funding, RMB, airtime to cash):
// hold() moves money from the wallet to the `pending` system account at once;
// later settle() passes it on, or refund() gives it back. Both lock the held
// transaction's row first, so they run one at a time per hold, and both post
// under a fixed idempotency key ("settle:<id>", "refund:<id>") so money can
// move at most once whatever happens.

/** Internal postings (settlements, refunds) use this actor for their idempotency keys. */
const SYSTEM_ACTOR = 'system';

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
    throw new AppError(
      'VALIDATION_ERROR',
      'amount: must be a positive whole number of minor units',
      'amount',
    );
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

type Scope = {
  /** Who does it (recorded in the status history); defaults to "system". */
  actorId?: string;
  /** When set, the hold must belong to this user (a 404 otherwise). */
  userId?: string;
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
  return inTransaction(pool, async (client) => {
    const held = await lockHold(client, transactionId, opts);
    if (held.tx.status === 'completed')
      return unchanged(client, held.tx, `settle:${transactionId}`);
    assertTransition(held.tx.status, 'completed');
    const fee = opts.fee ?? 0;
    const pending = [...held.pending];
    if (
      !Number.isSafeInteger(fee) ||
      fee < 0 ||
      (fee > 0 && (pending.length !== 1 || fee > pending[0]![1]))
    ) {
      throw new AppError('VALIDATION_ERROR', 'fee: must be between 0 and the held amount', 'fee');
    }
    const legs: Leg[] = pending.flatMap(([currency, amount]) => [
      { account: { system: 'pending', currency }, amount: -amount },
      ...(amount - fee > 0
        ? [{ account: { system: opts.to, currency }, amount: amount - fee }]
        : []),
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
  });
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
  return inTransaction(pool, async (client) => {
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
  });
}

type HeldEntry = {
  amount: number;
  currency: Currency;
  user_id: string | null;
  code: string | null;
};

const TX_COLUMNS = `id, reference, kind, category, status, description, user_id, actor_id, metadata,
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at`;

async function lockHold(client: pg.PoolClient, id: string, scope: Scope) {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
  if (!uuid.test(id)) throw notFound('Transaction');
  const { rows } = await client.query<LedgerTransaction>(
    `SELECT ${TX_COLUMNS} FROM ledger_transactions WHERE id = $1 FOR NO KEY UPDATE`,
    [id],
  );
  const tx = rows[0];
  if (!tx || (scope.userId !== undefined && tx.user_id !== scope.userId))
    throw notFound('Transaction');
  // The hold's entries, plus those of its settlement when it was settled.
  const { rows: entries } = await client.query<HeldEntry & { amount: string }>(
    `SELECT e.amount, e.currency, a.user_id, a.code
       FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
      WHERE e.transaction_id = $1
         OR e.transaction_id = (SELECT t.id FROM ledger_transactions t
                                 WHERE t.actor_id = $2 AND t.idempotency_key = $3)`,
    [id, SYSTEM_ACTOR, `settle:${id}`],
  );
  const parsed = entries.map((e) => ({ ...e, amount: safeMinor(e.amount) }));
  const pending = new Map<Currency, number>();
  for (const e of parsed) {
    if (e.code === 'pending' && e.amount > 0)
      pending.set(e.currency, (pending.get(e.currency) ?? 0) + e.amount);
  }
  if (pending.size === 0) {
    throw new AppError('BUSINESS_RULE', 'Only held transactions can be settled or refunded');
  }
  return { tx, entries: parsed, pending };
}

function assertTransition(from: TransactionStatus, to: TransactionStatus) {
  if (!canTransition(from, to))
    throw new AppError('BUSINESS_RULE', `The transaction is already ${from}`);
}

async function unchanged(
  client: pg.PoolClient,
  tx: LedgerTransaction,
  key: string,
): Promise<HoldOutcome> {
  const posting = await findPosting(client, SYSTEM_ACTOR, key);
  // Settle after a refund, or a hold finished some other way: refused, never a second movement.
  if (!posting) throw new AppError('BUSINESS_RULE', `The transaction is already ${tx.status}`);
  return { transaction: tx, posting, changed: false };
}

async function setStatus(
  client: pg.PoolClient,
  tx: LedgerTransaction,
  to: TransactionStatus,
  reason: string | undefined,
  scope: Scope,
): Promise<LedgerTransaction> {
  await client.query(
    `UPDATE ledger_transactions SET status = $2, updated_at = now() WHERE id = $1`,
    [tx.id, to],
  );
  await client.query(
    `INSERT INTO ledger_status_history (transaction_id, from_status, to_status, reason, actor_id)
     VALUES ($1, $2, $3, $4, $5)`,
    [tx.id, tx.status, to, reason ?? null, scope.actorId ?? SYSTEM_ACTOR],
  );
  return { ...tx, status: to };
}
