import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { sessionsQueryKey } from './get-sessions.ts';

/** POST /api/me/sessions/revoke-others: every device but this one is signed out. */
export function useSignOutOtherDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('POST /api/me/sessions/revoke-others'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
