import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PinSet } from '#shared/schemas/pin.ts';
import { api } from '#web/lib/api.ts';
import { pinStatusQueryKey } from './get-pin-status.ts';

/** PUT /api/me/pin: sets or changes the PIN with the account password; also lifts a lock. */
export function useSetPin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PinSet) => api('PUT /api/me/pin', { body }),
    onSuccess: (status) => queryClient.setQueryData(pinStatusQueryKey, status),
    // A wrong password counts against the rate limit: never tried twice unasked.
    retry: false,
  });
}
