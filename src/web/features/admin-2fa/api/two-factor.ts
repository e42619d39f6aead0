// Two-factor setup, through better-auth's client (loaded on first use): the
// password starts it, a code from the authenticator app turns it on.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '#web/features/auth/api/auth-error.ts';
import { sessionQueryKey } from '#web/features/auth/api/get-session.ts';

const client = () => import('#web/lib/auth-client.ts').then((m) => m.authClient);

export type TwoFactorSecret = { totpURI: string; backupCodes: string[] };

/**
 * A new secret and ten recovery codes; two-factor is not on until a code
 * confirms it. Never retried: each call makes a new secret.
 */
export function useStartTwoFactorSetup() {
  return useMutation({
    retry: false,
    mutationFn: async (password: string): Promise<TwoFactorSecret> => {
      const data = unwrap(await (await client()).twoFactor.enable({ password }));
      if (data.method !== 'totp') throw new Error('The server sent no secret');
      return { totpURI: data.totpURI, backupCodes: data.backupCodes };
    },
  });
}

/** The first code from the app turns two-factor on; the session is then a new one. */
export function useConfirmTwoFactorSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    retry: false,
    mutationFn: async (code: string) => {
      unwrap(await (await client()).twoFactor.verifyTotp({ code }));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
