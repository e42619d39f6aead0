import { Loader2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import { formatLagosDateTime } from '#shared/lagos-time.ts';
import {
  CUSTOMER_NOTE_MAX,
  type Customer360,
  CustomerNoteCreateSchema,
} from '#shared/schemas/customer-360.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { isApiError } from '#web/lib/api.ts';
import { notify } from '#web/lib/toast.ts';
import { useAddCustomerNote } from '../api/customer.ts';
import { Empty, SectionCard } from './section-card.tsx';

const TEXTAREA =
  'min-h-24 w-full rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs outline-none placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 aria-invalid:border-destructive md:text-sm';

/**
 * Administrators' notes on the customer, newest first, and a form for a new
 * one. Notes are kept for good: a correction is another note. The server
 * refuses a note on one's own account; its message shows under the field.
 */
export function NotesCard({ data, ownAccount }: { data: Customer360; ownAccount: boolean }) {
  const fieldId = useId();
  const errorId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useAddCustomerNote(data.customer.id);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = CustomerNoteCreateSchema.safeParse({ text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please write the note');
      return;
    }
    add.mutate(parsed.data.text, {
      onSuccess: () => {
        setText('');
        setError(null);
        notify.success('Note added');
      },
      onError: (err) => setError(isApiError(err) ? err.message : 'The note could not be saved'),
    });
  };

  return (
    <SectionCard title="Notes">
      {(id) => (
        <>
          {ownAccount ? (
            <p className="text-sm text-muted-foreground">
              Notes on your own account are written by another administrator.
            </p>
          ) : (
            <form onSubmit={submit} className="grid gap-2" noValidate>
              <Label htmlFor={fieldId}>New note</Label>
              <textarea
                id={fieldId}
                className={TEXTAREA}
                rows={3}
                maxLength={CUSTOMER_NOTE_MAX}
                value={text}
                onChange={(e) => {
                  setText(e.target.value);
                  if (error) setError(null);
                }}
                placeholder="e.g. Called about a failed transfer; asked for a statement."
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
              />
              {error && (
                <p id={errorId} role="alert" className="text-sm text-destructive">
                  {error}
                </p>
              )}
              <div className="flex items-center justify-between gap-2">
                <span className="text-xs text-muted-foreground">
                  {text.length}/{CUSTOMER_NOTE_MAX}
                </span>
                <Button type="submit" size="sm" disabled={add.isPending}>
                  {add.isPending && <Loader2Icon className="animate-spin" aria-hidden="true" />}
                  Add note
                </Button>
              </div>
            </form>
          )}
          {data.notes.length === 0 ? (
            <Empty>No notes yet</Empty>
          ) : (
            <ul aria-labelledby={id} className="divide-y">
              {data.notes.map((n) => (
                <li key={n.id} className="grid gap-1 py-2 text-sm">
                  <p className="whitespace-pre-line wrap-anywhere">{n.text}</p>
                  <p className="text-xs text-muted-foreground wrap-anywhere">
                    {n.author_email} · {formatLagosDateTime(n.created_at)}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </SectionCard>
  );
}
