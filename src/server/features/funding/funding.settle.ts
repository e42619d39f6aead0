import type { PoolClient } from 'pg';
import { inTransaction } from '#server/db/transaction.ts';
import { creditOrHold } from '#server/features/bank-accounts/bank-accounts.service.ts';
import type { AppDeps } from '#server/http/context.ts';
import type { PostingInput } from '#server/ledger/post-types.ts';
import type { PaystackTransaction } from '#server/providers/paystack/shapes.ts';
import { formatMoney } from '#shared/money.ts';
import {
  type CardFundingRow,
  lockCardFunding,
  markFailed,
  markSucceeded,
  selectCardFundingByReference,
  setProviderStatus,
} from './funding.queries.ts';

/** failure_reason prefix of a payment Paystack confirmed for a different amount: a person must look. */
export const AMOUNT_MISMATCH = 'amount_mismatch';
/** failure_reason prefix of a confirmed payment kept as a held deposit (the wallet could not take it). */
export const HELD = 'held_deposit';
/** The actor of every card credit, so the webhook and the redirect share one idempotency key. */
export const PAYSTACK_ACTOR = 'system:paystack';

/** What the provider says about a payment: from verify, or from a signed webhook. */
export type ProviderWord = Pick<
  PaystackTransaction,
  'status' | 'reference' | 'amount' | 'currency' | 'paid_at' | 'gateway_response'
>;

/**
 * Applies the provider's word to a card payment. Callers race (the redirect's
 * verify, and Paystack's webhook, possibly repeated), so the row is locked
 * first: the first one credits the wallet and marks it, the others find it
 * done. The ledger's idempotency key (`paystack:<reference>`) is a second
 * guard. Credit and status change commit together.
 */
export async function settleCardFunding(
  deps: AppDeps,
  row: CardFundingRow,
  word: ProviderWord,
  source: 'verify' | 'webhook',
): Promise<CardFundingRow> {
  await inTransaction(deps.pool, async (client) => {
    const current = await lockCardFunding(client, row.id);
    if (current && current.status !== 'success') await apply(deps, client, current, word, source);
  });
  return (await selectCardFundingByReference(deps.pool, row.reference)) ?? row;
}

async function apply(
  deps: AppDeps,
  client: PoolClient,
  row: CardFundingRow,
  word: ProviderWord,
  source: 'verify' | 'webhook',
) {
  const log = deps.log.child({ reference: row.reference, userId: row.user_id, source });
  if (word.status === 'success') {
    if (word.amount !== row.amount || word.currency !== row.currency) {
      log.error(
        { expected: [row.amount, row.currency], confirmed: [word.amount, word.currency] },
        'card payment confirmed for a different amount: not credited',
      );
      await markFailed(client, row.id, {
        reason: `${AMOUNT_MISMATCH}: paid ${word.amount} ${word.currency}, expected ${row.amount} ${row.currency}`,
        providerStatus: word.status,
        response: word,
        from: ['initialized', 'failed'],
      });
      return;
    }
    if (row.failure_reason?.startsWith(AMOUNT_MISMATCH)) {
      log.warn('card payment under review for an amount mismatch: not credited');
      return;
    }
    // Money the card already paid is never refused: when the wallet cannot take it, it is held.
    const landed = await creditOrHold(client, {
      userId: row.user_id,
      amount: row.amount,
      currency: row.currency,
      source: 'card',
      sourceReference: row.reference,
      senderName: null,
      credit: credit(row),
    });
    await markSucceeded(client, row.id, {
      transactionId: landed.transactionId,
      paidAt: word.paid_at ? new Date(word.paid_at) : null,
      providerStatus: word.status,
      response: word,
      note: landed.kind === 'held' ? `${HELD}: ${landed.reason}` : null,
    });
    log.info(
      { amount: row.amount, currency: row.currency, landed: landed.kind },
      landed.kind === 'held' ? 'card payment held' : 'wallet credited from card payment',
    );
    return;
  }
  if (word.status === 'failed') {
    await markFailed(client, row.id, {
      reason: `declined: ${word.gateway_response ?? 'failed'}`,
      providerStatus: word.status,
      response: word,
      from: ['initialized'],
    });
    return;
  }
  // abandoned, ongoing, pending, processing, queued: the customer is not done yet.
  await setProviderStatus(client, row.id, word.status, word);
}

/** The one posting: money in from outside (the funding account) to the user's wallet. */
function credit(row: CardFundingRow): PostingInput {
  const description = `Card payment of ${formatMoney(row.amount, row.currency)}`;
  return {
    kind: 'deposit',
    category: 'funding',
    description,
    userId: row.user_id,
    actorId: PAYSTACK_ACTOR,
    idempotencyKey: `paystack:${row.reference}`,
    // Only stored facts: the webhook and the redirect must hash the same.
    request: {
      reference: row.reference,
      userId: row.user_id,
      amount: row.amount,
      currency: row.currency,
    },
    reference: row.reference,
    metadata: { provider: row.provider, paystack_reference: row.reference, channel: 'card' },
    legs: [
      {
        account: { userId: row.user_id, currency: row.currency },
        amount: row.amount,
        description,
      },
      { account: { system: 'funding', currency: row.currency }, amount: -row.amount },
    ],
    // creditOrHold posts it allowing an inactive account: the card was charged, the money is theirs.
  };
}
