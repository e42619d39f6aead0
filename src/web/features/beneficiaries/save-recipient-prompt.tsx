import { BookmarkPlusIcon, Loader2Icon, XIcon } from 'lucide-react';
import { useId } from 'react';
import {
  BENEFICIARY_MESSAGES,
  type BeneficiaryCreateInput,
} from '#shared/schemas/beneficiaries.ts';
import { Button } from '#web/components/ui/button.tsx';
import { isApiError } from '#web/lib/api.ts';
import { cn } from '#web/lib/cn.ts';
import { notify } from '#web/lib/toast.ts';
import { useBeneficiaries } from './api/get-beneficiaries.ts';
import { useSaveBeneficiary } from './api/save-beneficiary.ts';
import { findSaved } from './lib/describe.ts';

/**
 * After a payment: "Save recipient" in one tap, for next time. Hidden when
 * that recipient is saved already (also once this tap has saved it), and
 * while the saved list is unknown, so it never offers what is there.
 */
export function SaveRecipientPrompt({
  target,
  title,
  detail,
  onDismiss,
  className,
}: {
  target: BeneficiaryCreateInput;
  /** Who was paid, as the saved list will name them: the holder's or user's name... */
  title: string;
  /** ...and the bank and number, or the e-mail. */
  detail: string;
  onDismiss: () => void;
  className?: string;
}) {
  const textId = useId();
  const saved = useBeneficiaries();
  const save = useSaveBeneficiary();
  if (!saved.data || findSaved(saved.data, target)) return null;

  const onSave = () =>
    save.mutate(target, {
      onSuccess: () => notify.success(BENEFICIARY_MESSAGES.saved, title),
      // A refusal says why (an account the bank cannot name, 50 saved); anything else is ours.
      onError: (e) =>
        notify.error(
          'Error',
          isApiError(e) && e.status >= 400 && e.status < 500 && e.status !== 401
            ? e.message
            : BENEFICIARY_MESSAGES.saveFailed,
        ),
    });

  return (
    <section
      aria-label="Save recipient"
      className={cn(
        'flex min-w-0 flex-wrap items-center gap-3 rounded-2xl border bg-card p-4 shadow-sm',
        className,
      )}
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-primary/10 text-primary">
        <BookmarkPlusIcon className="size-5" aria-hidden="true" />
      </span>
      <p id={textId} className="grid min-w-0 flex-1 basis-48 text-sm">
        <span className="font-medium break-words">{title}</span>
        <span className="text-xs break-all text-muted-foreground">{detail}</span>
        <span className="mt-1 text-muted-foreground">Save for next time?</span>
      </p>
      <div className="flex shrink-0 items-center gap-1">
        <Button type="button" onClick={onSave} disabled={save.isPending} aria-describedby={textId}>
          {save.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
          Save recipient
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label="Not now"
          onClick={onDismiss}
          disabled={save.isPending}
        >
          <XIcon aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}
