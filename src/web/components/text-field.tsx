import type { ComponentProps, ReactNode } from 'react';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';

type Props = Omit<ComponentProps<typeof Input>, 'id' | 'onChange'> & {
  id: string;
  label: string;
  /** Shown under the field while there is no error. */
  hint?: string;
  /** The inline message, once the user has left the field. */
  error?: string;
  onValue: (v: string) => void;
  /** Beside the input, e.g. a Verify button. */
  after?: ReactNode;
};

/** A labelled input with its hint or inline message. */
export function TextField({ id, label, hint, error, onValue, after, ...input }: Props) {
  const noteId = `${id}-note`;
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          {...input}
          onChange={(e) => onValue(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={hint || error ? noteId : undefined}
        />
        {after}
      </div>
      {(error || hint) && (
        <p
          id={noteId}
          className={error ? 'text-sm text-destructive' : 'text-xs text-muted-foreground'}
        >
          {error ?? hint}
        </p>
      )}
    </div>
  );
}
