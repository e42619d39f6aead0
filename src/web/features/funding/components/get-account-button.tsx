import { Building2Icon, Loader2Icon } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { isApiError } from '#web/lib/api.ts';
import { useRequestBankAccount } from '../api/request-bank-account.ts';

const FAILED = 'Could not ask for your account number. Please try again.';

/** Tier 2 and 3 without an account number of their own (none yet, or the last try failed). */
export function GetAccountButton() {
  const request = useRequestBankAccount();
  const error = request.error;
  // The server's sentence for a refusal (KYC_REQUIRED) or a provider that does not answer.
  const message =
    error &&
    (isApiError(error) &&
    ((error.status >= 400 && error.status < 500 && error.status !== 401) ||
      error.code === 'PROVIDER_ERROR')
      ? error.message
      : FAILED);
  return (
    <div className="grid gap-3 rounded-xl border bg-muted/40 p-4 text-sm">
      <p>
        Get an account number of your own: transfers to it credit your NGN wallet by themselves.
      </p>
      <Button
        type="button"
        onClick={() => request.mutate()}
        disabled={request.isPending}
        className="sm:justify-self-start"
      >
        {request.isPending ? (
          <Loader2Icon className="animate-spin" aria-hidden="true" />
        ) : (
          <Building2Icon aria-hidden="true" />
        )}
        Get my account number
      </Button>
      {message && (
        <p role="alert" className="text-destructive">
          {message}
        </p>
      )}
    </div>
  );
}
