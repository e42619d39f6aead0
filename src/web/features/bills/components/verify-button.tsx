import { Loader2Icon } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';

/** Verify beside a meter or smartcard number; disabled until the number and its provider are in. */
export function VerifyButton({
  onVerify,
  canVerify,
  verifying,
  verified,
}: {
  onVerify: () => void;
  canVerify: boolean;
  verifying: boolean;
  verified: boolean;
}) {
  return (
    <Button
      type="button"
      variant={verified ? 'outline' : 'secondary'}
      onClick={onVerify}
      disabled={!canVerify || verifying || verified}
      className="h-10 shrink-0"
    >
      {verifying && <Loader2Icon className="animate-spin" aria-hidden="true" />}
      {verified ? 'Verified' : 'Verify'}
    </Button>
  );
}
