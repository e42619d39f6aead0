import { FingerprintIcon, Loader2Icon } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { isApiError } from '#web/lib/api.ts';
import { notify } from '#web/lib/toast.ts';
import { passkeySignIn } from '../api/passkey-sign-in.ts';
import { authToasts } from '../auth-toasts.ts';
import { useAuth } from '../hooks/auth-context.ts';
import { useAfterSignIn } from '../hooks/use-after-sign-in.ts';

export const PASSKEY_TOASTS = {
  unknown: [
    'Passkey not recognised',
    'This passkey is not linked to an Owo account (it may have been removed). Sign in with your email and password.',
  ],
  cancelled: [
    'Passkey sign-in cancelled',
    'No passkey was used. Try again, or sign in with your email and password.',
  ],
  failed: [
    'Login failed',
    "We couldn't verify this passkey. Try again, or sign in with your email and password.",
  ],
} as const;

function passkeyFailed(error: unknown) {
  if (isApiError(error)) {
    if (error.code === 'PASSKEY_NOT_FOUND') return notify.error(...PASSKEY_TOASTS.unknown);
    // The browser's answer (no passkey chosen, prompt closed): nothing reached the server.
    if (error.code === 'AUTH_CANCELLED' || error.code.startsWith('ERROR_'))
      return notify.error(...PASSKEY_TOASTS.cancelled);
    if (error.code === 'AUTHENTICATION_FAILED' || error.code === 'CHALLENGE_NOT_FOUND')
      return notify.error(...PASSKEY_TOASTS.failed);
  }
  authToasts.authenticationFailed(error);
}

/** "Sign in with a passkey" on /auth: the device's prompt instead of e-mail and password. */
export function PasskeyButton({ disabled }: { disabled?: boolean }) {
  const [pending, setPending] = useState(false);
  const navigate = useNavigate();
  const next = useAfterSignIn();
  const { refresh } = useAuth();

  const start = async () => {
    setPending(true);
    try {
      await passkeySignIn();
      // The session must be known before the user pages' guard looks at it.
      await refresh();
      authToasts.welcomeBack();
      navigate(next, { replace: true });
    } catch (error) {
      passkeyFailed(error);
      setPending(false);
    }
  };

  return (
    <Button
      type="button"
      variant="outline"
      size="lg"
      className="w-full"
      disabled={disabled || pending}
      onClick={start}
    >
      {pending ? (
        <Loader2Icon className="animate-spin" aria-hidden="true" />
      ) : (
        <FingerprintIcon aria-hidden="true" />
      )}
      Sign in with a passkey
    </Button>
  );
}
