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

    test('/auth in every mode has no serious or critical violations', async ({ page }) => {
      await page.goto('/auth');
      await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('button', { name: "Don't have an account yet? Sign Up" }).click();
      await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Already have an account? Sign In' }).click();
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto('/auth?type=recovery&token=x');
      await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('/dashboard has no serious or critical violations', async ({ page, account }) => {
      expect(account.email).toBeTruthy();
      await page.goto('/dashboard');
      await expect(page.getByTestId('balance')).toHaveText('₦0.00');
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('/ and the 404 page have no serious or critical violations', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('link', { name: 'Create Account' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
