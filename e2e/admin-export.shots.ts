// Not part of the test run: `npx playwright test -c playwright.shots.config.ts e2e/admin-export.shots.ts`
// saves the Export CSV button on the back office's lists, and the gift card
// batch dialog with "Download codes (CSV)", at phone and desktop sizes.
import { createSignedInAdmin, expect, test } from './fixtures.ts';
import { atEachSize } from './shots-helpers.ts';

atEachSize((shot, viewport) => {
  test('export buttons', async ({ page }) => {
    test.setTimeout(120_000);
    await createSignedInAdmin(page);
    for (const [path, heading, name] of [
      ['/olorioko001/users', 'User Management', 'export-users'],
      ['/olorioko001/withdrawals', 'Withdrawals Management', 'export-withdrawals'],
      ['/olorioko001/audit-log', 'Audit Log', 'export-audit'],
      ['/olorioko001/gift-cards', 'Gift Card Management', 'export-gift-cards'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Export CSV' })).toBeVisible();
      // Nothing scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await shot(page, name, false);
    }
    await page.getByRole('button', { name: 'Create Gift Card' }).first().click();
    const form = page.getByRole('dialog', { name: 'Create Gift Card' });
    await form.getByLabel('Amount').fill('5000');
    await form.getByLabel('Quantity').fill('10');
    await form.getByRole('button', { name: 'Create Gift Card' }).click();
    await expect(page.getByRole('dialog', { name: '10 Gift Cards Created!' })).toBeVisible();
    await shot(page, 'export-gift-card-batch', false);
  });
});
