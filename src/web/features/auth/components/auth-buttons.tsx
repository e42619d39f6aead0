import { Loader2Icon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';

/** An auth card's full-width submit button: a spinner and `busyLabel` while `busy`. */
export function AuthSubmitButton({
  busy,
  busyLabel,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" size="lg" disabled={busy} className="w-full">
      {busy && <Loader2Icon className="animate-spin" aria-hidden="true" />}
      {busy ? busyLabel : children}
    </Button>
  );
}

/** A button that reads as a link, for the ways out of an auth card ("Back to Sign In"). */
export function LinkButton({ className, ...button }: Omit<ComponentProps<'button'>, 'type'>) {
  return (
    <button
      type="button"
      className={cn(
        'rounded-sm font-medium text-primary hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none',
        className,
      )}
      {...button}
    />
  );
}
