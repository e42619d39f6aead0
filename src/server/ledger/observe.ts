import type pg from 'pg';
import { LedgerError } from './errors.ts';

/**
 * How a posting ended, as the ledger answered it: `posted`; `replayed` (its
 * idempotency key had already posted it, or the hold had already reached that
 * outcome: nothing moved); `refused` (a LedgerError: insufficient funds, a
 * limit, an inactive account...); `failed` (anything else, e.g. the database).
 * A posting inside a caller's transaction counts when the ledger answers, even
 * if that transaction later rolls back.
 */
export type PostingOutcome = 'posted' | 'replayed' | 'refused' | 'failed';
export type PostingObserver = (kind: string, outcome: PostingOutcome) => void;

// Keyed by pool and by each of its clients, so that postings through a
// transaction's client count for the app that owns the pool (a test process
// runs several apps, each with its own pool and metrics).
const observers = new WeakMap<object, PostingObserver>();

/** Reports every posting made through `pool`, or through a client of it, to `observer`. */
export function observePostings(pool: pg.Pool, observer: PostingObserver) {
  observers.set(pool, observer);
  pool.on('connect', (client) => observers.set(client, observer));
}

/** Reports one posting of `kind` made through `q` (a pool or one of its clients). */
export function notePosting(q: object, kind: string, outcome: PostingOutcome) {
  observers.get(q)?.(kind, outcome);
}

export const failureOutcome = (e: unknown): PostingOutcome =>
  e instanceof LedgerError ? 'refused' : 'failed';

type Answer = { replayed?: boolean; changed?: boolean };
const saysReplayed = (r: unknown) =>
  (r as Answer).replayed === true || (r as Answer).changed === false;

/**
 * `posting` (made through `q`), reported when it settles. It was replayed when
 * `replayed` says so; by default when it says so itself, or `changed` nothing.
 */
export function noted<T>(
  q: object,
  kind: string,
  posting: Promise<T>,
  replayed: (r: T) => boolean = saysReplayed,
): Promise<T> {
  const observer = observers.get(q);
  if (!observer) return posting;
  return posting.then(
    (r) => {
      observer(kind, replayed(r) ? 'replayed' : 'posted');
      return r;
    },
    (e) => {
      observer(kind, failureOutcome(e));
      throw e;
    },
  );
}
