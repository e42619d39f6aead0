import { useMutation, useQueryClient } from '@tanstack/react-query';
import { unwrap } from '#web/features/auth/api/auth-error.ts';
import { sessionsQueryKey } from './get-sessions.ts';

export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
}

const client = () => import('#web/lib/auth-client.ts').then((m) => m.authClient);

/** Fetch better-auth's client before the first submit. */
export function preloadPasswordClient() {
  void client().catch(() => undefined);
}

/**
 * better-auth's POST /api/auth/change-password: the server checks the current
 * password (400 INVALID_PASSWORD when wrong) and signs out other devices
 * (the server does so whatever `revokeOtherSessions` says).
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ currentPassword, newPassword }: ChangePasswordRequest) =>
      unwrap(
        await (await client()).changePassword({
          currentPassword,
          newPassword,
          revokeOtherSessions: true,
        }),
      ),
    // Never repeated: if a first attempt went through unseen, a repeat would
    // fail on the now-changed current password.
    retry: false,
    // The other devices are gone, and this one has a new session.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
