import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

/** Every notification query (list, unread count) lives under this prefix. */
const notificationsPrefix = ['notifications'] as const;

/** Marks every notification read; the list and the bell's badge then refresh. */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('POST /api/notifications/read'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsPrefix }),
  });
}
