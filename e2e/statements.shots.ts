// Not part of the test run: History's Statement button and its dialog (the
// defaults, a refused period, a download, the e-mail on its way), at phone
// and desktop sizes.
import { lagosDay } from '../src/shared/lagos-time.ts';
import { expect, fundWallet, test } from './fixtures.ts';
import { atEachSize } from './shots-helpers.ts';

atEachSize((shot) => {
  test('history: account statement dialog', async ({ page, account }) => {
    expect(account.email).toBeTruthy();
    await fundWallet(page.request, 'NGN', 2_500_000);
    await page.goto('/history');
    const button = page.getByRole('button', { name: 'Statement' });
    await expect(button).toBeVisible();
    await shot(page, 'statement-history-page', false);

    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Account statement' });
    await expect(dialog.getByLabel('To')).toHaveValue(lagosDay());
    await shot(page, 'statement-dialog', false);

    await dialog.getByLabel('From').fill(lagosDay());
    await dialog.getByLabel('To').fill(lagosDay(Date.now() - 3 * 86_400_000));
    await dialog.getByRole('button', { name: 'Download PDF' }).click();
    await expect(dialog.getByText('To must be on or after the start date')).toBeVisible();
    await shot(page, 'statement-dialog-refused', false);

    await dialog.getByLabel('To').fill(lagosDay());
    await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    await expect(dialog.getByRole('status')).toContainText('Downloaded');
    await shot(page, 'statement-dialog-downloaded', false);

    await dialog.getByRole('button', { name: 'Email it to me' }).click();
    await expect(dialog.getByRole('status')).toContainText('on its way');
    await shot(page, 'statement-dialog-emailed', false);
  });
});
