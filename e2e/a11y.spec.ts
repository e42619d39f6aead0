// axe on the signed-out screens and the dashboard, at both widths, in the light and the dark theme.
import { expectNoAxeViolationsInBothThemes } from './axe.ts';
import { expect, test } from './fixtures.ts';

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`accessibility at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });
    // Every check runs twice, once a theme.
    test.describe.configure({ timeout: 180_000 });

    test('/auth in every mode has no axe violations', async ({ page }) => {
      await page.goto('/auth');
      await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
      // The bot check draws itself at the first interaction: checked as the visitor sees it then.
      await page.getByLabel('Email', { exact: true }).focus();
      await expect(page.locator('altcha-widget').getByText('Verified')).toBeVisible();
      await expectNoAxeViolationsInBothThemes(page);

      await page.getByRole('button', { name: "Don't have an account yet? Sign Up" }).click();
      await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
      await expectNoAxeViolationsInBothThemes(page);

      await page.getByRole('button', { name: 'Already have an account? Sign In' }).click();
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolationsInBothThemes(page);

      await page.goto('/auth?type=recovery&token=x');
      await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
      await expectNoAxeViolationsInBothThemes(page);
    });

    test('/dashboard has no axe violations', async ({ page, account }) => {
      expect(account.email).toBeTruthy();
      await page.goto('/dashboard');
      await expect(page.getByTestId('balance')).toHaveText('₦0.00');
      await expectNoAxeViolationsInBothThemes(page);
    });

    test('/ and the 404 page have no axe violations', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('link', { name: 'Create Account' })).toBeVisible();
      await expectNoAxeViolationsInBothThemes(page);
      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
      await expectNoAxeViolationsInBothThemes(page);
    });
  });
}
