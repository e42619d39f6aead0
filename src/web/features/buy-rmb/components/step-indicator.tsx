import { CheckIcon } from 'lucide-react';
import { cn } from '#web/lib/cn.ts';
import { RMB_STEPS, type RmbStep } from '../lib/rmb-form-state.ts';

/** The wizard's four steps: done ones ticked, the current one marked for assistive tools. */
export function StepIndicator({ step }: { step: RmbStep }) {
  return (
    <ol aria-label="Steps" className="grid grid-cols-4 gap-2">
      {RMB_STEPS.map((label, i) => {
        const n = i + 1;
        const state = n < step ? 'done' : n === step ? 'current' : 'next';
        return (
          <li
            key={label}
            aria-current={state === 'current' ? 'step' : undefined}
            className="grid justify-items-center gap-1.5 text-center"
          >
            <span
              className={cn(
                'grid size-8 place-items-center rounded-full border-2 text-sm font-semibold',
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
