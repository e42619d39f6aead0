import { Button } from '#web/components/ui/button.tsx';
import type { Direction } from '../api/adjust-wallet.ts';
import type { WalletUser } from '../api/get-users.ts';

/** Credit and Debit for one user, named with the user for a screen reader. */
export function AdjustButtons({
  user,
  onAdjust,
}: {
  user: WalletUser;
  onAdjust: (user: WalletUser, direction: Direction) => void;
}) {
  const who = user.full_name || user.email || 'user';
  return (
    <div className="flex gap-2">
      <Button
        size="sm"
        variant="outline"
        onClick={() => onAdjust(user, 'credit')}
        aria-label={`Credit ${who}`}
      >
        Credit
      </Button>
      <Button
        size="sm"
        variant="outline"
        onClick={() => onAdjust(user, 'debit')}
        aria-label={`Debit ${who}`}
      >
        Debit
      </Button>
    </div>
  );
}
