// axe-core on the money pages (wallets, transactions, history, cards) and their
// dialogs, at phone and desktop sizes, in the light and the dark theme: no axe violations.
import { expectNoAxeViolationsInBothThemes } from './axe.ts';
import { convertFunds, expect, fundWallet, test } from './fixtures.ts';

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`money pages at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });
    // Every check runs twice, once a theme.
    test.describe.configure({ timeout: 180_000 });

    test('/wallets and its dialogs', async ({ page, account }) => {
      expect(account.email).toBeTruthy();
      await fundWallet(page.request, 'NGN', 500_000);
      await page.goto('/wallets');
      await expect(page.getByRole('list', { name: 'Recent NGN transactions' })).toBeVisible();
      // One check for the page: hiding the balances only puts dots in place of the figures.
      await expectNoAxeViolationsInBothThemes(page);

      await page.getByRole('button', { name: 'Convert' }).click();
      await page.getByLabel('Amount (NGN)').fill('100');
      await expect(page.getByTestId('convert-preview')).toBeVisible();
      // The button fades in once the rate is in; check it after the fade.
      await expect(page.getByRole('button', { name: 'Review Conversion' })).toHaveCSS(
        'opacity',
        '1',
      );
      await expectNoAxeViolationsInBothThemes(page);
      await page.getByRole('button', { name: 'Review Conversion' }).click();
      await expect(page.getByRole('button', { name: 'Confirm Conversion' })).toBeVisible();
      await expectNoAxeViolationsInBothThemes(page);
      await page.keyboard.press('Escape');

      if (viewport.width > 800) {
        await page.getByRole('button', { name: 'Add Wallet' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectNoAxeViolationsInBothThemes(page);
      }
    });

    test('/transactions, with rows and empty', async ({ page, account }) => {
      expect(account.email).toBeTruthy();
      await page.goto('/transactions');
      await expect(page.getByText('No transactions found')).toBeVisible();
      await expectNoAxeViolationsInBothThemes(page);

      await fundWallet(page.request, 'NGN', 500_000);
      await convertFunds(page.request, 'NGN', 'USD', 100_000);
      await page.reload();
      await expect(page.getByTestId('transaction-row')).toHaveCount(3);
      await expectNoAxeViolationsInBothThemes(page);
    });

    test('/history, monthly and yearly', async ({ page, account }) => {
      expect(account.email).toBeTruthy();
      await page.goto('/history');
      await expect(page.getByText('No history yet')).toBeVisible();
      await expectNoAxeViolationsInBothThemes(page);

      await fundWallet(page.request, 'NGN', 500_000);
      await convertFunds(page.request, 'NGN', 'USD', 100_000);
      await page.reload();
      await expect(page.locator('.recharts-wrapper')).toBeVisible();
      await expectNoAxeViolationsInBothThemes(page);
      await page.getByRole('tab', { name: 'Yearly' }).click();
      await expect(page.getByText(/ Summary$/)).toBeVisible();
      await expectNoAxeViolationsInBothThemes(page);
    });

    test('/cards', async ({ page, account }) => {
      expect(account.email).toBeTruthy();
      await page.goto('/cards');
      await expect(page.getByRole('switch')).toHaveCount(3);
      // One card locked, two still active: both states on screen for one check.
      await page.getByRole('switch').first().click();
      await expect(page.getByRole('switch').first()).not.toBeChecked();
      await expectNoAxeViolationsInBothThemes(page);
    });
  });
}
