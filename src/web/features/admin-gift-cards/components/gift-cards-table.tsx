import { formatLagosShortDate } from '#shared/lagos-time.ts';
import { formatMoney } from '#shared/money.ts';
import type { GiftCard } from '#shared/schemas/gift-cards.ts';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#web/components/ui/table.tsx';
import { CopyCodeButton } from './copy-code-button.tsx';
import { GiftCardStatusBadge } from './gift-card-status-badge.tsx';
import { useCopyCode } from './use-copy-code.ts';

/** The cards, one row each (wide screens; phones get GiftCardCards). */
export function GiftCardsTable({ cards }: { cards: GiftCard[] }) {
  const { copied, copy } = useCopyCode();
  return (
    <Table aria-label="Gift cards">
      <TableHeader>
        <TableRow>
          <TableHead>Code</TableHead>
          <TableHead>Amount</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Created</TableHead>
          <TableHead>Expires</TableHead>
          <TableHead>Used By</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {cards.map((card) => (
          <TableRow key={card.id}>
            <TableCell className="font-mono font-medium tracking-wide">{card.code}</TableCell>
            <TableCell className="tabular-nums">
              {formatMoney(card.amount, card.currency)}
            </TableCell>
            <TableCell>
              <GiftCardStatusBadge status={card.status} />
            </TableCell>
            <TableCell>{formatLagosShortDate(card.created_at)}</TableCell>
            <TableCell>{formatLagosShortDate(card.expires_at)}</TableCell>
            <TableCell>{card.used_by ? 'Used' : 'Available'}</TableCell>
            <TableCell className="text-right">
              <CopyCodeButton code={card.code} copied={copied === card.code} onCopy={copy} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
