import {
  ArrowUpRightIcon,
  BanknoteIcon,
  CreditCardIcon,
  type LucideIcon,
  PlusIcon,
  SmartphoneIcon,
  TvIcon,
  WifiIcon,
  ZapIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '#web/lib/cn.ts';

interface Action {
  label: string;
  icon: LucideIcon;
  tone: string;
  to?: string;
}

// Eight tiles; Fund Wallet opens the fund dialog, the rest are pages.
const ACTIONS: Action[] = [
  { label: 'Fund Wallet', icon: PlusIcon, tone: 'bg-emerald-100 text-emerald-700' },
  { label: 'Withdraw', icon: ArrowUpRightIcon, tone: 'bg-sky-100 text-sky-700', to: '/withdraw' },
  {
    label: 'Airtime',
    icon: SmartphoneIcon,
    tone: 'bg-violet-100 text-violet-700',
    to: '/pay-bills?service=airtime',
  },
  {
    label: 'Data',
    icon: WifiIcon,
    tone: 'bg-blue-100 text-blue-700',
    to: '/pay-bills?service=data',
  },
  {
    label: 'Electricity',
    icon: ZapIcon,
    tone: 'bg-amber-100 text-amber-700',
    to: '/pay-bills?service=electricity',
  },
  {
    label: 'Cable TV',
    icon: TvIcon,
    tone: 'bg-rose-100 text-rose-700',
    to: '/pay-bills?service=cable',
  },
  {
    label: 'Card2Cash',
    icon: BanknoteIcon,
    tone: 'bg-teal-100 text-teal-700',
    to: '/airtime-to-cash',
  },
  {
    label: 'Virtual Card',
    icon: CreditCardIcon,
    tone: 'bg-indigo-100 text-indigo-700',
    to: '/virtual-card',
  },
];

const TILE =
  'flex flex-col items-center gap-2 rounded-xl p-2 py-3 text-center text-xs font-medium transition-colors outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:text-sm';

export function QuickActions({ onFund }: { onFund: () => void }) {
  return (
    <section
      aria-labelledby="quick-actions-heading"
      className="rounded-2xl border bg-card p-5 shadow-sm"
    >
      <h2 id="quick-actions-heading" className="text-lg font-semibold">
        Quick Actions
      </h2>
      <ul className="mt-3 grid grid-cols-4 gap-1 sm:gap-2">
        {ACTIONS.map(({ label, icon: Icon, tone, to }) => {
          const inner = (
            <>
              <span className={cn('grid size-12 place-items-center rounded-2xl', tone)}>
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="leading-tight">{label}</span>
            </>
          );
          return (
            <li key={label} className="flex">
              {to ? (
                <Link to={to} className={cn(TILE, 'w-full')}>
                  {inner}
                </Link>
              ) : (
                <button type="button" onClick={onFund} className={cn(TILE, 'w-full')}>
                  {inner}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
