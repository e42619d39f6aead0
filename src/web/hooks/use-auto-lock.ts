import { useEffect } from 'react';
import { lockSession } from '#web/features/lock/api/lock-session.ts';
import { reportActivity } from '#web/features/lock/api/report-activity.ts';
import { STORAGE_PREFIX } from '#web/lib/clear-user-data.ts';

/** What a person does; a request the app makes by itself (polling) is none of these. */
export const USE_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/** The server is told of use at most this often (its last use is kept to the minute). */
export const REPORT_EVERY_MS = 60_000;
/** The other tabs are told of use at most this often. */
const SHARE_EVERY_MS = 5_000;
/** Each tab's latest use, so that one tab left idle does not lock the one in use. */
export const LAST_USE_KEY = `${STORAGE_PREFIX}last-use`;

function sharedLastUse() {
  try {
    return Number(localStorage.getItem(LAST_USE_KEY)) || 0;
  } catch {
    return 0;
  }
}

function shareLastUse(at: number) {
  try {
    localStorage.setItem(LAST_USE_KEY, String(at));
  } catch {
    // No storage: each tab keeps its own time.
  }
}

/**
 * Locks the app after `minutes` without use (a press, a key, the wheel, a touch, in
 * any tab of this browser); 0 turns it off. Coming back to a tab that was
 * hidden for longer locks it at once. Use is reported to the server at most
 * once a minute; the server locks the session by itself about a minute after
 * this timer would, so closing the tab is no way around it.
 */
export function useAutoLock(minutes: number) {
  useEffect(() => {
    if (!(minutes > 0)) return;
    const lockMs = minutes * 60_000;
    // Opening the app (or unlocking it) counts as use.
    let last = Date.now();
    let shared = 0;
    let reported = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const lastUse = () => Math.max(last, sharedLastUse());
    const idle = () => Date.now() - lastUse() >= lockMs;
    const check = () => {
      if (idle()) void lockSession();
      else timer = setTimeout(check, Math.max(1_000, lastUse() + lockMs - Date.now()));
    };
    const onUse = () => {
      const now = Date.now();
      last = now;
      if (now - shared >= SHARE_EVERY_MS) {
        shared = now;
        shareLastUse(now);
      }
      if (now - reported >= REPORT_EVERY_MS) {
        reported = now;
        void reportActivity();
      }
    };
    // Timers in a hidden tab may be held back: judge the time away on return.
    const onVisible = () => {
      if (document.visibilityState !== 'visible') return;
      if (idle()) void lockSession();
      else onUse();
    };

    for (const name of USE_EVENTS)
      window.addEventListener(name, onUse, { passive: true, capture: true });
    document.addEventListener('visibilitychange', onVisible);
    timer = setTimeout(check, lockMs);
    return () => {
      clearTimeout(timer);
      for (const name of USE_EVENTS) window.removeEventListener(name, onUse, { capture: true });
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [minutes]);
}
