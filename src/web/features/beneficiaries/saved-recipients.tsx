import { useId, useState } from 'react';
import {
  type BankBeneficiary,
  BENEFICIARY_MESSAGES,
  type Beneficiary,
  type OwoBeneficiary,
} from '#shared/schemas/beneficiaries.ts';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { notify } from '#web/lib/toast.ts';
import { useBeneficiaries } from './api/get-beneficiaries.ts';
import { useRemoveBeneficiary } from './api/remove-beneficiary.ts';
import { RemoveRecipientDialog } from './components/remove-recipient-dialog.tsx';
import { SavedRecipientItem } from './components/saved-recipient-item.tsx';
import { describeBeneficiary } from './lib/describe.ts';

/** How many show before "Show all": the few paid most recently are the ones chosen. */
const FIRST_FEW = 4;

type Of<K extends Beneficiary['kind']> = K extends 'bank' ? BankBeneficiary : OwoBeneficiary;

/**
 * The saved recipients of one kind, offered before the form's own fields:
 * choosing one fills them in. Each has its Remove (asked to confirm), so the
 * list is managed where it is used. Nothing shows while there are none.
 */
export function SavedRecipients<K extends Beneficiary['kind']>({
  kind,
  onPick,
  isChosen,
  className,
}: {
  kind: K;
  onPick: (b: Of<K>) => void;
  /** Whether the form holds this one now (it is marked as chosen). */
  isChosen: (b: Of<K>) => boolean;
  className?: string;
}) {
  const headingId = useId();
  const saved = useBeneficiaries();
  const remove = useRemoveBeneficiary();
  const [all, setAll] = useState(false);
  const [removing, setRemoving] = useState<Beneficiary | null>(null);
  const mine = (saved.data ?? []).filter((b): b is Of<K> => b.kind === kind);
  if (mine.length === 0) return null;
  const shown = all ? mine : mine.slice(0, FIRST_FEW);

  const confirmRemove = (b: Beneficiary) =>
    remove.mutate(b.id, {
      onSuccess: () => notify.success(BENEFICIARY_MESSAGES.removed, describeBeneficiary(b).title),
      onError: () => notify.error('Error', BENEFICIARY_MESSAGES.removeFailed),
    });

  return (
    <section aria-labelledby={headingId} className={cn('grid min-w-0 gap-2', className)}>
      <h3 id={headingId} className="text-sm font-medium">
        Saved recipients
      </h3>
      <ul className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-2">
        {shown.map((b) => (
          <SavedRecipientItem
            key={b.id}
            beneficiary={b}
            chosen={isChosen(b)}
            onPick={() => onPick(b)}
            onRemove={() => setRemoving(b)}
          />
        ))}
      </ul>
      {mine.length > FIRST_FEW && (
        <Button
          type="button"
          variant="link"
          size="sm"
          className="justify-self-start"
          onClick={() => setAll((v) => !v)}
        >
          {all ? 'Show fewer' : `Show all ${mine.length}`}
        </Button>
      )}
      <RemoveRecipientDialog
        beneficiary={removing}
        onClose={() => setRemoving(null)}
        onConfirm={confirmRemove}
      />
    </section>
  );
}
