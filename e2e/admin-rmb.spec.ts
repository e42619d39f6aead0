import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { ngnBalance } from './bills-helpers.ts';
import { createSignedInUser, expect, makeAdmin, test } from './fixtures.ts';
import { makeRmbBuyer } from './rmb-helpers.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** The purchases shown: the table's body rows on a wide screen, the cards on a phone. */
function rmbRows(page: Page, wide: boolean): Locator {
  const list = page.getByRole('region', { name: /^Transactions \(/ });
  return wide
    ? list
        .getByRole('table')
        .getByRole('row')
        .filter({ has: page.getByRole('cell') })
    : list.getByRole('listitem');
}

async function pick(page: Page, filter: 'status' | 'platform', option: string | RegExp) {
  await page.getByRole('combobox', { name: `Filter by ${filter}` }).click();
  await page.getByRole('option', { name: option }).click();
}

/** Axe once the toasts are gone: the shared Toaster's colours are not this screen's to fix. */
async function axeWithoutToasts(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 });
  await expectNoAxeViolations(page);
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

for (const viewport of [DESKTOP, PHONE]) {
  const wide = viewport.width >= 1024;
  test.describe(`${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('an administrator sees the QR code, completes one purchase and fails the other with a reason the customer reads', async ({
      page,
      browser,
    }) => {
      test.setTimeout(150_000);
      const buyer = await makeRmbBuyer(browser);
      const alipay = await buyer.buyAlipay();
      const wechat = await buyer.buyWechat();
      const admin = await createSignedInUser(page);
      await makeAdmin(page.request, admin.email);

      await page.goto('/olorioko001');
      if (!wide) await page.getByRole('button', { name: 'Open menu' }).click();
      const nav = wide
        ? page.getByRole('navigation', { name: 'Admin' })
        : page.getByRole('dialog', { name: 'Owo Admin' });
      await nav.getByRole('link', { name: 'RMB', exact: true }).click();
      await expect(page).toHaveURL(/\/olorioko001\/rmb$/);
      await expect(page.getByRole('heading', { name: 'RMB Transactions' })).toBeVisible();
      const pendingCard = page.getByText('Pending', { exact: true }).first().locator('../..');
      await expect(async () => {
        expect(
          Number((await pendingCard.textContent())?.replace(/\D/g, '')),
        ).toBeGreaterThanOrEqual(2);
      }).toPass();

      // The customer's two purchases, by e-mail; then by platform.
      const search = page.getByRole('searchbox', { name: 'Search RMB transactions' });
      await search.fill(buyer.email);
      const rows = rmbRows(page, wide);
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

      // The Alipay one: its QR code, processing, then completed.
      await alipayRow.getByRole('button', { name: /^Process/ }).click();
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
      await dialog.getByRole('button', { name: 'Mark Completed' }).click();
      await expect(dialog.getByRole('button', { name: 'Mark Completed' })).toHaveCount(0);
      await expect(dialog).toContainText('Completed');
      await expect(dialog).toContainText(admin.email);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(alipayRow).toContainText('Completed');
      await expect(alipayRow.getByRole('button', { name: /^View/ })).toBeVisible();

      // The WeChat one: no QR code; failing asks for the reason.
      const wechatRow = rows.filter({ hasText: wechat });
      await wechatRow.getByRole('button', { name: /^Process/ }).click();
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
      await pick(page, 'status', /^Failed/);
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(wechat);
      await pick(page, 'status', 'All statuses');
      await search.fill('zz-no-such-purchase');
      await expect(page.getByText('No RMB transactions found')).toBeVisible();
      await axeWithoutToasts(page);

      const audit = await page.request.get(
        `/api/admin/audit-log?limit=50&actor=${encodeURIComponent(admin.email)}`,
      );
      const entries = (await audit.json()) as { items: { action: string; actor_email: string }[] };
      expect(
        entries.items.filter((e) => e.action === 'rmb.status' && e.actor_email === admin.email),
      ).toHaveLength(3);

      // The customer sees both outcomes, the reason, and the failed one's naira back.
      await buyer.page.goto('/buy-rmb');
      const recent = buyer.page.getByRole('region', { name: 'Recent Purchases' });
      const failed = recent.getByRole('listitem').filter({ hasText: 'Wang Fang' });
      await expect(failed).toContainText('Failed');
      await expect(failed).toContainText('Recipient WeChat ID not found');
      await expect(recent.getByRole('listitem').filter({ hasText: 'Li Na' })).toContainText(
        'Completed',
      );
      expect(await ngnBalance(buyer.page)).toBe(5_000_000 - 1_000_000);
      await buyer.close();
    });
  });
}
