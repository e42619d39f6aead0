import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddPasskey } from '#shared/schemas/passkeys.ts';
import { passkeysQueryKey } from './get-passkeys.ts';
import { passkeyAuthClient, passkeyResult } from './passkey-client.ts';

/**
 * POST /api/auth/passkey/confirm-password (the current password, as for a
 * password change), then better-auth's registration: the browser asks the
 * device for a new passkey and the server stores its public key.
 */
export function useAddPasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, password }: AddPasskey) => {
      const client = await passkeyAuthClient();
      passkeyResult(
        await client.$fetch('/passkey/confirm-password', { method: 'POST', body: { password } }),
      );
      return passkeyResult(await client.passkey.addPasskey(name ? { name } : {}));
    },
    // The device may have made a passkey the server refused; never made twice by a retry.
    retry: false,
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysQueryKey }),
  });
}
