import { formatLagosShortDate } from '#shared/lagos-time.ts';
import { formatMoney } from '#shared/money.ts';
import type { AdminUser } from '#shared/schemas/admin-users.ts';
import { CustomerLink } from '#web/components/customer-link.tsx';
import {
  CardList,
  ListCard,
  ListCardField,
  ListCardFields,
  ListCardTop,
} from '#web/components/responsive-list.tsx';
import { formatLocation } from '../lib/format.ts';
import { ActiveBadge, AdminBadge, KycBadge, TierBadge } from './user-badges.tsx';
import { type UserActions, UserRowMenu } from './user-row-menu.tsx';

interface Props {
  users: AdminUser[];
  currentUserId: string | undefined;
  actions: UserActions;
}

/** The users on a phone: one card each, with the status, KYC, balances and the actions menu in view. */
export function UserCards({ users, currentUserId, actions }: Props) {
  return (
    <CardList aria-label="Users">
      {users.map((u) => (
        <ListCard key={u.id}>
          <ListCardTop
            aside={<UserRowMenu user={u} isSelf={u.id === currentUserId} actions={actions} />}
          >
            <span className="flex flex-wrap items-center gap-2">
              <span className="font-medium">
                <CustomerLink userId={u.id}>{u.full_name?.trim() || 'No Name'}</CustomerLink>
              </span>
              {u.is_admin && <AdminBadge />}
              {u.id === currentUserId && <span className="text-xs text-muted-foreground">You</span>}
            </span>
            <span className="text-sm text-muted-foreground">{u.email}</span>
          </ListCardTop>
          <ListCardFields>
            <ListCardField label="Status">
              <ActiveBadge active={u.is_active} />
            </ListCardField>
            <ListCardField label="KYC Status" className="flex flex-wrap gap-1">
              <KycBadge status={u.kyc_status} />
              <TierBadge tier={u.tier} />
            </ListCardField>
            <ListCardField label="Phone">{u.phone_number || 'N/A'}</ListCardField>
            <ListCardField label="Location">{formatLocation(u)}</ListCardField>
            <ListCardField label="Balances" className="grid tabular-nums">
              <span>{formatMoney(u.ngn_balance, 'NGN')}</span>
              <span>{formatMoney(u.usd_balance, 'USD')}</span>
              <span>{formatMoney(u.cny_balance, 'CNY')}</span>
            </ListCardField>
            <ListCardField label="Joined">{formatLagosShortDate(u.created_at)}</ListCardField>
          </ListCardFields>
        </ListCard>
      ))}
    </CardList>
  );
}
