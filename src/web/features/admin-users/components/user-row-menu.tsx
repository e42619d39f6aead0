import {
  CheckCircle2Icon,
  FileTextIcon,
  IdCardIcon,
  MoreHorizontalIcon,
  ShieldCheckIcon,
  ShieldOffIcon,
  UserCheckIcon,
  UserXIcon,
  XCircleIcon,
} from 'lucide-react';
import type { AdminUser } from '#shared/schemas/admin-users.ts';
import { Button } from '#web/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '#web/components/ui/dropdown-menu.tsx';
import type { KycDecisionValue } from '../api/admin-users.ts';
import { canApproveKyc, canDecideKyc, displayName } from '../lib/format.ts';

export interface UserActions {
  onViewDetails: (user: AdminUser) => void;
  onViewKyc: (user: AdminUser) => void;
  onDecideKyc: (user: AdminUser, decision: KycDecisionValue) => void;
  onSetActive: (user: AdminUser, isActive: boolean) => void;
  onSetAdmin: (user: AdminUser, isAdmin: boolean) => void;
}

/**
 * A row's actions. On the administrator's own row there is no status or role
 * change: nobody locks themselves out from here (the server refuses it too).
 */
export function UserRowMenu({
  user,
  isSelf,
  actions,
}: { user: AdminUser; isSelf: boolean } & { actions: UserActions }) {
  const decidable = canDecideKyc(user);
  const approvable = canApproveKyc(user);
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Actions for ${displayName(user)}`}>
          <MoreHorizontalIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => actions.onViewDetails(user)}>
          <IdCardIcon aria-hidden="true" />
          View details
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => actions.onViewKyc(user)}>
          <FileTextIcon aria-hidden="true" />
          View KYC
        </DropdownMenuItem>
        {decidable && (
          <>
            {approvable && (
              <DropdownMenuItem onSelect={() => actions.onDecideKyc(user, 'verified')}>
                <CheckCircle2Icon aria-hidden="true" />
                Approve KYC (tier 3)
              </DropdownMenuItem>
            )}
            <DropdownMenuItem
              variant="destructive"
              onSelect={() => actions.onDecideKyc(user, 'rejected')}
            >
              <XCircleIcon aria-hidden="true" />
              Reject KYC
            </DropdownMenuItem>
          </>
        )}
        {!isSelf && (
          <>
            <DropdownMenuSeparator />
            {user.is_active ? (
              <DropdownMenuItem
                variant="destructive"
                onSelect={() => actions.onSetActive(user, false)}
              >
                <UserXIcon aria-hidden="true" />
                Deactivate
              </DropdownMenuItem>
            ) : (
              <DropdownMenuItem onSelect={() => actions.onSetActive(user, true)}>
                <UserCheckIcon aria-hidden="true" />
                Activate
              </DropdownMenuItem>
            )}
            {user.is_admin ? (
              <DropdownMenuItem onSelect={() => actions.onSetAdmin(user, false)}>
                <ShieldOffIcon aria-hidden="true" />
                Demote from Admin
              </DropdownMenuItem>
            ) : (
              <DropdownMenuItem onSelect={() => actions.onSetAdmin(user, true)}>
                <ShieldCheckIcon aria-hidden="true" />
                Promote to Admin
              </DropdownMenuItem>
            )}
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
