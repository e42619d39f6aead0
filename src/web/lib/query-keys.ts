/**
 * The roots of the query keys that several features share: a change made in
 * one feature invalidates what another shows under these prefixes.
 */
export const queryKeys = {
  me: ['me'],
  wallets: ['wallets'],
  /** The transaction PIN's status: Settings sets it, every PIN dialog reads it. */
  pin: ['pin'],
} as const;
