// axe-core on the money pages (wallets, transactions, history, cards) and their
// dialogs, at phone and desktop sizes: no serious or critical violations.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { convertFunds, expect, fundWallet, test } from './fixtures.ts';

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`money pages at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('/wallets and its dialogs', async ({ page, account }) => {
      expect(account.email).toBeTruthy();
      await fundWallet(page.request, 'NGN', 500_000);
      await page.goto('/wallets');
      await expect(page.getByRole('list', { name: 'Recent NGN transactions' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Hide Balances' }).click();
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Convert' }).click();
      await page.getByLabel('Amount (NGN)').fill('100');
      await expect(page.getByTestId('convert-preview')).toBeVisible();
      // The button fades in once the rate is in; check it after the fade.
      await expect(page.getByRole('button', { name: 'Review Conversion' })).toHaveCSS(
        'opacity',
        '1',
      );
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Review Conversion' }).click();
      await expect(page.getByRole('button', { name: 'Confirm Conversion' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');

      if (viewport.width > 800) {
        await page.getByRole('button', { name: 'Add Wallet' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
      }
    });

    test('/transactions, with rows and empty', async ({ page, account }) => {
      expect(account.email).toBeTruthy();
      await page.goto('/transactions');
      await expect(page.getByText('No transactions found')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await fundWallet(page.request, 'NGN', 500_000);
      await convertFunds(page.request, 'NGN', 'USD', 100_000);
      await page.reload();
      await expect(page.getByTestId('transaction-row')).toHaveCount(3);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('/history, monthly and yearly', async ({ page, account }) => {
      expect(account.email).toBeTruthy();
      await page.goto('/history');
      await expect(page.getByText('No history yet')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await fundWallet(page.request, 'NGN', 500_000);
      await convertFunds(page.request, 'NGN', 'USD', 100_000);
      await page.reload();
      await expect(page.locator('.recharts-wrapper')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('tab', { name: 'Yearly' }).click();
      await expect(page.getByText(/ Summary$/)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('/cards', async ({ page, account }) => {
      expect(account.email).toBeTruthy();
      await page.goto('/cards');
      await expect(page.getByRole('switch')).toHaveCount(3);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('switch').first().click();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
