import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { ngnBalance } from './bills-helpers.ts';
import { createSignedInAdmin, expect, test } from './fixtures.ts';
import { makeRmbBuyer, type RmbBuyer } from './rmb-helpers.ts';

// The back office's RMB screen against the real server: the story at 1440x900 (a
// customer's purchases made through the API, found, one completed, one failed with a
// reason the customer reads), and the phone's list of cards at 390x844 in a test of its own.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

test.use({ viewport: DESKTOP });

const list = (page: Page) => page.getByRole('region', { name: /^Transactions \(/ });

/** The purchases shown on a wide screen: the table's body rows. */
const rmbRows = (page: Page): Locator =>
  list(page)
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

async function pick(page: Page, filter: 'status' | 'platform', option: string | RegExp) {
  await page.getByRole('combobox', { name: `Filter by ${filter}` }).click();
  await page.getByRole('option', { name: option }).click();
}

/** Opens the screen and narrows it to the buyer's purchases. */
async function openFor(page: Page, buyer: RmbBuyer) {
  await page.goto('/olorioko001/rmb');
  await expect(page.getByRole('heading', { name: 'RMB Transactions' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search RMB transactions' }).fill(buyer.email);
}

/** How many `rmb.status` entries this administrator has in the audit log. */
async function statusChanges(page: Page, email: string) {
  const audit = await page.request.get(
    `/api/admin/audit-log?limit=50&actor=${encodeURIComponent(email)}`,
  );
  const entries = (await audit.json()) as { items: { action: string; actor_email: string }[] };
  return entries.items.filter((e) => e.action === 'rmb.status' && e.actor_email === email).length;
}

test('a non-administrator gets Access Denied, no purchase and no QR image', async ({
  page,
  account,
}) => {
  expect(account.email).toBeTruthy();
  let adminCalls = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/admin')) adminCalls += 1;
  });
  await page.goto('/olorioko001/rmb');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'RMB Transactions' })).toHaveCount(0);
  expect(adminCalls).toBe(0);
  expect((await page.request.get('/api/admin/rmb')).status()).toBe(403);
  expect((await page.request.get('/api/admin/rmb/anything/qr')).status()).toBe(403);
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

  await page.goto('/olorioko001');
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'RMB', exact: true })
    .click();
  await expect(page).toHaveURL(/\/olorioko001\/rmb$/);
  await expect(page.getByRole('heading', { name: 'RMB Transactions' })).toBeVisible();
  const pendingCard = page.getByText('Pending', { exact: true }).first().locator('../..');
  await expect(async () => {
    expect(Number((await pendingCard.textContent())?.replace(/\D/g, ''))).toBeGreaterThanOrEqual(2);
  }).toPass();

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
  test.use({ viewport: PHONE });

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
    const cards = list(page).getByRole('listitem');
    await expect(cards).toHaveCount(1);
    await expect(list(page).getByRole('table')).toHaveCount(0);
    const card = cards.first();
    for (const text of [
      'Alipay · Chinese Alipay',
      'To Li Na · li.na@example.cn',
      '₦10,000.00',
      '¥47.00',
      'Pending',
      buyer.name,
      buyer.email,
      alipay,
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
    const dialog = page.getByRole('dialog', { name: 'RMB Transaction' });
    await expect(dialog).toContainText(alipay);
    await expect(dialog.getByRole('img', { name: 'QR code for Li Na' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Mark Processing' })).toBeVisible();
  });
});
