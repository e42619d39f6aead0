// Not part of the test run: `npx playwright test -c playwright.shots.config.ts e2e/admin-airtime-cash.shots.ts`
// saves the back office's Airtime to Cash screen (list, Approve and Deny dialogs, after
// the decisions) at phone and desktop sizes to SHOTS_DIR for a person to look at.
import { makeAirtimeSeller } from './airtime-cash-data.ts';
import { createSignedInUser, expect, makeAdmin, test } from './fixtures.ts';
import { atEachSize } from './shots-helpers.ts';

atEachSize(
  (shot) => {
    test('airtime to cash', async ({ page, browser }) => {
      test.setTimeout(120_000);
      const seller = await makeAirtimeSeller(browser);
      await seller.request();
      await seller.request({ network: 'Airtel', amount: 200_000, phone: '08021234567' });
      await seller.request({ network: 'Glo', amount: 50_000, phone: '08051234567' });
      await seller.close();
      const admin = await createSignedInUser(page);
      await makeAdmin(page.request, admin.email);

      await page.goto('/olorioko001/airtime-cash');
      await page.getByRole('searchbox', { name: 'Search airtime requests' }).fill(seller.email);
      await expect(page.getByRole('heading', { name: 'Requests (3)' })).toBeVisible();
      await shot(page, 'admin-a2c-list');

      const approve = page.getByRole('button', { name: /^Approve/ }).filter({ visible: true });
      await approve.first().click();
      await expect(page.getByRole('dialog', { name: 'Approve Request' })).toBeVisible();
      await shot(page, 'admin-a2c-approve', false);
      await page
        .getByRole('dialog', { name: 'Approve Request' })
        .getByRole('button', { name: 'Approve', exact: true })
        .click();
      await expect(page.getByText('Transaction Approved')).toBeVisible();

      await page.getByRole('button', { name: /^Deny/ }).filter({ visible: true }).first().click();
      const deny = page.getByRole('dialog', { name: 'Deny Request' });
      await deny.getByLabel('Reason (optional)').fill('No airtime was received');
      await shot(page, 'admin-a2c-deny', false);
      await deny.getByRole('button', { name: 'Deny', exact: true }).click();
      await expect(page.getByText('Transaction Denied')).toBeVisible();
      await shot(page, 'admin-a2c-decided');

      await page.getByRole('combobox', { name: 'Filter by network' }).click();
      await shot(page, 'admin-a2c-network-filter', false);
    });
  },
  { dir: '/tmp/shots/admin-airtime-cash' },
);
