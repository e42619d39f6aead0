import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { PIN_MESSAGES, type PinStatus } from '#shared/schemas/pin.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { isApiError } from '#web/lib/api.ts';
import { pinStatusQueryKey, usePinStatus } from './api/get-pin-status.ts';

export type PinDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the PIN confirms, e.g. "Pay ₦1,000.00 for MTN airtime". */
  description?: string;
  /**
   * Sends the request with the PIN. A PIN error from the server (PIN_INVALID with
   * the tries left, PIN_LOCKED, PIN_NOT_SET) is shown in the dialog; the caller
   * handles every other outcome itself and closes the dialog.
   */
  onConfirm: (pin: string) => Promise<void>;
};

/** Why no PIN can be entered now (none set, or locked), known before the user types. */
const blockedBy = (status: PinStatus | undefined) =>
  !status
    ? null
    : !status.is_set
      ? PIN_MESSAGES.notSet
      : status.locked_until && Date.parse(status.locked_until) > Date.now()
        ? PIN_MESSAGES.locked
        : null;

const SettingsLink = () => (
  <Link to="/settings" className="font-medium underline">
    Go to Settings
  </Link>
);

/** Asks for the 4-digit transaction PIN before money leaves the wallet. */
export function PinDialog({ open, onOpenChange, description, onConfirm }: PinDialogProps) {
  const [pin, setPin] = useState('');
  const [error, setError] = useState<{ code: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const queryClient = useQueryClient();
  // Read fresh on every opening; when it fails, the server still decides on submit.
  const status = usePinStatus({ enabled: open, fresh: true });
  const blocked = open ? blockedBy(status.data) : null;

  const close = (next: boolean) => {
    if (busy) return;
    if (!next) {
      setPin('');
      setError(null);
    }
    onOpenChange(next);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!/^\d{4}$/.test(pin) || busy || blocked) return;
    setBusy(true);
    setError(null);
    try {
      await onConfirm(pin);
      setPin('');
    } catch (e) {
      if (isApiError(e) && e.code.startsWith('PIN_')) {
        setError({ code: e.code, message: e.message });
        setPin('');
        void queryClient.invalidateQueries({ queryKey: pinStatusQueryKey });
      } else throw e;
    } finally {
      setBusy(false);
    }
  };

  const needsSettings = error?.code === 'PIN_NOT_SET' || error?.code === 'PIN_LOCKED';
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-sm">
        <form onSubmit={submit} className="space-y-4">
          <DialogHeader>
            <DialogTitle>
              {blocked && !status.data?.is_set ? 'No PIN yet' : 'Enter Transaction PIN'}
            </DialogTitle>
            <DialogDescription>
              {description ?? 'Enter your 4-digit transaction PIN to confirm.'}
            </DialogDescription>
          </DialogHeader>
          {blocked ? (
            <p role="alert" className="text-sm text-destructive">
              {blocked} <SettingsLink />
            </p>
          ) : (
            <>
              <Input
                aria-label="Transaction PIN"
                type="password"
                inputMode="numeric"
                autoComplete="one-time-code"
                pattern="\d{4}"
                maxLength={4}
                autoFocus
                value={pin}
                onChange={(e) => setPin(e.target.value.replace(/\D/g, '').slice(0, 4))}
                className="text-center text-2xl tracking-[0.75em]"
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'pin-error' : undefined}
              />
              {error && (
                <p id="pin-error" role="alert" className="text-sm text-destructive">
                  {error.message} {needsSettings && <SettingsLink />}
                </p>
              )}
            </>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)} disabled={busy}>
              Cancel
            </Button>
            {!blocked && (
              <Button type="submit" disabled={pin.length !== 4 || busy}>
                {busy ? 'Processing...' : 'Confirm'}
              </Button>
            )}
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
