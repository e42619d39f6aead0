import type { Page } from '@playwright/test';
import { formatMoney } from '../src/shared/money.ts';
import * as backOffice from './admin-helpers.ts';
import { type AirtimeSeller, makeAirtimeSeller } from './airtime-cash-data.ts';
import { expectNoAxeViolations } from './axe.ts';
import { createSignedInAdmin, expect, sameOrigin, test } from './fixtures.ts';

// The back office's Airtime to Cash screen against the real server: the story at
// 1440x900 (a customer's requests made through the API, found, approved, denied), and
// the phone's list of cards at 390x844 in a test of its own.

test.use({ viewport: backOffice.DESKTOP });

const list = (page: Page) => backOffice.listRegion(page, 'Requests');
const requestRows = (page: Page) => backOffice.tableRows(page, list(page));
const pick = (page: Page, filter: 'status' | 'network', option: string) =>
  backOffice.pickFilter(page, filter, option, { exact: true });

/** Opens the screen and narrows it to the seller's requests. */
const openFor = (page: Page, seller: AirtimeSeller) =>
  backOffice.openAndSearch(page, {
    path: '/olorioko001/airtime-cash',
    heading: { name: 'Airtime to Cash', level: 1 },
    search: 'Search airtime requests',
    query: seller.email,
  });

/** An administrator's decision through the API (`page` signed in as one). */
async function decideByApi(page: Page, id: string, data: { decision: string; reason?: string }) {
  const res = await page.request.post(`/api/admin/airtime-cash/${id}`, {
    data,
    headers: sameOrigin(),
  });
  expect(res.status(), `POST /api/admin/airtime-cash/${id} answered ${await res.text()}`).toBe(200);
}

/** Whether this administrator's audit entries include `action`. */
const audited = async (page: Page, email: string, action: string) =>
  (await backOffice.auditedActions(page, email)).includes(action);

test('a non-administrator gets Access Denied and no request', async ({ page, account }) => {
  expect(account.email).toBeTruthy();
  await backOffice.expectAccessDenied(page, {
    path: '/olorioko001/airtime-cash',
    heading: 'Airtime to Cash',
    api: ['/api/admin/airtime-cash'],
  });
});

test('an administrator finds a customer’s requests by e-mail, network, status and id; the customer sees the decisions', async ({
  page,
  browser,
}) => {
  const seller = await makeAirtimeSeller(browser);
  const mtn = await seller.request();
  const airtel = await seller.request({ network: 'airtel', amount: 200_000, phone: '08021234567' });
  const glo = await seller.request({ network: 'Glo', amount: 50_000, phone: '08051234567' });
  expect(glo.ussd_code).toBe('*131*08050000000*500*****#');
  await createSignedInAdmin(page);
  await decideByApi(page, mtn.id, { decision: 'approve' });
  await decideByApi(page, glo.id, { decision: 'deny', reason: 'No airtime was received' });

  await backOffice.openFromAdminMenu(
    page,
    { name: 'Airtime to Cash' },
    { url: /\/olorioko001\/airtime-cash$/, heading: { name: 'Airtime to Cash', level: 1 } },
  );
  for (const label of ['Total Requests', 'Pending', 'Completed', 'Total Volume'])
    await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
  await backOffice.expectStatAtLeast(page, 'Pending', 1);

  const search = page.getByRole('searchbox', { name: 'Search airtime requests' });
  await search.fill(seller.email);
  const rows = requestRows(page);
  await expect(rows).toHaveCount(3);
  await expect(page.getByRole('heading', { name: 'Requests (3)' })).toBeVisible();
  await expect(rows.first()).toContainText(seller.name);
  // Approve and Deny sit on the pending request only.
  await expect(rows.getByRole('button', { name: /^Approve/ })).toHaveCount(1);
  await expect(rows.getByRole('button', { name: /^Deny/ })).toHaveCount(1);
  await expect(rows.filter({ hasText: '08021234567' }).getByRole('button')).toHaveCount(2);
  await expect(rows.filter({ hasText: '08051234567' })).toContainText('No airtime was received');
  await expectNoAxeViolations(page);

  await pick(page, 'network', 'Airtel');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('08021234567');
  await pick(page, 'network', 'All networks');
  await expect(rows).toHaveCount(3);
  await pick(page, 'status', 'Pending');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('08021234567');
  await pick(page, 'status', 'Denied');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('08051234567');
  await pick(page, 'status', 'All statuses');
  await expect(rows).toHaveCount(3);
  await search.fill(airtel.id);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('08021234567');
  await search.fill('zz-no-such-request');
  await expect(page.getByText('No airtime requests found')).toBeVisible();

  // The customer sees both decisions, the reason with the denial.
  await seller.page.goto('/airtime-transactions');
  const cards = seller.page
    .getByRole('region', { name: 'Airtime transactions' })
    .getByRole('listitem');
  await expect(cards).toHaveCount(3);
  await expect(cards.filter({ hasText: 'Glo Airtime' })).toContainText('Denied');
  await expect(cards.filter({ hasText: 'Glo Airtime' })).toContainText('No airtime was received');
  await expect(cards.filter({ hasText: 'MTN Airtime' })).toContainText('Approved');
  await expect(cards.filter({ hasText: 'Airtel Airtime' })).toContainText('Pending');
  await seller.close();
});

test('an administrator approves one request (its net amount reaches the wallet) and denies another with a reason', async ({
  page,
  browser,
}) => {
  const seller = await makeAirtimeSeller(browser);
  const mtn = await seller.request();
  await seller.request({ network: 'Glo', amount: 50_000, phone: '08051234567' });
  const admin = await createSignedInAdmin(page);
  const before = await seller.ngnBalance();
  await openFor(page, seller);
  const rows = requestRows(page);
  await expect(rows).toHaveCount(2);

  // Approve the MTN request: its net amount (at the rate when it was made) reaches the wallet.
  const mtnRow = rows.filter({ hasText: '08031234567' });
  await mtnRow.getByRole('button', { name: /^Approve/ }).click();
  const approve = page.getByRole('dialog', { name: 'Approve Request' });
  await expect(approve).toContainText(
    `${formatMoney(mtn.net_amount, 'NGN')} will be credited to Amaka Obi`,
  );
  await expectNoAxeViolations(page);
  await approve.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByText('Transaction Approved')).toBeVisible();
  await expect(approve).toHaveCount(0);
  await expect(mtnRow).toContainText('Approved');
  await expect(mtnRow.getByRole('button', { name: /^Approve/ })).toHaveCount(0);
  expect(await seller.ngnBalance()).toBe(before + mtn.net_amount);

  // Deny the Glo request with a reason: nothing more is credited.
  const gloRow = rows.filter({ hasText: '08051234567' });
  await gloRow.getByRole('button', { name: /^Deny/ }).click();
  const deny = page.getByRole('dialog', { name: 'Deny Request' });
  await deny.getByLabel('Reason (optional)').fill('No airtime was received');
  await expectNoAxeViolations(page);
  await deny.getByRole('button', { name: 'Deny', exact: true }).click();
  await expect(page.getByText('Transaction Denied')).toBeVisible();
  await expect(deny).toHaveCount(0);
  await expect(gloRow).toContainText('Denied');
  await expect(gloRow).toContainText('No airtime was received');
  await expect(gloRow.getByRole('button', { name: /^Deny/ })).toHaveCount(0);
  expect(await seller.ngnBalance()).toBe(before + mtn.net_amount);

  // Both decisions are in the audit log.
  expect(await audited(page, admin.email, 'airtime_cash.approve')).toBe(true);
  expect(await audited(page, admin.email, 'airtime_cash.deny')).toBe(true);
  await seller.close();
});

test.describe('390x844', () => {
  test.use({ viewport: backOffice.PHONE });

  test('on a phone each request is a card with its fields, Approve and Deny; Approve works, nothing scrolls sideways', async ({
    page,
    browser,
  }) => {
    const seller = await makeAirtimeSeller(browser);
    const mtn = await seller.request();
    await createSignedInAdmin(page);
    const before = await seller.ngnBalance();

    await page.goto('/olorioko001/airtime-cash');
    await page.getByRole('searchbox', { name: 'Search airtime requests' }).fill(seller.email);
    const card = await backOffice.theOnlyCard(list(page), [
      'MTN Airtime',
      formatMoney(mtn.amount, 'NGN'),
      'Pending',
      seller.name,
      seller.email,
      '08031234567',
      formatMoney(mtn.net_amount, 'NGN'),
      mtn.id,
    ]);
    const approve = card.getByRole('button', { name: /^Approve/ });
    await expect(approve).toBeVisible();
    await expect(card.getByRole('button', { name: /^Deny/ })).toBeVisible();
    await backOffice.expectFitsAndAccessible(page);

    await approve.click();
    const dialog = page.getByRole('dialog', { name: 'Approve Request' });
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(page.getByText('Transaction Approved')).toBeVisible();
    await expect(card).toContainText('Approved');
    await expect(card.getByRole('button')).toHaveCount(0);
    expect(await seller.ngnBalance()).toBe(before + mtn.net_amount);
    await seller.close();
  });
});
