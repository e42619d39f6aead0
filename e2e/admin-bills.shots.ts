// Not part of the test run: `npx playwright test -c playwright.shots.config.ts e2e/admin-bills.shots.ts`
// saves the back office's Bills screen (list, filters, Process) at phone and desktop
// sizes to SHOTS_DIR (default /tmp/shots/admin-bills) for a person to look at.
import { makeBillBuyer } from './admin-bills-data.ts';
import { createSignedInUser, expect, makeAdmin, test } from './fixtures.ts';
import { atEachSize } from './shots-helpers.ts';

atEachSize(
  (shot) => {
    test('bills', async ({ page, browser }) => {
      test.setTimeout(120_000);
      const buyer = await makeBillBuyer(browser);
      const admin = await createSignedInUser(page);
      await makeAdmin(page.request, admin.email);
      const pending = await buyer.payPending();
      await buyer.close();
      await page.goto('/olorioko001/bills');
      await expect(page.getByRole('heading', { name: 'Bills Management' })).toBeVisible();
      await expect(page.getByText(pending).filter({ visible: true }).first()).toBeVisible();
      await shot(page, 'bills-list');

      await page.getByRole('combobox', { name: 'Filter by status' }).click();
      await expect(page.getByRole('option', { name: /^Pending/ })).toBeVisible();
      await shot(page, 'bills-status-filter', false);
      await page.getByRole('option', { name: /^Pending/ }).click();
      await shot(page, 'bills-pending');

      await page.getByRole('searchbox', { name: 'Search bills' }).fill(pending);
      const process = page.getByRole('button', { name: /^Process/ }).filter({ visible: true });
      await expect(process).toHaveCount(1);
      await process.click();
      await expect(page.getByText(/^(Bill delivered|Still pending)$/).first()).toBeVisible();
      await shot(page, 'bills-processed', false);

      await page.getByRole('searchbox', { name: 'Search bills' }).fill('zz-no-such-bill');
      await expect(page.getByText('No bills found')).toBeVisible();
      await shot(page, 'bills-empty', false);
    });
  },
  { dir: '/tmp/shots/admin-bills' },
);
