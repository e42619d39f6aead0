import {
  ArrowLeftRightIcon,
  BadgeCheckIcon,
  CoinsIcon,
  GiftIcon,
  HandCoinsIcon,
  HourglassIcon,
  LandmarkIcon,
  LayoutDashboardIcon,
  type LucideIcon,
  PercentIcon,
  PhoneIncomingIcon,
  ReceiptTextIcon,
  ScaleIcon,
  ScrollTextIcon,
  ShieldCheckIcon,
  UsersIcon,
  WalletIcon,
} from 'lucide-react';

export const ADMIN_ROOT = '/olorioko001';

export interface AdminNavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Other paths that show this screen (the dashboard's reports and settings). */
  aliases?: readonly string[];
  /** A count shown beside the label: what waits there. */
  count?: 'approvals';
}

/** The back-office screens that exist; the others join when they are built. */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  {
    to: ADMIN_ROOT,
    label: 'Dashboard',
    icon: LayoutDashboardIcon,
    aliases: [`${ADMIN_ROOT}/reports`, `${ADMIN_ROOT}/settings`],
  },
  {
    to: `${ADMIN_ROOT}/approvals`,
    label: 'Approvals',
    icon: BadgeCheckIcon,
    count: 'approvals',
  },
  { to: `${ADMIN_ROOT}/users`, label: 'Users', icon: UsersIcon },
  { to: `${ADMIN_ROOT}/wallets`, label: 'Wallet Management', icon: WalletIcon },
  {
    to: `${ADMIN_ROOT}/wallet-transactions`,
    label: 'Wallet Transactions',
    icon: ArrowLeftRightIcon,
  },
  { to: `${ADMIN_ROOT}/gift-cards`, label: 'Gift Cards', icon: GiftIcon },
  { to: `${ADMIN_ROOT}/airtime-cash`, label: 'Airtime to Cash', icon: PhoneIncomingIcon },
  { to: `${ADMIN_ROOT}/bills`, label: 'Bills', icon: ReceiptTextIcon },
  { to: `${ADMIN_ROOT}/withdrawals`, label: 'Withdrawals', icon: LandmarkIcon },
  { to: `${ADMIN_ROOT}/held-deposits`, label: 'Held Deposits', icon: HourglassIcon },
  { to: `${ADMIN_ROOT}/rmb`, label: 'RMB', icon: CoinsIcon },
  { to: `${ADMIN_ROOT}/loans`, label: 'Loans', icon: HandCoinsIcon },
  { to: `${ADMIN_ROOT}/rates`, label: 'Rates', icon: PercentIcon },
  { to: `${ADMIN_ROOT}/reconciliation`, label: 'Reconciliation', icon: ScaleIcon },
  { to: `${ADMIN_ROOT}/audit-log`, label: 'Audit Log', icon: ScrollTextIcon },
  { to: `${ADMIN_ROOT}/security`, label: 'Security', icon: ShieldCheckIcon },
];

/** Exact match (a trailing slash ignored), or one of the item's aliases. */
export function isCurrent(item: AdminNavItem, pathname: string) {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return path === item.to || (item.aliases?.includes(path) ?? false);
}
