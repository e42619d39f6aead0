import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { AUTH_LOADING_TIMEOUT_MS } from '#shared/constants.ts';
import { useMe } from '#web/features/profile/api/get-me.ts';
import { clearUserData } from '#web/lib/clear-user-data.ts';
import { signOutRequest } from '../api/auth-actions.ts';
import { sessionQueryKey, useSessionQuery } from '../api/get-session.ts';
import { AuthContext, type AuthState, type AuthUser } from './auth-context.ts';

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const session = useSessionQuery();
  const [timedOut, setTimedOut] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), AUTH_LOADING_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, []);

  const loading = session.isPending && !timedOut;
  const raw = session.data?.user;
  // Keep the same object while the user's fields are the same (the session refetches).
  const [id, email, name, emailVerified] = [raw?.id, raw?.email, raw?.name, raw?.emailVerified];
  const user = useMemo<AuthUser | null>(
    () =>
      id ? { id, email: email ?? '', name: name ?? '', emailVerified: !!emailVerified } : null,
    [id, email, name, emailVerified],
  );

  // A different user (or none) must never see the previous user's cached data.
  const lastUserId = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (loading) return;
    const current = user?.id ?? null;
    if (lastUserId.current !== undefined && lastUserId.current !== current)
      clearUserData(queryClient);
    lastUserId.current = current;
  }, [loading, user?.id, queryClient]);

  // Admin status comes from the profile; a failed read means non-admin.
  const me = useMe({ enabled: !!user });
  const isAdmin = !!user && me.data?.id === user.id && me.data.is_admin === true;

  const signOut = useCallback(async () => {
    try {
      await signOutRequest();
    } catch (err) {
      return { success: false, error: err instanceof Error ? err.message : undefined };
    }
    queryClient.setQueryData(sessionQueryKey, null);
    clearUserData(queryClient);
    lastUserId.current = null;
    return { success: true };
  }, [queryClient]);

  const refresh = useCallback(async () => {
    await queryClient.refetchQueries({ queryKey: sessionQueryKey });
  }, [queryClient]);

  const value = useMemo<AuthState>(
    () => ({ loading, user, isAdmin, signOut, refresh }),
    [loading, user, isAdmin, signOut, refresh],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
