// useAfterFirstPaint, apart from lib/first-paint.ts: only the signed-in pages use it, and the
// first load carries none of it.
import { useEffect, useState } from 'react';
import { afterFirstPaint } from '#web/lib/first-paint.ts';

let painted = false;

/** False until the page has shown its first content, then true. */
export function useAfterFirstPaint(): boolean {
  const [now, setNow] = useState(painted);
  useEffect(() => {
    if (now) return;
    void afterFirstPaint().then(() => {
      painted = true;
      setNow(true);
    });
  }, [now]);
  return now;
}
