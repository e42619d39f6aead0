import {
  HandCoinsIcon,
  HistoryIcon,
  HouseIcon,
  type LucideIcon,
  ReceiptIcon,
  ShieldIcon,
  WalletIcon,
} from 'lucide-react';
import { RmbIcon } from '#web/components/rmb-icon.tsx';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon | typeof RmbIcon;
}

const HOME: NavItem = { to: '/dashboard', label: 'Home', icon: HouseIcon };
const WALLETS: NavItem = { to: '/wallets', label: 'Wallets', icon: WalletIcon };
const LOANS: NavItem = { to: '/loans', label: 'Loans', icon: HandCoinsIcon };
const BUY_RMB: NavItem = { to: '/buy-rmb', label: 'Buy RMB', icon: RmbIcon };
const BILLS: NavItem = { to: '/pay-bills', label: 'Bills', icon: ReceiptIcon };
// /transactions is labelled History in the navigation.
const HISTORY: NavItem = { to: '/transactions', label: 'History', icon: HistoryIcon };

/** The desktop pill; at medium widths only the first 5 show. */
export const DESKTOP_NAV = [HOME, WALLETS, LOANS, BUY_RMB, BILLS, HISTORY] as const;
/** The mobile bottom bar, plus Admin for admins. */
export const MOBILE_NAV = [HOME, WALLETS, LOANS, BUY_RMB, HISTORY] as const;
export const ADMIN_NAV: NavItem = { to: '/olorioko001', label: 'Admin', icon: ShieldIcon };

/** The active item is matched by exact path; / also counts as Home. */
export function isActive(item: NavItem, pathname: string) {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return path === item.to || (item === HOME && path === '/');
}
