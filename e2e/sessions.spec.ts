// Signed-in devices (Settings) and the automatic lock, at a phone's width.
import type { Page } from '@playwright/test';
import { expectNoAxeViolationsInBothThemes } from './axe.ts';
import { expect, sameOrigin, test } from './fixtures.ts';
import { PHONE, secondDevice } from './sessions-helpers.ts';

test.use({ viewport: PHONE });

const dashboardReady = (page: Page) =>
  expect(page.getByRole('region', { name: 'Wallet balance' })).toBeVisible();

test('signing another device out from Settings sends that device back to the start', async ({
  page,
  account,
  browser,
}) => {
  const phone = await secondDevice(browser, account);
  const phonePage = await phone.newPage();
  await phonePage.goto('/dashboard');
  await dashboardReady(phonePage);

  await page.goto('/settings');
  const list = page.getByRole('list', { name: 'Signed-in devices' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  const own = list.getByRole('listitem').filter({ hasText: 'This device' });
  await expect(own).toHaveCount(1);
  await expect(own).toContainText('Active now');
  const other = list.getByRole('listitem').filter({ hasText: 'Chrome on Android' });
  await expect(other).toContainText('This network');

  await other.getByRole('button', { name: /^Sign out Chrome on Android/ }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Sign out this device?' });
  await expect(dialog).toContainText('Chrome on Android');
  await dialog.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('Device signed out')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Sign out all other devices' })).toHaveCount(0);

  // The phone's dashboard reads its balances every few seconds: the first answer
  // after the sign-out is 401, and the app leaves for the start page.
  await expect(phonePage).toHaveURL(/\/$/, { timeout: 15_000 });
  await expect(phonePage.getByRole('link', { name: /sign in/i }).first()).toBeVisible();
  await phone.close();
});

test('the app locks after five minutes without use, and the server refuses it until unlocked', async ({
  page,
  account,
}) => {
  await page.clock.install();
  // The lock's timer starts once the app knows AUTO_LOCK_MINUTES (GET /api/config/public).
  const config = page.waitForResponse((r) => r.url().endsWith('/api/config/public'));
  await page.goto('/dashboard');
  await dashboardReady(page);
  expect((await (await config).json()).auto_lock_minutes).toBe(5);
  // A moment for React to render with it and start the timer.
  await page.evaluate(() => new Promise((done) => setTimeout(done, 100)));

  const locking = page.waitForResponse(
    (r) => r.url().endsWith('/api/me/lock') && r.request().method() === 'POST',
  );
  await page.clock.fastForward('05:01');
  await expect(page.getByRole('heading', { name: 'Owo is locked' })).toBeVisible();
  await expect(page.getByText(account.email)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Wallet balance' })).toHaveCount(0);
  expect((await locking).status()).toBe(200);

  // Not only the screen: the API refuses this session now.
  const refused = await page.request.get('/api/wallets');
  expect(refused.status()).toBe(423);
  expect((await refused.json()).error.code).toBe('SESSION_LOCKED');

  const form = page.getByRole('form', { name: 'Unlock' });
  const password = form.getByLabel('Password', { exact: true });
  // The password can be shown before it is sent, as on the sign-in form.
  await expect(password).toHaveAttribute('type', 'password');
  await form.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await form.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
  await password.fill('not-my-password');
  await form.getByRole('button', { name: 'Unlock' }).click();
  await expect(form.getByText('Incorrect password. 4 tries left')).toBeVisible();

  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByRole('button', { name: 'Unlock' }).click();
  await dashboardReady(page);
  await expect(page.getByRole('heading', { name: 'Owo is locked' })).toHaveCount(0);
  expect((await page.request.get('/api/wallets')).status()).toBe(200);
});

test('a session the server has locked opens on the lock screen, which can sign out', async ({
  page,
  account,
}) => {
  await page.goto('/settings');
  const lock = await page.request.post('/api/me/lock', { headers: sameOrigin() });
  expect(lock.status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Owo is locked' })).toBeVisible();
  await expect(page.getByText(account.email)).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/me')).status()).toBe(401);
});
