import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

/** Every notification query (list, unread count) lives under this prefix. */
const notificationsPrefix = ['notifications'] as const;

/** Opening /transactions marks every notification read; the bell's badge then refreshes. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('POST /api/notifications/read'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsPrefix }),
  });
}
