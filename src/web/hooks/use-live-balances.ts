import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { walletsQueryOptions } from '#web/features/wallets/api/get-wallets.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** How often the balances are read while a money screen is open and the tab is visible. */
export const LIVE_BALANCES_MS = 3_000;

/**
 * Keeps the wallets fresh while the screen is open: money can arrive with nobody in this tab
 * doing anything (a bank transfer into the customer's own account number), and should show
 * within seconds, without a reload. One small GET every few seconds, and none while the tab is
 * hidden; when a balance has changed, what is derived from it (the transactions, the profile's
 * totals, the day's limits) is read again.
 */
export function useLiveBalances() {
  const queryClient = useQueryClient();
  const wallets = useQuery({
    ...walletsQueryOptions(),
    // Only once the balances are in: a read that failed is retried by the screen's own
    // "Try again" (polling it would put the screen back to loading every few seconds).
    refetchInterval: (query) => (query.state.data === undefined ? false : LIVE_BALANCES_MS),
    refetchIntervalInBackground: false,
  });
  const balances = wallets.data?.map((w) => `${w.currency}:${w.balance}`).join(' ');
  const seen = useRef(balances);
  useEffect(() => {
    if (balances === undefined) return;
    const before = seen.current;
    seen.current = balances;
    if (before === undefined || before === balances) return;
    // A fetch already under way (a payment's own invalidation) is not asked twice.
    for (const queryKey of [['transactions'], queryKeys.me, queryKeys.limits])
      void queryClient.invalidateQueries({ queryKey }, { cancelRefetch: false });
  }, [balances, queryClient]);
  return wallets;
}
