import { FingerprintIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatLagosDate } from '#shared/lagos-time.ts';
import { PASSKEY_MESSAGES, type Passkey } from '#shared/schemas/passkeys.ts';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useAuth } from '#web/features/auth/hooks/auth-context.ts';
import { notify } from '#web/lib/toast.ts';
import { usePasskeys } from '../api/get-passkeys.ts';
import { preloadPasskeyClient } from '../api/passkey-client.ts';
import { useRemovePasskey } from '../api/remove-passkey.ts';
import { AddPasskeyForm } from './add-passkey-form.tsx';

const label = (p: Passkey) => p.name?.trim() || 'Passkey';

/** The Security card's passkeys: what signs in without the password, added and removed here. */
export function PasskeysSection() {
  const { isAdmin } = useAuth();
  return (
    <section aria-labelledby="passkeys-heading" className="mt-4 grid gap-3 border-t pt-5">
      <div className="grid gap-1">
        <h3 id="passkeys-heading" className="flex items-center gap-2 font-semibold">
          <FingerprintIcon className="size-4 text-muted-foreground" aria-hidden="true" />
          Passkeys
        </h3>
        <p className="text-sm text-muted-foreground">
          Sign in with your fingerprint, face or screen lock instead of your password.
        </p>
      </div>
      {isAdmin ? (
        <p className="text-sm text-muted-foreground">{PASSKEY_MESSAGES.notForAdmins}</p>
      ) : (
        <PasskeyList />
      )}
    </section>
  );
}

function PasskeyList() {
  const passkeys = usePasskeys();
  const remove = useRemovePasskey();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  // Browsers without WebAuthn can still list and remove, not add.
  const [supported] = useState(() => typeof window.PublicKeyCredential === 'function');
  useEffect(preloadPasskeyClient, []);

  const confirmRemove = () => {
    if (!removing) return;
    const name = label(removing);
    remove.mutate(removing.id, {
      onSuccess: () => notify.success('Passkey removed', `“${name}” can no longer sign in.`),
      onError: (err) => notify.error('Passkey not removed', err.message || 'Please try again.'),
    });
  };

  if (passkeys.isPending)
    return (
      <div role="status" aria-label="Loading passkeys">
        <Skeleton className="h-16 rounded-lg" />
      </div>
    );
  if (passkeys.isError)
    return (
      <LoadError text="Failed to load your passkeys" onRetry={() => void passkeys.refetch()} />
    );

  return (
    <div className="grid gap-3">
      {passkeys.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No passkeys yet.</p>
      ) : (
        <ul aria-label="Your passkeys" className="grid gap-2">
          {passkeys.data.map((p) => (
            <li key={p.id} className="flex items-center gap-3 rounded-lg border px-3 py-2">
              <div className="grid min-w-0 flex-1">
                <span className="truncate font-medium">{label(p)}</span>
                <span className="text-xs text-muted-foreground">
                  Added {formatLagosDate(p.createdAt)}
                </span>
              </div>
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Remove passkey ${label(p)}`}
                disabled={remove.isPending}
                onClick={() => setRemoving(p)}
              >
                <Trash2Icon aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {adding ? (
        <AddPasskeyForm onDone={() => setAdding(false)} />
      ) : (
        <Button
          variant="outline"
          className="sm:justify-self-start"
          disabled={!supported}
          onClick={() => setAdding(true)}
        >
          <PlusIcon aria-hidden="true" />
          Add a passkey
        </Button>
      )}
      {!supported && (
        <p className="text-sm text-muted-foreground">This browser cannot make passkeys.</p>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove this passkey?"
        confirmLabel="Remove passkey"
        destructive
        onConfirm={confirmRemove}
      >
        <p>
          “{removing ? label(removing) : ''}” will no longer sign in to your account. You can still
          sign in with your email and password.
        </p>
      </ConfirmDialog>
    </div>
  );
}
