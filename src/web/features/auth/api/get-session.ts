import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

export const sessionQueryKey = ['session'] as const;

// better-auth's own endpoint, read with our fetch wrapper so the first paint
// does not wait for the better-auth client (it loads with the auth actions).
export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => api('GET /api/auth/get-session', { signal }),
    staleTime: 60_000,
    // Notice a sign-out or sign-in made in another tab.
    refetchOnWindowFocus: true,
  });

export function useSessionQuery() {
  return useQuery(sessionQueryOptions());
}
