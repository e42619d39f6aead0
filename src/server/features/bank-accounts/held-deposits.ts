import type pg from 'pg';
import type { Pool } from '#server/db/client.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { notify } from '#server/features/notifications/notifications.service.ts';
import { LedgerError } from '#server/ledger/errors.ts';
import { postWithin } from '#server/ledger/post.ts';
import type { PostingInput } from '#server/ledger/post-types.ts';
import type { Currency } from '#shared/constants.ts';
import { formatMoney, safeMinor } from '#shared/money.ts';
import { decideHeld, insertHeld, lockHeld, selectHeldIds } from './held-deposits.queries.ts';

// Money that arrived from outside is never refused or lost (API.md, ledger
// README "Tiers"): when the wallet cannot take it (the tier's maximum balance,
// the app's wallet maximum, or foreign currency on tier 1) it goes to the
// ledger's `held_deposits` account and a held_deposits row says whose it is,
// until it is released to the wallet or returned to the sender.

/** The actor of releases, whoever asked (the job, a BVN check, an administrator). */
export const HELD_ACTOR = 'system:held-deposits';

export type Incoming = {
  userId: string;
  amount: number;
  currency: Currency;
  source: 'bank_transfer' | 'card';
  sourceReference: string;
  senderName: string | null;
  /** The wallet credit to try first: the wallet leg first, the outside account second. */
  credit: PostingInput;
};

export type Landed =
  | { kind: 'credited'; transactionId: string; heldId: null }
  | { kind: 'held'; transactionId: string; heldId: string; reason: string };

/** Why the ledger refused a credit that must not be refused, or null for any other error. */
function heldReason(e: unknown): string | null {
  if (!(e instanceof LedgerError)) return null;
  if (e.code === 'KYC_REQUIRED') return 'currency';
  if (e.code !== 'LIMIT_EXCEEDED') return null;
  return e.details?.limit === 'balance' ? 'balance' : 'wallet';
}

/**
 * Inside the caller's transaction: credits the wallet, or, if the ledger
 * refuses it for a limit, rolls back to a savepoint and holds the money
 * instead. Either way the money is booked once, with the caller's own row.
 */
export async function creditOrHold(client: pg.PoolClient, m: Incoming): Promise<Landed> {
  await client.query('SAVEPOINT owo_credit');
  let reason: string | null;
  try {
    const posted = await postWithin(client, m.credit, { allowInactive: true });
    await client.query('RELEASE SAVEPOINT owo_credit');
    return { kind: 'credited', transactionId: posted.transaction.id, heldId: null };
  } catch (e) {
    reason = heldReason(e);
    if (!reason) throw e;
    await client.query('ROLLBACK TO SAVEPOINT owo_credit');
  }
  const outside = m.credit.legs[1]?.account;
  if (!outside || !('system' in outside)) throw new Error('creditOrHold: no outside account');
  const description = `${m.credit.description ?? 'Deposit'} (held)`;
  const hold = await postWithin(
    client,
    {
      kind: 'deposit',
      category: m.credit.category,
      description,
      userId: m.userId,
      actorId: m.credit.actorId,
      idempotencyKey: `${m.credit.idempotencyKey}:held`,
      request: { held: m.sourceReference, source: m.source, amount: m.amount },
      referencePrefix: 'HLD',
      metadata: { ...m.credit.metadata, held: true, held_reason: reason },
      legs: [
        { account: { system: 'held_deposits', currency: m.currency }, amount: m.amount },
        { account: outside, amount: -m.amount },
      ],
    },
    { allowInactive: true },
  );
  const heldId = await insertHeld(client, {
    userId: m.userId,
    source: m.source,
    sourceReference: m.sourceReference,
    currency: m.currency,
    amount: m.amount,
    reason,
    senderName: m.senderName,
    holdTransactionId: hold.transaction.id,
  });
  const money = formatMoney(m.amount, m.currency);
  await notify(client, {
    userId: m.userId,
    kind: 'held_deposit',
    title: `${money} held for you`,
    body:
      reason === 'currency'
        ? `${money} arrived, but your wallet cannot hold foreign currency before your BVN is verified. It is kept for you and added once it can be.`
        : `${money} arrived, but your wallet cannot hold that much on your current tier. It is kept for you and added once your limit allows it.`,
  });
  return { kind: 'held', transactionId: hold.transaction.id, heldId, reason };
}

type HeldRow = NonNullable<Awaited<ReturnType<typeof lockHeld>>>;

/** Thrown inside a decision's transaction when the deposit is no longer held. */
export class NotHeldError extends Error {}

/**
 * Inside the caller's transaction, with the row locked: posts the held money
 * to the wallet (the ledger's tier rules decide; LIMIT_EXCEEDED rolls back
 * with the caller's transaction) and marks it released.
 */
export async function releaseWithin(tx: pg.PoolClient, h: HeldRow, decidedBy: string | null) {
  if (h.status !== 'held') throw new NotHeldError();
  const amount = safeMinor(h.amount);
  const currency = h.currency as Currency;
  const from = h.sender_name ? ` from ${h.sender_name}` : '';
  const description = `${h.source === 'card' ? 'Card payment' : 'Bank transfer'}${from} (released)`;
  const posted = await postWithin(
    tx,
    {
      kind: 'deposit',
      category: h.source === 'card' ? 'funding' : 'deposit',
      description,
      userId: h.user_id,
      actorId: HELD_ACTOR,
      idempotencyKey: `held-release:${h.id}`,
      request: { held: h.id, amount, currency },
      referencePrefix: 'HLD',
      metadata: { held_deposit_id: h.id, source: h.source, source_reference: h.source_reference },
      legs: [
        { account: { userId: h.user_id, currency }, amount, description },
        { account: { system: 'held_deposits', currency }, amount: -amount },
      ],
    },
    { allowInactive: true },
  );
  await decideHeld(tx, h.id, {
    status: 'released',
    settleTransactionId: posted.transaction.id,
    decidedBy,
  });
  return posted.transaction.id;
}

/**
 * Releases the customer's held deposits that now fit, oldest first, each in
 * its own transaction; stops at the first the wallet still cannot take.
 * Answers how many were released.
 */
export async function releaseHeldFor(pool: Pool, userId: string): Promise<number> {
  let released = 0;
  for (const id of await selectHeldIds(pool, userId)) {
    try {
      const done = await inTransaction(pool, async (tx) => {
        const h = await lockHeld(tx, id);
        if (h?.status !== 'held') return false;
        await releaseWithin(tx, h, null);
        return true;
      });
      if (done) released++;
    } catch (e) {
      if (heldReason(e)) break; // still does not fit: it stays held, and so do the newer ones
      throw e;
    }
  }
  return released;
}
