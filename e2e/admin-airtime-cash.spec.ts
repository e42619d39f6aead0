import type { Locator, Page } from '@playwright/test';
import { formatMoney } from '../src/shared/money.ts';
import { makeAirtimeSeller } from './airtime-cash-data.ts';
import { expectNoAxeViolations } from './axe.ts';
import { createSignedInUser, expect, makeAdmin, test } from './fixtures.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** The requests shown: the table's body rows on a wide screen, the cards on a phone. */
function requestRows(page: Page, wide: boolean): Locator {
  const list = page.getByRole('region', { name: /^Requests \(/ });
  return wide
    ? list
        .getByRole('table')
        .getByRole('row')
        .filter({ has: page.getByRole('cell') })
    : list.getByRole('listitem');
}

async function pick(page: Page, filter: 'status' | 'network', option: string) {
  await page.getByRole('combobox', { name: `Filter by ${filter}` }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Axe once the toasts are gone: the shared Toaster's colours are not this screen's to fix. */
async function axeWithoutToasts(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expectNoAxeViolations(page);
}

test('a non-administrator gets Access Denied and no request', async ({ page, account }) => {
  expect(account.email).toBeTruthy();
  let adminCalls = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/admin')) adminCalls += 1;
  });
  await page.goto('/olorioko001/airtime-cash');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Airtime to Cash' })).toHaveCount(0);
  expect(adminCalls).toBe(0);
  expect((await page.request.get('/api/admin/airtime-cash')).status()).toBe(403);
});

for (const viewport of [DESKTOP, PHONE]) {
  const wide = viewport.width >= 1024;
  test.describe(`${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('an administrator finds a customer’s requests, approves one (wallet credited) and denies one with a reason', async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      const seller = await makeAirtimeSeller(browser, viewport);
      const mtn = await seller.request();
      const airtel = await seller.request({
        network: 'airtel',
        amount: 200_000,
        phone: '08021234567',
      });
      const glo = await seller.request({ network: 'Glo', amount: 50_000, phone: '08051234567' });
      const admin = await createSignedInUser(page);
      await makeAdmin(page.request, admin.email);

      await page.goto('/olorioko001');
      if (!wide) await page.getByRole('button', { name: 'Open menu' }).click();
      const nav = wide
        ? page.getByRole('navigation', { name: 'Admin' })
        : page.getByRole('dialog', { name: 'Owo Admin' });
      await nav.getByRole('link', { name: 'Airtime to Cash' }).click();
      await expect(page).toHaveURL(/\/olorioko001\/airtime-cash$/);
      await expect(page.getByRole('heading', { name: 'Airtime to Cash', level: 1 })).toBeVisible();
      for (const label of ['Total Requests', 'Pending', 'Completed', 'Total Volume'])
        await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
      const pendingCard = page.getByText('Pending', { exact: true }).first().locator('../..');
      await expect(async () => {
        expect(
          Number((await pendingCard.textContent())?.replace(/\D/g, '')),
        ).toBeGreaterThanOrEqual(3);
      }).toPass();

      const search = page.getByRole('searchbox', { name: 'Search airtime requests' });
      await search.fill(seller.email);
      const rows = requestRows(page, wide);
      await expect(rows).toHaveCount(3);
      await expect(page.getByRole('heading', { name: 'Requests (3)' })).toBeVisible();
      await expect(rows.first()).toContainText(seller.name);
      await expect(rows.getByRole('button', { name: /^Approve/ })).toHaveCount(3);
      await pick(page, 'network', 'Airtel');
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText('08021234567');
      await pick(page, 'network', 'All networks');
      await expect(rows).toHaveCount(3);
      await expectNoAxeViolations(page);

      // Approve the MTN request: its net amount (at the rate when it was made) reaches the wallet.
      const before = await seller.ngnBalance();
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

      // Deny the Glo request with a reason.
      const gloRow = rows.filter({ hasText: '08051234567' });
      await gloRow.getByRole('button', { name: /^Deny/ }).click();
      const deny = page.getByRole('dialog', { name: 'Deny Request' });
      await deny.getByLabel('Reason (optional)').fill('No airtime was received');
      await expectNoAxeViolations(page);
      await deny.getByRole('button', { name: 'Deny', exact: true }).click();
      await expect(page.getByText('Transaction Denied')).toBeVisible();
      await expect(gloRow).toContainText('Denied');
      await expect(gloRow).toContainText('No airtime was received');
      expect(await seller.ngnBalance()).toBe(before + mtn.net_amount);
      await axeWithoutToasts(page);

      // Filters and search by id.
      await pick(page, 'status', 'Pending');
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText('08021234567');
      await pick(page, 'status', 'Denied');
      await expect(rows).toHaveCount(1);
      await pick(page, 'status', 'All statuses');
      await search.fill(airtel.id);
      await expect(rows).toHaveCount(1);
      await search.fill('zz-no-such-request');
      await expect(page.getByText('No airtime requests found')).toBeVisible();

      // The customer sees both decisions, the reason with the denial.
      await seller.page.goto('/airtime-transactions');
      const cards = seller.page
        .getByRole('region', { name: 'Airtime transactions' })
        .getByRole('listitem');
      await expect(cards).toHaveCount(3);
      await expect(cards.filter({ hasText: 'Glo Airtime' })).toContainText('Denied');
      await expect(cards.filter({ hasText: 'Glo Airtime' })).toContainText(
        'No airtime was received',
      );
      await expect(cards.filter({ hasText: 'MTN Airtime' })).toContainText('Approved');
      await expect(cards.filter({ hasText: 'Airtel Airtime' })).toContainText('Pending');
      expect(glo.ussd_code).toBe('*131*08050000000*500*****#');
      await seller.close();

      // Both decisions are in the audit log.
      const audit = await page.request.get(
        `/api/admin/audit-log?limit=50&actor=${encodeURIComponent(admin.email)}`,
      );
      const entries = (await audit.json()) as { items: { action: string; actor_email: string }[] };
      for (const action of ['airtime_cash.approve', 'airtime_cash.deny'])
        expect(
          entries.items.some((e) => e.action === action && e.actor_email === admin.email),
        ).toBe(true);
    });
  });
}
