import { ShieldIcon, UserRoundIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
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
 * after the first paint (see top-bar.tsx); `defaultOpen` opens it at once when the button was
 * pressed before it had.
 */
export function UserMenu({
  email,
  isAdmin,
  defaultOpen = false,
  focusOnMount = false,
}: {
  email: string;
  isAdmin: boolean;
  defaultOpen?: boolean;
  /** Takes the keyboard focus as it appears (its stand-in had it). */
  focusOnMount?: boolean;
}) {
  const local = email.split('@')[0] || email;
  const trigger = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as it takes its stand-in's place.
  useEffect(() => {
    if (focusOnMount) trigger.current?.focus();
  }, []);
  return (
    <DropdownMenu modal={false} defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <UserMenuButton ref={trigger} local={local} />
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
