import { CheckIcon } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';

const COLUMNS = ['', '', 'grid-cols-2', 'grid-cols-3', 'grid-cols-4', 'grid-cols-5'];

interface Props {
  /** The steps' names, in order. */
  steps: readonly string[];
  /** The current one, from 1. */
  step: number;
  /** The list's accessible name ("Application steps"). */
  label: string;
  /** Draw a line between the steps, coloured up to the current one. */
  connected?: boolean;
}

/** A wizard's steps: done ones ticked, the current one marked for assistive tools. */
export function StepIndicator({ steps, step, label, connected = false }: Props) {
  return (
    <ol aria-label={label} className={cn('grid gap-2', COLUMNS[steps.length])}>
      {steps.map((name, i) => {
        const n = i + 1;
        const state = n < step ? 'done' : n === step ? 'current' : 'next';
        return (
          <li
            key={name}
            aria-current={state === 'current' ? 'step' : undefined}
            className={cn('grid justify-items-center gap-1.5 text-center', connected && 'relative')}
          >
            {connected && n > 1 && (
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-4 right-[calc(50%+1.25rem)] h-0.5 w-[calc(100%-2rem)]',
                  n <= step ? 'bg-primary' : 'bg-border',
                )}
              />
            )}
            <span
              className={cn(
                'grid size-8 place-items-center rounded-full border-2 text-sm font-semibold',
                connected && 'bg-card',
                state === 'done' && 'border-primary bg-primary text-primary-foreground',
                state === 'current' && 'border-primary text-primary',
                state === 'next' && 'border-border text-muted-foreground',
              )}
            >
              {state === 'done' ? <CheckIcon className="size-4" aria-hidden="true" /> : n}
              {state === 'done' && <span className="sr-only">{n}, done:</span>}
            </span>
            <span
              className={cn(
                'text-xs font-medium',
                connected && 'sm:text-sm',
                state === 'next' ? 'text-muted-foreground' : 'text-foreground',
              )}
            >
              {name}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
