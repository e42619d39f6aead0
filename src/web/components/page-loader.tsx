import { Loader2Icon } from 'lucide-react';

/** Full-screen loading state with the screen's own text ("Loading your dashboard..."). */
export function PageLoader({ text = 'Loading...' }: { text?: string }) {
  return (
    <div className="grid min-h-dvh place-items-center p-6" role="status" aria-live="polite">
      <div className="flex flex-col items-center gap-3 text-muted-foreground">
        <Loader2Icon className="size-8 animate-spin text-primary" aria-hidden="true" />
        <p className="text-sm font-medium">{text}</p>
      </div>
    </div>
  );
}
