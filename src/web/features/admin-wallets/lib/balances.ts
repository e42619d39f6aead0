import type { Currency } from '#shared/constants.ts';
import type { WalletUser } from '../api/get-users.ts';

const FIELD = { NGN: 'ngn_balance', USD: 'usd_balance', CNY: 'cny_balance' } as const;

/** A user's balance in one currency, in minor units (a missing one counts as 0). */
export const balanceOf = (user: WalletUser, currency: Currency): number =>
  user[FIELD[currency]] ?? 0;
