import { useCallback } from 'react';
import { useMe } from './api/get-me.ts';

/** What an amount reads when the user turned Show Balance off. */
export const HIDDEN_AMOUNT = '••••••';

/**
 * The Show Balance preference (profile.show_balance). Amounts stay hidden until
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
  const show = useShowBalance();
  return useCallback((text: string) => (show ? text : HIDDEN_AMOUNT), [show]);
}
