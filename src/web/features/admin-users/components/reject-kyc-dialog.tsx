import { Loader2Icon } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { type AdminUser, KYC_REASON_MAX } from '#shared/schemas/admin-users.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { displayName } from '../lib/format.ts';
import { checkRejectionReason } from '../lib/kyc-reason.ts';

const TEXTAREA =
  'min-h-24 w-full rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs outline-none placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 aria-invalid:border-destructive md:text-sm';

/**
 * Reject KYC asks why: the customer reads the reason on their profile and
 * knows what to upload instead. Each opening starts empty.
 */
export function RejectKycDialog({
  user,
  onOpenChange,
  onReject,
  rejecting,
}: {
  user: AdminUser | null;
  onOpenChange: (open: boolean) => void;
  onReject: (user: AdminUser, reason: string) => void;
  rejecting: boolean;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setText('');
    setError(null);
    onOpenChange(false);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!user || rejecting) return;
    const checked = checkRejectionReason(text);
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    onReject(user, checked.reason);
    setText('');
    setError(null);
  };
  return (
    <Dialog open={!!user} onOpenChange={(open) => !open && !rejecting && close()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-lg">
        {user && (
          <form onSubmit={submit} noValidate className="grid gap-4">
            <DialogHeader>
              <DialogTitle>Reject KYC</DialogTitle>
              <DialogDescription>
                {displayName(user)} will see this reason on their profile and can upload a new
                document.
              </DialogDescription>
            </DialogHeader>
            <div className="grid gap-2">
              <Label htmlFor="kyc-reject-reason">Reason</Label>
              <textarea
                id="kyc-reject-reason"
                className={TEXTAREA}
                rows={4}
                maxLength={KYC_REASON_MAX}
                required
                value={text}
                onChange={(e) => {
                  setText(e.target.value);
                  // The message goes as soon as what is typed would be accepted.
                  if (error && !('error' in checkRejectionReason(e.target.value))) setError(null);
                }}
                placeholder="e.g. The photo is blurry. Please upload a clear scan of the whole page."
                aria-invalid={error ? true : undefined}
                aria-describedby="kyc-reject-reason-note"
              />
              <p
                id="kyc-reject-reason-note"
                className={error ? 'text-sm text-destructive' : 'text-xs text-muted-foreground'}
              >
                {error ?? 'The customer reads this. Say what is wrong and what to upload instead.'}
              </p>
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={close} disabled={rejecting}>
                Cancel
              </Button>
              <Button type="submit" variant="destructive" disabled={rejecting}>
                {rejecting && <Loader2Icon className="animate-spin" aria-hidden="true" />}
                Reject
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
