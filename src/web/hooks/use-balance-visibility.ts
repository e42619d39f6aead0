import { useCallback } from 'react';
import { useMe } from '#web/features/profile/api/get-me.ts';
import { useUpdatePreferences } from '#web/features/profile/api/update-preferences.ts';
import { notify } from '#web/lib/toast.ts';

/** What an amount reads when the user hid balances. */
export const HIDDEN_AMOUNT = '••••••';

/** `text`, or the dots that stand for it while balances are hidden. */
export const maskMoney = (text: string, shown: boolean) => (shown ? text : HIDDEN_AMOUNT);

/**
 * The one Show Balance setting (profile.show_balance). Amounts stay hidden until
 * the profile says otherwise, so they never flash on screen for a user who hid
 * them; a profile that fails to load shows them.
 */
export function useShowBalance(): boolean {
  const me = useMe();
  return me.data ? me.data.show_balance : me.isError;
}

/**
 * `const mask = useMoneyMask(); mask(formatMoney(x, 'NGN'))` gives the amount,
 * or dots when balances are hidden. Use it for every balance and amount shown.
 */
export function useMoneyMask() {
  const shown = useShowBalance();
  return useCallback((text: string) => maskMoney(text, shown), [shown]);
}

/**
 * The setting and the way to change it: every eye button calls `toggle`, which
 * saves the preference (shown at once, rolled back if the server refuses), so
 * every screen follows the same choice.
 */
export function useBalanceVisibility() {
  const shown = useShowBalance();
  const preferences = useUpdatePreferences();
  const setShown = useCallback(
    (show: boolean) =>
      preferences.mutate(
        { show_balance: show },
        { onError: () => notify.error('Error', 'Failed to update settings') },
      ),
    [preferences.mutate],
  );
  return { shown, setShown, toggle: () => setShown(!shown) };
}
