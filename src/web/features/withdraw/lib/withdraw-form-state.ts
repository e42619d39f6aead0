import type { ResolvedAccount } from '#shared/schemas/withdrawals.ts';

export interface WithdrawFormState {
  /** Naira as typed, e.g. "5000" or "1,500.50". */
  amount: string;
  bankCode: string;
  /** Digits only, at most 10. */
  accountNumber: string;
  /** The bank's name for the account once verified; nobody types it. */
  accountName: string;
  /** The account the bank confirmed; a new bank or number forgets it. */
  verified: ResolvedAccount | null;
  /** The bank could not name the account: it cannot be paid to. */
  unnamed: boolean;
}

export const EMPTY_WITHDRAW_FORM: WithdrawFormState = {
  amount: '',
  bankCode: '',
  accountNumber: '',
  accountName: '',
  verified: null,
  unnamed: false,
};

export type WithdrawFormAction =
  | { type: 'amount'; amount: string }
  | { type: 'bank'; bankCode: string }
  | { type: 'accountNumber'; accountNumber: string }
  | { type: 'verified'; account: ResolvedAccount }
  | { type: 'verifyFailed' }
  | { type: 'reset' };

/**
 * A new bank or account number: the old verification, the name it gave, or
 * the bank's "no such account", no longer hold.
 */
function forgetVerification(s: WithdrawFormState): WithdrawFormState {
  if (s.verified) return { ...s, verified: null, accountName: '', unnamed: false };
  return s.unnamed ? { ...s, unnamed: false } : s;
}

export function withdrawFormReducer(
  s: WithdrawFormState,
  a: WithdrawFormAction,
): WithdrawFormState {
  switch (a.type) {
    case 'amount':
      return { ...s, amount: a.amount };
    case 'bank':
      return a.bankCode === s.bankCode ? s : { ...forgetVerification(s), bankCode: a.bankCode };
    case 'accountNumber': {
      const accountNumber = a.accountNumber.replace(/\D/g, '').slice(0, 10);
      return accountNumber === s.accountNumber ? s : { ...forgetVerification(s), accountNumber };
    }
    case 'verified':
      return { ...s, verified: a.account, accountName: a.account.account_name, unnamed: false };
    case 'verifyFailed':
      return { ...s, verified: null, accountName: '', unnamed: true };
    case 'reset':
      return EMPTY_WITHDRAW_FORM;
  }
}
