import type { QueryClient } from '@tanstack/react-query';

/** Prefix of every localStorage key the app writes, so sign-out can wipe them. */
export const STORAGE_PREFIX = 'owo:';

// Not about any one user: the session itself and the server's public config.
const KEEP = new Set(['session', 'config']);
const isUserData = (key: readonly unknown[]) => !KEEP.has(String(key[0]));

// On sign-out, or when the signed-in user changes, cached user,
// wallet, transaction, rate, profile, KYC, loan and settings data go, and so
// does session storage.
export function clearUserData(queryClient: QueryClient) {
  void queryClient.cancelQueries({ predicate: (q) => isUserData(q.queryKey) });
  queryClient.removeQueries({ predicate: (q) => isUserData(q.queryKey) });
  queryClient.getMutationCache().clear();
  try {
    sessionStorage.clear();
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith(STORAGE_PREFIX)) localStorage.removeItem(key);
    }
  } catch {
    // Storage can be unavailable (private mode, blocked cookies): nothing to clear.
  }
}
