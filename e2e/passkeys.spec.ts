import { expect, sameOrigin, test } from './fixtures.ts';
import { addVirtualAuthenticator, LOCALHOST_URL } from './passkeys-helpers.ts';

// WebAuthn works on localhost, not on 127.0.0.1 (passkeys-helpers.ts).
test.use({ viewport: { width: 390, height: 844 }, baseURL: LOCALHOST_URL });

test('a passkey added in Settings signs in; once removed, it signs in no more', async ({
  page,
  account,
}) => {
  const passkeysOnDevice = await addVirtualAuthenticator(page);
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Passkeys' });
  await expect(section.getByText('No passkeys yet.')).toBeVisible();

  await section.getByRole('button', { name: 'Add a passkey' }).click();
  const form = section.getByRole('form', { name: 'Add a passkey' });
  await form.getByLabel('Passkey name (optional)').fill('My phone');
  await form.getByLabel('Current Password').fill(account.password);
  await form.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Passkey added')).toBeVisible();
  const list = section.getByRole('list', { name: 'Your passkeys' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByText('My phone')).toBeVisible();
  await expect(list.getByText(/^Added \d{1,2} \w{3} \d{4}$/)).toBeVisible();
  expect(await passkeysOnDevice()).toHaveLength(1);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Welcome back!')).toBeVisible();

  await page.goto('/settings');
  await section.getByRole('button', { name: 'Remove passkey My phone' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove this passkey?' });
  await confirm.getByRole('button', { name: 'Remove passkey' }).click();
  await expect(page.getByText('“My phone” can no longer sign in.')).toBeVisible();
  await expect(section.getByText('No passkeys yet.')).toBeVisible();

  // The device still offers it; the server no longer knows it.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByText('Passkey not recognised')).toBeVisible();
  await expect(
    page.getByText('This passkey is not linked to an Owo account (it may have been removed).', {
      exact: false,
    }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('a locked app unlocks with a passkey, which replaces the locked session', async ({
  page,
  account,
}) => {
  await addVirtualAuthenticator(page);
  await page.goto('/settings');
  const section = page.getByRole('region', { name: 'Passkeys' });
  await section.getByRole('button', { name: 'Add a passkey' }).click();
  const form = section.getByRole('form', { name: 'Add a passkey' });
  await form.getByLabel('Current Password').fill(account.password);
  await form.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Passkey added')).toBeVisible();

  expect((await page.request.post('/api/me/lock', { headers: sameOrigin() })).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Owo is locked' })).toBeVisible();
  expect((await page.request.get('/api/wallets')).status()).toBe(423);

  await page.getByRole('button', { name: 'Unlock with a passkey' }).click();
  await expect(page.getByRole('heading', { name: 'Owo is locked' })).toHaveCount(0);
  await expect(section.getByRole('list', { name: 'Your passkeys' })).toBeVisible();
  expect((await page.request.get('/api/wallets')).status()).toBe(200);
  // One device signed in: the passkey's session took the locked one's place.
  const sessions = await page.request.get('/api/me/sessions');
  expect(sessions.status()).toBe(200);
  expect((await sessions.json()).items).toHaveLength(1);
});
