import { ShieldIcon, UserRoundIcon } from 'lucide-react';
import { Link } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#web/components/ui/dropdown-menu.tsx';
import { UserMenuButton } from './user-menu-button.tsx';

/**
 * The desktop user menu shows the e-mail's local part and has a Profile item. Its code loads
 * after the first paint, and it takes over from a stand-in button when that is first pressed
 * (see top-bar.tsx), so it opens as it appears and takes the keyboard focus with it.
 */
export function UserMenu({ email, isAdmin }: { email: string; isAdmin: boolean }) {
  const local = email.split('@')[0] || email;
  return (
    <DropdownMenu modal={false} defaultOpen>
      <DropdownMenuTrigger asChild>
        <UserMenuButton local={local} />
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
