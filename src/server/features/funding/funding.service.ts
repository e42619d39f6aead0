import { randomBytes } from 'node:crypto';
import type { AppDeps } from '#server/http/context.ts';
import { AppError, notFound } from '#server/http/errors.ts';
import { requestHash } from '#server/ledger/idempotency.ts';
import type { PaystackClient } from '#server/providers/paystack/client.ts';
import { paystackFor } from '#server/providers/paystack/paystack.ts';
import {
  CARD_FUNDING_CURRENCIES,
  CARD_FUNDING_MAX,
  CARD_FUNDING_MIN,
  CARD_FUNDING_NGN_ONLY,
  CARD_FUNDING_UNAVAILABLE,
  type CardFunding,
  type CardFundingOptions,
  type CardFundingRequest,
} from '#shared/schemas/funding.ts';
import {
  type CardFundingRow,
  deleteStaleClaim,
  deleteUnopened,
  insertCardFunding,
  selectByIdempotencyKey,
  selectUserCardFunding,
  setCheckout,
} from './funding.queries.ts';
import { AMOUNT_MISMATCH, HELD, settleCardFunding } from './funding.settle.ts';

/** Where Paystack sends the customer back; the page calls GET /api/funding/card/verify. */
export const CALLBACK_PATH = '/fund-wallet';

/** A repeat waits this long for the first request's checkout (Paystack's timeout, and some). */
const REPLAY_WAIT_MS = 15_000;
/**
 * A claim without a checkout this old (seconds) belongs to a request that died
 * (its process killed between the claim and Paystack's answer): a repeat takes
 * it over. A live request gives up on Paystack after the client's 10 s.
 */
export const STALE_CLAIM_S = REPLAY_WAIT_MS / 1000;

const TAKEN_OVER =
  'This card payment took too long to start and was started again by a repeat; try again';

const newReference = () => `CF-${randomBytes(12).toString('hex').toUpperCase()}`;

export function cardFundingOptions(deps: AppDeps): CardFundingOptions {
  const { mode } = paystackFor(deps.config, deps.log);
  return {
    available: mode !== 'off',
    provider: mode === 'off' ? null : mode,
    currencies: [...CARD_FUNDING_CURRENCIES],
    min_amount: CARD_FUNDING_MIN,
    max_amount: CARD_FUNDING_MAX,
  };
}

/**
 * Starts a card payment: a card_fundings row and a Paystack checkout. Nothing
 * is credited here. The Idempotency-Key is claimed by the row (unique per
 * user) before Paystack is called, and no database connection is held while
 * it answers. A repeat gets the same reference and checkout; one that arrives
 * while the first is still talking to Paystack waits for it; if Paystack
 * failed, the claim is released so the same key can try again.
 */
export async function initializeCardFunding(
  deps: AppDeps,
  user: { id: string; email: string },
  input: CardFundingRequest,
  idempotencyKey: string,
): Promise<CardFunding> {
  const paystack = paystackFor(deps.config, deps.log);
  if (paystack.mode === 'off') throw new AppError('BUSINESS_RULE', CARD_FUNDING_UNAVAILABLE);
  if (!(CARD_FUNDING_CURRENCIES as readonly string[]).includes(input.currency))
    throw new AppError('BUSINESS_RULE', CARD_FUNDING_NGN_ONLY, 'currency');
  const hash = requestHash({ amount: input.amount, currency: input.currency });
  const deadline = Date.now() + REPLAY_WAIT_MS;

  for (;;) {
    if (Date.now() > deadline)
      throw new AppError(
        'IDEMPOTENCY_CONFLICT',
        'A card payment with this Idempotency-Key is still being started; try again shortly',
      );
    const row = await insertCardFunding(deps.pool, {
      user_id: user.id,
      reference: newReference(),
      idempotency_key: idempotencyKey,
      request_hash: hash,
      amount: input.amount,
      currency: input.currency,
      provider: paystack.mode,
    });
    if (row) return toCardFunding(await openCheckout(deps, paystack.client, row, user));

    const first = await selectByIdempotencyKey(deps.pool, user.id, idempotencyKey);
    if (!first) continue; // the first attempt failed and let the key go: try again
    if (first.request_hash !== hash)
      throw new AppError(
        'IDEMPOTENCY_CONFLICT',
        'This Idempotency-Key was already used for a different card payment',
      );
    if (first.authorization_url) return toCardFunding(first);
    if (await deleteStaleClaim(deps.pool, first.id, STALE_CLAIM_S)) {
      deps.log.warn(
        { reference: first.reference, userId: user.id },
        'card funding: took over a claim whose request died before its checkout opened',
      );
      continue;
    }
    await new Promise((ok) => setTimeout(ok, 100));
  }
}

async function openCheckout(
  deps: AppDeps,
  client: PaystackClient,
  row: CardFundingRow,
  user: { id: string; email: string },
) {
  const back = `${deps.config.publicUrl}${CALLBACK_PATH}`;
  try {
    const checkout = await client.initializeTransaction({
      email: user.email,
      amount: row.amount,
      currency: row.currency,
      reference: row.reference,
      callback_url: back,
      metadata: {
        user_id: user.id,
        purpose: 'wallet_funding',
        cancel_action: `${back}?reference=${encodeURIComponent(row.reference)}`,
      },
    });
    const saved = await setCheckout(deps.pool, row.id, { ...checkout, response: checkout });
    // Taken over by a repeat meanwhile (this request was slower than STALE_CLAIM_S):
    // this checkout is never shown, so nobody can pay it.
    if (!saved) throw new AppError('IDEMPOTENCY_CONFLICT', TAKEN_OVER);
    deps.log.info(
      { reference: row.reference, userId: user.id, amount: row.amount },
      'card funding started',
    );
    return saved;
  } catch (err) {
    // Nobody has seen this checkout, so nobody can pay it: release the key.
    await deleteUnopened(deps.pool, row.id).catch((e: unknown) =>
      deps.log.error(
        { err: e, reference: row.reference },
        'could not release a failed card funding',
      ),
    );
    throw err;
  }
}

/** The owner's card payment, as stored (no provider call). */
export async function getCardFunding(deps: AppDeps, userId: string, reference: string) {
  const row = await selectUserCardFunding(deps.pool, userId, reference);
  if (!row) throw notFound('Card payment');
  return toCardFunding(row);
}

/**
 * The callback page's call: asks Paystack, and on success credits the wallet
 * (once, whichever of this and the webhook comes first).
 */
export async function verifyCardFunding(deps: AppDeps, userId: string, reference: string) {
  const row = await selectUserCardFunding(deps.pool, userId, reference);
  if (!row) throw notFound('Card payment');
  // A declined card can still be retried on the same checkout, so only success and a
  // payment held for review are final here.
  if (row.status === 'success' || row.failure_reason?.startsWith(AMOUNT_MISMATCH))
    return toCardFunding(row);
  const paystack = paystackFor(deps.config, deps.log);
  if (paystack.mode !== row.provider)
    throw new AppError(
      'BUSINESS_RULE',
      'This card payment was started with another payment provider setup and cannot be checked now',
    );
  const tx = await paystack.client.verifyTransaction(row.reference);
  return toCardFunding(await settleCardFunding(deps, row, tx, 'verify'));
}

const HELD_MESSAGE =
  'Your card was charged, but your wallet cannot hold this amount on your current tier. The money is kept for you and added to your wallet once your limit allows it.';

const MESSAGES: Record<CardFundingRow['status'], string> = {
  initialized: 'Waiting for the card payment to be completed.',
  success: 'Wallet funded successfully!',
  failed: 'The card payment did not go through. Your wallet was not credited.',
};

export function toCardFunding(row: CardFundingRow): CardFunding {
  const held = row.status === 'success' && row.failure_reason?.startsWith(HELD) === true;
  return {
    reference: row.reference,
    currency: row.currency,
    amount: row.amount,
    status: row.status,
    provider_status: row.provider_status,
    credited_amount: row.status === 'success' && !held ? row.amount : 0,
    transaction_id: row.transaction_id,
    authorization_url: row.status === 'initialized' ? row.authorization_url : null,
    message: held
      ? HELD_MESSAGE
      : row.failure_reason?.startsWith(AMOUNT_MISMATCH) === true
        ? `The payment could not be matched to this request. Please contact support with reference ${row.reference}.`
        : MESSAGES[row.status],
    paid_at: row.paid_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** The back office's verify of any card payment, for the reconciliation's requery. */
export { recheckCardFunding } from './funding.recheck.ts';
