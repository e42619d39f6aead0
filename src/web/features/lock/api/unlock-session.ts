import { useMutation } from '@tanstack/react-query';
import type { Unlock } from '#shared/schemas/session-lock.ts';
import { api } from '#web/lib/api.ts';
import { markUnlocked } from '#web/lib/session-lock.ts';

/**
 * POST /api/me/unlock with the account password. A wrong one is 403
 * INVALID_PASSWORD (the message says how many tries are left); the fifth in a
 * row signs the device out (401).
 */
export function useUnlockSession() {
  return useMutation({
    mutationFn: (body: Unlock) => api('POST /api/me/unlock', { body }),
    onSuccess: () => markUnlocked(),
    // Every try counts against the five: never one the person did not make.
    retry: false,
  });
}
