import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

/** GET /api/transfers/recipient: whose wallet an e-mail address reaches, shown before sending. */
export function useFindRecipient() {
  return useMutation({
    mutationFn: (email: string) => api('GET /api/transfers/recipient', { query: { email } }),
    retry: false,
  });
}
