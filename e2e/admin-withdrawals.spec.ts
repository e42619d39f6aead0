import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { ngnBalance, PIN } from './bills-helpers.ts';
import { createSignedInAdmin, expect, test } from './fixtures.ts';
import { ACCOUNTS, GTB, makeCustomer, withdrawByApi } from './withdraw-helpers.ts';

// The back office's Withdrawals screen against the real server and the Paystack simulator:
// an approved payout to a valid GTBank account completes; one to ACCOUNTS.fails is
// accepted, then fails (transfer.failed) and the money comes back; a rejection gives the
// money back at once with the reason the customer then sees. Each at 1440x900 in a test
// of its own; the phone's list of cards at 390x844.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const REASON = 'The account name does not match your profile';
/** What makeCustomer puts in the wallet. */
const FUNDED = 20_000_000;

test.use({ viewport: DESKTOP });

const region = (page: Page) => page.getByRole('region', { name: /^Withdrawals \(/ });

/** The withdrawals shown on a wide screen: the table's body rows. */
const rows = (page: Page): Locator =>
  region(page)
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

async function pickStatus(page: Page, option: string) {
  await page.getByRole('combobox', { name: 'Filter by status' }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Opens the screen and narrows it to the customer's withdrawals. */
async function openFor(page: Page, email: string) {
  await page.goto('/olorioko001/withdrawals');
  await expect(page.getByRole('heading', { name: 'Withdrawals Management' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search withdrawals' }).fill(email);
}

/** This administrator's withdrawal actions in the audit log. */
async function auditedActions(page: Page, email: string) {
  // This administrator's own entries: a whole suite writes to the same log.
  const audit = await page.request.get(
    `/api/admin/audit-log?limit=50&target_type=withdrawal&actor=${encodeURIComponent(email)}`,
  );
  const entries = (await audit.json()) as { items: { action: string; actor_email: string }[] };
  return entries.items.filter((e) => e.actor_email === email).map((e) => e.action);
}

/** The customer's own list on /withdraw. */
const recentWithdrawals = (page: Page) =>
  page.getByRole('region', { name: 'Recent Withdrawals' }).getByRole('listitem');

test('a non-administrator gets Access Denied and no withdrawal', async ({ page, account }) => {
  expect(account.email).toBeTruthy();
  let adminCalls = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/admin')) adminCalls += 1;
  });
  await page.goto('/olorioko001/withdrawals');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Withdrawals Management' })).toHaveCount(0);
  expect(adminCalls).toBe(0);
  expect((await page.request.get('/api/admin/withdrawals')).status()).toBe(403);
});

test('an administrator finds a customer’s pending withdrawals, each with Process', async ({
  page,
  browser,
}) => {
  const customer = await makeCustomer(browser, 'Chinedu Eze');
  const paid = await withdrawByApi(
    customer.request,
    { amount: 500_000, account_number: ACCOUNTS.succeeds },
    PIN,
  );
  await withdrawByApi(
    customer.request,
    { amount: 200_000, account_number: ACCOUNTS.succeeds },
    PIN,
  );
  await customer.close();
  await createSignedInAdmin(page);

  await page.goto('/olorioko001');
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Withdrawals' })
    .click();
  await expect(page).toHaveURL(/\/olorioko001\/withdrawals$/);
  await expect(page.getByRole('heading', { name: 'Withdrawals Management' })).toBeVisible();
  const pendingCard = page.getByText('Pending', { exact: true }).first().locator('../..');
  await expect(async () => {
    const n = Number((await pendingCard.textContent())?.replace(/\D/g, ''));
    expect(n).toBeGreaterThanOrEqual(2);
  }).toPass();

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
  const customer = await makeCustomer(browser, 'Chinedu Eze');
  const paid = await withdrawByApi(
    customer.request,
    { amount: 500_000, account_number: ACCOUNTS.succeeds },
    PIN,
  );
  const admin = await createSignedInAdmin(page);
  await openFor(page, customer.email);
  const row = rows(page).filter({ hasText: paid.reference });

  await row.getByRole('button', { name: /^Process/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Process Withdrawal' });
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
  expect(await auditedActions(page, admin.email)).toContain('withdrawal.approve');

  await customer.page.goto('/withdraw');
  await expect(recentWithdrawals(customer.page).filter({ hasText: '₦5,000.00' })).toContainText(
    'Completed',
  );
  expect(await ngnBalance(customer.page)).toBe(FUNDED - 505_000);
  await customer.close();
});

test('an administrator rejects a withdrawal with a reason: the money goes back and the customer reads why', async ({
  page,
  browser,
}) => {
  const customer = await makeCustomer(browser, 'Chinedu Eze');
  const declined = await withdrawByApi(
    customer.request,
    { amount: 200_000, account_number: ACCOUNTS.succeeds },
    PIN,
  );
  const admin = await createSignedInAdmin(page);
  await openFor(page, customer.email);
  const row = rows(page).filter({ hasText: declined.reference });

  await row.getByRole('button', { name: /^Process/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Process Withdrawal' });
  await dialog
    .getByRole('radio', { name: /Reject/ })
    .locator('xpath=..')
    .click();
  await dialog.getByLabel('Failure Reason').fill(REASON);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Reject Withdrawal' }).click();
  await expect(page.getByText('Withdrawal rejected successfully')).toBeVisible();
  await expect(row).toContainText('Failed');
  await expect(row).toContainText(REASON);
  await expect(row.getByRole('button', { name: /^Process/ })).toHaveCount(0);
  expect(await auditedActions(page, admin.email)).toContain('withdrawal.reject');

  await customer.page.goto('/withdraw');
  const theirs = recentWithdrawals(customer.page).filter({ hasText: '₦2,000.00' });
  await expect(theirs).toContainText('Failed');
  await expect(theirs).toContainText(REASON);
  expect(await ngnBalance(customer.page)).toBe(FUNDED);
  await customer.close();
});

test('an approved withdrawal the bank refuses fails and the money comes back', async ({
  page,
  browser,
}) => {
  const customer = await makeCustomer(browser, 'Chinedu Eze');
  const bounced = await withdrawByApi(
    customer.request,
    { amount: 100_000, account_number: ACCOUNTS.fails },
    PIN,
  );
  await createSignedInAdmin(page);
  await openFor(page, customer.email);
  const row = rows(page).filter({ hasText: bounced.reference });

  await row.getByRole('button', { name: /^Process/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Process Withdrawal' });
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

  await customer.page.goto('/withdraw');
  await expect(recentWithdrawals(customer.page).filter({ hasText: '₦1,000.00' })).toContainText(
    'Failed',
  );
  expect(await ngnBalance(customer.page)).toBe(FUNDED);
  await customer.close();
});

test.describe('390x844', () => {
  test.use({ viewport: PHONE });

  test('on a phone each withdrawal is a card with its fields and Process; a rejection shows its reason, nothing scrolls sideways', async ({
    page,
    browser,
  }) => {
    const customer = await makeCustomer(browser, 'Chinedu Eze');
    const pending = await withdrawByApi(
      customer.request,
      { amount: 500_000, account_number: ACCOUNTS.succeeds },
      PIN,
    );
    await customer.close();
    await createSignedInAdmin(page);

    await page.goto('/olorioko001/withdrawals');
    await page.getByRole('searchbox', { name: 'Search withdrawals' }).fill(customer.email);
    const cards = region(page).getByRole('listitem');
    await expect(cards).toHaveCount(1);
    await expect(region(page).getByRole('table')).toHaveCount(0);
    const card = cards.first();
    for (const text of [
      GTB.name,
      ACCOUNTS.succeeds,
      '₦5,000.00',
      'Pending',
      'Chinedu Eze',
      customer.email,
      '₦50.00',
      pending.reference,
    ])
      await expect(card).toContainText(text);
    const process = card.getByRole('button', { name: /^Process/ });
    await expect(process).toBeVisible();
    const width = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    }));
    expect(width.scroll, 'the page scrolls sideways').toBeLessThanOrEqual(width.inner);
    await expectNoAxeViolations(page);

    await process.click();
    const dialog = page.getByRole('dialog', { name: 'Process Withdrawal' });
    await expect(dialog).toContainText(pending.reference);
    await dialog
      .getByRole('radio', { name: /Reject/ })
      .locator('xpath=..')
      .click();
    await dialog.getByLabel('Failure Reason').fill(REASON);
    await dialog.getByRole('button', { name: 'Reject Withdrawal' }).click();
    await expect(page.getByText('Withdrawal rejected successfully')).toBeVisible();
    await expect(card).toContainText('Failed');
    await expect(card).toContainText(REASON);
    await expect(process).toHaveCount(0);
  });
});
