import { useState } from 'react';
import { Link } from 'react-router';
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

/** Asks for the 4-digit transaction PIN before money leaves the wallet. */
export function PinDialog({ open, onOpenChange, description, onConfirm }: PinDialogProps) {
  const [pin, setPin] = useState('');
  const [error, setError] = useState<{ code: string; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

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
    if (!/^\d{4}$/.test(pin) || busy) return;
    setBusy(true);
    setError(null);
    try {
      await onConfirm(pin);
      setPin('');
    } catch (e) {
      if (isApiError(e) && e.code.startsWith('PIN_')) {
        setError({ code: e.code, message: e.message });
        setPin('');
      } else throw e;
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="sm:max-w-sm">
        <form onSubmit={submit} className="space-y-4">
          <DialogHeader>
            <DialogTitle>Enter Transaction PIN</DialogTitle>
            <DialogDescription>
              {description ?? 'Enter your 4-digit transaction PIN to confirm.'}
            </DialogDescription>
          </DialogHeader>
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
              {error.message}{' '}
              {(error.code === 'PIN_NOT_SET' || error.code === 'PIN_LOCKED') && (
                <Link to="/settings" className="font-medium underline">
                  Go to Settings
                </Link>
              )}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" disabled={pin.length !== 4 || busy}>
              {busy ? 'Processing...' : 'Confirm'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
