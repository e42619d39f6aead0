import type { Page } from '@playwright/test';
import { dismissToasts, expect, signIn, submitAuthForm, test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

// Every test here needs a confirmed, signed-in user.
test.beforeEach(({ account }) => {
  expect(account.email).toBeTruthy();
});

async function openSettings(page: Page) {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Account Information' })).toBeVisible();
}

async function me(page: Page) {
  const res = await page.request.get('/api/me');
  expect(res.ok()).toBeTruthy();
  return (await res.json()) as Record<string, unknown>;
}

const passwordForm = (page: Page) => page.getByRole('form', { name: 'Change password' });

async function fillPasswords(page: Page, current: string, next: string, confirm = next) {
  const form = passwordForm(page);
  await form.getByLabel('Current Password').fill(current);
  await form.getByLabel('New Password', { exact: true }).fill(next);
  await form.getByLabel('Confirm New Password').fill(confirm);
  await form.getByRole('button', { name: 'Update Password' }).click();
}

test('account information, language, support link and version', async ({ page, account }) => {
  await openSettings(page);
  const info = page.getByRole('heading', { name: 'Account Information' }).locator('../..');
  await expect(info.getByText(account.email)).toBeVisible();
  await expect(info.getByText('Member Since')).toBeVisible();
  await expect(info.getByText('Nigeria')).toBeVisible();
  await expect(page.getByTestId('language')).toHaveText('English (US)');
  await expect(page.getByText('Version 1.0.0')).toBeVisible();
  await page.getByRole('link', { name: /Help Center/ }).click();
  await expect(page).toHaveURL(/\/help$/);
  await expect(page.getByRole('heading', { name: 'Help and Support' })).toBeVisible();
});

test('the Show Balance toggle is saved on the server at once and survives a reload', async ({
  page,
}) => {
  await openSettings(page);
  // Switches that did nothing (push notifications, biometric login) are not offered.
  await expect(page.getByRole('switch', { name: 'Push Notifications' })).toHaveCount(0);
  await expect(page.getByRole('switch', { name: 'Biometric Login' })).toHaveCount(0);
  const showBalance = page.getByRole('switch', { name: 'Show Balance' });
  await expect(showBalance).toBeChecked();
  await showBalance.click();
  await expect(showBalance).not.toBeChecked();
  await expect.poll(async () => (await me(page)).show_balance).toBe(false);
  await page.reload();
  await expect(showBalance).not.toBeChecked();
});

test('primary currency: changing it moves the primary wallet and the total everywhere', async ({
  page,
}) => {
  await page.goto('/profile');
  await expect(page.getByTestId('balance-total')).toHaveText('₦0.00');

  await openSettings(page);
  const select = page.getByRole('combobox', { name: 'Primary Currency' });
  await expect(select).toHaveText(/NGN/);
  await select.click();
  await page.getByRole('option', { name: /USD/ }).click();
  await expect(page.getByText('Your primary currency is now US Dollar (USD).')).toBeVisible();
  await expect(select).toHaveText(/USD/);
  expect((await me(page)).primary_currency).toBe('USD');

  const wallets = (await (await page.request.get('/api/wallets')).json()) as {
    currency: string;
    is_primary: boolean;
  }[];
  expect(wallets.find((w) => w.is_primary)?.currency).toBe('USD');

  // Client-side navigation (the phone's top bar, under the toast): the cached profile must
  // already know.
  await dismissToasts(page);
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('balance-total')).toHaveText('$0.00');
  await expect(page.getByText('In US Dollar (USD)', { exact: false })).toBeVisible();
});

test('delete account asks first, then sends the user to support', async ({ page }) => {
  await openSettings(page);
  const config = (await (await page.request.get('/api/config/public')).json()) as {
    support: { email: string };
  };
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Please contact support to delete your account')).toHaveCount(0);

  await page.getByRole('button', { name: 'Delete Account' }).click();
  await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Account Deletion')).toBeVisible();
  await expect(
    page.getByText(`Please contact support to delete your account at ${config.support.email}`),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: config.support.email })).toHaveAttribute(
    'href',
    `mailto:${config.support.email}`,
  );
  // Nothing was deleted.
  expect((await me(page)).email).toBeTruthy();
});

test('change password: its own messages before anything is sent', async ({ page, account }) => {
  await openSettings(page);
  const form = passwordForm(page);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/auth/change-password')) asked.push(r.url());
  });

  await form.getByRole('button', { name: 'Update Password' }).click();
  await expect(form.getByText('Please fill in all password fields')).toBeVisible();
  await fillPasswords(page, account.password, 'N3w-Passw0rd!', 'something-else');
  await expect(form.getByText('New passwords do not match')).toBeVisible();
  await fillPasswords(page, account.password, 'abc');
  await expect(form.getByText('Password must be at least 6 characters')).toBeVisible();
  expect(asked).toEqual([]);
});

test('change password: a wrong current password is refused', async ({ page }) => {
  await openSettings(page);
  const form = passwordForm(page);
  await fillPasswords(page, 'not-my-password', 'N3w-Passw0rd!');
  await expect(
    page.getByText('Failed to update password. Please check your current password.'),
  ).toBeVisible();
  await expect(form.getByText('Current password is incorrect')).toBeVisible();
});

test('change password: the new one works, the old one no longer does', async ({
  page,
  account,
}) => {
  await openSettings(page);
  const form = passwordForm(page);
  const newPassword = 'N3w-Passw0rd!';
  await fillPasswords(page, account.password, newPassword);
  await expect(
    page.getByText('Your password has been changed. Other devices have been signed out.'),
  ).toBeVisible();
  await expect(form.getByLabel('Current Password')).toHaveValue('');

  // Still signed in here; sign out and back in with the new password.
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Account Information' })).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/auth');
  await submitAuthForm(page, 'signin', { email: account.email, password: account.password });
  await expect(page.getByText('Invalid email or password. Please try again.')).toBeVisible();
  await signIn(page, { email: account.email, password: newPassword });
});
