// Not part of the test run: a transaction's details with its receipt buttons,
// and Settings' Preferences card with the alerts switch, at phone and desktop sizes.
import { expect, fundWallet, test } from './fixtures.ts';
import { atEachSize } from './shots-helpers.ts';

atEachSize((shot) => {
  test('receipt buttons and the alerts switch', async ({ page, account: _ }) => {
    await fundWallet(page.request, 'NGN', 500_000);
    await page.goto('/transactions');
    await page.getByTestId('transaction-row').first().getByRole('button').click();
    const dialog = page.getByRole('dialog', { name: 'Transaction Details' });
    await expect(dialog.getByRole('button', { name: 'Share' })).toBeVisible();
    await shot(page, 'transaction-details-receipt', false);
    await page.keyboard.press('Escape');

    await page.goto('/settings');
    const alerts = page.getByRole('switch', { name: 'Debit & Credit Alerts' });
    await expect(alerts).toBeChecked();
    // The card in the middle of the screen, clear of the sticky header and the dock.
    await alerts.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await shot(page, 'settings-preferences-alerts', false);
  });
});
