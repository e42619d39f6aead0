import { expectNoAxeViolationsInBothThemes } from './axe.ts';
import { expect, fundWallet, test } from './fixtures.ts';

// Every check in the light and the dark theme. The signed-out landing page (/) is checked in
// a11y.spec.ts.

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`shell, dashboard and funding at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });
    // Every check runs twice, once a theme.
    test.describe.configure({ timeout: 180_000 });

    test('/dashboard with a transaction, and the rates dialog, have none', async ({
      page,
      account,
    }) => {
      expect(account.email).toBeTruthy();
      await fundWallet(page.request, 'NGN', 250_000);
      await page.goto('/dashboard');
      await expect(page.getByTestId('balance')).toHaveText('₦2,500.00');
      await expect(page.getByText('Completed')).toBeVisible();
      await expectNoAxeViolationsInBothThemes(page);

      await page.getByRole('button', { name: 'Exchange rates' }).click();
      await expect(page.getByTestId('rate-USD')).toBeVisible();
      await expectNoAxeViolationsInBothThemes(page);
    });

    test('the Fund Wallet dialog with its message, and the user menu, have none', async ({
      page,
      account,
    }) => {
      expect(account.email).toBeTruthy();
      await page.goto('/dashboard');
      await page
        .getByRole('region', { name: 'Quick Actions' })
        .getByRole('button', { name: 'Fund Wallet' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Fund Wallet' });
      await expect(dialog.getByRole('button', { name: 'Copy Account Number' })).toBeVisible();
      await dialog.getByRole('button', { name: 'Continue to Payment' }).click();
      await expect(dialog.getByText('Please enter an amount.')).toBeVisible();
      await expectNoAxeViolationsInBothThemes(page);
      await page.keyboard.press('Escape');

      if (viewport.width > 800) {
        await page.getByRole('button', { name: /User menu/ }).click();
        await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
        await expectNoAxeViolationsInBothThemes(page);
      }
    });

    test('/fund-wallet, its panels and a result have none', async ({ page, account }) => {
      expect(account.email).toBeTruthy();
      await page.goto('/fund-wallet');
      await expect(page.getByRole('button', { name: 'Pay with Paystack' })).toBeVisible();
      await expectNoAxeViolationsInBothThemes(page);
      await page.getByRole('button', { name: /Bank Transfer/ }).click();
      await expect(page.getByRole('button', { name: 'Copy Account Number' })).toBeVisible();
      await expectNoAxeViolationsInBothThemes(page);

      await page.goto('/fund-wallet?reference=CF-NOPE&trxref=CF-NOPE');
      await expect(
        page.getByRole('heading', { name: "We couldn't check this payment" }),
      ).toBeVisible();
      await expectNoAxeViolationsInBothThemes(page);
    });

    test('a signed-in 404 has none', async ({ page, account }) => {
      expect(account.email).toBeTruthy();
      await page.goto('/nowhere');
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expectNoAxeViolationsInBothThemes(page);
    });
  });
}
