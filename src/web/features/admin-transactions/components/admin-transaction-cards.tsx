import { formatLagosDateTimeUs } from '#shared/lagos-time.ts';
import { formatMoney } from '#shared/money.ts';
import type { AdminTransaction } from '#shared/schemas/admin-transactions.ts';
import { CustomerLink } from '#web/components/customer-link.tsx';
import {
  CardList,
  ListCard,
  ListCardField,
  ListCardFields,
  ListCardTop,
} from '#web/components/responsive-list.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { cn } from '#web/lib/cn.ts';
import { capitalise } from '../admin-format.ts';
import { STATUS_VARIANT } from './admin-transactions-table.tsx';

/** The entries on a phone: one card each, the amount and status beside who it was. */
export function AdminTransactionCards({ items }: { items: AdminTransaction[] }) {
  return (
    <CardList aria-labelledby="admin-tx-title">
      {items.map((t) => (
        <ListCard key={t.id}>
          <ListCardTop
            aside={
              <>
                <span
                  className={cn(
                    'font-semibold whitespace-nowrap tabular-nums',
                    t.amount > 0 ? 'text-green-700' : 'text-red-700',
                  )}
                >
                  {formatMoney(t.amount, t.currency, { signed: true })}
                </span>
                <Badge variant={STATUS_VARIANT[t.status] ?? 'muted'}>{capitalise(t.status)}</Badge>
              </>
            }
          >
            <span className="font-medium">
              <CustomerLink userId={t.user_id}>{t.user_name || 'No Name'}</CustomerLink>
            </span>
            <span className="text-xs text-muted-foreground">{t.user_email}</span>
          </ListCardTop>
          <ListCardFields>
            <ListCardField label="Date">{formatLagosDateTimeUs(t.created_at)}</ListCardField>
            <ListCardField label="Type">
              {t.type === 'credit' ? 'Credit' : 'Debit'} · {t.category.replaceAll('_', ' ')}
            </ListCardField>
            <ListCardField label="Balance After" className="tabular-nums">
              {formatMoney(t.balance_after, t.currency)}
            </ListCardField>
            <ListCardField label="Reference" className="font-mono text-xs">
              {t.reference}
            </ListCardField>
            {t.description && <ListCardField label="Description">{t.description}</ListCardField>}
          </ListCardFields>
        </ListCard>
      ))}
    </CardList>
  );
}
