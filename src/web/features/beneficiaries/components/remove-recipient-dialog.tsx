import type { Beneficiary } from '#shared/schemas/beneficiaries.ts';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { describeBeneficiary } from '../lib/describe.ts';

/** "Remove saved recipient?": Cancel (focused) or Remove. */
export function RemoveRecipientDialog({
  beneficiary,
  onClose,
  onConfirm,
}: {
  beneficiary: Beneficiary | null;
  onClose: () => void;
  onConfirm: (b: Beneficiary) => void;
}) {
  const about = beneficiary && describeBeneficiary(beneficiary);
  return (
    <ConfirmDialog
      open={beneficiary !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Remove saved recipient?"
      confirmLabel="Remove"
      destructive
      onConfirm={() => beneficiary && onConfirm(beneficiary)}
    >
      {about && (
        <p>
          <span className="font-medium text-foreground">{about.title}</span> ({about.detail}) will
          no longer be offered here. Payments already made are not affected.
        </p>
      )}
    </ConfirmDialog>
  );
}
