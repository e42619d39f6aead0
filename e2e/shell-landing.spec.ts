import { expect, test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

// A signed-in visitor of / going to the dashboard: auth.spec.ts.

test('the landing page says what Owo does and leads to sign-up and sign-in', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/Owo/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Naira, Dollars and Yuan');
  await expect(page.getByRole('heading', { name: 'Everything your money needs' })).toBeVisible();
  for (const feature of ['Three wallets', 'Pay bills', 'Buy RMB', 'Card2Cash'])
    await expect(page.getByRole('heading', { name: feature })).toBeVisible();

  await page.getByRole('link', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/auth\?mode=signup$/);
  await expect(page.getByRole('button', { name: 'Sign Up', exact: true })).toBeVisible();

  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Account' })
    .getByRole('link', { name: 'Sign In' })
    .click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
});
