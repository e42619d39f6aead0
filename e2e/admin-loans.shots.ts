// Not part of the test run: `npx playwright test -c playwright.shots.config.ts e2e/admin-loans.shots.ts`
// saves the back office's Loans screen (list, filter, Review with its documents,
// approve with the schedule preview, reject, disbursed) at phone and desktop
// sizes to SHOTS_DIR (default /tmp/shots/admin-loans) for a person to look at.
import { readyToPay } from './bills-helpers.ts';
import { createSignedInUser, expect, makeAdmin, test } from './fixtures.ts';
import { applyByApi, decideByApi, disburseByApi } from './loans-helpers.ts';
import { atEachSize } from './shots-helpers.ts';

atEachSize(
  (shot) => {
    test('loans', async ({ page, browser }) => {
      test.setTimeout(180_000);
      const context = await browser.newContext();
      const borrower = await context.newPage();
      await createSignedInUser(borrower);
      await readyToPay(borrower, 0);
      const pending = await applyByApi(borrower.request);
      const review = await applyByApi(borrower.request, {
        loan_amount: 350_000_000,
        loan_duration: 6,
      });
      const running = await applyByApi(borrower.request, {
        loan_amount: 50_000_000,
        loan_duration: 3,
      });
      const rejected = await applyByApi(borrower.request);

      const admin = await createSignedInUser(page);
      await makeAdmin(page.request, admin.email);
      await decideByApi(page.request, review, { decision: 'under_review' });
      await decideByApi(page.request, running, { decision: 'approve' });
      await disburseByApi(page.request, running);
      await decideByApi(page.request, rejected, {
        decision: 'reject',
        note: 'Incomplete documents',
      });
      await context.close();

      await page.goto('/olorioko001/loans');
      await expect(page.getByRole('heading', { name: 'Loan Management' })).toBeVisible();
      await expect(page.getByText(pending).filter({ visible: true }).first()).toBeVisible();
      await shot(page, 'admin-loans-list');

      await page.getByRole('combobox', { name: 'Filter by status' }).click();
      await expect(page.getByRole('option', { name: /^Pending/ })).toBeVisible();
      await shot(page, 'admin-loans-status-filter', false);
      await page.keyboard.press('Escape');

      const open = async (id: string) => {
        await page.getByRole('searchbox', { name: 'Search loans' }).fill(id);
        const button = page.getByRole('button', { name: `Review ${id}` }).filter({ visible: true });
        await expect(button).toHaveCount(1);
        await button.click();
        const dialog = page.getByRole('dialog', { name: 'Loan Application' });
        await expect(dialog).toContainText(id);
        return dialog;
      };

      let dialog = await open(pending);
      await shot(page, 'admin-loans-review', false);
      await dialog.getByRole('button', { name: 'Approve' }).click();
      await dialog.getByRole('form', { name: 'Approve loan' }).scrollIntoViewIfNeeded();
      await shot(page, 'admin-loans-approve', false);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.getByRole('button', { name: 'Reject' }).click();
      await dialog.getByRole('button', { name: 'Reject Application' }).click();
      await shot(page, 'admin-loans-reject', false);
      await page.keyboard.press('Escape');

      dialog = await open(review);
      await dialog.getByRole('button', { name: 'Approve' }).click();
      await dialog.getByRole('form', { name: 'Approve loan' }).scrollIntoViewIfNeeded();
      await shot(page, 'admin-loans-approve-long', false);
      await dialog.getByRole('button', { name: /^Approve ₦/ }).click();
      await expect(page.getByText('Loan approved', { exact: true })).toBeVisible();
      await dialog.getByRole('button', { name: 'Disburse' }).scrollIntoViewIfNeeded();
      await shot(page, 'admin-loans-approved', false);
      await dialog.getByRole('button', { name: 'Disburse' }).click();
      await shot(page, 'admin-loans-disburse-confirm', false);
      await page.keyboard.press('Escape');

      dialog = await open(running);
      await dialog.getByRole('table', { name: 'Repayment schedule' }).scrollIntoViewIfNeeded();
      await shot(page, 'admin-loans-disbursed', false);
      await page.keyboard.press('Escape');

      await page.getByRole('searchbox', { name: 'Search loans' }).fill('zz-no-such-loan');
      await expect(page.getByText('No loan applications found')).toBeVisible();
      await shot(page, 'admin-loans-empty', false);
    });
  },
  { dir: '/tmp/shots/admin-loans' },
);
