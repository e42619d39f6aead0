import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** DELETE /api/beneficiaries/:id: one of the user's own saved recipients. */
export function useRemoveBeneficiary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('DELETE /api/beneficiaries/:id', { params: { id } }),
    // A 404 (already removed elsewhere) leaves a stale row: read the list again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.beneficiaries }),
  });
}
