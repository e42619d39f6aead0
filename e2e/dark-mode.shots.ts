// Not part of the test run: every main screen in the dark theme (the system's, emulated), the
// customer's and the back office's, at phone and desktop sizes, for a person to look at
// (`npx playwright test -c playwright.shots.config.ts e2e/dark-mode.shots.ts`). Named dark-*.
import type { Page } from '@playwright/test';
import {
  convertFunds,
  createSignedInUser,
  expect,
  fundWallet,
  makeAdmin,
  test,
} from './fixtures.ts';
import { atEachSize, type Shot } from './shots-helpers.ts';

test.use({ colorScheme: 'dark' });

/** Opens `path`, waits for its main heading and for nothing loading, and saves it as `name`. */
async function visit(page: Page, shot: Shot, path: string, name: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await shot(page, `dark-${name}`);
}

atEachSize((shot) => {
  test('signed-out screens', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Create Account' })).toBeVisible();
    await expect(page.locator('html')).toHaveClass(/dark/);
    await shot(page, 'dark-landing');
    await page.goto('/auth');
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    await shot(page, 'dark-auth');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await shot(page, 'dark-auth-invalid');
    await page.getByRole('button', { name: "Don't have an account yet? Sign Up" }).click();
    await shot(page, 'dark-auth-signup');
    await visit(page, shot, '/no-such-page', 'not-found');
    // What the service worker answers a page load with offline (e2e/installable.spec.ts), as is.
    await page.goto('/offline.html');
    await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();
    await shot(page, 'dark-offline');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload();
    await shot(page, 'light-offline');
  });

  test('customer screens', async ({ page }) => {
    test.setTimeout(300_000);
    await createSignedInUser(page);
    await fundWallet(page.request, 'NGN', 5_000_000);
    await convertFunds(page.request, 'NGN', 'USD', 1_000_000);
    await convertFunds(page.request, 'NGN', 'CNY', 500_000);
    await page.goto('/dashboard');
    await expect(page.getByTestId('balance')).toBeVisible();
    await expect(page.getByText('Completed').first()).toBeVisible();
    await shot(page, 'dark-dashboard');
    await page.getByRole('button', { name: 'Exchange rates' }).click();
    await expect(page.getByTestId('rate-USD')).toBeVisible();
    await shot(page, 'dark-rates-dialog', false);
    await page.keyboard.press('Escape');

    const pages: [string, string][] = [
      ['/wallets', 'wallets'],
      ['/transactions', 'transactions'],
      ['/history', 'history'],
      ['/cards', 'cards'],
      ['/fund-wallet', 'fund-wallet'],
      ['/withdraw', 'withdraw'],
      ['/pay-bills', 'pay-bills'],
      ['/airtime-to-cash', 'airtime-to-cash'],
      ['/buy-rmb', 'buy-rmb'],
      ['/virtual-card', 'virtual-card'],
      ['/loans', 'loans'],
      ['/notifications', 'notifications'],
      ['/profile', 'profile'],
      ['/settings', 'settings'],
      ['/help', 'help'],
    ];
    for (const [path, name] of pages) await visit(page, shot, path, name);

    await page.goto('/wallets');
    await page.getByRole('button', { name: 'Convert', exact: true }).click();
    await page.getByLabel('Amount (NGN)').fill('100');
    await expect(page.getByTestId('convert-preview')).toBeVisible();
    await shot(page, 'dark-convert-dialog', false);
    await page.keyboard.press('Escape');

    // The theme switch up close, in dark and once Light is chosen (the system still dark).
    await page.goto('/settings');
    const theme = page.getByRole('radiogroup', { name: 'Theme' });
    await theme.scrollIntoViewIfNeeded();
    await shot(page, 'dark-settings-theme', false);
    await theme.getByText('Light', { exact: true }).click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await shot(page, 'light-settings-theme', false);
  });

  test('back office screens', async ({ page }) => {
    test.setTimeout(300_000);
    const account = await createSignedInUser(page);
    await makeAdmin(page.request, account.email);
    await fundWallet(page.request, 'NGN', 2_000_000);
    await convertFunds(page.request, 'NGN', 'USD', 500_000);
    await visit(page, shot, '/olorioko001', 'admin-dashboard');
    const pages: [string, string][] = [
      ['/olorioko001/users', 'admin-users'],
      ['/olorioko001/wallets', 'admin-wallets'],
      ['/olorioko001/wallet-transactions', 'admin-transactions'],
      ['/olorioko001/approvals', 'admin-approvals'],
      ['/olorioko001/withdrawals', 'admin-withdrawals'],
      ['/olorioko001/bills', 'admin-bills'],
      ['/olorioko001/rates', 'admin-rates'],
      ['/olorioko001/loans', 'admin-loans'],
      ['/olorioko001/reconciliation', 'admin-reconciliation'],
      ['/olorioko001/audit-log', 'admin-audit'],
      ['/olorioko001/security', 'admin-security'],
    ];
    for (const [path, name] of pages) await visit(page, shot, path, name);
    const me = (await (await page.request.get('/api/me')).json()) as { id: string };
    await page.goto(`/olorioko001/customers/${me.id}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await shot(page, 'dark-admin-customer');
  });
});
