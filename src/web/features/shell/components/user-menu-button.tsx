import { ChevronDownIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Button } from '#web/components/ui/button.tsx';

/** The user menu's button: the avatar's letter and the e-mail's local part. */
export function UserMenuButton({ local, ...props }: { local: string } & ComponentProps<'button'>) {
  return (
    <Button
      variant="ghost"
      className="max-w-56 gap-2 px-2"
      aria-label={`User menu, ${local}`}
      {...props}
    >
      {/* The avatar's letter is drawn by CSS: the visible text is the local part alone,
          which the accessible name contains, as speech input needs. */}
      <span
        aria-hidden="true"
        data-initial={local.charAt(0)}
        className="grid size-8 shrink-0 place-items-center rounded-full bg-primary/10 font-semibold text-primary uppercase before:content-[attr(data-initial)]"
      />
      <span className="truncate">{local}</span>
      <ChevronDownIcon className="opacity-60" aria-hidden="true" />
    </Button>
  );
}
