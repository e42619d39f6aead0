import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { GiftCardCreate, GiftCardStatus } from '#shared/schemas/gift-cards.ts';
import { api } from '#web/lib/api.ts';

const PAGE_SIZE = 50;

/** Every gift-card list of the back office lives under this prefix. */
export const giftCardsQueryKey = ['admin', 'gift-cards'] as const;

export interface GiftCardsParams {
  q?: string;
  status?: GiftCardStatus;
}

/** GET /api/admin/gift-cards: newest first, one page per `next_cursor`. */
export function useGiftCards(params: GiftCardsParams) {
  return useInfiniteQuery({
    queryKey: [...giftCardsQueryKey, params],
    queryFn: ({ pageParam, signal }) =>
      api('GET /api/admin/gift-cards', {
        query: {
          q: params.q || undefined,
          status: params.status,
          limit: PAGE_SIZE,
          cursor: pageParam,
        },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

/**
 * POST /api/admin/gift-cards: the whole batch or none; the list refreshes after.
 * The key is one per batch asked for, so a retry cannot make a second batch.
 */
export function useCreateGiftCards() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: GiftCardCreate; idempotencyKey: string }) =>
      api('POST /api/admin/gift-cards', { body, idempotencyKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: giftCardsQueryKey }),
  });
}
