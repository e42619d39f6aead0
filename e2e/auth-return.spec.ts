import { expect, submitAuthForm, test } from './fixtures.ts';

// Sent to / from a signed-in page, a visitor who signs in returns to that page.

test('after sign-in, back to the page the visitor was opening', async ({ page, account }) => {
  await page.context().clearCookies();
  await page.goto('/pay-bills?service=electricity');
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('link', { name: 'Sign In' }).first().click();
  await expect(page).toHaveURL(/\/auth\?next=%2Fpay-bills%3Fservice%3Delectricity$/);
  await submitAuthForm(page, 'signin', account);
  await expect(page).toHaveURL(/\/pay-bills\?service=electricity$/);
});

test('a next that leads off the site, or nowhere, ends on the dashboard', async ({
  page,
  account,
}) => {
  await page.context().clearCookies();
  await page.goto('/auth?next=%2F%2Fevil.example%2F');
  await submitAuthForm(page, 'signin', account);
  await expect(page).toHaveURL(/\/dashboard$/);
});
