import type { Page } from '@playwright/test';
import * as backOffice from './admin-helpers.ts';
import { expectNoAxeViolations } from './axe.ts';
import { createSignedInAdmin, expect, test } from './fixtures.ts';
import { defaultedLoan } from './loans-default-helpers.ts';

// Loans that are not repaid, against the real server: a loan paid out and made
// 40 days late (the default job marks it defaulted at 30) shows under the
// Defaulted filter with how late it is; an administrator restructures one and
// writes off another through their dialogs (the reason required); the borrower
// reads on /loans that the loan is in default and can still repay.

test.use({ viewport: backOffice.DESKTOP });
// Each test pays a loan out and makes it late through the API first.
test.describe.configure({ timeout: 150_000 });

const list = (page: Page) => backOffice.listRegion(page, 'Applications');

async function openDefaulted(page: Page, email: string, id: string) {
  await page.goto('/olorioko001/loans');
  await expect(page.getByRole('heading', { name: 'Loan Management' })).toBeVisible();
  await backOffice.pickFilter(page, 'status', /^Defaulted/);
  await page.getByRole('searchbox', { name: 'Search loans' }).fill(email);
  const row = backOffice.tableRows(page, list(page)).filter({ hasText: id });
  await expect(row).toContainText('Defaulted', { timeout: 30_000 });
  await expect(row).toContainText(/\d+ days overdue/);
  await row.getByRole('button', { name: /^Review/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Loan Application' });
  await expect(dialog).toContainText(id);
  await expect(dialog.getByRole('heading', { name: 'Repayment' })).toBeVisible();
  return { dialog, row };
}

test('a defaulted loan is listed and restructured over new instalments', async ({
  page,
  browser,
}) => {
  await createSignedInAdmin(page);
  const borrower = await defaultedLoan(browser, page.request);
  await borrower.close();
  const { dialog } = await openDefaulted(page, borrower.account.email, borrower.id);

  await dialog.getByRole('button', { name: 'Restructure' }).click();
  const form = page.getByRole('dialog', { name: 'Restructure Loan' });
  await expect(form).toContainText('₦112,000.00 outstanding');
  await form.getByLabel('Monthly instalments').fill('4');
  await expect(form.getByRole('table', { name: 'New schedule' }).getByRole('row')).toHaveCount(5);
  await form.getByRole('button', { name: 'Confirm Restructure' }).click();
  await expect(form.getByText('Please give the reason for the record')).toBeVisible();
  await form.getByLabel('Reason').fill('Agreed a longer plan after a late harvest');
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Confirm Restructure' }).click();
  await expect(page.getByText('Loan restructured', { exact: true })).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(dialog.locator('[data-slot="badge"]').first()).toHaveText('Disbursed');
  await expect(dialog.getByText('Restructured', { exact: true })).toBeVisible();
  await expect(
    dialog.getByRole('table', { name: 'Repayment schedule' }).getByRole('row'),
  ).toHaveCount(5);
});

test('a defaulted loan is written off after the confirmation', async ({ page, browser }) => {
  await createSignedInAdmin(page);
  const borrower = await defaultedLoan(browser, page.request);
  await borrower.close();
  const { dialog, row } = await openDefaulted(page, borrower.account.email, borrower.id);

  await dialog.getByRole('button', { name: 'Write Off' }).click();
  const confirm = page.getByRole('dialog', { name: 'Write Off Loan' });
  await expect(confirm).toContainText('Write off ₦112,000.00 still owed');
  await expect(confirm).toContainText('This cannot be undone');
  await confirm.getByRole('button', { name: 'Write Off ₦112,000.00' }).click();
  await expect(confirm.getByText('Please give the reason for the record')).toBeVisible();
  await confirm.getByLabel('Reason').fill('Business closed; no recovery expected');
  await confirm.getByRole('button', { name: 'Write Off ₦112,000.00' }).click();
  await expect(page.getByText('Loan written off', { exact: true })).toBeVisible();
  await expect(dialog.locator('[data-slot="badge"]').first()).toHaveText('Written Off');
  await expect(dialog).toContainText('₦112,000.00 written off');
  await expect(dialog.getByRole('button', { name: 'Write Off' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  // Under the Defaulted filter it is gone once the list refreshes.
  await expect(row).toHaveCount(0);
});

test('the borrower sees the loan in default and can still repay it', async ({ page, browser }) => {
  await createSignedInAdmin(page);
  const borrower = await defaultedLoan(browser, page.request, { viewport: backOffice.PHONE });
  const user = borrower.page;
  await user.goto('/loans');
  const current = user.getByRole('region', { name: 'Your Current Loan' });
  await expect(current).toContainText('Defaulted', { timeout: 30_000 });
  await expect(current.getByRole('button', { name: /^Repay/ })).toBeVisible();
  const card = user.getByRole('article', { name: new RegExp(borrower.id) });
  await expect(card).toContainText('This loan is in default.');
  await expect(card).toContainText(/A payment is \d+ days overdue\. ₦112,000\.00 is outstanding/);
  await expect(card.getByText('Overdue', { exact: true })).toHaveCount(2);
  await expect(card.getByRole('button', { name: /^Repay/ })).toBeVisible();
  await expectNoAxeViolations(user);
  await borrower.close();
});
