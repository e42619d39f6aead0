import type { Locator, Page } from '@playwright/test';
import { makeBillBuyer } from './admin-bills-data.ts';
import { expectNoAxeViolations } from './axe.ts';
import { createSignedInUser, expect, makeAdmin, test } from './fixtures.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** The bills shown: the table's body rows on a wide screen, the cards on a phone. */
function billRows(page: Page, wide: boolean): Locator {
  const list = page.getByRole('region', { name: /^Bills \(/ });
  return wide
    ? list
        .getByRole('table')
        .getByRole('row')
        .filter({ has: page.getByRole('cell') })
    : list.getByRole('listitem');
}

async function pick(page: Page, filter: 'status' | 'service', option: string | RegExp) {
  await page.getByRole('combobox', { name: `Filter by ${filter}` }).click();
  await page.getByRole('option', { name: option }).click();
}

/** Axe once the toasts are gone: the shared Toaster's colours are not this screen's to fix. */
async function axeWithoutToasts(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expectNoAxeViolations(page);
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

for (const viewport of [DESKTOP, PHONE]) {
  const wide = viewport.width >= 1024;
  test.describe(`${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('an administrator finds a customer’s bills, filters, searches, and processes the pending one', async ({
      page,
      browser,
    }) => {
      test.setTimeout(180_000);
      const buyer = await makeBillBuyer(browser);
      const admin = await createSignedInUser(page);
      await makeAdmin(page.request, admin.email);
      // Pending until asked again: the background requery waits a minute.
      const pending = await buyer.payPending();
      await buyer.close();

      await page.goto('/olorioko001');
      if (!wide) await page.getByRole('button', { name: 'Open menu' }).click();
      const nav = wide
        ? page.getByRole('navigation', { name: 'Admin' })
        : page.getByRole('dialog', { name: 'Owo Admin' });
      await nav.getByRole('link', { name: 'Bills' }).click();
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
      const rows = billRows(page, wide);
      await expect(rows).toHaveCount(6);
      await expect(page.getByRole('heading', { name: 'Bills (6)' })).toBeVisible();
      const row = rows.filter({ hasText: pending });
      await expect(row).toContainText('Pending');
      await expect(rows.filter({ hasText: buyer.refs.refunded })).toContainText('Refunded');
      await expect(rows.filter({ hasText: buyer.refs.electricity })).toContainText('Delivered');
      await expect(rows.filter({ hasText: buyer.refs.electricity })).toContainText('IKEDC');
      await expect(rows.filter({ hasText: buyer.refs.cable })).toContainText('DStv');
      // Process sits on the pending bill only.
      await expect(rows.getByRole('button', { name: /^Process/ })).toHaveCount(1);

      // Filters narrow the customer's bills.
      await pick(page, 'service', 'Electricity');
      await expect(rows).toHaveCount(2);
      await pick(page, 'status', /^Pending/);
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(pending);

      // Process asks VTpass now: it has delivered it meanwhile; the answer is a toast.
      await row.getByRole('button', { name: /^Process/ }).click();
      await expect(page.getByText('Bill delivered')).toBeVisible();
      // Delivered now, so no longer among the pending ones.
      await expect(page.getByText('No bills found')).toBeVisible();
      await pick(page, 'status', /^Delivered/);
      await expect(row).toContainText('Delivered');
      await expect(row.getByRole('button', { name: /^Process/ })).toHaveCount(0);
      await axeWithoutToasts(page);

      await pick(page, 'service', 'All services');
      await pick(page, 'status', /^Refunded/);
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(buyer.refs.refunded);
      await pick(page, 'status', 'All statuses');
      await expect(rows).toHaveCount(6);

      // Search by a reference, a meter, a smartcard.
      await search.fill(buyer.refs.data);
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText('Airtel');
      await search.fill('500000000000');
      await expect(rows.filter({ hasText: pending })).toHaveCount(1);
      await search.fill('zz-no-such-bill');
      await expect(page.getByText('No bills found')).toBeVisible();

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
  });
}
