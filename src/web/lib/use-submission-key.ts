import { useRef } from 'react';
import { newIdempotencyKey } from '#web/lib/api.ts';

/**
 * The Idempotency-Key of one submission. A submission whose answer never came
 * (network error, 5xx) keeps its key: sending the same details again can then
 * only return the first result, never move the money twice. Anything else
 * gets a new key.
 */
export function useSubmissionKey() {
  const unanswered = useRef<{ key: string; body: string } | null>(null);
  return {
    keyFor(body: unknown): string {
      const text = JSON.stringify(body);
      const key = unanswered.current?.body === text ? unanswered.current.key : newIdempotencyKey();
      unanswered.current = { key, body: text };
      return key;
    },
    /** The server answered (success or a 4xx): the next submission is a new one. */
    answered() {
      unanswered.current = null;
    },
  };
}
