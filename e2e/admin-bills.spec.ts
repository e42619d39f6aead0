import type { Locator, Page } from '@playwright/test';
import { makeBillBuyer, makePendingBillPayer, PENDING_METER } from './admin-bills-data.ts';
import { expectNoAxeViolations } from './axe.ts';
import { createSignedInAdmin, expect, test } from './fixtures.ts';

// The back office's Bills screen against the real server and the VTpass simulator: the
// story at 1440x900 (a customer's bills made through the API, found, filtered, and the
// pending one processed), and the phone's list of cards at 390x844 in a test of its own.

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

test.use({ viewport: DESKTOP });

const list = (page: Page) => page.getByRole('region', { name: /^Bills \(/ });

/** The bills shown on a wide screen: the table's body rows. */
const billRows = (page: Page): Locator =>
  list(page)
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

async function pick(page: Page, filter: 'status' | 'service', option: string | RegExp) {
  await page.getByRole('combobox', { name: `Filter by ${filter}` }).click();
  await page.getByRole('option', { name: option }).click();
}

test('a non-administrator gets Access Denied and no bill', async ({ page, account }) => {
  expect(account.email).toBeTruthy();
  let adminCalls = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/admin')) adminCalls += 1;
  });
  await page.goto('/olorioko001/bills');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText("You don't have admin privileges")).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bills Management' })).toHaveCount(0);
  expect(adminCalls).toBe(0);
  const res = await page.request.get('/api/admin/bills');
  expect(res.status()).toBe(403);
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

  await page.goto('/olorioko001');
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Bills' })
    .click();
  await expect(page).toHaveURL(/\/olorioko001\/bills$/);
  await expect(page.getByRole('heading', { name: 'Bills Management' })).toBeVisible();
  // Counts per service over every bill: this customer's at least.
  for (const [service, atLeast] of [
    ['Airtime', 2],
    ['Data', 1],
    ['Electricity', 2],
    ['Cable TV', 1],
  ] as const) {
    const card = page.getByText(service, { exact: true }).first().locator('../..');
    await expect(async () => {
      const n = Number((await card.textContent())?.replace(/\D/g, ''));
      expect(n).toBeGreaterThanOrEqual(atLeast);
    }).toPass();
  }

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

  await page.goto('/olorioko001/bills');
  await expect(page.getByRole('heading', { name: 'Bills Management' })).toBeVisible();
  await pick(page, 'status', /^Pending/);
  await page.getByRole('searchbox', { name: 'Search bills' }).fill(pending);
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
  const audit = await page.request.get(
    `/api/admin/audit-log?limit=50&actor=${encodeURIComponent(admin.email)}`,
  );
  expect(audit.ok()).toBeTruthy();
  const entries = (await audit.json()) as { items: { action: string; actor_email: string }[] };
  expect(
    entries.items.some((e) => e.action === 'bill.requery' && e.actor_email === admin.email),
  ).toBe(true);
});

test.describe('390x844', () => {
  test.use({ viewport: PHONE });

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
    const cards = list(page).getByRole('listitem');
    await expect(cards).toHaveCount(1);
    await expect(list(page).getByRole('table')).toHaveCount(0);
    const card = cards.first();
    for (const text of [
      'Electricity · EKEDC',
      '₦1,000.00',
      'Pending',
      payer.name,
      payer.email,
      `${PENDING_METER} (prepaid)`,
      pending,
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
    await expect(page.getByText('Bill delivered')).toBeVisible();
    await expect(card).toContainText('Delivered');
    await expect(process).toHaveCount(0);
  });
});
