import type { Page } from '@playwright/test';
import * as backOffice from './admin-helpers.ts';
import { expectNoAxeViolations } from './axe.ts';
import { ngnBalance } from './bills-helpers.ts';
import { createSignedInAdmin, expect, test } from './fixtures.ts';
import { makeRmbBuyer, type RmbBuyer } from './rmb-helpers.ts';

// The back office's RMB screen against the real server: the story at 1440x900 (a
// customer's purchases made through the API, found, one completed, one failed with a
// reason the customer reads), and the phone's list of cards at 390x844 in a test of its own.

test.use({ viewport: backOffice.DESKTOP });

const list = (page: Page) => backOffice.listRegion(page, 'Transactions');
const rmbRows = (page: Page) => backOffice.tableRows(page, list(page));
const pick = (page: Page, filter: 'status' | 'platform', option: string | RegExp) =>
  backOffice.pickFilter(page, filter, option);

/** Opens the screen and narrows it to the buyer's purchases. */
const openFor = (page: Page, buyer: RmbBuyer) =>
  backOffice.openAndSearch(page, {
    path: '/olorioko001/rmb',
    heading: 'RMB Transactions',
    search: 'Search RMB transactions',
    query: buyer.email,
  });

/** How many `rmb.status` entries this administrator has in the audit log. */
const statusChanges = async (page: Page, email: string) =>
  (await backOffice.auditedActions(page, email)).filter((action) => action === 'rmb.status').length;

test('a non-administrator gets Access Denied, no purchase and no QR image', async ({
  page,
  account,
}) => {
  expect(account.email).toBeTruthy();
  await backOffice.expectAccessDenied(page, {
    path: '/olorioko001/rmb',
    heading: 'RMB Transactions',
    api: ['/api/admin/rmb', '/api/admin/rmb/anything/qr'],
  });
});

test('an administrator finds a customer’s purchases by e-mail and platform', async ({
  page,
  browser,
}) => {
  const buyer = await makeRmbBuyer(browser);
  const alipay = await buyer.buyAlipay();
  const wechat = await buyer.buyWechat();
  await buyer.close();
  await createSignedInAdmin(page);

  await backOffice.openFromAdminMenu(
    page,
    { name: 'RMB', exact: true },
    { url: /\/olorioko001\/rmb$/, heading: 'RMB Transactions' },
  );
  await backOffice.expectStatAtLeast(page, 'Pending', 2);

  // The customer's two purchases, by e-mail; then by platform.
  const search = page.getByRole('searchbox', { name: 'Search RMB transactions' });
  await search.fill(buyer.email);
  const rows = rmbRows(page);
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole('heading', { name: 'Transactions (2)' })).toBeVisible();
  await pick(page, 'platform', 'WeChat Pay');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(wechat);
  await pick(page, 'platform', 'All platforms');
  await expect(rows).toHaveCount(2);
  const alipayRow = rows.filter({ hasText: alipay });
  await expect(alipayRow).toContainText('Chinese Alipay');
  await expect(alipayRow).toContainText('₦10,000.00');
  await expect(alipayRow).toContainText('Pending');
  await expectNoAxeViolations(page);

  await search.fill('zz-no-such-purchase');
  await expect(page.getByText('No RMB transactions found')).toBeVisible();
});

test('an administrator sees the QR code and completes an Alipay purchase; the customer sees it completed', async ({
  page,
  browser,
}) => {
  const buyer = await makeRmbBuyer(browser);
  const alipay = await buyer.buyAlipay();
  const admin = await createSignedInAdmin(page);
  await openFor(page, buyer);
  const row = rmbRows(page).filter({ hasText: alipay });

  await row.getByRole('button', { name: /^Process/ }).click();
  const dialog = page.getByRole('dialog', { name: 'RMB Transaction' });
  await expect(dialog).toContainText(alipay);
  await expect(dialog).toContainText('li.na@example.cn');
  await expect(dialog).toContainText('¥47.00');
  await expect(dialog).toContainText(buyer.email);
  const qr = dialog.getByRole('img', { name: 'QR code for Li Na' });
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(174);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Mark Processing' }).click();
  await expect(page.getByText('Transaction Processed', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Mark Processing' })).toHaveCount(0);
  await expect(dialog).toContainText('Processing');
  // Completed is final: it asks first, and Cancel leaves the purchase processing.
  await dialog.getByRole('button', { name: 'Mark Completed' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Mark this purchase completed?' });
  await expect(ask).toContainText('¥47.00');
  await expect(ask).toContainText('₦10,000.00');
  await expectNoAxeViolations(page);
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(dialog).toContainText('Processing');
  await dialog.getByRole('button', { name: 'Mark Completed' }).click();
  await ask.getByRole('button', { name: 'Mark Completed' }).click();
  await expect(dialog.getByRole('button', { name: 'Mark Completed' })).toHaveCount(0);
  await expect(dialog).toContainText('Completed');
  await expect(dialog).toContainText(admin.email);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Completed');
  await expect(row.getByRole('button', { name: /^View/ })).toBeVisible();
  expect(await statusChanges(page, admin.email)).toBe(2);

  await buyer.page.goto('/buy-rmb');
  const recent = buyer.page.getByRole('region', { name: 'Recent Purchases' });
  await expect(recent.getByRole('listitem').filter({ hasText: 'Li Na' })).toContainText(
    'Completed',
  );
  expect(await ngnBalance(buyer.page)).toBe(5_000_000 - 1_000_000);
  await buyer.close();
});

test('an administrator fails a WeChat purchase with a reason; the customer reads it and has the naira back', async ({
  page,
  browser,
}) => {
  const buyer = await makeRmbBuyer(browser);
  const wechat = await buyer.buyWechat();
  const admin = await createSignedInAdmin(page);
  await openFor(page, buyer);
  const rows = rmbRows(page);

  // No QR code; failing asks for the reason.
  await rows
    .filter({ hasText: wechat })
    .getByRole('button', { name: /^Process/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'RMB Transaction' });
  await expect(dialog).toContainText('No QR code was provided.');
  await dialog.getByRole('button', { name: 'Mark Failed' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Please give the reason the customer will see',
  );
  await dialog.getByLabel('Note').fill('Recipient WeChat ID not found');
  await dialog.getByRole('button', { name: 'Mark Failed' }).click();
  await expect(dialog.getByRole('button', { name: 'Mark Failed' })).toHaveCount(0);
  await expect(dialog).toContainText('Recipient WeChat ID not found');
  await expect(dialog).toContainText('Failed');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await pick(page, 'status', /^Failed/);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(wechat);
  await pick(page, 'status', /^Pending/);
  await expect(page.getByText('No RMB transactions found')).toBeVisible();
  expect(await statusChanges(page, admin.email)).toBe(1);

  await buyer.page.goto('/buy-rmb');
  const recent = buyer.page.getByRole('region', { name: 'Recent Purchases' });
  const failed = recent.getByRole('listitem').filter({ hasText: 'Wang Fang' });
  await expect(failed).toContainText('Failed');
  await expect(failed).toContainText('Recipient WeChat ID not found');
  expect(await ngnBalance(buyer.page)).toBe(5_000_000);
  await buyer.close();
});

test.describe('390x844', () => {
  test.use({ viewport: backOffice.PHONE });

  test('on a phone each purchase is a card with its fields and Process; Process opens it, nothing scrolls sideways', async ({
    page,
    browser,
  }) => {
    const buyer = await makeRmbBuyer(browser);
    const alipay = await buyer.buyAlipay();
    await buyer.close();
    await createSignedInAdmin(page);

    await page.goto('/olorioko001/rmb');
    await page.getByRole('searchbox', { name: 'Search RMB transactions' }).fill(buyer.email);
    const card = await backOffice.theOnlyCard(list(page), [
      'Alipay · Chinese Alipay',
      'To Li Na · li.na@example.cn',
      '₦10,000.00',
      '¥47.00',
      'Pending',
      buyer.name,
      buyer.email,
      alipay,
    ]);
    const process = card.getByRole('button', { name: /^Process/ });
    await expect(process).toBeVisible();
    await backOffice.expectFitsAndAccessible(page);

    await process.click();
    const dialog = page.getByRole('dialog', { name: 'RMB Transaction' });
    await expect(dialog).toContainText(alipay);
    await expect(dialog.getByRole('img', { name: 'QR code for Li Na' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Mark Processing' })).toBeVisible();
  });
});
