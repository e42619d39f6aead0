import { BadgeCheckIcon, Loader2Icon, TriangleAlertIcon } from 'lucide-react';
import type { Dispatch } from 'react';
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

/** Account number with Verify, then the account name: only ever the bank's, never typed. */
export function AccountFields({ state, dispatch, shown, leave }: Props) {
  const { verify, verifying, note } = useVerifyAccount(state, dispatch, () =>
    leave('account_number'),
  );
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
      {state.unnamed && (
        <p
          role="alert"
          className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
        >
          <TriangleAlertIcon className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
          {WITHDRAW_MESSAGES.verifyFailed}
        </p>
      )}
      <TextField
        id="withdraw-account-name"
        label="Account Name"
        autoComplete="off"
        readOnly
        value={state.accountName}
        onValue={() => {}}
        hint={
          verified
            ? 'The name your bank holds for this account'
            : 'Verify fills this in from your bank'
        }
        className="bg-muted/60"
      />
    </>
  );
}
