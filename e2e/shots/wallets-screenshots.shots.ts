// Not part of the test run: `npm run shots` takes the screenshots (playwright.shots.config.ts).
// Saves the wallets, transactions, history and cards
// screens at phone and desktop sizes for a person to look at.
import type { Page } from '@playwright/test';
import { convertFunds, expect, fundWallet, test } from '../fixtures.ts';

const DIR = process.env.SHOTS_DIR ?? '/tmp/shots';
const SIZES = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

for (const viewport of SIZES) {
  test.describe(`${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });
    const shot = async (page: Page, name: string, fullPage = true) => {
      await page.waitForTimeout(500); // let toasts, charts and transitions settle
      await page.screenshot({ path: `${DIR}/${name}-${viewport.width}.png`, fullPage });
    };

    test('empty money pages', async ({ page, account }) => {
      expect(account.email).toBeTruthy();
      await page.goto('/wallets');
      await expect(page.getByText('No transactions yet')).toBeVisible();
      await shot(page, 'wallets-empty');
      await page.goto('/transactions');
      await expect(page.getByText('No transactions found')).toBeVisible();
      await shot(page, 'transactions-empty');
      await page.goto('/history');
      await expect(page.getByText('No history yet')).toBeVisible();
      await shot(page, 'history-empty');
    });

    test('money pages with data', async ({ page, account }) => {
      expect(account.email).toBeTruthy();
      await fundWallet(page.request, 'NGN', 5_000_000);
      await convertFunds(page.request, 'NGN', 'USD', 1_000_000);
      await convertFunds(page.request, 'NGN', 'CNY', 250_000);
      await convertFunds(page.request, 'USD', 'NGN', 100);

      await page.goto('/wallets');
      await expect(page.getByRole('list', { name: 'Recent NGN transactions' })).toBeVisible();
      await shot(page, 'wallets');
      await page.getByRole('button', { name: 'Hide Balances' }).click();
      await shot(page, 'wallets-hidden', false);
      await page.getByRole('button', { name: 'Show Balances' }).click();
      await page.getByRole('button', { name: 'Convert' }).click();
      await page.getByLabel('Amount (NGN)').fill('1,000.50');
      await shot(page, 'wallets-convert', false);
      await page.getByRole('button', { name: 'Review Conversion' }).click();
      await shot(page, 'wallets-convert-review', false);
      await page.getByRole('button', { name: 'Confirm Conversion' }).click();
      await expect(page.getByText('Conversion successful')).toBeVisible();
      await shot(page, 'wallets-converted', false);
      if (viewport.width > 800) {
        await page.getByRole('button', { name: 'Add Wallet' }).click();
        await shot(page, 'wallets-add', false);
        await page.getByRole('button', { name: 'Got it' }).click();
      }
      await page.getByRole('button', { name: 'Top Up' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shot(page, 'wallets-topup', false);

      await page.goto('/transactions');
      await expect(page.getByTestId('transaction-row').first()).toBeVisible();
      await shot(page, 'transactions');

      await page.goto('/history');
      await expect(page.locator('.recharts-wrapper')).toBeVisible();
      await shot(page, 'history-monthly');
      await page.getByRole('tab', { name: 'Yearly' }).click();
      await expect(page.getByText(/Summary$/)).toBeVisible();
      await shot(page, 'history-yearly');

      await page.goto('/cards');
      await page.getByRole('switch').nth(1).click();
      await shot(page, 'cards');
    });
  });
}
