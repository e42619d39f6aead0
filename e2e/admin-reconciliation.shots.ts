// Not part of the test run: `npx playwright test -c playwright.shots.config.ts e2e/admin-reconciliation.shots.ts`
// saves the back office's Reconciliation at phone and desktop sizes to SHOTS_DIR
// (default /tmp/shots/admin-reconciliation): a day with a mismatch and a stuck-free list.
import { makePendingBillPayer } from './admin-bills-data.ts';
import { createSignedInAdmin, expect, test } from './fixtures.ts';
import { atEachSize } from './shots-helpers.ts';

const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());

atEachSize(
  (shot) => {
    test('reconciliation', async ({ page, browser }) => {
      test.setTimeout(120_000);
      await createSignedInAdmin(page);
      await page.goto('/olorioko001/reconciliation');
      await expect(page.getByText('Sound')).toBeVisible();
      await shot(page, 'reconciliation-yesterday');
      const payer = await makePendingBillPayer(browser);
      const reference = await payer.payPending();
      await page.getByLabel('Day (Lagos)').fill(today());
      await expect(page.getByRole('listitem').filter({ hasText: reference })).toBeVisible();
      await shot(page, 'reconciliation-mismatch');
      await payer.close();
    });
  },
  { dir: '/tmp/shots/admin-reconciliation' },
);
