// Not part of the test run: `npx playwright test -c playwright.shots.config.ts e2e/admin-customer.shots.ts`
// saves Customer 360 at phone and desktop sizes to SHOTS_DIR (default
// /tmp/shots/admin-customer): the page, the global search open, the notes.
import { adjustWallet, userThenAdmin } from './admin-helpers.ts';
import { expect, sameOrigin, test } from './fixtures.ts';
import { atEachSize } from './shots-helpers.ts';

atEachSize(
  (shot) => {
    test('customer 360', async ({ page }) => {
      test.setTimeout(120_000);
      const { user, id } = await userThenAdmin(page, {
        prefix: 'c360-shot',
        name: 'Oluwaseun Adebayo-Williamson',
      });
      await adjustWallet(page, id, 'credit', 1_250_000, { description: 'Refund of a failed bill' });
      await adjustWallet(page, id, 'credit', 5_000, { currency: 'USD', description: 'Goodwill' });
      await adjustWallet(page, id, 'debit', 20_000, { description: 'Charge reversed' });
      const note = await page.request.post(`/api/admin/customers/${id}/notes`, {
        data: { text: 'Called on Monday about the failed electricity bill; refunded.' },
        headers: sameOrigin(),
      });
      expect(note.status()).toBe(201);

      await page.goto(`/olorioko001/customers/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
      await shot(page, 'customer-page');

      const box = page.getByRole('combobox', { name: 'Search customers and transactions' });
      await box.fill(user.email.slice(0, 12));
      await expect(page.getByRole('option').first()).toBeVisible();
      await shot(page, 'customer-search-open', false);
      await box.press('Escape');

      const notes = page.getByRole('region', { name: 'Notes' });
      await notes.getByLabel('New note').fill('Asked for a statement of account for March.');
      await notes.getByRole('button', { name: 'Add note' }).click();
      await expect(notes.getByRole('listitem')).toHaveCount(2);
      await notes.scrollIntoViewIfNeeded();
      await shot(page, 'customer-notes', false);
    });
  },
  { dir: '/tmp/shots/admin-customer' },
);
