import { BadgeCheckIcon, Loader2Icon, TriangleAlertIcon } from 'lucide-react';
import { type Dispatch, useEffect, useRef } from 'react';
import { NAME_MAX_LENGTH } from '#shared/constants.ts';
import { WITHDRAW_MESSAGES } from '#shared/schemas/withdrawals.ts';
import { TextField } from '#web/components/text-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useVerifyAccount } from '../hooks/use-verify-account.ts';
import type { WithdrawField } from '../lib/check-withdrawal.ts';
import type { WithdrawFormAction, WithdrawFormState } from '../lib/withdraw-form-state.ts';

interface Props {
  state: WithdrawFormState;
  dispatch: Dispatch<WithdrawFormAction>;
  shown: Partial<Record<WithdrawField, string>>;
  leave: (f: WithdrawField) => void;
}

/** Account number with Verify, then the account name: the bank's, or typed when it cannot say. */
export function AccountFields({ state, dispatch, shown, leave }: Props) {
  const { verify, verifying, note } = useVerifyAccount(state, dispatch, () =>
    leave('account_number'),
  );
  const nameRef = useRef<HTMLInputElement>(null);
  // The bank could not tell us: the name is the user's to type now.
  useEffect(() => {
    if (state.manual) nameRef.current?.focus();
  }, [state.manual]);
  const verified = state.verified !== null;

  return (
    <>
      <TextField
        id="withdraw-account-number"
        label="Account Number"
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        placeholder="10-digit account number"
        value={state.accountNumber}
        onValue={(accountNumber) => dispatch({ type: 'accountNumber', accountNumber })}
        onBlur={() => leave('account_number')}
        error={shown.account_number ?? note ?? undefined}
        after={
          <Button
            type="button"
            variant={verified ? 'outline' : 'secondary'}
            onClick={verify}
            disabled={verifying || verified}
            className="h-10 shrink-0"
          >
            {verifying && <Loader2Icon className="animate-spin" aria-hidden="true" />}
            {verified ? 'Verified' : verifying ? 'Verifying...' : 'Verify'}
          </Button>
        }
      />
      {verified && (
        <p
          role="status"
          className="flex items-center gap-2 rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900"
        >
          <BadgeCheckIcon className="size-4 shrink-0 text-green-700" aria-hidden="true" />
          <span>
            Account verified: <span className="font-semibold">{state.verified?.account_name}</span>
          </span>
        </p>
      )}
      {state.manual && (
        <p
          role="alert"
          className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          <TriangleAlertIcon className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
          {WITHDRAW_MESSAGES.verifyFailed}
        </p>
      )}
      <TextField
        ref={nameRef}
        id="withdraw-account-name"
        label="Account Name (optional)"
        autoComplete="off"
        maxLength={NAME_MAX_LENGTH}
        placeholder={verified ? undefined : 'As on your bank account'}
        readOnly={verified}
        value={state.accountName}
        onValue={(accountName) => dispatch({ type: 'accountName', accountName })}
        onBlur={() => leave('account_name')}
        hint={
          verified
            ? 'The name your bank holds for this account'
            : state.manual
              ? 'Type the name exactly as it is on the bank account'
              : 'Verify fills this in'
        }
        className={verified ? 'bg-muted/60' : undefined}
        error={shown.account_name}
      />
    </>
  );
}
