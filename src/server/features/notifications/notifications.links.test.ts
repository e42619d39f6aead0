import { describe, expect, it } from 'vitest';
import { notificationLink } from './notifications.links.ts';
import type { NotificationRow } from './notifications.queries.ts';

const notice = (kind: string) =>
  ({ kind, description: null, transaction_id: null }) as unknown as NotificationRow;

describe('notificationLink', () => {
  it('takes a held deposit to the limits card and a new account number to Fund Wallet', () => {
    expect(notificationLink(notice('held_deposit'))).toBe('/settings#limits');
    expect(notificationLink(notice('bank_account'))).toBe('/fund-wallet');
  });
});
