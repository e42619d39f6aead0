import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { sessionsQueryKey } from './get-sessions.ts';

/** DELETE /api/me/sessions/:id: signs another of the user's devices out at once. */
export function useSignOutDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('DELETE /api/me/sessions/:id', { params: { id } }),
    // A 404 (signed out meanwhile) leaves a stale row: read the list again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
