import type { NotificationRow } from './notifications.queries.ts';

/** Where a notice of each kind (or kind prefix) takes its reader. */
const BY_KIND: [prefix: string, path: string][] = [
  ['kyc_', '/profile'],
  ['loan_', '/loans'],
  ['withdrawal', '/withdraw'],
  ['bill', '/pay-bills'],
  ['rmb', '/buy-rmb'],
  ['airtime_cash', '/airtime-transactions'],
  ['admin_', '/transactions'],
  ['account_deactivated', '/help'],
  ['held_deposit', '/settings#limits'],
  ['bank_account', '/fund-wallet'],
];

/** The longest text the transactions search takes (TransactionsQuerySchema's q). */
const SEARCH_MAX = 100;

/**
 * The app path a notification is about. A credit or debit opens the
 * transactions list searched for its own description (the search matches
 * descriptions), so the entry is on top.
 */
export function notificationLink(r: NotificationRow): string | null {
  if (r.kind === 'transaction') {
    const q = r.description?.trim();
    return q && q.length <= SEARCH_MAX
      ? `/transactions?${new URLSearchParams({ q })}`
      : '/transactions';
  }
  const hit = BY_KIND.find(([prefix]) => r.kind.startsWith(prefix));
  if (hit) return hit[1];
  return r.transaction_id ? '/transactions' : null;
}
