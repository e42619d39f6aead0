import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from '@playwright/test';
import * as backOffice from './admin-helpers.ts';
import { expectNoAxeViolations } from './axe.ts';
import { ngnBalance, PIN, readyToPay } from './bills-helpers.ts';
import { type Account, createSignedInAdmin, createSignedInUser, expect, test } from './fixtures.ts';
import { applyByApi, decideByApi, disburseByApi, FILES } from './loans-helpers.ts';

// The back office's Loans against the real server: an application (₦100,000 over
// two months, made through the API) reviewed, approved, and disbursed into the
// borrower's wallet, then repaid on /loans with the PIN; another rejected with a
// reason the borrower reads. Each step is a test of its own at 1440x900, the
// steps before it taken through the API; the phone's list of cards at 390x844.

test.use({ viewport: backOffice.DESKTOP });

const list = (page: Page) => backOffice.listRegion(page, 'Applications');
const loanRows = (page: Page) => backOffice.tableRows(page, list(page));

/** The status badge beside the dialog's title. */
const statusOf = (dialog: Locator) => dialog.locator('[data-slot="badge"]').first();

/** A borrower in a browser context of their own, with a PIN and one application. */
async function borrowerWithApplication(browser: Browser, viewport = backOffice.DESKTOP) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const account = await createSignedInUser(page);
  await readyToPay(page, 0);
  const id = await applyByApi(page.request);
  return { page, account, id, close: () => context.close() };
}

/**
 * On `page`, signed in as an administrator: opens Loans (from the sidebar when
 * `viaMenu`), finds the borrower's application in `status` and opens its Review.
 */
async function openApplication(
  page: Page,
  borrower: Account,
  id: string,
  { status = 'Pending', viaMenu = false } = {},
) {
  if (viaMenu) {
    await backOffice.openFromAdminMenu(
      page,
      { name: 'Loans' },
      { url: /\/olorioko001\/loans$/, heading: 'Loan Management' },
    );
  } else {
    await page.goto('/olorioko001/loans');
    await expect(page.getByRole('heading', { name: 'Loan Management' })).toBeVisible();
  }
  await page.getByRole('searchbox', { name: 'Search loans' }).fill(borrower.email);
  const rows = loanRows(page);
  await expect(rows).toHaveCount(1);
  const row = rows.filter({ hasText: id });
  await expect(row).toContainText(status);
  await row.getByRole('button', { name: /^Review/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Loan Application' });
  await expect(dialog).toContainText(id);
  return { dialog, row };
}

test('a non-administrator gets Access Denied and no loan', async ({ page, account }) => {
  expect(account.email).toBeTruthy();
  await backOffice.expectAccessDenied(page, {
    path: '/olorioko001/loans',
    heading: 'Loan Management',
    api: ['/api/admin/loans'],
  });
});

test('an administrator reads an application and opens its documents', async ({ page, browser }) => {
  const borrower = await borrowerWithApplication(browser);
  await createSignedInAdmin(page);
  const { dialog } = await openApplication(page, borrower.account, borrower.id, {
    viaMenu: true,
  });

  for (const text of [
    'Chidi Okeke',
    borrower.account.email,
    'Inventory Financing',
    '₦100,000.00',
    '2 months',
    'Okeke Farms',
    'Agriculture',
    '₦2,500,000.00',
  ])
    await expect(dialog).toContainText(text);
  // The documents open in a new tab through the administrators' route.
  const statement = dialog.getByRole('link', { name: /bank-statement\.pdf/ });
  await expect(statement).toHaveAttribute('target', '_blank');
  const res = await page.request.get((await statement.getAttribute('href')) ?? '');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  expect(Buffer.compare(await res.body(), readFileSync(FILES.pdf))).toBe(0);
  const [tab] = await Promise.all([
    page.waitForEvent('popup'),
    dialog.getByRole('link', { name: /Proof of Address/ }).click(),
  ]);
  await expect(tab).toHaveURL(/\/api\/admin\/loans\/.+\/documents\/.+/);
  await tab.close();
  await expectNoAxeViolations(page);
  await borrower.close();
});

test('an application is marked under review, then approved with its schedule', async ({
  page,
  browser,
}) => {
  const borrower = await borrowerWithApplication(browser);
  await borrower.close();
  await createSignedInAdmin(page);
  const { dialog } = await openApplication(page, borrower.account, borrower.id);

  await dialog.getByRole('button', { name: 'Mark Under Review' }).click();
  await expect(page.getByText('Loan marked under review')).toBeVisible();
  await expect(statusOf(dialog)).toHaveText('Under Review');

  await dialog.getByRole('button', { name: 'Approve' }).click();
  const amount = dialog.getByLabel('Amount Approved (₦)');
  await expect(amount).toHaveValue('100000');
  await amount.fill('120000');
  await expect(dialog.getByText('Loan amount must be in steps of ₦50,000')).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Approve/ })).toBeDisabled();
  await amount.fill('100000');
  await expect(dialog).toContainText('6% per month');
  await expect(dialog).toContainText('₦56,000.00');
  await expect(dialog).toContainText('₦112,000.00');
  await expect(dialog.getByRole('table', { name: 'Schedule if approved today' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Approve ₦100,000.00' }).click();
  await expect(page.getByText('Loan approved', { exact: true })).toBeVisible();
  await expect(statusOf(dialog)).toHaveText('Approved');
  await expect(dialog.getByRole('table', { name: 'Repayment schedule' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('an approved loan is disbursed into the borrower’s NGN wallet', async ({ page, browser }) => {
  const borrower = await borrowerWithApplication(browser);
  const before = await ngnBalance(borrower.page);
  await createSignedInAdmin(page);
  await decideByApi(page.request, borrower.id, { decision: 'approve' });
  const { dialog, row } = await openApplication(page, borrower.account, borrower.id, {
    status: 'Approved',
  });

  await dialog.getByRole('button', { name: 'Disburse' }).click();
  await expect(dialog).toContainText('This cannot be undone');
  await dialog.getByRole('button', { name: 'Confirm Disbursement' }).click();
  await expect(page.getByText('Loan disbursed to the NGN wallet')).toBeVisible();
  await expect(statusOf(dialog)).toHaveText('Disbursed');
  await expect(dialog.getByRole('heading', { name: 'Decision' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(row).toContainText('Disbursed');
  expect(await ngnBalance(borrower.page)).toBe(before + 10_000_000);
  await borrower.close();
});

test('the borrower sees the disbursed loan and repays the first instalment with the PIN', async ({
  page,
  browser,
}) => {
  // The borrower's side of the story: a customer's screen, on a phone.
  const borrower = await borrowerWithApplication(browser, backOffice.PHONE);
  const before = await ngnBalance(borrower.page);
  await createSignedInAdmin(page);
  await decideByApi(page.request, borrower.id, { decision: 'approve' });
  await disburseByApi(page.request, borrower.id);

  const user = borrower.page;
  await user.goto('/loans');
  const card = user.getByRole('article', { name: new RegExp(borrower.id) });
  await expect(card).toContainText('Disbursed');
  await expect(card).toContainText('₦112,000.00');
  await expect(card).toContainText('Next instalment: ₦56,000.00');
  const schedule = card.getByRole('table', { name: 'Repayment schedule' });
  await expect(schedule.getByRole('row')).toHaveCount(3);
  await expect(schedule.getByText('Due', { exact: true })).toHaveCount(2);
  await expectNoAxeViolations(user);

  await card.getByRole('button', { name: /^Repay/ }).click();
  const repay = user.getByRole('dialog', { name: 'Repay Loan' });
  await expect(repay.getByLabel('Amount (₦)')).toHaveValue('56000.00');
  await repay.getByLabel('Amount (₦)').fill('200000');
  await repay.getByRole('button', { name: 'Continue' }).click();
  await expect(
    repay.getByText('You can repay at most ₦112,000.00, what is outstanding'),
  ).toBeVisible();
  await repay.getByRole('button', { name: 'Next instalment' }).click();
  await repay.getByRole('button', { name: 'Continue' }).click();
  const pin = user.getByRole('dialog', { name: 'Enter Transaction PIN' });
  await expect(pin).toContainText(`Repay ₦56,000.00 towards loan ${borrower.id}`);
  await pin.getByLabel('Transaction PIN').fill(PIN);
  await pin.getByRole('button', { name: 'Confirm' }).click();
  await expect(user.getByText('Repayment Successful')).toBeVisible();
  await expect(user.getByText('₦56,000.00 was paid towards your loan')).toBeVisible();
  await expect(schedule.getByText('Paid', { exact: true })).toHaveCount(1);
  await expect(card).toContainText('Next instalment: ₦56,000.00');
  expect(await ngnBalance(user)).toBe(before + 10_000_000 - 5_600_000);
  await borrower.close();
});

test('an application is rejected with a reason the borrower reads', async ({ page, browser }) => {
  const borrower = await borrowerWithApplication(browser);
  await createSignedInAdmin(page);
  const { dialog, row } = await openApplication(page, borrower.account, borrower.id);

  await dialog.getByRole('button', { name: 'Reject' }).click();
  await dialog.getByRole('button', { name: 'Reject Application' }).click();
  await expect(dialog.getByText('Please give the reason the applicant will see')).toBeVisible();
  await dialog
    .getByLabel('Reason for rejection')
    .fill('Monthly revenue is too low for this amount');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Reject Application' }).click();
  await expect(page.getByText('Loan rejected', { exact: true })).toBeVisible();
  await expect(statusOf(dialog)).toHaveText('Rejected');
  await expect(dialog.getByRole('button', { name: 'Disburse' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(row).toContainText('Rejected');

  await borrower.page.goto('/loans');
  const card = borrower.page.getByRole('article', { name: new RegExp(borrower.id) });
  await expect(card).toContainText('Rejected');
  await expect(card).toContainText('Reason: Monthly revenue is too low for this amount');
  await borrower.close();
});

test.describe('390x844', () => {
  test.use({ viewport: backOffice.PHONE });

  test('on a phone each application is a card with its fields and Review; Review opens it, nothing scrolls sideways', async ({
    page,
    browser,
  }) => {
    const borrower = await borrowerWithApplication(browser);
    await borrower.close();
    await createSignedInAdmin(page);

    await page.goto('/olorioko001/loans');
    await page.getByRole('searchbox', { name: 'Search loans' }).fill(borrower.account.email);
    const card = await backOffice.theOnlyCard(list(page), [
      'Inventory Financing',
      borrower.id,
      '₦100,000.00',
      'Pending',
      'Chidi Okeke',
      borrower.account.email,
      'Okeke Farms',
      '2 months',
    ]);
    const review = card.getByRole('button', { name: /^Review/ });
    await expect(review).toBeVisible();
    await backOffice.expectFitsAndAccessible(page);

    await review.click();
    const dialog = page.getByRole('dialog', { name: 'Loan Application' });
    await expect(dialog).toContainText(borrower.id);
    await expect(dialog.getByRole('button', { name: 'Mark Under Review' })).toBeVisible();
  });
});
