import { expectNoAxeViolations } from './axe.ts';
import { ngnBalance, PIN, readyToPay } from './bills-helpers.ts';
import { createSignedInAdmin, expect, test } from './fixtures.ts';
import { applyByApi, decideByApi, disburseByApi } from './loans-helpers.ts';

// /loans shows the loans still running above the application form (issue 19 §4),
// so nobody applies again without seeing what they already owe or wait for.

test.use({ viewport: { width: 390, height: 844 } });

test('a running loan above the form: pending, then paid out with its next payment and Repay', async ({
  page,
  browser,
  account: _,
}) => {
  await readyToPay(page, 10_000_000); // ₦100,000 and PIN 1234
  await page.goto('/loans');
  await expect(page.getByText('No loan applications yet')).toBeVisible();
  await expect(page.getByRole('region', { name: /Your Current Loan/ })).toHaveCount(0);

  const id = await applyByApi(page.request); // ₦100,000 over 2 months
  await page.goto('/loans');
  const current = page.getByRole('region', { name: 'Your Current Loan' });
  await expect(current).toContainText(id);
  await expect(current).toContainText('Pending');
  await expect(current).toContainText('Amount Requested₦100,000.00');
  await expect(current).toContainText('The initial review takes up to 24 hours');
  await expect(current.getByRole('button', { name: /^Repay/ })).toHaveCount(0);
  // It comes before the application form.
  const formTop = (await page.getByRole('heading', { name: 'Loan Details' }).boundingBox())?.y;
  const currentTop = (await current.boundingBox())?.y;
  expect(currentTop).toBeLessThan(formTop ?? 0);

  // View Details takes the customer to its card under My Applications.
  await current.getByRole('button', { name: `View Details of loan ${id}` }).click();
  await expect(page.getByRole('heading', { name: new RegExp(id), level: 3 })).toBeFocused();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await createSignedInAdmin(admin);
  await decideByApi(admin.request, id, { decision: 'approve' });
  await disburseByApi(admin.request, id);
  await adminContext.close();

  await page.goto('/loans');
  await expect(current).toContainText('Disbursed');
  await expect(current).toContainText('Amount Approved₦100,000.00');
  await expect(current).toContainText('Outstanding₦112,000.00');
  await expect(current).toContainText('Next Payment₦56,000.00');
  await expect(current.getByText('Due', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  const before = await ngnBalance(page);

  await current.getByRole('button', { name: `Repay loan ${id}` }).click();
  const repay = page.getByRole('dialog', { name: 'Repay Loan' });
  await expect(repay.getByLabel('Amount (₦)')).toHaveValue('56000.00');
  await repay.getByRole('button', { name: 'Continue' }).click();
  const pin = page.getByRole('dialog', { name: 'Enter Transaction PIN' });
  await pin.getByLabel('Transaction PIN').fill(PIN);
  await pin.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Repayment Successful')).toBeVisible();
  await expect(current).toContainText('Outstanding₦56,000.00');
  expect(await ngnBalance(page)).toBe(before - 5_600_000);
  // Nothing scrolls sideways on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a rejected application is not shown as running', async ({ page, browser, account: _ }) => {
  await readyToPay(page, 0);
  const id = await applyByApi(page.request);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await createSignedInAdmin(admin);
  await decideByApi(admin.request, id, { decision: 'reject', note: 'Revenue too low' });
  await adminContext.close();

  await page.goto('/loans');
  await expect(page.getByRole('article', { name: new RegExp(id) })).toContainText('Rejected');
  await expect(page.getByRole('region', { name: /Your Current Loan/ })).toHaveCount(0);
});
