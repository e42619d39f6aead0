import { ChevronDownIcon, ShieldIcon, UserRoundIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#web/components/ui/dropdown-menu.tsx';

/** The desktop user menu shows the e-mail's local part and has a Profile item. */
export function UserMenu({ email, isAdmin }: { email: string; isAdmin: boolean }) {
  const local = email.split('@')[0] || email;
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="max-w-56 gap-2 px-2" aria-label={`User menu, ${local}`}>
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
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="truncate font-normal text-muted-foreground">
          {email}
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile">
            <UserRoundIcon aria-hidden="true" />
            Profile
          </Link>
        </DropdownMenuItem>
        {isAdmin && (
          <DropdownMenuItem asChild>
            <Link to="/olorioko001">
              <ShieldIcon aria-hidden="true" />
              Admin
            </Link>
          </DropdownMenuItem>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
