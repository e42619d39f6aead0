import {
  ArrowDownLeftIcon,
  ArrowLeftRightIcon,
  ArrowUpRightIcon,
  BanknoteIcon,
  CircleDollarSignIcon,
  GlobeIcon,
  LandmarkIcon,
  type LucideIcon,
  ReceiptIcon,
  RefreshCwIcon,
  ShieldCheckIcon,
  ShoppingBagIcon,
  SmartphoneIcon,
  TvIcon,
  Undo2Icon,
  WalletIcon,
  WifiIcon,
  ZapIcon,
} from 'lucide-react';
import { cn } from '#web/lib/cn.ts';

const ICONS: Record<string, LucideIcon> = {
  airtime: SmartphoneIcon,
  data: WifiIcon,
  bills: ReceiptIcon,
  bills_payment: ReceiptIcon,
  electricity: ZapIcon,
  cable: TvIcon,
  shopping: ShoppingBagIcon,
  'online purchase': GlobeIcon,
  transfer: ArrowLeftRightIcon,
  deposit: ArrowDownLeftIcon,
  funding: WalletIcon,
  withdrawal: ArrowUpRightIcon,
  conversion: RefreshCwIcon,
  refund: Undo2Icon,
  rmb: BanknoteIcon,
  airtime_to_cash: SmartphoneIcon,
  loan: LandmarkIcon,
  admin_operation: ShieldCheckIcon,
};

/** A round icon for the transaction's category, green for money in and red for money out. */
export function CategoryIcon({
  category,
  credit,
  className,
}: {
  category: string;
  credit: boolean;
  className?: string;
}) {
  const Icon = ICONS[category.toLowerCase()] ?? CircleDollarSignIcon;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid size-10 shrink-0 place-items-center rounded-full',
        credit ? 'bg-green-100 text-green-700' : 'bg-red-50 text-red-600',
        className,
      )}
    >
      <Icon className="size-5" />
    </span>
  );
}
