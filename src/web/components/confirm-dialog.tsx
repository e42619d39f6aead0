import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { buttonVariants } from '#web/components/ui/button.tsx';

/**
 * Asks before an action that is hard to take back: its title, what will
 * happen, then Cancel and the action's own label. Cancel, Escape and the
 * overlay change nothing; Cancel has the focus when it opens, so Enter does
 * not confirm by accident. Nests above another dialog.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  children,
  confirmLabel,
  destructive = false,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** What will happen, in a sentence or two. */
  children: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[1px]" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 grid-cols-1 gap-4 rounded-xl border bg-card p-6 shadow-xl outline-none">
          <div className="flex flex-col gap-1.5 text-left">
            <AlertDialog.Title className="text-lg leading-tight font-semibold wrap-anywhere">
              {title}
            </AlertDialog.Title>
            <AlertDialog.Description asChild>
              <div className="grid gap-2 text-sm text-muted-foreground wrap-anywhere">
                {children}
              </div>
            </AlertDialog.Description>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonVariants({ variant: 'outline' })}>
              Cancel
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonVariants({ variant: destructive ? 'destructive' : 'default' })}
              onClick={onConfirm}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
