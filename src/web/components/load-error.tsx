import { AlertCircleIcon } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';

/** A screen whose data did not load: what failed, and a way to try again. */
export function LoadError({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card p-10 text-center"
    >
      <AlertCircleIcon className="size-8 text-destructive" aria-hidden="true" />
      <p className="font-medium text-destructive">{text}</p>
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
