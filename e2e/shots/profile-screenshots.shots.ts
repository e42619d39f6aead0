// Not part of the test run: `npm run shots` takes the screenshots (playwright.shots.config.ts).
// saves /profile, /settings and /help at phone and desktop sizes to
// SHOTS_DIR (default /tmp/shots/profile-settings) for a person to look at.
import type { Page } from '@playwright/test';
import { convertFunds, expect, fundWallet, sameOrigin, test } from '../fixtures.ts';

const DIR = process.env.SHOTS_DIR ?? '/tmp/shots/profile-settings';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });
    const shot = async (page: Page, name: string, fullPage = true) => {
      await page.waitForTimeout(500); // let toasts and transitions settle
      // The sticky top bar is drawn where the page is scrolled to.
      if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${DIR}/${name}-${viewport.width}.png`, fullPage });
    };

    test('profile', async ({ page, account }) => {
      expect(account.email).toBeTruthy();
      await page.goto('/profile');
      await expect(page.getByTestId('personal-info')).toBeVisible();
      await shot(page, 'profile-new');

      await fundWallet(page.request, 'NGN', 25_000_050);
      await convertFunds(page.request, 'NGN', 'USD', 5_000_000);
      await page.request.patch('/api/me', {
        data: { full_name: 'Chiamaka Okafor', city: 'Lagos', country: 'Nigeria' },
        headers: sameOrigin(),
      });
      await page.reload();
      await page.getByRole('button', { name: 'Edit' }).click();
      await page.getByLabel('Phone Number').fill('not a phone');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await shot(page, 'profile-editing');

      await page.getByRole('button', { name: 'Cancel' }).click();
      const form = page.getByRole('form', { name: 'Upload ID document' });
      await form.getByRole('combobox', { name: 'ID Type' }).click();
      await page.getByRole('option', { name: 'National Identification Number (NIN)' }).click();
      await form.getByLabel('ID Document').setInputFiles({
        name: 'nin-slip.png',
        mimeType: 'image/png',
        buffer: PNG,
      });
      await form.getByRole('button', { name: 'Upload Document' }).click();
      await expect(page.getByText('Under Review').first()).toBeVisible();
      await shot(page, 'profile-under-review');
    });

    test('settings', async ({ page, account }) => {
      expect(account.email).toBeTruthy();
      await page.goto('/settings');
      await expect(page.getByRole('heading', { name: 'Account Information' })).toBeVisible();
      await shot(page, 'settings');
      const form = page.getByRole('form', { name: 'Change password' });
      await form.getByRole('button', { name: 'Update Password' }).click();
      await page.getByRole('combobox', { name: 'Primary Currency' }).click();
      await shot(page, 'settings-currency-open', false);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'Delete Account' }).click();
      await shot(page, 'settings-delete-dialog', false);
      await page.getByRole('button', { name: 'Yes, delete my account' }).click();
      await shot(page, 'settings-after-delete');
    });

    test('help', async ({ page, account }) => {
      expect(account.email).toBeTruthy();
      await page.goto('/help');
      await expect(
        page.getByRole('article', { name: 'Email Support' }).getByRole('link'),
      ).toBeVisible();
      await page.getByRole('button', { name: 'How do I link a bank account?' }).click();
      await shot(page, 'help');
      await page.getByRole('searchbox', { name: 'Search help articles' }).fill('zzz');
      await shot(page, 'help-no-results', false);
      await page.getByRole('searchbox', { name: 'Search help articles' }).fill('');
      await page.getByRole('button', { name: 'User Guide' }).click();
      await shot(page, 'help-user-guide', false);
    });
  });
}
