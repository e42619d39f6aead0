// Whether this device is locked (AUTO_LOCK_MINUTES): the lock screen shows
// instead of the app until the password unlocks it. Set by the idle timer
// (hooks/use-auto-lock.ts) and by any answer 423 SESSION_LOCKED (lib/api.ts),
// since the server locks an idle session by itself; shared with the other
// tabs, which use the same session.
import { useSyncExternalStore } from 'react';
import { STORAGE_PREFIX } from './clear-user-data.ts';

/** Written to tell the other tabs; a storage event fires in every tab but the writer. */
export const LOCK_EVENT_KEY = `${STORAGE_PREFIX}lock-event`;

let locked = false;
const listeners = new Set<() => void>();

function set(next: boolean, tell: boolean) {
  if (locked === next) return;
  locked = next;
  for (const listener of listeners) listener();
  if (!tell) return;
  try {
    localStorage.setItem(LOCK_EVENT_KEY, `${next ? 'locked' : 'unlocked'}:${Date.now()}`);
  } catch {
    // No storage (private mode): the other tabs learn it from the server's 423.
  }
}

export const markLocked = () => set(true, true);
export const markUnlocked = () => set(false, true);
export const isLocked = () => locked;

export function subscribeLock(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

if (typeof window !== 'undefined')
  window.addEventListener('storage', (e) => {
    if (e.key === LOCK_EVENT_KEY && e.newValue) set(e.newValue.startsWith('locked'), false);
  });

/** Re-renders when the device locks or unlocks. */
export const useSessionLocked = () => useSyncExternalStore(subscribeLock, isLocked, () => false);
