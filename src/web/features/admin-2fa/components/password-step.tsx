import { Loader2Icon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { TextField } from '#web/components/text-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { isApiError } from '#web/lib/api.ts';
import { type TwoFactorSecret, useStartTwoFactorSetup } from '../api/two-factor.ts';

function refusal(error: unknown) {
  if (isApiError(error)) {
    if (error.code === 'INVALID_PASSWORD') return 'Incorrect password. Please try again.';
    if (error.code === 'TOTP_ALREADY_ENABLED')
      return 'Two-factor authentication is already on for this account.';
    if (error.status > 0 && error.message) return error.message;
  }
  return 'Could not start the setup. Please try again.';
}

/** Step 1: the account password confirms that it is really the administrator. */
export function PasswordStep({ onStarted }: { onStarted: (secret: TwoFactorSecret) => void }) {
  const start = useStartTwoFactorSetup();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!password) {
      setError('Enter your password.');
      return;
    }
    try {
      onStarted(await start.mutateAsync(password));
    } catch (err) {
      setError(refusal(err));
    }
  };

  return (
    <form noValidate onSubmit={submit} className="grid max-w-md gap-4">
      <TextField
        id="two-factor-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        hint="Confirm it is you: enter the password you sign in with."
        error={error}
        value={password}
        onValue={(v) => {
          setPassword(v);
          setError(undefined);
        }}
      />
      <Button type="submit" disabled={start.isPending} className="w-full sm:w-fit">
        {start.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
        Continue
      </Button>
    </form>
  );
}
