import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expect, fundWallet, test } from './fixtures.ts';
import { REJECTION_REASON, seedNotifications, unreadCount } from './notifications-helpers.ts';

// The inbox the bell opens. At 390x844, where the bell is in the phone's top bar too;
// the layout at 1440 is in notifications.shots.ts and no-sideways-scroll.spec.ts.
test.use({ viewport: { width: 390, height: 844 } });

const items = (page: Page) => page.getByTestId('notification');
/** The "New" marks of the unread ones. */
const newMarks = (page: Page) => items(page).getByText('New', { exact: true });

test('the bell opens the inbox: a KYC decision with its reason, unread until the user leaves', async ({
  page,
  account,
  browser,
}) => {
  expect(account.email).toBeTruthy();
  await seedNotifications(page, browser, { kyc: true });
  await fundWallet(page.request, 'NGN', 250_000);

  await page.goto('/dashboard');
  const bell = page.getByRole('link', { name: 'Notifications, 2 unread' });
  await expect(bell).toBeVisible();
  await expect(page.getByTestId('unread-badge')).toHaveText('2');
  await bell.click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();

  // Newest first: the card payment, then the decision; both marked new on this visit.
  await expect(items(page)).toHaveCount(2);
  await expect(items(page).first()).toContainText('₦2,500.00 received');
  const kyc = items(page).nth(1);
  await expect(kyc).toContainText('Identity verification rejected');
  await expect(kyc).toContainText(`Reason: ${REJECTION_REASON}`);
  await expect(kyc.locator('time')).toHaveText(/^\d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/);
  await expect(newMarks(page)).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeVisible();
  // Opening the page cleared nothing: the server still counts both.
  await page.waitForLoadState('networkidle');
  expect(await unreadCount(page)).toBe(2);
  await expectNoAxeViolations(page);

  // The decision links to the profile, where the KYC form is; leaving marks them read.
  await kyc.getByRole('link').click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect.poll(() => unreadCount(page)).toBe(0);
  await expect(page.getByTestId('unread-badge')).toHaveCount(0);

  await page.getByRole('link', { name: 'Notifications' }).click();
  await expect(items(page)).toHaveCount(2);
  await expect(newMarks(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);

  // A payment links to the transactions list, searched down to it.
  await items(page).first().getByRole('link').click();
  await expect(page).toHaveURL(/\/transactions\?q=/);
  await expect(page.getByTestId('transaction-row')).toHaveCount(1);
  await expect(page.getByTestId('transaction-row')).toContainText('+₦2,500.00');
});

test('an empty inbox; "Mark all as read"; "Load more" pages through the rest', async ({
  page,
  account,
  browser,
}) => {
  expect(account.email).toBeTruthy();
  await page.goto('/notifications');
  await expect(page.getByText('No notifications yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);

  // 12 admin credits: each is a ledger entry and a notice, 24 notifications (a page is 20).
  await seedNotifications(page, browser, { kyc: false, credits: 12 });
  await page.reload();
  await expect(items(page)).toHaveCount(20);
  await expect(items(page).first()).toContainText('Wallet credited');
  await expect(items(page).first()).toContainText('₦100.11');
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(items(page)).toHaveCount(24);
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  await expect(items(page).last()).toContainText('₦100.00');
  const ids = await items(page).evaluateAll((els) => els.map((el) => el.textContent));
  expect(new Set(ids).size).toBe(24);
  await expect(newMarks(page)).toHaveCount(24);

  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(newMarks(page)).toHaveCount(0);
  await expect(page.getByTestId('unread-badge')).toHaveCount(0);
  expect(await unreadCount(page)).toBe(0);
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
});
