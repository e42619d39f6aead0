/**
 * The roots of the query keys that several features share: a change made in
 * one feature invalidates what another shows under these prefixes.
 */
export const queryKeys = {
  me: ['me'],
  wallets: ['wallets'],
} as const;
