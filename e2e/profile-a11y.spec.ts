// Axe on /profile, /settings and /help (with their dialogs and edit states) at both widths.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`accessibility at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('/profile, viewing and editing', async ({ page, account }) => {
      expect(account.email).toBeTruthy();
      await page.goto('/profile');
      await expect(page.getByTestId('personal-info')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Edit' }).click();
      await page.getByLabel('Phone Number').fill('x');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Phone Number must be a valid phone number')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('/settings, with the delete dialog open', async ({ page, account }) => {
      expect(account.email).toBeTruthy();
      await page.goto('/settings');
      await expect(page.getByRole('heading', { name: 'Account Information' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Delete Account' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('/help, searching, with an answer and a document open', async ({ page, account }) => {
      expect(account.email).toBeTruthy();
      await page.goto('/help');
      await expect(
        page.getByRole('article', { name: 'Email Support' }).getByRole('link'),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Is my data secure?' }).click();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('searchbox', { name: 'Search help articles' }).fill('zzz');
      await expect(page.getByText('No results found')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Privacy Policy' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
