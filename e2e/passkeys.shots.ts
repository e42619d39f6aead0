// Not part of the test run: passkeys at phone and desktop sizes: /auth with
// "Sign in with a passkey", and Settings' Passkeys section (empty, adding,
// one passkey, removing).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { addVirtualAuthenticator, LOCALHOST_URL } from './passkeys-helpers.ts';
import { atEachSize } from './shots-helpers.ts';

test.use({ baseURL: LOCALHOST_URL });

atEachSize((pageShot) => {
  const shot = async (page: Page, name: string) => {
    await page
      .getByRole('heading', { name: 'Passkeys' })
      .evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await pageShot(page, name, false);
  };

  test('auth: sign in with a passkey', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
    await pageShot(page, 'passkeys-auth');
  });

  test('settings: passkeys section', async ({ page, account }) => {
    await addVirtualAuthenticator(page);
    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Passkeys' });
    await expect(section.getByText('No passkeys yet.')).toBeVisible();
    await shot(page, 'passkeys-empty');

    await section.getByRole('button', { name: 'Add a passkey' }).click();
    const form = section.getByRole('form', { name: 'Add a passkey' });
    await form.getByLabel('Passkey name (optional)').fill('My phone');
    await form.getByLabel('Current Password').fill(account.password);
    await shot(page, 'passkeys-add');

    await form.getByRole('button', { name: 'Continue' }).click();
    await expect(section.getByText('My phone')).toBeVisible();
    await shot(page, 'passkeys-list');

    await section.getByRole('button', { name: 'Remove passkey My phone' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Remove this passkey?' })).toBeVisible();
    await pageShot(page, 'passkeys-remove', false);
  });
});
