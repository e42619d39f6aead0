import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSetupRequest } from '#shared/schemas/admin-setup.ts';
import { api } from '#web/lib/api.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

const setupKey = ['admin', 'setup'] as const;

/** Whether an administrator exists: read fresh each time, it changes with one click. */
export const adminSetupStatusOptions = () =>
  queryOptions({
    queryKey: setupKey,
    queryFn: ({ signal }) => api('GET /api/admin/setup', { signal }),
    staleTime: 0,
  });

export function useAdminSetupStatus() {
  return useQuery(adminSetupStatusOptions());
}

/** POST /api/admin/setup; the status and the caller's own profile (they may be the one promoted) are read again. */
export function usePromoteToAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminSetupRequest) => api('POST /api/admin/setup', { body }),
    onSettled: () =>
      Promise.all(
        [setupKey, queryKeys.me].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
