import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdate } from '#shared/schemas/profile.ts';
import { api } from '#web/lib/api.ts';
import { meQueryKey } from './get-me.ts';

/** PATCH /api/me: personal information; empty fields are saved as null. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdate) => api('PATCH /api/me', { body }),
    onSuccess: (profile) => queryClient.setQueryData(meQueryKey, profile),
  });
}
