import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import {
  convertFunds,
  createSignedInUser,
  expect,
  fundWallet,
  makeAdmin,
  test,
} from './fixtures.ts';

/** An administrator whose own wallets moved money, so the lists and the chart have rows. */
async function adminWithActivity(page: Page) {
  const account = await createSignedInUser(page);
  await makeAdmin(page.request, account.email);
  await fundWallet(page.request, 'NGN', 2_000_000);
  await convertFunds(page.request, 'NGN', 'USD', 500_000);
  return account;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('the dashboard: stat cards, recent rows, both tabs, Refresh and Logout', async ({
      page,
    }) => {
      const account = await adminWithActivity(page);
      await page.goto('/olorioko001');
      await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
      for (const label of ['Total Users', 'Total Transactions', 'Total Revenue', 'Active Users'])
        await expect(page.getByText(label, { exact: true })).toBeVisible();

      const users = page.getByRole('heading', { name: 'Recent Users' }).locator('../..');
      await expect(users.getByText(account.email)).toBeVisible();
      const transactions = page
        .getByRole('heading', { name: 'Recent Transactions' })
        .locator('../..');
      await expect(transactions.getByText('Conversion').first()).toBeVisible();
      // A conversion shows what left the wallet: the naira.
      await expect(transactions.getByText('₦5,000.00').first()).toBeVisible();
      await expectNoAxeViolations(page);

      await page.getByRole('tab', { name: 'Analytics' }).click();
      await expect(page.getByRole('tab', { name: 'Analytics' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      for (const label of ['NGN Revenue', 'USD Revenue', 'CNY Revenue', 'Inactive Users'])
        await expect(page.getByText(label, { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Last 30 Days' })).toBeVisible();
      await expect(page.locator('.recharts-surface').first()).toBeVisible();
      await page.getByRole('button', { name: 'USD', exact: true }).click();
      await expect(page.getByRole('button', { name: 'USD', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(page.getByText(/\$[\d,]+\.\d\d moved/)).toBeVisible();
      await expect(page.getByText('KYC Reviews')).toBeVisible();
      await expectNoAxeViolations(page);

      // Refresh asks the server again.
      const again = page.waitForResponse((r) => r.url().endsWith('/api/admin/stats'));
      await page.getByRole('button', { name: 'Refresh' }).click();
      expect((await again).status()).toBe(200);

      // The spec's reports and settings show the same screen.
      await page.goto('/olorioko001/settings');
      await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

      await page.getByRole('button', { name: 'Logout' }).click();
      await expect(page).toHaveURL(/\/$/);
      await page.goto('/olorioko001');
      await expect(page).toHaveURL(/\/$/);
    });
  });
}
