import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Passkey } from '#shared/schemas/passkeys.ts';
import { passkeyAuthClient, passkeyResult } from './passkey-client.ts';

export const passkeysQueryKey = ['passkeys'] as const;

export const passkeysQueryOptions = () =>
  queryOptions({
    queryKey: passkeysQueryKey,
    queryFn: async (): Promise<Passkey[]> => {
      const client = await passkeyAuthClient();
      return passkeyResult(await client.passkey.listUserPasskeys());
    },
    // Changed only from this screen, which refreshes the list itself.
    staleTime: 5 * 60_000,
  });

/** GET /api/auth/passkey/list-user-passkeys: the signed-in user's passkeys. */
export function usePasskeys() {
  return useQuery(passkeysQueryOptions());
}
