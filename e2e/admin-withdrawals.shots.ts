// Not part of the test run: `npx playwright test -c playwright.shots.config.ts e2e/admin-withdrawals.shots.ts`
// saves the back office's Withdrawals screen (list, Process with approve and reject,
// the outcomes) at phone and desktop sizes to SHOTS_DIR for a person to look at.
import { PIN } from './bills-helpers.ts';
import { createSignedInUser, expect, makeAdmin, test } from './fixtures.ts';
import { atEachSize } from './shots-helpers.ts';
import { ACCOUNTS, makeCustomer, withdrawByApi } from './withdraw-helpers.ts';

atEachSize(
  (shot) => {
    test('withdrawals', async ({ page, browser }) => {
      test.setTimeout(120_000);
      const customer = await makeCustomer(browser, 'Chinedu Eze');
      const first = await withdrawByApi(
        customer.request,
        { amount: 500_000, account_number: ACCOUNTS.succeeds },
        PIN,
      );
      const second = await withdrawByApi(
        customer.request,
        { amount: 250_050, account_number: ACCOUNTS.fails },
        PIN,
      );
      await customer.close();
      const admin = await createSignedInUser(page);
      await makeAdmin(page.request, admin.email);
      await page.goto('/olorioko001/withdrawals');
      await expect(page.getByRole('heading', { name: 'Withdrawals Management' })).toBeVisible();
      await page.getByRole('searchbox', { name: 'Search withdrawals' }).fill(customer.email);
      const process = page.getByRole('button', { name: /^Process/ }).filter({ visible: true });
      await expect(process).toHaveCount(2);
      await shot(page, 'withdrawals-list');

      await process.filter({ hasText: first.reference }).click();
      const dialog = page.getByRole('dialog', { name: 'Process Withdrawal' });
      await dialog.getByLabel('Admin Notes (optional)').fill('Name checked against KYC');
      await shot(page, 'withdrawals-approve', false);
      await dialog.getByRole('button', { name: 'Approve Withdrawal' }).click();
      await expect(page.getByText('Withdrawal approved successfully')).toBeVisible();

      await process.filter({ hasText: second.reference }).click();
      await dialog
        .getByRole('radio', { name: /Reject/ })
        .locator('xpath=..')
        .click();
      await dialog.getByLabel('Failure Reason').fill('The account does not match your profile');
      await shot(page, 'withdrawals-reject', false);
      await dialog.getByRole('button', { name: 'Reject Withdrawal' }).click();
      await expect(page.getByText('Withdrawal rejected successfully')).toBeVisible();
      await expect(page.getByText('Completed').filter({ visible: true }).first()).toBeVisible({
        timeout: 20_000,
      });
      await shot(page, 'withdrawals-decided');

      await page.getByRole('combobox', { name: 'Filter by status' }).click();
      await shot(page, 'withdrawals-status-filter', false);
    });
  },
  { dir: '/tmp/shots/admin-withdrawals' },
);
