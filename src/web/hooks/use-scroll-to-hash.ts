import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Brings the element into view when the address names it (`/settings#limits`) and it is
 * ready (its data is in): the router leaves the fragment alone. Once per visit of the fragment,
 * so a later re-render does not pull the page back while the customer scrolls.
 */
export function useScrollToHash(id: string, ready: boolean) {
  const { hash, key } = useLocation();
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || hash !== `#${id}` || done.current === key) return;
    done.current = key;
    const element = document.getElementById(id);
    if (!element) return;
    element.scrollIntoView({ block: 'start' });
    // Keyboard and screen-reader users land there too.
    element.focus({ preventScroll: true });
  }, [id, ready, hash, key]);
}
