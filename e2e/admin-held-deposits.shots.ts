// Not part of the test run: `npx playwright test -c playwright.shots.config.ts e2e/admin-held-deposits.shots.ts`
// saves the back office's tier screens at phone and desktop sizes to SHOTS_DIR
// (default /tmp/shots/admin-held-deposits) for a person to look at: Held Deposits
// with its Release and Return dialogs, a user's details, the KYC review of both
// files, and the dashboard's customers per tier.
import type { Page } from '@playwright/test';
import { createSignedInAdmin, expect, sameOrigin, test } from './fixtures.ts';
import { customerWithHeld, TIER2_MAX } from './held-deposits-helpers.ts';
import { atEachSize } from './shots-helpers.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The list's entry for `email`: a table row on a wide screen, a card on a phone. */
const entryOf = (page: Page, email: string) =>
  page
    .getByRole('row')
    .filter({ hasText: email })
    .or(page.getByRole('listitem').filter({ hasText: email }))
    .filter({ visible: true });

atEachSize(
  (shot) => {
    test('held deposits', async ({ page, browser }) => {
      test.setTimeout(120_000);
      const customer = await customerWithHeld(browser, [TIER2_MAX + 10_000_000], {
        name: 'Adaeze Nwosu',
      });
      await createSignedInAdmin(page);
      await page.goto('/olorioko001/held-deposits');
      const entry = entryOf(page, customer.email);
      await expect(entry).toBeVisible();
      await shot(page, 'held-list');

      await entry.getByRole('button', { name: /^Release/ }).click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      await shot(page, 'held-release-confirm', false);
      await page.getByRole('alertdialog').getByRole('button', { name: 'Release' }).click();
      await expect(page.getByText('Could not release the deposit')).toBeVisible();
      await shot(page, 'held-release-refused', false);

      await entry.getByRole('button', { name: /^Return/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Return deposit' });
      await dialog.getByRole('button', { name: 'Return', exact: true }).click();
      await expect(dialog.getByText('Please enter the reason')).toBeVisible();
      await shot(page, 'held-return-dialog', false);
      await dialog.getByLabel('Reason').fill('The customer asked for the money back.');
      await dialog.getByRole('button', { name: 'Return', exact: true }).click();
      await expect(page.getByText('Deposit returned')).toBeVisible();
      await page.getByRole('combobox', { name: 'Filter by status' }).click();
      await page.getByRole('option', { name: 'All statuses' }).click();
      await expect(entry).toContainText('Returned');
      await shot(page, 'held-all');
      await customer.close();
    });

    test('tiers', async ({ page, browser }) => {
      test.setTimeout(120_000);
      const customer = await customerWithHeld(browser, [TIER2_MAX + 10_000_000], {
        name: 'Chidi Okeke',
      });
      const upload = await customer.page.request.post('/api/kyc', {
        multipart: {
          id_type: 'nin',
          document: { name: 'nin-slip.png', mimeType: 'image/png', buffer: PNG },
          proof_of_address: { name: 'water-bill.png', mimeType: 'image/png', buffer: PNG },
        },
        headers: sameOrigin(),
      });
      expect(upload.ok(), `KYC upload answered ${upload.status()}`).toBe(true);
      await createSignedInAdmin(page);

      await page.goto('/olorioko001/users');
      await page
        .getByRole('searchbox', { name: 'Search users by name, email or phone' })
        .fill(customer.email);
      const entry = entryOf(page, customer.email);
      await expect(entry).toHaveCount(1);
      await shot(page, 'users-tier');
      await entry.getByRole('button', { name: /^Actions for/ }).click();
      await page.getByRole('menuitem', { name: 'View details' }).click();
      await expect(page.getByRole('dialog').getByText('₦600,000.00')).toBeVisible();
      await shot(page, 'user-details', false);
      await page.keyboard.press('Escape');

      await entry.getByRole('button', { name: /^Actions for/ }).click();
      await page.getByRole('menuitem', { name: 'View KYC' }).click();
      await expect(page.getByRole('dialog').getByRole('img')).toHaveCount(2);
      await shot(page, 'kyc-both-files', false);
      // The rest of the dialog: the proof of address and the decision.
      await page.getByRole('dialog').evaluate((el) => el.scrollTo(0, el.scrollHeight));
      await shot(page, 'kyc-both-files-end', false);
      await page.keyboard.press('Escape');

      await page.goto('/olorioko001');
      await expect(page.getByRole('heading', { name: 'Customers per Tier' })).toBeVisible();
      await shot(page, 'dashboard-tiers');
      await customer.close();
    });
  },
  { dir: '/tmp/shots/admin-held-deposits' },
);
