import { LandmarkIcon, Trash2Icon, UserRoundIcon } from 'lucide-react';
import type { Beneficiary } from '#shared/schemas/beneficiaries.ts';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { describeBeneficiary } from '../lib/describe.ts';

/** One saved recipient: the whole row chooses it; the bin beside it asks to remove it. */
export function SavedRecipientItem({
  beneficiary,
  chosen,
  onPick,
  onRemove,
}: {
  beneficiary: Beneficiary;
  chosen: boolean;
  onPick: () => void;
  onRemove: () => void;
}) {
  const { title, detail } = describeBeneficiary(beneficiary);
  const Icon = beneficiary.kind === 'bank' ? LandmarkIcon : UserRoundIcon;
  return (
    <li
      className={cn(
        'flex min-w-0 items-center gap-1 rounded-xl border bg-card pr-1',
        chosen && 'border-primary bg-accent/60',
      )}
    >
      <button
        type="button"
        aria-pressed={chosen}
        onClick={onPick}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-xl p-2.5 text-left outline-none hover:bg-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <span className="grid size-9 shrink-0 place-items-center rounded-full bg-primary/10 text-primary">
          <Icon className="size-4" aria-hidden="true" />
        </span>
        <span className="grid min-w-0">
          <span className="truncate text-sm font-medium">{title}</span>
          <span className="truncate text-xs text-muted-foreground">{detail}</span>
        </span>
      </button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={`Remove ${title}`}
        onClick={onRemove}
        className="text-muted-foreground hover:text-destructive"
      >
        <Trash2Icon aria-hidden="true" />
      </Button>
    </li>
  );
}
