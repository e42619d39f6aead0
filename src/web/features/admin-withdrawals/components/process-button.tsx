import { SettingsIcon } from 'lucide-react';
import type { AdminWithdrawal } from '#shared/schemas/withdrawals.ts';
import { Button } from '#web/components/ui/button.tsx';

/** Opens the Process dialog; only pending withdrawals have it. */
export function ProcessButton({
  withdrawal,
  onProcess,
}: {
  withdrawal: AdminWithdrawal;
  onProcess: (w: AdminWithdrawal) => void;
}) {
  return (
    <Button size="sm" variant="outline" onClick={() => onProcess(withdrawal)}>
      <SettingsIcon aria-hidden="true" />
      Process
      <span className="sr-only"> {withdrawal.reference}</span>
    </Button>
  );
}
