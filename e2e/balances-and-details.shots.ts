// Not part of the test run: Pay off for too little money (bills, withdraw), balances hidden
// (dashboard, wallets, transactions) and a transaction's details, at phone and desktop sizes.
import { readyToPay } from './bills-helpers.ts';
import { expect, test } from './fixtures.ts';
import { atEachSize } from './shots-helpers.ts';
import { openBankDialog } from './withdraw-helpers.ts';

atEachSize(
  (shot) => {
    test('short balance, hidden balances, transaction details', async ({ page, account: _ }) => {
      await readyToPay(page, 120_000);
      await page.goto('/pay-bills?service=airtime');
      await page.getByLabel('Phone Number').fill('08031234567');
      await page.getByLabel('Amount (₦)').fill('1500');
      await expect(page.getByRole('button', { name: /^Pay ₦1,500\.00/ })).toBeDisabled();
      await shot(page, 'bills-short');

      await page.goto('/withdraw');
      const dialog = await openBankDialog(page);
      await dialog.getByLabel('Amount (₦)').fill('1160');
      await expect(dialog.getByRole('alert')).toBeVisible();
      await shot(page, 'withdraw-short', false);

      await page.goto('/transactions');
      await page.getByTestId('transaction-row').first().getByRole('button').click();
      await expect(page.getByRole('dialog', { name: 'Transaction Details' })).toBeVisible();
      await shot(page, 'transaction-details', false);
      await page.keyboard.press('Escape');

      await page.goto('/dashboard');
      await page.getByRole('button', { name: 'Hide balances' }).click();
      await expect(page.getByTestId('balance')).toHaveText('₦••••••');
      await shot(page, 'dashboard-hidden');
      await page.goto('/wallets');
      await expect(page.getByTestId('wallet-balance')).toContainText('••••••');
      await shot(page, 'wallets-hidden');
      await page.goto('/transactions');
      await expect(page.getByTestId('transaction-row').first()).toContainText('••••••');
      await shot(page, 'transactions-hidden');
    });
  },
  { settle: 0 },
);
