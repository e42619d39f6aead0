import { formatLagosShortDate } from '#shared/lagos-time.ts';
import { formatMoney } from '#shared/money.ts';
import type { AdminUser } from '#shared/schemas/admin-users.ts';
import { CustomerLink } from '#web/components/customer-link.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#web/components/ui/table.tsx';
import { formatLocation } from '../lib/format.ts';
import { ActiveBadge, AdminBadge, KycBadge, TierBadge } from './user-badges.tsx';
import { type UserActions, UserRowMenu } from './user-row-menu.tsx';

interface Props {
  users: AdminUser[];
  currentUserId: string | undefined;
  actions: UserActions;
}

/** The users table (wide screens; phones get UserCards). */
export function UsersTable({ users, currentUserId, actions }: Props) {
  return (
    <Table aria-label="Users">
      <TableHeader>
        <TableRow>
          <TableHead>User</TableHead>
          <TableHead>Contact</TableHead>
          <TableHead>Location</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>KYC Status</TableHead>
          <TableHead>Balances</TableHead>
          <TableHead>Joined</TableHead>
          <TableHead>
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.map((u) => (
          <TableRow key={u.id}>
            <TableCell className="min-w-44">
              <div className="flex items-center gap-2">
                <span className="font-medium">
                  <CustomerLink userId={u.id}>{u.full_name?.trim() || 'No Name'}</CustomerLink>
                </span>
                {u.is_admin && <AdminBadge />}
              </div>
              {u.id === currentUserId && <span className="text-xs text-muted-foreground">You</span>}
            </TableCell>
            <TableCell className="min-w-48">
              <div className="break-all">{u.email}</div>
              <div className="text-xs text-muted-foreground">{u.phone_number || 'N/A'}</div>
            </TableCell>
            <TableCell className="min-w-32">{formatLocation(u)}</TableCell>
            <TableCell>
              <ActiveBadge active={u.is_active} />
            </TableCell>
            <TableCell>
              <div className="flex flex-wrap gap-1">
                <KycBadge status={u.kyc_status} />
                <TierBadge tier={u.tier} />
              </div>
            </TableCell>
            <TableCell className="text-xs tabular-nums">
              <div>{formatMoney(u.ngn_balance, 'NGN')}</div>
              <div>{formatMoney(u.usd_balance, 'USD')}</div>
              <div>{formatMoney(u.cny_balance, 'CNY')}</div>
            </TableCell>
            <TableCell className="whitespace-nowrap">
              {formatLagosShortDate(u.created_at)}
            </TableCell>
            <TableCell className="text-right">
              <UserRowMenu user={u} isSelf={u.id === currentUserId} actions={actions} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
