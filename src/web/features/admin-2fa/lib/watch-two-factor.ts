import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '#web/lib/api.ts';

/** The server's answer to an administrator without a second factor where one is required. */
export const isTwoFactorRequired = (error: unknown) =>
  isApiError(error) && error.code === 'TWO_FACTOR_REQUIRED';

/** Whether a query in the cache was already refused with TWO_FACTOR_REQUIRED. */
export const refusedForTwoFactor = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .some((q) => isTwoFactorRequired(q.state.error));

/** Calls `onRequired` whenever a query or a mutation is refused with TWO_FACTOR_REQUIRED. */
export function watchTwoFactorRequired(client: QueryClient, onRequired: () => void) {
  const offQueries = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && isTwoFactorRequired(event.query.state.error)) onRequired();
  });
  const offMutations = client.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && isTwoFactorRequired(event.mutation?.state.error)) onRequired();
  });
  return () => {
    offQueries();
    offMutations();
  };
}

/** Forgets the refused queries, so their screens ask the server again. */
export const forgetTwoFactorRefusals = (client: QueryClient) =>
  client.removeQueries({ predicate: (q) => isTwoFactorRequired(q.state.error) });
