import { formatMoney } from '#shared/money.ts';
import { CustomerLink } from '#web/components/customer-link.tsx';
import {
  CardList,
  ListCard,
  ListCardActions,
  ListCardField,
  ListCardFields,
  ListCardTop,
} from '#web/components/responsive-list.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import type { Direction } from '../api/adjust-wallet.ts';
import type { WalletUser } from '../api/get-users.ts';
import { AdjustButtons } from './adjust-buttons.tsx';

interface Props {
  users: WalletUser[];
  onAdjust: (user: WalletUser, direction: Direction) => void;
}

/** The users on a phone: one card each, its three balances and Credit / Debit in view. */
export function WalletUserCards({ users, onAdjust }: Props) {
  return (
    <CardList aria-labelledby="wallet-users">
      {users.map((user) => (
        <ListCard key={user.id}>
          <ListCardTop
            aside={
              <Badge variant={user.is_active ? 'success' : 'muted'}>
                {user.is_active ? 'Active' : 'Inactive'}
              </Badge>
            }
          >
            <span className="font-medium">
              <CustomerLink userId={user.id}>{user.full_name || 'No Name'}</CustomerLink>
            </span>
            <span className="text-sm text-muted-foreground">{user.email || 'N/A'}</span>
            <span className="text-xs text-muted-foreground">{user.phone_number || 'N/A'}</span>
          </ListCardTop>
          <ListCardFields>
            <ListCardField label="NGN Balance" className="tabular-nums">
              {formatMoney(user.ngn_balance ?? 0, 'NGN')}
            </ListCardField>
            <ListCardField label="USD Balance" className="tabular-nums">
              {formatMoney(user.usd_balance ?? 0, 'USD')}
            </ListCardField>
            <ListCardField label="CNY Balance" className="tabular-nums">
              {formatMoney(user.cny_balance ?? 0, 'CNY')}
            </ListCardField>
          </ListCardFields>
          <ListCardActions>
            <AdjustButtons user={user} onAdjust={onAdjust} />
          </ListCardActions>
        </ListCard>
      ))}
    </CardList>
  );
}
