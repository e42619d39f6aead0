import { formatLagosDateTime } from '#shared/lagos-time.ts';
import { formatMoney } from '#shared/money.ts';
import type { AdminWithdrawal } from '#shared/schemas/withdrawals.ts';
import { CustomerLink } from '#web/components/customer-link.tsx';
import {
  CardList,
  ListCard,
  ListCardActions,
  ListCardField,
  ListCardFields,
  ListCardTop,
} from '#web/components/responsive-list.tsx';
import { WithdrawalStatusBadge } from '#web/features/withdraw/withdrawal-status-badge.tsx';
import { ProcessButton } from './process-button.tsx';

interface Props {
  withdrawals: AdminWithdrawal[];
  onProcess: (w: AdminWithdrawal) => void;
}

/** The withdrawals on a phone: one card each, so Process never hides behind a sideways scroll. */
export function WithdrawalCards({ withdrawals, onProcess }: Props) {
  return (
    <CardList aria-labelledby="admin-withdrawals-title">
      {withdrawals.map((w) => (
        <ListCard key={w.id}>
          {/* The bank and account wrap (no truncation): the account is what the money goes to. */}
          <ListCardTop
            aside={
              <>
                <span className="font-semibold whitespace-nowrap tabular-nums">
                  {formatMoney(w.amount, 'NGN')}
                </span>
                <WithdrawalStatusBadge status={w.status} />
              </>
            }
          >
            <span className="font-medium">{w.bank_name}</span>
            <span className="text-xs text-muted-foreground">
              <span className="tabular-nums">{w.account_number}</span>
              {w.account_name ? ` · ${w.account_name}` : ''}
            </span>
          </ListCardTop>
          <ListCardFields>
            <ListCardField label="User" className="grid">
              <span>
                <CustomerLink userId={w.user_id}>{w.user_name || 'No Name'}</CustomerLink>
              </span>
              <span className="text-xs text-muted-foreground">{w.user_email}</span>
            </ListCardField>
            <ListCardField label="Fee" className="tabular-nums">
              {formatMoney(w.fee, 'NGN')}
            </ListCardField>
            {w.failure_reason && <ListCardField label="Reason">{w.failure_reason}</ListCardField>}
            <ListCardField label="Reference" className="font-mono text-xs">
              {w.reference}
            </ListCardField>
            <ListCardField label="Date">{formatLagosDateTime(w.created_at)}</ListCardField>
          </ListCardFields>
          {w.status === 'pending' && (
            <ListCardActions>
              <ProcessButton withdrawal={w} onProcess={onProcess} />
            </ListCardActions>
          )}
        </ListCard>
      ))}
    </CardList>
  );
}
