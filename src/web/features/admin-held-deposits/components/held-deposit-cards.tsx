import { formatLagosDateTime } from '#shared/lagos-time.ts';
import { formatMoney } from '#shared/money.ts';
import type { AdminHeldDeposit } from '#shared/schemas/bank-accounts.ts';
import { CustomerLink } from '#web/components/customer-link.tsx';
import {
  CardList,
  ListCard,
  ListCardActions,
  ListCardField,
  ListCardFields,
  ListCardTop,
} from '#web/components/responsive-list.tsx';
import { SOURCE_LABELS } from '../lib/format.ts';
import { HeldDepositActions } from './held-deposit-actions.tsx';
import { HeldOutcome } from './held-outcome.tsx';

interface Props {
  deposits: AdminHeldDeposit[];
  currentUserId: string | undefined;
}

/** The held deposits on a phone: one card each, so Release and Return never hide off-screen. */
export function HeldDepositCards({ deposits, currentUserId }: Props) {
  return (
    <CardList aria-labelledby="admin-held-title">
      {deposits.map((d) => (
        <ListCard key={d.id}>
          <ListCardTop
            aside={
              <span className="font-semibold whitespace-nowrap tabular-nums">
                {formatMoney(d.amount, d.currency)}
              </span>
            }
          >
            <span className="font-medium">
              <CustomerLink userId={d.user_id}>{d.user_name || 'No Name'}</CustomerLink>
            </span>
            <span className="text-xs text-muted-foreground">{d.user_email}</span>
            {d.user_id === currentUserId && (
              <span className="text-xs text-muted-foreground">You</span>
            )}
          </ListCardTop>
          <ListCardFields>
            <ListCardField label="Status">
              <HeldOutcome deposit={d} />
            </ListCardField>
            <ListCardField label="Source">{SOURCE_LABELS[d.source]}</ListCardField>
            <ListCardField label="Sender">{d.sender_name || 'Unknown'}</ListCardField>
            <ListCardField label="Reference" className="font-mono text-xs">
              {d.source_reference}
            </ListCardField>
            <ListCardField label="Date">{formatLagosDateTime(d.created_at)}</ListCardField>
          </ListCardFields>
          {d.status === 'held' && (
            <ListCardActions>
              <HeldDepositActions deposit={d} isSelf={d.user_id === currentUserId} />
            </ListCardActions>
          )}
        </ListCard>
      ))}
    </CardList>
  );
}
