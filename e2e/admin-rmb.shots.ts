// Not part of the test run: `npx playwright test -c playwright.shots.config.ts e2e/admin-rmb.shots.ts`
// saves the back office's RMB screen (list, filters, the detail with its QR code, Process)
// at phone and desktop sizes to SHOTS_DIR (default /tmp/shots/admin-rmb) for a person to look at.
import { createSignedInUser, expect, makeAdmin, test } from './fixtures.ts';
import { makeRmbBuyer } from './rmb-helpers.ts';
import { atEachSize } from './shots-helpers.ts';

atEachSize(
  (shot) => {
    test('rmb', async ({ page, browser }) => {
      test.setTimeout(120_000);
      const buyer = await makeRmbBuyer(browser);
      const alipay = await buyer.buyAlipay();
      await buyer.buyWechat();
      await buyer.close();
      const admin = await createSignedInUser(page);
      await makeAdmin(page.request, admin.email);
      await page.goto('/olorioko001/rmb');
      await expect(page.getByRole('heading', { name: 'RMB Transactions' })).toBeVisible();
      await expect(page.getByText(alipay).filter({ visible: true }).first()).toBeVisible();
      await shot(page, 'admin-rmb-list');

      await page.getByRole('combobox', { name: 'Filter by status' }).click();
      await expect(page.getByRole('option', { name: /^Pending/ })).toBeVisible();
      await shot(page, 'admin-rmb-status-filter', false);
      await page.getByRole('option', { name: /^Pending/ }).click();

      await page.getByRole('searchbox', { name: 'Search RMB transactions' }).fill(alipay);
      const process = page.getByRole('button', { name: /^Process/ }).filter({ visible: true });
      await expect(process).toHaveCount(1);
      await process.click();
      const dialog = page.getByRole('dialog', { name: 'RMB Transaction' });
      await expect(dialog.getByRole('img', { name: /QR code/ })).toBeVisible();
      await shot(page, 'admin-rmb-detail', false);
      await dialog.getByRole('button', { name: 'Mark Failed' }).click();
      await expect(dialog.getByRole('alert')).toBeVisible();
      await dialog.getByRole('button', { name: 'Mark Failed' }).scrollIntoViewIfNeeded();
      await shot(page, 'admin-rmb-detail-reason', false);
      await dialog.getByRole('button', { name: 'Mark Completed' }).click();
      const ask = page.getByRole('alertdialog', { name: 'Mark this purchase completed?' });
      await expect(ask).toBeVisible();
      await shot(page, 'admin-rmb-confirm-completed', false);
      await ask.getByRole('button', { name: 'Mark Completed' }).click();
      await expect(page.getByText('Transaction Processed', { exact: true })).toBeVisible();
      await shot(page, 'admin-rmb-processed', false);
      await page.keyboard.press('Escape');
      await page.getByRole('searchbox', { name: 'Search RMB transactions' }).fill('zz-none');
      await expect(page.getByText('No RMB transactions found')).toBeVisible();
      await shot(page, 'admin-rmb-empty', false);
    });
  },
  { dir: '/tmp/shots/admin-rmb' },
);
