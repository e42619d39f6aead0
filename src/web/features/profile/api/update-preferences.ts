import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PreferencesUpdate, Profile } from '#shared/schemas/profile.ts';
import { api } from '#web/lib/api.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { meQueryKey } from './get-me.ts';

type Snapshot = Partial<Profile> | undefined;

/**
 * PATCH /api/me/preferences, shown at once and rolled back on failure. Only
 * the fields this change touched are restored, so a second toggle made while
 * the first was in flight keeps its own value.
 */
export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation<Profile, Error, PreferencesUpdate, Snapshot>({
    mutationFn: (body) => api('PATCH /api/me/preferences', { body }),
    onMutate: async (patch) => {
      await queryClient.cancelQueries({ queryKey: meQueryKey });
      const old = queryClient.getQueryData<Profile>(meQueryKey);
      if (!old) return undefined;
      queryClient.setQueryData<Profile>(meQueryKey, { ...old, ...patch });
      const keys = Object.keys(patch) as (keyof PreferencesUpdate)[];
      return Object.fromEntries(keys.map((k) => [k, old[k]])) as Partial<Profile>;
    },
    onError: (_error, _patch, previous) => {
      if (!previous) return;
      queryClient.setQueryData<Profile>(meQueryKey, (now) => (now ? { ...now, ...previous } : now));
    },
    onSuccess: (profile) => queryClient.setQueryData(meQueryKey, profile),
    onSettled: (_data, _error, patch) => {
      // The primary wallet, and the total converted into it, change everywhere.
      if (patch.primary_currency) {
        void queryClient.invalidateQueries({ queryKey: meQueryKey });
        void queryClient.invalidateQueries({ queryKey: queryKeys.wallets });
      }
    },
  });
}
