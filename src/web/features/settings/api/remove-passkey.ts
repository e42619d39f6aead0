import { useMutation, useQueryClient } from '@tanstack/react-query';
import { passkeysQueryKey } from './get-passkeys.ts';
import { passkeyAuthClient, passkeyResult } from './passkey-client.ts';

/** POST /api/auth/passkey/delete-passkey: it signs in no more (404 for one not the user's). */
export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const client = await passkeyAuthClient();
      return passkeyResult(await client.passkey.deletePasskey({ id }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysQueryKey }),
  });
}
