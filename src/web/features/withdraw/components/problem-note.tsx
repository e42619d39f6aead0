import { CircleAlertIcon } from 'lucide-react';
import type { Problem } from '../lib/check-withdrawal.ts';

/** Why the form was not sent, above its buttons. */
export function ProblemNote({ problem, id }: { problem: Problem; id?: string }) {
  return (
    <div
      id={id}
      role="alert"
      className="flex gap-2 rounded-lg border border-destructive/30 bg-destructive/5 px-3 py-2 text-sm"
    >
      <CircleAlertIcon className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
      <p>
        {problem.title && <span className="font-semibold">{problem.title}: </span>}
        {problem.message}
      </p>
    </div>
  );
}
