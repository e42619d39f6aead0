import type { Page } from '@playwright/test';
import { makeBillBuyer, makePendingBillPayer, PENDING_METER } from './admin-bills-data.ts';
import * as backOffice from './admin-helpers.ts';
import { expectNoAxeViolations } from './axe.ts';
import { createSignedInAdmin, expect, test } from './fixtures.ts';

// The back office's Bills screen against the real server and the VTpass simulator: the
// story at 1440x900 (a customer's bills made through the API, found, filtered, and the
// pending one processed), and the phone's list of cards at 390x844 in a test of its own.

test.use({ viewport: backOffice.DESKTOP });

const list = (page: Page) => backOffice.listRegion(page, 'Bills');
const billRows = (page: Page) => backOffice.tableRows(page, list(page));
const pick = (page: Page, filter: 'status' | 'service', option: string | RegExp) =>
  backOffice.pickFilter(page, filter, option);

test('a non-administrator gets Access Denied and no bill', async ({ page, account }) => {
  expect(account.email).toBeTruthy();
  await backOffice.expectAccessDenied(page, {
    path: '/olorioko001/bills',
    heading: 'Bills Management',
    api: ['/api/admin/bills'],
  });
  await expect(page.getByText("You don't have admin privileges")).toBeVisible();
});

test('an administrator finds a customer’s bills, filters them by service and status, and searches', async ({
  page,
  browser,
}) => {
  const buyer = await makeBillBuyer(browser);
  await createSignedInAdmin(page);
  // Pending until asked again: the background requery waits a minute.
  const pending = await buyer.payPending();
  await buyer.close();

  await backOffice.openFromAdminMenu(
    page,
    { name: 'Bills' },
    { url: /\/olorioko001\/bills$/, heading: 'Bills Management' },
  );
  // Counts per service over every bill: this customer's at least.
  for (const [service, atLeast] of [
    ['Airtime', 2],
    ['Data', 1],
    ['Electricity', 2],
    ['Cable TV', 1],
  ] as const)
    await backOffice.expectStatAtLeast(page, service, atLeast);

  // The customer's six bills, by e-mail.
  const search = page.getByRole('searchbox', { name: 'Search bills' });
  await search.fill(buyer.email);
  const rows = billRows(page);
  await expect(rows).toHaveCount(6);
  await expect(page.getByRole('heading', { name: 'Bills (6)' })).toBeVisible();
  await expect(rows.filter({ hasText: pending })).toContainText('Pending');
  await expect(rows.filter({ hasText: buyer.refs.refunded })).toContainText('Refunded');
  await expect(rows.filter({ hasText: buyer.refs.electricity })).toContainText('Delivered');
  await expect(rows.filter({ hasText: buyer.refs.electricity })).toContainText('IKEDC');
  await expect(rows.filter({ hasText: buyer.refs.cable })).toContainText('DStv');
  // Process sits on the pending bill only.
  await expect(rows.getByRole('button', { name: /^Process/ })).toHaveCount(1);
  await expectNoAxeViolations(page);

  // Filters narrow the customer's bills.
  await pick(page, 'service', 'Electricity');
  await expect(rows).toHaveCount(2);
  await pick(page, 'status', /^Pending/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(pending);
  await pick(page, 'service', 'All services');
  await expect(rows).toHaveCount(1);
  await pick(page, 'status', /^Refunded/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(buyer.refs.refunded);
  await pick(page, 'status', 'All statuses');
  await expect(rows).toHaveCount(6);

  // Search by a reference, a meter.
  await search.fill(buyer.refs.data);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Airtel');
  await search.fill(PENDING_METER);
  await expect(rows.filter({ hasText: pending })).toHaveCount(1);
  await search.fill('zz-no-such-bill');
  await expect(page.getByText('No bills found')).toBeVisible();
});

test('an administrator processes a pending bill: VTpass has delivered it meanwhile', async ({
  page,
  browser,
}) => {
  const payer = await makePendingBillPayer(browser);
  const admin = await createSignedInAdmin(page);
  // Pending until asked again: the background requery waits a minute.
  const pending = await payer.payPending();
  await payer.close();

  await backOffice.openAndSearch(page, {
    path: '/olorioko001/bills',
    heading: 'Bills Management',
    search: 'Search bills',
    query: pending,
  });
  await pick(page, 'status', /^Pending/);
  const rows = billRows(page);
  await expect(rows).toHaveCount(1);
  const row = rows.filter({ hasText: pending });
  await expect(row).toContainText('Pending');

  // Process asks VTpass now: it has delivered it meanwhile; the answer is a toast.
  await row.getByRole('button', { name: /^Process/ }).click();
  await expect(page.getByText('Bill delivered')).toBeVisible();
  // Delivered now, so no longer among the pending ones.
  await expect(page.getByText('No bills found')).toBeVisible();
  await pick(page, 'status', /^Delivered/);
  await expect(row).toContainText('Delivered');
  await expect(row.getByRole('button', { name: /^Process/ })).toHaveCount(0);

  // The audit log has the administrator's Process.
  expect(await backOffice.auditedActions(page, admin.email)).toContain('bill.requery');
});

test.describe('390x844', () => {
  test.use({ viewport: backOffice.PHONE });

  test('on a phone each bill is a card with its fields and Process; Process works, nothing scrolls sideways', async ({
    page,
    browser,
  }) => {
    const payer = await makePendingBillPayer(browser);
    await createSignedInAdmin(page);
    const pending = await payer.payPending();
    await payer.close();

    await page.goto('/olorioko001/bills');
    await page.getByRole('searchbox', { name: 'Search bills' }).fill(payer.email);
    const card = await backOffice.theOnlyCard(list(page), [
      'Electricity · EKEDC',
      '₦1,000.00',
      'Pending',
      payer.name,
      payer.email,
      `${PENDING_METER} (prepaid)`,
      pending,
    ]);
    const process = card.getByRole('button', { name: /^Process/ });
    await expect(process).toBeVisible();
    await backOffice.expectFitsAndAccessible(page);

    await process.click();
    await expect(page.getByText('Bill delivered')).toBeVisible();
    await expect(card).toContainText('Delivered');
    await expect(process).toHaveCount(0);
  });
});
