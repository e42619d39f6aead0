import type { z } from 'zod';
import type {
  GiftCardBatch,
  GiftCardCreate,
  GiftCardPage,
  GiftCardsQuerySchema,
  RedeemGiftCard,
  RedeemGiftCardResult,
} from '../schemas/gift-cards.ts';

/** The API routes of gift cards (back office) and their redemption, as in `#shared/api-routes.ts`. */
export type GiftCardsApi = {
  'GET /api/admin/gift-cards': {
    query: z.input<typeof GiftCardsQuerySchema>;
    response: GiftCardPage;
  };
  'POST /api/admin/gift-cards': { body: GiftCardCreate; response: GiftCardBatch };
  'POST /api/gift-cards/redeem': { body: RedeemGiftCard; response: RedeemGiftCardResult };
};
