// The first contentful paint, as the browser reports it. What need not be on the first screen
// (the toasts' code, the bell's count, the lock's settings, the theme's watcher, the service
// worker) waits for it: on a slow phone it would otherwise compete with the page's own code and
// data for the network and the main thread, and a page's largest paint waits for all of that.
import { useSyncExternalStore } from 'react';

/** The longest anything waits, for a browser that reports no paint (or a page that paints none). */
const MAX_WAIT_MS = 3000;

let painted = false;
const listeners = new Set<() => void>();
let firstPaint: Promise<void> | undefined;

function markPainted() {
  if (painted) return;
  painted = true;
  for (const l of listeners) l();
}

/** Resolves once the page has shown its first content. */
export function afterFirstPaint(): Promise<void> {
  firstPaint ??= new Promise<void>((resolve) => {
    const done = () => {
      markPainted();
      resolve();
    };
    if (
      typeof PerformanceObserver === 'undefined' ||
      !PerformanceObserver.supportedEntryTypes?.includes('paint')
    ) {
      done();
      return;
    }
    const timer = setTimeout(done, MAX_WAIT_MS);
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some((e) => e.name === 'first-contentful-paint')) return;
      observer.disconnect();
      clearTimeout(timer);
      done();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
  return firstPaint;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  void afterFirstPaint();
  return () => listeners.delete(listener);
};

/** False until the page has shown its first content, then true. */
export function useAfterFirstPaint(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => painted,
    () => false,
  );
}
