// The failure texts on /profile and /settings, with the server's answers
// replaced by failures in the browser (the server itself is never broken).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(({ account }) => {
  expect(account.email).toBeTruthy();
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const serverError = { status: 500, json: { error: { code: 'INTERNAL', message: 'boom' } } };

/** Every GET of /api/me fails; answers how many failed so far. */
async function failProfileReads(page: Page) {
  const failed = { count: 0 };
  await page.route('**/api/me', (route) => {
    failed.count += 1;
    return route.fulfill(serverError);
  });
  return failed;
}

/**
 * Every write to `path` fails (the app tries a failed write once more, about a
 * second later, before it says so); reads go through.
 */
async function failWrites(page: Page, path: string) {
  await page.route(`**${path}`, (route) =>
    route.request().method() === 'GET' ? route.fallback() : route.fulfill(serverError),
  );
}

async function me(page: Page) {
  const res = await page.request.get('/api/me');
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as Record<string, unknown>;
}

test('/profile says so when the profile cannot be loaded', async ({ page }) => {
  const failed = await failProfileReads(page);
  await page.goto('/profile');
  // A failed read is asked twice more (after 1 s, then 2 s) before the page says so.
  await expect.poll(() => failed.count).toBeGreaterThanOrEqual(3);
  await expect(page.getByRole('alert').getByText('Failed to load profile data')).toBeVisible();
});

test('/settings says so when the profile cannot be loaded; Try again works once it can', async ({
  page,
}) => {
  const failed = await failProfileReads(page);
  await page.goto('/settings');
  await expect.poll(() => failed.count).toBeGreaterThanOrEqual(3);
  await expect(page.getByRole('alert').getByText('Failed to load settings data')).toBeVisible();

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
  await page.unroute('**/api/me');
  expect((await me(page)).full_name).toBeNull();
});

test('a failed currency change says "Failed to update currency" and rolls back', async ({
  page,
}) => {
  await page.goto('/settings');
  const select = page.getByRole('combobox', { name: 'Primary Currency' });
  await expect(select).toHaveText(/NGN/);
  await failWrites(page, '/api/me/preferences');
  await select.click();
  await page.getByRole('option', { name: /CNY/ }).click();
  await expect(page.getByText('Failed to update currency')).toBeVisible();
  await expect(select).toHaveText(/NGN/);
  await page.unroute('**/api/me/preferences');
  expect((await me(page)).primary_currency).toBe('NGN');
});

test('a failed toggle says "Failed to update settings" and rolls back', async ({ page }) => {
  await page.goto('/settings');
  const toggle = page.getByRole('switch', { name: 'Show Balance' });
  await expect(toggle).toBeChecked();
  await failWrites(page, '/api/me/preferences');
  await toggle.click();
  await expect(page.getByText('Failed to update settings')).toBeVisible();
  await expect(toggle).toBeChecked();
  await page.unroute('**/api/me/preferences');
  expect((await me(page)).show_balance).toBe(true);
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
  await form.getByLabel('Proof of address (utility bill, last 3 months)').setInputFiles({
    name: 'bill.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await form.getByRole('button', { name: 'Upload Document' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Error: Failed to upload ID document. Please try again.',
  );
  await page.unroute('**/api/kyc');
  expect((await me(page)).kyc_documents).toBeNull();
});
