// Not part of the test run: `npm run shots` takes the screenshots (playwright.shots.config.ts).
// saves full-page screenshots of the screens at phone and desktop sizes to
// SHOTS_DIR (default /tmp/shots) for a person to look at.
import type { Page } from '@playwright/test';
import {
  createSignedInUser,
  DEFAULT_PASSWORD,
  expect,
  submitAuthForm,
  test,
  uniqueEmail,
} from '../fixtures.ts';

const DIR = process.env.SHOTS_DIR ?? '/tmp/shots';
const SIZES = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

for (const viewport of SIZES) {
  test.describe(`${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });
    const shot = async (page: Page, name: string) => {
      await page.waitForTimeout(400); // let toasts and transitions settle
      await page.screenshot({ path: `${DIR}/${name}-${viewport.width}.png`, fullPage: true });
    };

    test('signed-out screens', async ({ page }) => {
      await page.goto('/');
      await shot(page, 'landing');

      await page.goto('/auth');
      await expect(page.getByRole('checkbox', { name: /verified/i })).toBeChecked();
      await shot(page, 'auth-signin');
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(page.getByText('Validation error')).toBeVisible();
      await shot(page, 'auth-signin-invalid');

      await page.getByRole('button', { name: "Don't have an account yet? Sign Up" }).click();
      await shot(page, 'auth-signup');
      const email = uniqueEmail('shot');
      await submitAuthForm(page, 'signup', { email, password: DEFAULT_PASSWORD });
      await expect(page.getByText('Check your inbox')).toBeVisible();
      await shot(page, 'auth-after-signup');

      await page.getByRole('button', { name: 'Forgot password?' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await shot(page, 'auth-forgot-dialog');

      await page.goto('/auth?type=recovery&token=example');
      await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
      await shot(page, 'auth-recovery');

      await page.goto('/no-such-page');
      await shot(page, 'not-found');
    });

    test('signed-in screens', async ({ page }) => {
      await createSignedInUser(page);
      await page.goto('/dashboard');
      await expect(page.getByTestId('balance')).toHaveText('₦0.00');
      await shot(page, 'dashboard');
    });
  });
}
