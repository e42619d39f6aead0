import { useEffect } from 'react';

/**
 * Runs `task` once, `delayMs` after the page around the calling component has painted (a frame
 * callback runs just before the browser paints; a timer set there runs after it). For work the
 * first paint must not wait for, such as fetching the code of a dialog that is still closed.
 */
export function useAfterPaint(task: () => void, delayMs = 0) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per mount, whatever `task` is then.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(task, delayMs);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
}

/** How long after the first paint the code of what is still closed (dialogs, menus) is fetched. */
export const PRELOAD_AFTER_MS = 1000;
