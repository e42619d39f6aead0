import { formatLagosShortDate } from '#shared/lagos-time.ts';
import { formatMoney } from '#shared/money.ts';
import type { GiftCard } from '#shared/schemas/gift-cards.ts';
import {
  CardList,
  ListCard,
  ListCardField,
  ListCardFields,
  ListCardTop,
} from '#web/components/responsive-list.tsx';
import { CopyCodeButton } from './copy-code-button.tsx';
import { GiftCardStatusBadge } from './gift-card-status-badge.tsx';
import { useCopyCode } from './use-copy-code.ts';

/** The gift cards on a phone: one card each, the code with its copy button, amount and status in view. */
export function GiftCardCards({ cards }: { cards: GiftCard[] }) {
  const { copied, copy } = useCopyCode();
  return (
    <CardList aria-label="Gift cards">
      {cards.map((card) => (
        <ListCard key={card.id}>
          <ListCardTop
            aside={
              <>
                <span className="font-semibold whitespace-nowrap tabular-nums">
                  {formatMoney(card.amount, card.currency)}
                </span>
                <GiftCardStatusBadge status={card.status} />
              </>
            }
          >
            <span className="flex items-center gap-1">
              <span className="min-w-0 font-mono font-medium tracking-wide">{card.code}</span>
              <CopyCodeButton code={card.code} copied={copied === card.code} onCopy={copy} />
            </span>
          </ListCardTop>
          <ListCardFields>
            <ListCardField label="Created">{formatLagosShortDate(card.created_at)}</ListCardField>
            <ListCardField label="Expires">{formatLagosShortDate(card.expires_at)}</ListCardField>
            <ListCardField label="Used By">{card.used_by ? 'Used' : 'Available'}</ListCardField>
          </ListCardFields>
        </ListCard>
      ))}
    </CardList>
  );
}
