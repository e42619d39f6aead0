// Not part of the test run: saves the /loans screen (each step, its messages, the
// review, the submitting overlay, the success dialog, and applications pending,
// rejected and disbursed with Repay) at phone and desktop sizes for a person to
// look at. See playwright.shots.config.ts.
import { readyToPay } from './bills-helpers.ts';
import { createSignedInUser, expect, makeAdmin, test } from './fixtures.ts';
import {
  applyByApi,
  decideByApi,
  disburseByApi,
  fillBusinessInfo,
  fillDocuments,
  fillLoanDetails,
  next,
} from './loans-helpers.ts';
import { atEachSize } from './shots-helpers.ts';

atEachSize((shot) => {
  test('loans', async ({ page, browser, account: _ }) => {
    test.setTimeout(180_000);
    await readyToPay(page, 0);
    await page.goto('/loans');
    await expect(page.getByText('No loan applications yet')).toBeVisible();
    await shot(page, 'loans-empty');

    await page.getByLabel('Loan Amount (₦)').fill('60000');
    await page.getByLabel('Use of Funds').fill('Stock for the shop');
    await page.getByLabel('Loan Amount (₦)').focus();
    await shot(page, 'loans-step1-errors');
    await fillLoanDetails(page, '3500000', '6 months');
    await shot(page, 'loans-step1-estimate');
    await next(page);
    await page.getByLabel('BVN').fill('123');
    await page.getByLabel('Full Name').focus();
    await shot(page, 'loans-step2-errors');
    await fillBusinessInfo(page);
    await shot(page, 'loans-step2');
    await next(page);
    await shot(page, 'loans-step3-empty');
    await fillDocuments(page);
    await shot(page, 'loans-step3');
    await page.getByRole('button', { name: 'Review Application' }).click();
    const review = page.getByRole('dialog', { name: 'Review Your Application' });
    await expect(review).toBeVisible();
    await shot(page, 'loans-review', false);
    await page.route('**/api/loans', async (route) => {
      if (route.request().method() === 'POST') await new Promise((r) => setTimeout(r, 2_000));
      await route.continue();
    });
    await review.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByText('Submitting your application...')).toBeVisible();
    await shot(page, 'loans-submitting', false, 0);
    const success = page.getByRole('dialog', { name: 'Application Submitted' });
    await expect(success).toBeVisible();
    await shot(page, 'loans-success', false);
    await success.getByRole('button', { name: 'Close' }).click();

    // Two more applications, decided by an administrator through the API.
    const rejected = await applyByApi(page.request);
    const running = await applyByApi(page.request, { loan_amount: 35_000_000, loan_duration: 3 });
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    const account = await createSignedInUser(admin);
    await makeAdmin(page.request, account.email);
    await decideByApi(admin.request, rejected, {
      decision: 'reject',
      note: 'Monthly revenue is too low for this amount',
    });
    await decideByApi(admin.request, running, { decision: 'approve' });
    await disburseByApi(admin.request, running);
    await adminContext.close();

    await page.goto('/loans');
    const current = page.getByRole('region', { name: 'Your Current Loans' });
    await expect(current.getByRole('button', { name: /^Repay/ })).toBeVisible();
    await shot(page, 'loans-current');
    await page.getByRole('region', { name: 'My Applications' }).scrollIntoViewIfNeeded();
    await shot(page, 'loans-list');
    await current.getByRole('button', { name: /^Repay/ }).click();
    await expect(page.getByRole('dialog', { name: 'Repay Loan' })).toBeVisible();
    await shot(page, 'loans-repay', false);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('dialog', { name: 'Enter Transaction PIN' })).toBeVisible();
    await shot(page, 'loans-repay-pin', false);
  });
});
