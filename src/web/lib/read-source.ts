import { useSyncExternalStore } from 'react';
import { parseReadSource, type ReadSource } from '#shared/read-source.ts';

// Where the back office's last report was read from (the X-Owo-Read-Source
// header, which only report routes send); the admin frame shows a notice from it.
let last: ReadSource | undefined;
const listeners = new Set<() => void>();

/** Called by the API client with every answer's header value; absent headers change nothing. */
export function noteReadSource(value: string | null) {
  const next = parseReadSource(value);
  if (!next) return;
  const same = JSON.stringify(next) === JSON.stringify(last);
  last = next;
  if (!same) for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useReadSource(): ReadSource | undefined {
  return useSyncExternalStore(
    subscribe,
    () => last,
    () => undefined,
  );
}
