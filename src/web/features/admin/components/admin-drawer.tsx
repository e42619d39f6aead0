import { XIcon } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it (the phone header's menu button). */
  trigger: ReactNode;
  children: ReactNode;
}

/** Phones: the sidebar as a drawer from the left, over the page (focus kept inside, Esc closes). */
export function AdminDrawer({ open, onOpenChange, trigger, children }: Props) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col border-r bg-card shadow-xl outline-none"
        >
          <div className="flex h-14 items-center justify-between border-b px-4">
            <DialogPrimitive.Title className="text-base font-semibold">
              Owo Admin
            </DialogPrimitive.Title>
            <DialogPrimitive.Close className="grid size-9 place-items-center rounded-md text-muted-foreground hover:bg-muted focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none">
              <XIcon className="size-5" aria-hidden="true" />
              <span className="sr-only">Close menu</span>
            </DialogPrimitive.Close>
          </div>
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
