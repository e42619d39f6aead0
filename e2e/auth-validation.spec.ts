import { expect, test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

test.describe('/auth validation messages', () => {
  test('bad e-mail and short password: toast titled "Validation error" and inline messages', async ({
    page,
  }) => {
    await page.goto('/auth');
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('123');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    const toast = page.locator('[data-sonner-toast]');
    await expect(toast).toContainText('Validation error');
    await expect(toast).toContainText('Invalid email address');
    const email = page.getByLabel('Email', { exact: true });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Invalid email address', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();

    await email.fill('someone@example.com');
    await expect(email).toHaveAttribute('aria-invalid', 'false');
  });

  test('sign-up mode shows the same rules', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: "Don't have an account yet? Sign Up" }).click();
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Forgot password?' })).toHaveCount(0);
    await page.getByLabel('Email', { exact: true }).fill('someone@example.com');
    await page.getByLabel('Password', { exact: true }).fill('12345');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page.locator('[data-sonner-toast]')).toContainText(
      'Password must be at least 6 characters',
    );
    await page.getByRole('button', { name: 'Already have an account? Sign In' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  });

  test('recovery form: passwords must match', async ({ page }) => {
    await page.goto('/auth?type=recovery&token=some-token');
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await page.getByLabel('New Password', { exact: true }).fill('abcdef1');
    await page.getByLabel('Confirm New Password').fill('abcdef2');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.locator('[data-sonner-toast]')).toContainText("Passwords don't match");
    await expect(page.getByText("Passwords don't match").last()).toBeVisible();

    await page.getByRole('button', { name: 'Back to Sign In' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('the password can be shown and hidden', async ({ page }) => {
    await page.goto('/auth');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret123');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });
});
