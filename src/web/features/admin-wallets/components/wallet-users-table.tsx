import { formatMoney } from '#shared/money.ts';
import { CustomerLink } from '#web/components/customer-link.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#web/components/ui/table.tsx';
import type { Direction } from '../api/adjust-wallet.ts';
import type { WalletUser } from '../api/get-users.ts';
import { AdjustButtons } from './adjust-buttons.tsx';

interface Props {
  users: WalletUser[];
  onAdjust: (user: WalletUser, direction: Direction) => void;
}

/** Users with their three balances, and Credit / Debit per row (wide screens; phones get WalletUserCards). */
export function WalletUsersTable({ users, onAdjust }: Props) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>User</TableHead>
          <TableHead>Contact</TableHead>
          <TableHead className="text-right">NGN Balance</TableHead>
          <TableHead className="text-right">USD Balance</TableHead>
          <TableHead className="text-right">CNY Balance</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.map((user) => (
          <TableRow key={user.id}>
            <TableCell className="font-medium">
              <CustomerLink userId={user.id}>{user.full_name || 'No Name'}</CustomerLink>
            </TableCell>
            <TableCell>
              <div className="grid">
                <span>{user.email || 'N/A'}</span>
                <span className="text-xs text-muted-foreground">{user.phone_number || 'N/A'}</span>
              </div>
            </TableCell>
            <TableCell className="text-right tabular-nums">
              {formatMoney(user.ngn_balance ?? 0, 'NGN')}
            </TableCell>
            <TableCell className="text-right tabular-nums">
              {formatMoney(user.usd_balance ?? 0, 'USD')}
            </TableCell>
            <TableCell className="text-right tabular-nums">
              {formatMoney(user.cny_balance ?? 0, 'CNY')}
            </TableCell>
            <TableCell>
              <Badge variant={user.is_active ? 'success' : 'muted'}>
                {user.is_active ? 'Active' : 'Inactive'}
              </Badge>
            </TableCell>
            <TableCell>
              <AdjustButtons user={user} onAdjust={onAdjust} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
