// Not part of the test run: the dashboard and what its top bar opens (the user menu, the
// exchange rates, Fund Wallet), at phone and desktop sizes, right as the page appears and
// once the code of the menu and the dialogs has come in.
import { expect, test } from './fixtures.ts';
import { atEachSize } from './shots-helpers.ts';

atEachSize(
  (shot, viewport) => {
    test('dashboard and its top bar', async ({ page, account }) => {
      expect(account.email).toBeTruthy();
      await page.goto('/dashboard');
      await expect(page.getByTestId('balance')).toBeVisible();
      await shot(page, 'dashboard-first-paint');
      await page.waitForTimeout(1500); // the menu's and the dialogs' code is in
      await shot(page, 'dashboard-settled');

      if (viewport.width > 768) {
        await page.getByRole('button', { name: /^User menu/ }).click();
        await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
        await shot(page, 'dashboard-user-menu');
        await page.keyboard.press('Escape');
      }
      await page.getByRole('button', { name: /Exchange rates/ }).click();
      await expect(page.getByRole('dialog', { name: 'Exchange Rates for Today' })).toBeVisible();
      await page.waitForTimeout(400);
      await shot(page, 'dashboard-rates');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page
        .getByRole('region', { name: 'Quick Actions' })
        .getByRole('button', { name: 'Fund Wallet' })
        .click();
      await expect(page.getByRole('dialog', { name: 'Fund Wallet' })).toBeVisible();
      await page.waitForTimeout(400);
      await shot(page, 'dashboard-fund');
    });
  },
  { settle: 0, fullPage: false },
);
