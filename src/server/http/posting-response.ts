import type { PostingResult } from '#server/ledger/post-types.ts';
import type { PostingResponse } from '#shared/schemas/postings.ts';

/** The API's view of a posting: the transaction and the entries on one user's wallets. */
export function toPostingResponse(result: PostingResult, userId: string): PostingResponse {
  const t = result.transaction;
  return {
    transaction_id: t.id,
    reference: t.reference,
    kind: t.kind,
    status: t.status,
    created_at: t.created_at,
    entries: result.entries
      .filter((e) => e.user_id === userId)
      .map((e) => ({ currency: e.currency, amount: e.amount, balance_after: e.balance_after })),
    metadata: t.metadata,
    replayed: result.replayed,
  };
}
