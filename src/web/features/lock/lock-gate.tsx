import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense, useEffect, useRef } from 'react';
import { lazyNamed } from '#web/components/lazy-named.ts';
import { PageLoader } from '#web/components/page-loader.tsx';
import { useAuth } from '#web/features/auth/hooks/auth-context.ts';
import { publicConfigQueryOptions } from '#web/features/config/api/get-public-config.ts';
import { useAfterFirstPaint } from '#web/hooks/use-after-first-paint.ts';
import { useAutoLock } from '#web/hooks/use-auto-lock.ts';
import { markUnlocked, useSessionLocked } from '#web/lib/session-lock.ts';

// Its form (and the form library) loads only when the app locks, never with the first page.
const LockScreen = lazyNamed(() => import('./components/lock-screen.tsx'), 'LockScreen');

/**
 * Around the signed-in pages: the page, or the lock screen once the app
 * locked. Locked, the pages are not mounted, so nothing polls and no balance
 * stays on screen behind the lock. Signed out, it is not in the way.
 */
export function LockGate({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  // The idle timer's minutes, asked once the page has painted (the first screen never waits for them).
  const config = useQuery({ ...publicConfigQueryOptions(), enabled: useAfterFirstPaint() });
  const minutes = config.data?.auto_lock_minutes ?? 0;
  const lockedState = useSessionLocked();
  const locked = lockedState && user !== null;
  const queryClient = useQueryClient();
  useAutoLock(user && !locked ? minutes : 0);

  // A session that ended while locked: the next sign-in starts unlocked.
  useEffect(() => {
    if (!user && lockedState) markUnlocked();
  }, [user, lockedState]);

  // Fetched a while after the first page, so that locking later works even offline.
  useEffect(() => {
    if (!user || !(minutes > 0)) return;
    const timer = setTimeout(() => void LockScreen.preload().catch(() => undefined), 10_000);
    return () => clearTimeout(timer);
  }, [user, minutes]);

  // Unlocked (here or in another tab): what the lock refused is read again.
  const wasLocked = useRef(locked);
  useEffect(() => {
    if (wasLocked.current && !locked) void queryClient.invalidateQueries();
    wasLocked.current = locked;
  }, [locked, queryClient]);

  if (!locked) return children;
  return (
    <Suspense fallback={<PageLoader />}>
      <LockScreen minutes={minutes} />
    </Suspense>
  );
}
