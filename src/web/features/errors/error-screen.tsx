import { AlertTriangleIcon, RefreshCwIcon } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';

/** The generic error screen: something went wrong, and a way to try again. */
export function ErrorScreen() {
  return (
    <main className="grid min-h-dvh place-items-center bg-background p-6">
      <div className="flex max-w-md flex-col items-center gap-4 text-center">
        <span className="grid size-14 place-items-center rounded-full bg-red-100 text-destructive">
          <AlertTriangleIcon className="size-7" aria-hidden="true" />
        </span>
        <h1 className="text-2xl font-semibold">Something went wrong</h1>
        <p className="text-muted-foreground">
          We're sorry, but something unexpected happened. Please try refreshing the page.
        </p>
        <Button size="lg" onClick={() => window.location.reload()}>
          <RefreshCwIcon aria-hidden="true" />
          Refresh Page
        </Button>
      </div>
    </main>
  );
}
