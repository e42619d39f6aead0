import type { Loan } from '#shared/schemas/loans.ts';
import { PinDialog } from '#web/features/pin/pin-dialog.tsx';
import { useRepay } from '../hooks/use-repay.ts';
import { RepayDialog } from './repay-dialog.tsx';

/**
 * Repay, from wherever the page offers it (the running loan at the top, or its
 * card under My Applications): the amount, then the PIN.
 */
export function RepayFlow({ loan, onClose }: { loan: Loan | null; onClose: () => void }) {
  const repay = useRepay();
  return (
    <>
      <RepayDialog
        loan={loan}
        onClose={onClose}
        onContinue={(chosen, amount) => {
          onClose();
          repay.start(chosen.id, amount);
        }}
      />
      <PinDialog
        open={repay.submission !== null}
        onOpenChange={(open) => !open && repay.cancel()}
        description={repay.submission?.description}
        onConfirm={repay.confirm}
      />
    </>
  );
}
