import { expect, test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('an unknown path shows the 404 page with its two ways out', async ({ page }) => {
  await page.goto('/');
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found · Owo');
  await expect(
    page.getByText("The page you're looking for doesn't exist or has been moved"),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Go Back' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/still-nothing');
  // Signed out, "Go to Dashboard" ends on the landing page (the dashboard's guard).
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the mobile header reads "404 Error / Page not found"', async ({ page }) => {
  await page.goto('/missing');
  await expect(page.getByText('404 Error')).toBeVisible();
  await expect(page.getByText('Page not found', { exact: true })).toBeVisible();
});

test('a path named like a built-in property is an unknown page too', async ({ page }) => {
  for (const path of ['/constructor', '/__proto__', '/toString']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  }
});
