import type { Browser, Locator, Page } from '@playwright/test';
import * as backOffice from './admin-helpers.ts';
import { expectNoAxeViolations } from './axe.ts';
import { ngnBalance, PIN } from './bills-helpers.ts';
import { createSignedInAdmin, expect, test } from './fixtures.ts';
import { ACCOUNTS, GTB, makeCustomer, withdrawByApi } from './withdraw-helpers.ts';

// The back office's Withdrawals screen against the real server and the Paystack simulator:
// an approved payout to a valid GTBank account completes; one to ACCOUNTS.fails is
// accepted, then fails (transfer.failed) and the money comes back; a rejection gives the
// money back at once with the reason the customer then sees. Each at 1440x900 in a test
// of its own; the phone's list of cards at 390x844.

type Withdrawal = Awaited<ReturnType<typeof withdrawByApi>>;

const REASON = 'The account name does not match your profile';
/** What makeCustomer puts in the wallet. */
const FUNDED = 20_000_000;

test.use({ viewport: backOffice.DESKTOP });

const region = (page: Page) => backOffice.listRegion(page, 'Withdrawals');
const rows = (page: Page) => backOffice.tableRows(page, region(page));
const pickStatus = (page: Page, option: string) =>
  backOffice.pickFilter(page, 'status', option, { exact: true });

/** Opens the screen and narrows it to the customer's withdrawals. */
const openFor = (page: Page, email: string) =>
  backOffice.openAndSearch(page, {
    path: '/olorioko001/withdrawals',
    heading: 'Withdrawals Management',
    search: 'Search withdrawals',
    query: email,
  });

/** Chinedu Eze, funded, with a withdrawal of each of `amounts` (kobo) to `account_number`. */
async function customerWithdrawing<const Amounts extends readonly number[]>(
  browser: Browser,
  amounts: Amounts,
  account_number: string = ACCOUNTS.succeeds,
) {
  const customer = await makeCustomer(browser, 'Chinedu Eze');
  const withdrawals: Withdrawal[] = [];
  for (const amount of amounts)
    withdrawals.push(await withdrawByApi(customer.request, { amount, account_number }, PIN));
  return { customer, withdrawals: withdrawals as { [K in keyof Amounts]: Withdrawal } };
}

/**
 * A customer's withdrawal of `amount` kobo to `account_number`, then an
 * administrator on `page` opening its Process dialog at 1440x900.
 */
async function processDialogFor(
  page: Page,
  browser: Browser,
  amount: number,
  account_number: string,
) {
  const {
    customer,
    withdrawals: [withdrawal],
  } = await customerWithdrawing(browser, [amount] as const, account_number);
  const admin = await createSignedInAdmin(page);
  await openFor(page, customer.email);
  const row = rows(page).filter({ hasText: withdrawal.reference });
  await row.getByRole('button', { name: /^Process/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Process Withdrawal' });
  return { customer, withdrawal, admin, row, dialog };
}

/** Rejects in the Process dialog with REASON. */
async function rejectWithReason(page: Page, dialog: Locator, { axe = false } = {}) {
  await dialog
    .getByRole('radio', { name: /Reject/ })
    .locator('xpath=..')
    .click();
  await dialog.getByLabel('Failure Reason').fill(REASON);
  if (axe) await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Reject Withdrawal' }).click();
  await expect(page.getByText('Withdrawal rejected successfully')).toBeVisible();
}

/** The customer's own withdrawal of `amount` on /withdraw. */
async function theirWithdrawal(page: Page, amount: string) {
  await page.goto('/withdraw');
  return page
    .getByRole('region', { name: 'Recent Withdrawals' })
    .getByRole('listitem')
    .filter({ hasText: amount });
}

test('a non-administrator gets Access Denied and no withdrawal', async ({ page, account }) => {
  expect(account.email).toBeTruthy();
  await backOffice.expectAccessDenied(page, {
    path: '/olorioko001/withdrawals',
    heading: 'Withdrawals Management',
    api: ['/api/admin/withdrawals'],
  });
});

test('an administrator finds a customer’s pending withdrawals, each with Process', async ({
  page,
  browser,
}) => {
  const {
    customer,
    withdrawals: [paid],
  } = await customerWithdrawing(browser, [500_000, 200_000]);
  await customer.close();
  await createSignedInAdmin(page);

  await backOffice.openFromAdminMenu(
    page,
    { name: 'Withdrawals' },
    { url: /\/olorioko001\/withdrawals$/, heading: 'Withdrawals Management' },
  );
  await backOffice.expectStatAtLeast(page, 'Pending', 2);

  await page.getByRole('searchbox', { name: 'Search withdrawals' }).fill(customer.email);
  const list = rows(page);
  await expect(list).toHaveCount(2);
  await expect(page.getByRole('heading', { name: 'Withdrawals (2)' })).toBeVisible();
  await expect(list.getByRole('button', { name: /^Process/ })).toHaveCount(2);
  const row = list.filter({ hasText: paid.reference });
  await expect(row).toContainText('₦5,000.00');
  await expect(row).toContainText(GTB.name);
  await expect(row).toContainText('Chinedu Eze');
  await expectNoAxeViolations(page);
});

test('an administrator approves a withdrawal: the payout completes and only it costs money', async ({
  page,
  browser,
}) => {
  const {
    customer,
    withdrawal: paid,
    admin,
    row,
    dialog,
  } = await processDialogFor(page, browser, 500_000, ACCOUNTS.succeeds);
  await expect(dialog).toContainText(paid.reference);
  await expect(dialog).toContainText('₦5,050.00');
  await expect(dialog.getByRole('radio', { name: /Approve/ })).toBeChecked();
  await expect(dialog.getByLabel('Failure Reason')).toHaveCount(0);
  await dialog.getByLabel('Admin Notes (optional)').fill('Checked against the KYC name');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Approve Withdrawal' }).click();
  await expect(page.getByText('Withdrawal approved successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(/Processing|Completed/);
  await expect(row).toContainText('Completed', { timeout: 30_000 });
  await expect(row.getByRole('button', { name: /^Process/ })).toHaveCount(0);
  await pickStatus(page, 'Completed');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(paid.reference);
  expect(await backOffice.auditedActions(page, admin.email, 'withdrawal')).toContain(
    'withdrawal.approve',
  );

  await expect(await theirWithdrawal(customer.page, '₦5,000.00')).toContainText('Completed');
  expect(await ngnBalance(customer.page)).toBe(FUNDED - 505_000);
  await customer.close();
});

test('an administrator rejects a withdrawal with a reason: the money goes back and the customer reads why', async ({
  page,
  browser,
}) => {
  const { customer, admin, row, dialog } = await processDialogFor(
    page,
    browser,
    200_000,
    ACCOUNTS.succeeds,
  );
  await rejectWithReason(page, dialog, { axe: true });
  await expect(row).toContainText('Failed');
  await expect(row).toContainText(REASON);
  await expect(row.getByRole('button', { name: /^Process/ })).toHaveCount(0);
  expect(await backOffice.auditedActions(page, admin.email, 'withdrawal')).toContain(
    'withdrawal.reject',
  );

  const theirs = await theirWithdrawal(customer.page, '₦2,000.00');
  await expect(theirs).toContainText('Failed');
  await expect(theirs).toContainText(REASON);
  expect(await ngnBalance(customer.page)).toBe(FUNDED);
  await customer.close();
});

test('an approved withdrawal the bank refuses fails and the money comes back', async ({
  page,
  browser,
}) => {
  const {
    customer,
    withdrawal: bounced,
    row,
    dialog,
  } = await processDialogFor(page, browser, 100_000, ACCOUNTS.fails);
  await dialog.getByRole('button', { name: 'Approve Withdrawal' }).click();
  await expect(page.getByText('Withdrawal approved successfully')).toBeVisible();
  await expect(row).toContainText('Failed', { timeout: 30_000 });

  // The filters find it by its new status.
  await pickStatus(page, 'Failed');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(bounced.reference);
  await pickStatus(page, 'Pending');
  await expect(page.getByText('No withdrawals found')).toBeVisible();
  await pickStatus(page, 'All statuses');
  await expect(rows(page)).toHaveCount(1);

  await expect(await theirWithdrawal(customer.page, '₦1,000.00')).toContainText('Failed');
  expect(await ngnBalance(customer.page)).toBe(FUNDED);
  await customer.close();
});

test.describe('390x844', () => {
  test.use({ viewport: backOffice.PHONE });

  test('on a phone each withdrawal is a card with its fields and Process; a rejection shows its reason, nothing scrolls sideways', async ({
    page,
    browser,
  }) => {
    const {
      customer,
      withdrawals: [pending],
    } = await customerWithdrawing(browser, [500_000]);
    await customer.close();
    await createSignedInAdmin(page);

    await page.goto('/olorioko001/withdrawals');
    await page.getByRole('searchbox', { name: 'Search withdrawals' }).fill(customer.email);
    const card = await backOffice.theOnlyCard(region(page), [
      GTB.name,
      ACCOUNTS.succeeds,
      '₦5,000.00',
      'Pending',
      'Chinedu Eze',
      customer.email,
      '₦50.00',
      pending.reference,
    ]);
    const process = card.getByRole('button', { name: /^Process/ });
    await expect(process).toBeVisible();
    await backOffice.expectFitsAndAccessible(page);

    await process.click();
    const dialog = page.getByRole('dialog', { name: 'Process Withdrawal' });
    await expect(dialog).toContainText(pending.reference);
    await rejectWithReason(page, dialog);
    await expect(card).toContainText('Failed');
    await expect(card).toContainText(REASON);
    await expect(process).toHaveCount(0);
  });
});
