import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import type { Page } from '@playwright/test';
import { DESKTOP } from './admin-helpers.ts';
import { expectNoAxeViolations } from './axe.ts';
import { createSignedInAdmin, expect, submitAuthForm, test } from './fixtures.ts';

// The browser tests run with NODE_ENV=test, where the back office does not
// require two-factor (ADMIN_2FA_REQUIRED is off): the administrator turns it
// on from Security, and from then on signing in asks for the code.

test.use({ viewport: DESKTOP });

/** The current code for a key as the setup page shows it, as an authenticator app computes it. */
const codeFor = (key: string) => createOTP(base32.decode(key.replace(/\s/g, ''))).totp();

/** Signs out by forgetting the session, then signs in with the password on /auth. */
async function passwordStep(page: Page, account: { email: string; password: string }) {
  await page.context().clearCookies();
  await page.goto('/auth');
  await submitAuthForm(page, 'signin', account);
  await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
}

test('an administrator turns on two-factor, then signs in with a code and with a recovery code', async ({
  page,
}) => {
  const account = await createSignedInAdmin(page);
  await page.goto('/olorioko001/security');
  await expect(page.getByRole('heading', { name: 'Security' })).toBeVisible();
  await expect(page.getByText('Two-factor authentication is off.')).toBeVisible();
  await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();

  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Incorrect password. Please try again.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  // The key in groups of four base32 characters, for an app that cannot scan.
  const key = (await page.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/).textContent()) ?? '';
  expect(key.replace(/\s/g, '').length).toBeGreaterThanOrEqual(16);
  await expectNoAxeViolations(page);

  await page.getByLabel('Authenticator code').fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(/^Invalid code\./)).toBeVisible();
  await page.getByLabel('Authenticator code').fill(await codeFor(key));
  await page.getByRole('button', { name: 'Verify' }).click();

  const list = page.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const recovery = await list.getByRole('listitem').allTextContents();
  await expect(page.getByRole('button', { name: 'Copy' })).toBeVisible();
  await page.getByRole('button', { name: 'I have saved these codes' }).click();
  await expect(list).toHaveCount(0);
  await expect(page.getByText('Two-factor authentication is on.')).toBeVisible();

  // The password alone no longer signs in: the code step follows.
  await passwordStep(page, account);
  await expect(page).toHaveURL(/\/auth/);
  await page.getByLabel('Two-factor code').fill(await codeFor(key));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/olorioko001');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

  // Without the phone: a recovery code, once.
  await passwordStep(page, account);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(recovery[0]!.trim());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await passwordStep(page, account);
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(recovery[0]!.trim());
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Invalid recovery code. Please try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
});
