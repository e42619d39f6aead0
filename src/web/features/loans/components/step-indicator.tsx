import { CheckIcon } from 'lucide-react';
import { LOAN_STEPS } from '#shared/schemas/loans.ts';
import { cn } from '#web/lib/cn.ts';

/** The three steps: done ones ticked, the current one marked for assistive tools. */
export function StepIndicator({ step }: { step: 1 | 2 | 3 }) {
  return (
    <ol aria-label="Application steps" className="grid grid-cols-3 gap-2">
      {LOAN_STEPS.map((label, i) => {
        const n = i + 1;
        const state = n < step ? 'done' : n === step ? 'current' : 'next';
        return (
          <li
            key={label}
            aria-current={state === 'current' ? 'step' : undefined}
            className="relative grid justify-items-center gap-1.5 text-center"
          >
            {n > 1 && (
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
                'grid size-8 place-items-center rounded-full border-2 bg-card text-sm font-semibold',
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
                'text-xs font-medium sm:text-sm',
                state === 'next' ? 'text-muted-foreground' : 'text-foreground',
              )}
            >
              {label}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
