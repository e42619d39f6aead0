import { useEffect } from 'react';

/**
 * Runs `task` once, after the page around the calling component has painted (a frame callback
 * runs just before the browser paints; a timer set there runs after it). For work the first
 * paint must not wait for, such as fetching the code of a dialog that is still closed.
 */
export function useAfterPaint(task: () => void) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per mount, whatever `task` is then.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(task, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
}
