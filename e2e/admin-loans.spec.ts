import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { ngnBalance, PIN, readyToPay } from './bills-helpers.ts';
import { type Account, createSignedInUser, expect, makeAdmin, test } from './fixtures.ts';
import { applyByApi, FILES } from './loans-helpers.ts';

// The back office's Loans against the real server: an application (₦100,000 over
// two months, made through the API) reviewed, approved and disbursed into the
// borrower's wallet, then repaid on /loans with the PIN; another rejected with
// a reason the borrower reads. Phone and desktop widths.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** The applications shown: the table's body rows on a wide screen, the cards on a phone. */
function loanRows(page: Page, wide: boolean): Locator {
  const list = page.getByRole('region', { name: /^Applications \(/ });
  return wide
    ? list
        .getByRole('table')
        .getByRole('row')
        .filter({ has: page.getByRole('cell') })
    : list.getByRole('listitem');
}

/** The status badge beside the dialog's title. */
const statusOf = (dialog: Locator) => dialog.locator('[data-slot="badge"]').first();

/** Axe once the toasts are gone: the shared Toaster's colours are not this screen's to fix. */
async function axeWithoutToasts(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expectNoAxeViolations(page);
}

/** A borrower in a browser context of their own, with a PIN and one application. */
async function borrowerWithApplication(browser: Browser, viewport: typeof PHONE) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const account = await createSignedInUser(page);
  await readyToPay(page, 0);
  const id = await applyByApi(page.request);
  return { page, account, id, close: () => context.close() };
}

/** Signs in an administrator on `page`, opens Loans from the menu and finds the borrower's application. */
async function openApplication(page: Page, borrower: Account, id: string, wide: boolean) {
  const admin = await createSignedInUser(page);
  await makeAdmin(page.request, admin.email);
  await page.goto('/olorioko001');
  if (!wide) await page.getByRole('button', { name: 'Open menu' }).click();
  const nav = wide
    ? page.getByRole('navigation', { name: 'Admin' })
    : page.getByRole('dialog', { name: 'Owo Admin' });
  await nav.getByRole('link', { name: 'Loans' }).click();
  await expect(page).toHaveURL(/\/olorioko001\/loans$/);
  await expect(page.getByRole('heading', { name: 'Loan Management' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search loans' }).fill(borrower.email);
  const rows = loanRows(page, wide);
  await expect(rows).toHaveCount(1);
  const row = rows.filter({ hasText: id });
  await expect(row).toContainText('Pending');
  await row.getByRole('button', { name: /^Review/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Loan Application' });
  await expect(dialog).toContainText(id);
  return { dialog, row };
}

test('a non-administrator gets Access Denied and no loan', async ({ page, account }) => {
  expect(account.email).toBeTruthy();
  let adminCalls = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/admin')) adminCalls += 1;
  });
  await page.goto('/olorioko001/loans');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Loan Management' })).toHaveCount(0);
  expect(adminCalls).toBe(0);
  expect((await page.request.get('/api/admin/loans')).status()).toBe(403);
});

for (const viewport of [DESKTOP, PHONE]) {
  const wide = viewport.width >= 1024;
  test.describe(`${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('under review, approved with its schedule, disbursed; the borrower repays with the PIN', async ({
      page,
      browser,
    }) => {
      test.setTimeout(180_000);
      const borrower = await borrowerWithApplication(browser, viewport);
      const before = await ngnBalance(borrower.page);
      const { dialog, row } = await openApplication(page, borrower.account, borrower.id, wide);

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
      await axeWithoutToasts(page);

      await dialog.getByRole('button', { name: 'Disburse' }).click();
      await expect(dialog).toContainText('This cannot be undone');
      await dialog.getByRole('button', { name: 'Confirm Disbursement' }).click();
      await expect(page.getByText('Loan disbursed to the NGN wallet')).toBeVisible();
      await expect(statusOf(dialog)).toHaveText('Disbursed');
      await expect(dialog.getByRole('heading', { name: 'Decision' })).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(row).toContainText('Disbursed');
      expect(await ngnBalance(borrower.page)).toBe(before + 10_000_000);

      // The borrower sees the loan running and repays the first instalment.
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

    test('rejected with a reason the borrower reads', async ({ page, browser }) => {
      test.setTimeout(120_000);
      const borrower = await borrowerWithApplication(browser, viewport);
      const { dialog, row } = await openApplication(page, borrower.account, borrower.id, wide);

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
  });
}
