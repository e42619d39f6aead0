import { FingerprintIcon, Loader2Icon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { passkeySignIn } from '#web/features/auth/api/passkey-sign-in.ts';
import { useAuth } from '#web/features/auth/hooks/auth-context.ts';
import { isApiError } from '#web/lib/api.ts';
import { markUnlocked } from '#web/lib/session-lock.ts';
import { notify } from '#web/lib/toast.ts';

export const PASSKEY_UNLOCK_TOASTS = {
  cancelled: [
    'Passkey not used',
    'No passkey was chosen. Try again, or unlock with your password.',
  ],
  failed: [
    'Passkey not accepted',
    "We couldn't verify this passkey. Try again, or unlock with your password.",
  ],
} as const;

/**
 * The lock screen's other proof: a passkey sign-in, whose new session the
 * server puts in place of the locked one (passkey-rules.ts). Offered where
 * the browser has WebAuthn; a device without a passkey of Owo's says so in
 * its own prompt.
 */
export function PasskeyUnlockButton({ disabled }: { disabled?: boolean }) {
  const { refresh } = useAuth();
  const [pending, setPending] = useState(false);
  if (typeof window === 'undefined' || !('PublicKeyCredential' in window)) return null;

  const start = async () => {
    setPending(true);
    try {
      await passkeySignIn();
      await refresh();
      markUnlocked();
    } catch (error) {
      const cancelled =
        isApiError(error) && (error.code === 'AUTH_CANCELLED' || error.code.startsWith('ERROR_'));
      const [title, text] = cancelled
        ? PASSKEY_UNLOCK_TOASTS.cancelled
        : PASSKEY_UNLOCK_TOASTS.failed;
      notify.error(title, text);
    } finally {
      setPending(false);
    }
  };

  return (
    <Button type="button" variant="outline" disabled={disabled || pending} onClick={start}>
      {pending ? (
        <Loader2Icon className="animate-spin" aria-hidden="true" />
      ) : (
        <FingerprintIcon aria-hidden="true" />
      )}
      Unlock with a passkey
    </Button>
  );
}
