// Axe on /profile, /settings and /help (with their dialogs and edit states) at both widths,
// in the light and the dark theme.
import { expectNoAxeViolationsInBothThemes } from './axe.ts';
import { expect, test } from './fixtures.ts';

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`accessibility at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });
    // Every check runs twice, once a theme.
    test.describe.configure({ timeout: 180_000 });

    test('/profile, viewing and editing', async ({ page, account }) => {
      expect(account.email).toBeTruthy();
      await page.goto('/profile');
      await expect(page.getByTestId('personal-info')).toBeVisible();
      await expectNoAxeViolationsInBothThemes(page);
      await page.getByRole('button', { name: 'Edit' }).click();
      await page.getByLabel('Phone Number').fill('x');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expect(page.getByText('Phone Number must be a valid phone number')).toBeVisible();
      await expectNoAxeViolationsInBothThemes(page);
    });

    test('/settings, with the delete dialog open', async ({ page, account }) => {
      expect(account.email).toBeTruthy();
      await page.goto('/settings');
      await expect(page.getByRole('heading', { name: 'Account Information' })).toBeVisible();
      await expectNoAxeViolationsInBothThemes(page);
      await page.getByRole('button', { name: 'Delete Account' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolationsInBothThemes(page);
    });

    test('/help, searching, with an answer and a document open', async ({ page, account }) => {
      expect(account.email).toBeTruthy();
      await page.goto('/help');
      await expect(
        page.getByRole('article', { name: 'Email Support' }).getByRole('link'),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Is my data secure?' }).click();
      await expectNoAxeViolationsInBothThemes(page);
      await page.getByRole('searchbox', { name: 'Search help articles' }).fill('zzz');
      await expect(page.getByText('No results found')).toBeVisible();
      await expectNoAxeViolationsInBothThemes(page);
      await page.getByRole('button', { name: 'Privacy Policy' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolationsInBothThemes(page);
    });
  });
}
