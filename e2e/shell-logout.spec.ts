import { createSignedInUser, expect, fundWallet, submitAuthForm, test } from './fixtures.ts';

test('logout wipes the cached user data: the next user never sees it', async ({
  page,
  account,
  browser,
}) => {
  expect(account.email).toBeTruthy();
  // A second account, made in its own browser context so this page stays signed in as the first.
  const baseURL = String(test.info().project.use.baseURL);
  const otherContext = await browser.newContext({ baseURL });
  const other = await createSignedInUser(await otherContext.newPage());
  await otherContext.close();

  await fundWallet(page.request, 'NGN', 1_250_000);
  await page.goto('/dashboard');
  await expect(page.getByTestId('balance')).toHaveText('₦12,500.00');
  await expect(page.getByTestId('unread-badge')).toHaveText('1');
  await page.evaluate(() => {
    sessionStorage.setItem('draft', 'x');
    localStorage.setItem('owo:wallet', 'x');
  });

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("You've been successfully logged out.")).toBeVisible();
  expect(
    await page.evaluate(() => [sessionStorage.length, localStorage.getItem('owo:wallet')]),
  ).toEqual([0, null]);

  // Same tab, no reload: whatever the app kept in memory would show now.
  await page.getByRole('link', { name: 'Sign In' }).first().click();
  await submitAuthForm(page, 'signin', other);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('balance')).toHaveText('₦0.00');
  await expect(page.getByText('No transactions yet')).toBeVisible();
  await expect(page.getByTestId('unread-badge')).toHaveCount(0);
  const local = other.email.split('@')[0]!;
  await expect(page.getByRole('button', { name: `User menu, ${local}` })).toBeVisible();

  // Signed out again, the dashboard sends the visitor to /.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
});
