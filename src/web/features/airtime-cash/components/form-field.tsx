import type { ComponentProps } from 'react';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { cn } from '#web/lib/cn.ts';

type Props = Omit<ComponentProps<typeof Input>, 'id' | 'onChange'> & {
  id: string;
  label: string;
  /** Shown under the field while there is no error; `ok` colours it green. */
  hint?: { text: string; ok?: boolean };
  /** The inline message, once the user has left the field. */
  error?: string;
  onValue: (v: string) => void;
};

/** A labelled input with its hint or inline message. */
export function FormField({ id, label, hint, error, onValue, ...input }: Props) {
  const noteId = `${id}-note`;
  const note = error ?? hint?.text;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        {...input}
        onChange={(e) => onValue(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? noteId : undefined}
      />
      {note && (
        <p
          id={noteId}
          className={cn(
            'text-sm',
            error || hint?.ok === false
              ? 'text-destructive'
              : hint?.ok
                ? 'text-green-700'
                : 'text-muted-foreground',
          )}
        >
          {note}
        </p>
      )}
    </div>
  );
}
