import { expectNoAxeViolations } from './axe.ts';
import { convertFunds, createSignedInAdmin, expect, fundWallet, test } from './fixtures.ts';

test.use({ viewport: { width: 1440, height: 900 } });

test('stat cards, recent rows and the analytics tab', async ({ page }) => {
  // An administrator whose own wallets moved money, so the lists and the chart have rows.
  const account = await createSignedInAdmin(page);
  await fundWallet(page.request, 'NGN', 5_000_000);
  await convertFunds(page.request, 'NGN', 'USD', 500_000);

  await page.goto('/olorioko001');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  for (const label of ['Total Users', 'Total Transactions', 'Total Revenue', 'Active Users'])
    await expect(page.getByText(label, { exact: true })).toBeVisible();

  const users = page.getByRole('heading', { name: 'Recent Users' }).locator('../..');
  await expect(users.getByText(account.email)).toBeVisible();
  const transactions = page.getByRole('heading', { name: 'Recent Transactions' }).locator('../..');
  // The list is everyone's newest few, and other workers' specs post at the same time: a fresh
  // conversion, then a fresh read, until ours is among them. A conversion shows what left the
  // wallet: the naira.
  await expect(async () => {
    await convertFunds(page.request, 'NGN', 'USD', 500_000);
    await page.reload();
    await expect(transactions.getByText('Conversion').first()).toBeVisible({ timeout: 3_000 });
    await expect(transactions.getByText('₦5,000.00').first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
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
});

test('Refresh asks the server again; settings shows the dashboard; Logout closes it', async ({
  page,
}) => {
  await createSignedInAdmin(page);
  await page.goto('/olorioko001');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();

  const again = page.waitForResponse((r) => r.url().endsWith('/api/admin/stats'));
  await page.getByRole('button', { name: 'Refresh' }).click();
  expect((await again).status()).toBe(200);

  // Reports and settings show the same screen.
  await page.goto('/olorioko001/settings');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/olorioko001');
  await expect(page).toHaveURL(/\/$/);
});
