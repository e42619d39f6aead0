// Not part of the test run: the notifications inbox (empty, unread, read) and the top bar's
// bell, at phone and desktop sizes.
import { expect, fundWallet, test } from './fixtures.ts';
import { seedNotifications } from './notifications-helpers.ts';
import { atEachSize } from './shots-helpers.ts';

atEachSize(
  (shot) => {
    test('notifications inbox', async ({ page, account, browser }) => {
      expect(account.email).toBeTruthy();
      await page.goto('/notifications');
      await expect(page.getByText('No notifications yet')).toBeVisible();
      await shot(page, 'notifications-empty');

      await seedNotifications(page, browser, { kyc: true, credits: 11 });
      await fundWallet(page.request, 'NGN', 250_000);
      await page.goto('/dashboard');
      await expect(page.getByTestId('unread-badge')).toHaveText('24');
      await shot(page, 'notifications-bell');
      await page.getByRole('link', { name: /^Notifications/ }).click();
      await expect(page.getByTestId('notification')).toHaveCount(20);
      await shot(page, 'notifications-unread');
      await page.getByRole('button', { name: 'Load more' }).click();
      await expect(page.getByTestId('notification')).toHaveCount(24);
      await page.getByRole('button', { name: 'Mark all as read' }).click();
      await expect(page.getByText('New', { exact: true })).toHaveCount(0);
      await shot(page, 'notifications-read');
    });
  },
  { settle: 0 },
);
