import { UserRoundCheckIcon } from 'lucide-react';
import type { TransferRecipient } from '#shared/schemas/transactions.ts';

/** Whose wallet the money goes to, shown before the user confirms. */
export function RecipientCard({ recipient }: { recipient: TransferRecipient }) {
  return (
    <div
      role="status"
      aria-label="Recipient"
      className="flex items-center gap-3 rounded-xl border border-green-200 bg-green-50 p-3 text-green-950"
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-green-100">
        <UserRoundCheckIcon className="size-5 text-green-700" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="text-xs text-green-800">Sending to</div>
        <div className="font-semibold break-words">{recipient.name}</div>
        <div className="text-xs break-all text-green-800">{recipient.email}</div>
      </div>
    </div>
  );
}
