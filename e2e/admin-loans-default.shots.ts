// Not part of the test run: `npx playwright test -c playwright.shots.config.ts e2e/admin-loans-default.shots.ts`
// saves loans that are not repaid (the Defaulted list, the Restructure and
// Write Off dialogs, the borrower's defaulted loan) at phone and desktop sizes
// to SHOTS_DIR (default /tmp/shots/admin-loans-default) for a person to look at.
import { createSignedInAdmin, expect, test } from './fixtures.ts';
import { defaultedLoan } from './loans-default-helpers.ts';
import { atEachSize } from './shots-helpers.ts';

atEachSize(
  (shot, viewport) => {
    test('defaulted loans', async ({ page, browser }) => {
      test.setTimeout(300_000);
      await createSignedInAdmin(page);
      const borrower = await defaultedLoan(browser, page.request, { viewport });

      await borrower.page.goto('/loans');
      const card = borrower.page.getByRole('article', { name: new RegExp(borrower.id) });
      await expect(card).toContainText('This loan is in default.', { timeout: 30_000 });
      await shot(borrower.page, 'loans-defaulted-customer');
      await borrower.close();

      await page.goto('/olorioko001/loans');
      await expect(page.getByRole('heading', { name: 'Loan Management' })).toBeVisible();
      await page.getByRole('combobox', { name: 'Filter by status' }).click();
      await page.getByRole('option', { name: /^Defaulted/ }).click();
      await expect(page.getByText(borrower.id).filter({ visible: true }).first()).toBeVisible({
        timeout: 30_000,
      });
      await shot(page, 'admin-loans-defaulted-list');

      await page.getByRole('searchbox', { name: 'Search loans' }).fill(borrower.id);
      const review = page
        .getByRole('button', { name: `Review ${borrower.id}` })
        .filter({ visible: true });
      await expect(review).toHaveCount(1);
      await review.click();
      const dialog = page.getByRole('dialog', { name: 'Loan Application' });
      await dialog.getByRole('heading', { name: 'Repayment' }).scrollIntoViewIfNeeded();
      await shot(page, 'admin-loans-defaulted-review', false);

      await dialog.getByRole('button', { name: 'Restructure' }).click();
      const form = page.getByRole('dialog', { name: 'Restructure Loan' });
      await form.getByLabel('Monthly instalments').fill('4');
      await form.getByRole('button', { name: 'Confirm Restructure' }).click();
      await expect(form.getByText('Please give the reason for the record')).toBeVisible();
      await shot(page, 'admin-loans-restructure-dialog', false);
      await form.getByRole('button', { name: 'Cancel' }).click();

      await dialog.getByRole('button', { name: 'Write Off' }).click();
      const confirm = page.getByRole('dialog', { name: 'Write Off Loan' });
      await confirm.getByLabel('Reason').fill('Business closed; no recovery expected');
      await shot(page, 'admin-loans-write-off-dialog', false);
      await confirm.getByRole('button', { name: /^Write Off ₦/ }).click();
      await expect(page.getByText('Loan written off', { exact: true })).toBeVisible();
      await shot(page, 'admin-loans-written-off', false);
    });
  },
  { dir: '/tmp/shots/admin-loans-default' },
);
