import { type LucideIcon, SmartphoneIcon, TvIcon, WifiIcon, ZapIcon } from 'lucide-react';
import { formatLagosDateTime } from '#shared/lagos-time.ts';
import { formatMoney } from '#shared/money.ts';
import type { Bill } from '#shared/schemas/bills.ts';
import type { BillService } from '#shared/schemas/bills-options.ts';
import { BillStatusBadge } from './bill-status-badge.tsx';

const ICONS: Record<BillService, LucideIcon> = {
  airtime: SmartphoneIcon,
  data: WifiIcon,
  electricity: ZapIcon,
  cable: TvIcon,
};

/** One bill in Recent Transactions; opens its detail. */
export function BillRow({ bill, onOpen }: { bill: Bill; onOpen: (id: string) => void }) {
  const Icon = ICONS[bill.service];
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(bill.id)}
        className="flex w-full items-center gap-3 rounded-lg px-2 py-3 text-left transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-muted">
          <Icon className="size-5 text-muted-foreground" aria-hidden="true" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-medium">{bill.title}</span>
          <span className="block text-xs text-muted-foreground">
            {formatLagosDateTime(bill.created_at)}
          </span>
        </span>
        <span className="flex shrink-0 flex-col items-end gap-1">
          <span className="text-sm font-semibold">{formatMoney(bill.amount, 'NGN')}</span>
          <BillStatusBadge status={bill.status} />
        </span>
      </button>
    </li>
  );
}
