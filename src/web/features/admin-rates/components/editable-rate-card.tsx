import { CheckIcon, PencilIcon, XIcon } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { formatLagosDateTime } from '#shared/lagos-time.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Input } from '#web/components/ui/input.tsx';

interface Props {
  title: string;
  /** The current value as shown (`₦1,538.46`, `20%`). */
  value: string;
  /** What the input starts with when Edit is pressed. */
  initialInput: string;
  inputLabel: string;
  step: string;
  /** Lines under the value: the example calculations. */
  examples: ReactNode;
  updatedAt: string;
  updatedBy: string | null;
  saving: boolean;
  /**
   * Resolves true when saved (the editor then closes), false when not, or the
   * reason it was refused, shown under the input until the value changes.
   */
  onSave: (input: string) => Promise<boolean | string>;
}

/** One rate with its examples, edited in place: Edit -> input -> Save or Cancel. */
export function EditableRateCard(props: Props) {
  const [editing, setEditing] = useState(false);
  const [input, setInput] = useState('');
  const [error, setError] = useState<string | null>(null);
  const titleId = useId();
  const errorId = useId();

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const result = await props.onSave(input);
    if (result === true) setEditing(false);
    else if (typeof result === 'string') setError(result);
  };

  return (
    <Card className="gap-3 px-5 py-5" aria-labelledby={titleId} role="group">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={titleId} className="font-semibold">
            {props.title}
          </h2>
          {!editing && <p className="mt-1 text-2xl font-bold tabular-nums">{props.value}</p>}
        </div>
        {!editing && (
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              setInput(props.initialInput);
              setError(null);
              setEditing(true);
            }}
            aria-label={`Edit ${props.title}`}
          >
            <PencilIcon aria-hidden="true" />
            Edit
          </Button>
        )}
      </div>
      {editing && (
        <form onSubmit={save} className="flex flex-wrap items-center gap-2">
          <Input
            type="number"
            inputMode="decimal"
            step={props.step}
            min="0"
            value={input}
            onChange={(e) => {
              setInput(e.target.value);
              setError(null);
            }}
            aria-label={props.inputLabel}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="w-40 flex-1 tabular-nums"
            autoFocus
          />
          <Button type="submit" size="sm" disabled={props.saving}>
            <CheckIcon aria-hidden="true" />
            {props.saving ? 'Saving...' : 'Save'}
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)}>
            <XIcon aria-hidden="true" />
            Cancel
          </Button>
          {error && (
            <p id={errorId} role="alert" className="basis-full text-sm text-destructive">
              {error}
            </p>
          )}
        </form>
      )}
      <div className="grid gap-1 rounded-lg bg-muted/60 px-3 py-2 text-sm">{props.examples}</div>
      <p className="text-xs text-muted-foreground">
        Updated {formatLagosDateTime(props.updatedAt)} by {props.updatedBy ?? 'system'}
      </p>
    </Card>
  );
}
