import { type Dispatch, useEffect, useRef, useState } from 'react';
import { WITHDRAW_MESSAGES } from '#shared/schemas/withdrawals.ts';
import { isApiError } from '#web/lib/api.ts';
import { notify } from '#web/lib/toast.ts';
import { useResolveAccount } from '../api/resolve-account.ts';
import { accountNumberError } from '../lib/check-withdrawal.ts';
import { errorText } from '../lib/error-text.ts';
import type { WithdrawFormAction, WithdrawFormState } from '../lib/withdraw-form-state.ts';

/**
 * Verify beside the account number: the NUBAN is checked here first, then the
 * bank is asked for the holder's name. When the bank cannot say, the account
 * cannot be paid to: nobody else's word for the name is taken. An answer for
 * a bank or number the user has since changed is dropped.
 */
export function useVerifyAccount(
  state: WithdrawFormState,
  dispatch: Dispatch<WithdrawFormAction>,
  onBadNumber: () => void,
) {
  const resolve = useResolveAccount();
  const [note, setNote] = useState<string | null>(null);
  const current = useRef('');
  const asked = `${state.bankCode}:${state.accountNumber}`;
  current.current = asked;
  // A new bank or number: the last note was about the old one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pair is what the note was about
  useEffect(() => setNote(null), [asked]);

  const verify = () => {
    if (!state.bankCode || !state.accountNumber) {
      setNote(WITHDRAW_MESSAGES.verifyNeeds);
      return;
    }
    if (accountNumberError(state.accountNumber, state.bankCode)) {
      setNote(null);
      onBadNumber();
      return;
    }
    setNote(null);
    const query = { bank_code: state.bankCode, account_number: state.accountNumber };
    resolve.mutate(query, {
      onSuccess: (account) => {
        if (current.current !== asked) return;
        dispatch({ type: 'verified', account });
        notify.success('Account Verified', account.account_name);
      },
      onError: (e) => {
        if (current.current !== asked) return;
        // 400: the number cannot be at this bank (the server's NUBAN check); say so.
        if (isApiError(e) && e.status === 400)
          setNote(errorText(e, WITHDRAW_MESSAGES.accountInvalid));
        else dispatch({ type: 'verifyFailed' });
      },
    });
  };

  return { verify, verifying: resolve.isPending, note };
}
