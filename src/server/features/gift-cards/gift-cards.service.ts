import { randomBytes } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import { inTransaction } from '#server/db/transaction.ts';
import { appendAudit } from '#server/features/audit/audit.service.ts';
import { AppError, refuseSelf } from '#server/http/errors.ts';
import { postWithin } from '#server/ledger/post.ts';
import { findPosting } from '#server/ledger/post-run.ts';
import type { PostingResult } from '#server/ledger/post-types.ts';
import { formatMoney } from '#shared/money.ts';
import {
  GIFT_CARD_ALPHABET,
  GIFT_CARD_MESSAGES,
  type GiftCard,
  type GiftCardCreate,
  type GiftCardsQuery,
  type RedeemGiftCardResult,
} from '#shared/schemas/gift-cards.ts';
import {
  claimCard,
  insertCards,
  lockBatchKey,
  selectBatchByKey,
  selectCardCreator,
  selectCardStatus,
  selectCards,
  selectCardsByCodes,
  setCardTransaction,
} from './gift-cards.queries.ts';

/**
 * A new code: 16 symbols of the 32-symbol alphabet in four groups of four.
 * 32 divides 256, so the low five bits of a random byte pick a symbol with
 * no bias and nothing is thrown away. 80 random bits: guessing one is hopeless.
 */
export function newGiftCardCode(): string {
  const bytes = randomBytes(16);
  const symbols = Array.from(bytes, (b) => GIFT_CARD_ALPHABET[b & 31]);
  return [0, 4, 8, 12].map((i) => symbols.slice(i, i + 4).join('')).join('-');
}

/** Draws for codes taken meanwhile; with 2^80 codes, a second round is already a miracle. */
const MAX_DRAWS = 5;

/**
 * Creates a batch of cards in one database transaction with one audit row:
 * all of them or none. A code that is already taken is drawn again.
 *
 * No money moves, so an Idempotency-Key is optional; when one comes, a repeat
 * of the request (a retried click) answers the batch the key already made
 * instead of making another, and the same key with another request is a 409.
 * `newCode` is the code source (tests put collisions and failures through it).
 */
export async function createGiftCards(
  pool: Pool,
  adminId: string,
  input: GiftCardCreate,
  opts: { idempotencyKey?: string; newCode?: () => string } = {},
): Promise<GiftCard[]> {
  const { idempotencyKey: key, newCode = newGiftCardCode } = opts;
  return inTransaction(
    pool,
    async (client) => {
      if (key) {
        await lockBatchKey(client, adminId, key);
        const earlier = await selectBatchByKey(client, adminId, key);
        if (earlier) {
          const same =
            earlier.amount === input.amount &&
            earlier.currency === input.currency &&
            earlier.count === input.quantity &&
            earlier.expires_in_days === input.expires_in_days;
          if (!same)
            throw new AppError(
              'IDEMPOTENCY_CONFLICT',
              'This Idempotency-Key was already used with a different request',
            );
          return selectCardsByCodes(client, earlier.codes);
        }
      }
      const card = {
        amount: input.amount,
        currency: input.currency,
        createdBy: adminId,
        expiresInDays: input.expires_in_days,
      };
      const created: GiftCard[] = [];
      for (let draw = 1; created.length < input.quantity; draw++) {
        if (draw > MAX_DRAWS) throw new Error('Could not draw free gift card codes');
        const codes = new Set<string>();
        while (codes.size < input.quantity - created.length) codes.add(newCode());
        created.push(...(await insertCards(client, card, [...codes])));
      }
      await appendAudit(client, {
        actorId: adminId,
        action: 'gift_cards.create',
        targetType: 'gift_card',
        targetId: created.length === 1 ? (created[0]?.id ?? null) : null,
        before: null,
        after: {
          count: created.length,
          amount: input.amount,
          currency: input.currency,
          expires_in_days: input.expires_in_days,
          codes: created.map((c) => c.code),
          idempotency_key: key ?? null,
        },
      });
      return created;
    },
    // A retry would draw new codes; a failure is better reported than repeated.
    { retry: false },
  );
}

export function listGiftCards(pool: Pool, query: GiftCardsQuery) {
  return selectCards(pool, query);
}

const toResult = (posted: PostingResult): RedeemGiftCardResult => {
  const credit = posted.entries.find((e) => e.user_id !== null);
  if (!credit) throw new Error('A gift card posting without a wallet entry');
  return {
    success: true,
    amount: credit.amount,
    currency: credit.currency,
    transaction_id: posted.transaction.id,
  };
};

/**
 * Why a code cannot be redeemed now. Called after the claim found nothing to
 * take, so the card is unknown, used, expired or cancelled.
 */
async function refusal(client: PoolClient, code: string): Promise<AppError> {
  switch (await selectCardStatus(client, code)) {
    case null:
      return new AppError('NOT_FOUND', GIFT_CARD_MESSAGES.unknown);
    case 'expired':
      return new AppError('GIFT_CARD_EXPIRED', GIFT_CARD_MESSAGES.expired);
    case 'cancelled':
      return new AppError('GIFT_CARD_CANCELLED', GIFT_CARD_MESSAGES.cancelled);
    default:
      return new AppError('GIFT_CARD_USED', GIFT_CARD_MESSAGES.used);
  }
}

/**
 * Redeems a code for `userId`: the card is claimed (marked used) and its
 * amount credited to the user's wallet in the card's currency, both in one
 * database transaction, so a card pays out once or not at all. The money
 * comes from the `gift_cards` system account, which may go negative: its
 * balance is what the cards issued have paid out.
 *
 * The same user repeating a request with the same Idempotency-Key gets the
 * first answer: the claim finds the card used, and the posting stored under
 * the key (the ledger's idempotency row) is the answer.
 */
export async function redeemGiftCard(
  pool: Pool,
  input: { userId: string; code: string; idempotencyKey: string },
): Promise<RedeemGiftCardResult> {
  const { userId, code, idempotencyKey } = input;
  return inTransaction(pool, async (client) => {
    // The administrator who issued a card cannot pay it to themselves.
    const issuer = await selectCardCreator(client, code);
    if (issuer) refuseSelf(issuer, userId, 'gift_card.redeem');
    const card = await claimCard(client, code, userId);
    if (!card) {
      const earlier = await findPosting(client, userId, idempotencyKey);
      if (earlier?.transaction.metadata.gift_card_code === code) return toResult(earlier);
      if (earlier)
        throw new AppError(
          'IDEMPOTENCY_CONFLICT',
          'This Idempotency-Key was already used with a different request',
        );
      throw await refusal(client, code);
    }
    const description = `Gift card ${formatMoney(card.amount, card.currency)}`;
    const posted = await postWithin(client, {
      kind: 'deposit',
      category: 'funding',
      description,
      userId,
      actorId: userId,
      idempotencyKey,
      request: { code },
      referencePrefix: 'GIFT',
      metadata: { gift_card_id: card.id, gift_card_code: code },
      legs: [
        { account: { userId, currency: card.currency }, amount: card.amount, description },
        { account: { system: 'gift_cards', currency: card.currency }, amount: -card.amount },
      ],
    });
    await setCardTransaction(client, card.id, posted.transaction.id);
    return toResult(posted);
  });
}
