// The failure texts on /profile and /settings, with the server's answers
// replaced by failures in the browser (the server itself is never broken).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

test.beforeEach(({ account }) => {
  expect(account.email).toBeTruthy();
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const serverError = { status: 500, json: { error: { code: 'INTERNAL', message: 'boom' } } };

async function failWrites(page: Page, path: string) {
  await page.route(`**${path}`, (route) =>
    route.request().method() === 'GET' ? route.fallback() : route.fulfill(serverError),
  );
}

test('profile and settings say so when the profile cannot be loaded', async ({ page }) => {
  await page.route('**/api/me', (route) => route.fulfill(serverError));
  await page.goto('/profile');
  await expect(page.getByRole('alert').getByText('Failed to load profile data')).toBeVisible({
    timeout: 20_000,
  });
  await page.goto('/settings');
  await expect(page.getByRole('alert').getByText('Failed to load settings data')).toBeVisible({
    timeout: 20_000,
  });

  // Try again works once the server answers.
  await page.unroute('**/api/me');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Account Information' })).toBeVisible();
});

test('a failed profile save says "Failed to update profile" and keeps the form open', async ({
  page,
}) => {
  await page.goto('/profile');
  await failWrites(page, '/api/me');
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Full Name').fill('Ngozi Eze');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Failed to update profile')).toBeVisible();
  await expect(page.getByLabel('Full Name')).toHaveValue('Ngozi Eze');
});

test('a failed currency change says "Failed to update currency" and rolls back', async ({
  page,
}) => {
  await page.goto('/settings');
  await failWrites(page, '/api/me/preferences');
  const select = page.getByRole('combobox', { name: 'Primary Currency' });
  await select.click();
  await page.getByRole('option', { name: /CNY/ }).click();
  await expect(page.getByText('Failed to update currency')).toBeVisible();
  await expect(select).toHaveText(/NGN/);

  const toggle = page.getByRole('switch', { name: 'Show Balance' });
  await toggle.click();
  await expect(page.getByText('Failed to update settings')).toBeVisible();
  await expect(toggle).toBeChecked();
});

test('a failed upload says "Failed to upload ID document. Please try again."', async ({ page }) => {
  await page.goto('/profile');
  await failWrites(page, '/api/kyc');
  const form = page.getByRole('form', { name: 'Upload ID document' });
  await form.getByRole('combobox', { name: 'ID Type' }).click();
  await page.getByRole('option', { name: 'National Identification Number (NIN)' }).click();
  await form.getByLabel('ID Document').setInputFiles({
    name: 'nin.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await form.getByRole('button', { name: 'Upload Document' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Error: Failed to upload ID document. Please try again.',
  );
});
