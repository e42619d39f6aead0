import { Loader2Icon } from 'lucide-react';

/** A page's loading state inside the app shell (the bars stay): spinner and the page's text. */
export function ContentLoader({ text = 'Loading...' }: { text?: string }) {
  return (
    <div className="grid flex-1 place-items-center p-6 py-24" role="status" aria-live="polite">
      <div className="flex flex-col items-center gap-3 text-muted-foreground">
        <Loader2Icon className="size-8 animate-spin text-primary" aria-hidden="true" />
        <p className="text-sm font-medium">{text}</p>
      </div>
    </div>
  );
}
