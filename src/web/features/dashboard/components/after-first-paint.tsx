import { type ReactNode, startTransition, useEffect, useState } from 'react';

/**
 * Renders its children only after the part of the page around it has painted, in a later task,
 * as a transition: a large page then appears in a few short tasks instead of one long one. Use it
 * for what is not in view at first (below the fold on a phone, a closed dialog); it takes no room
 * until then, so nothing in view may sit below it.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    // A frame callback runs just before the browser paints; a timer set there runs after it.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setShown(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return shown ? children : null;
}
