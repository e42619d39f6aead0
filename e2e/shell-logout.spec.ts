import {
  createSignedInUser,
  dismissToasts,
  expect,
  fundWallet,
  submitAuthForm,
  test,
} from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

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
  // The bell (in the top bar at every width) shows the unread count.
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

  // Same tab, no reload: whatever the app kept in memory would show now. (On a phone the
  // toast covers the header's Sign In.)
  await dismissToasts(page);
  await page.getByRole('link', { name: 'Sign In' }).first().click();
  await submitAuthForm(page, 'signin', other);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('balance')).toHaveText('₦0.00');
  await expect(page.getByText('No transactions yet')).toBeVisible();
  await expect(page.getByTestId('unread-badge')).toHaveCount(0);
  // The profile, reached from the phone's top bar without a reload, is the new user's.
  await page.getByRole('link', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('profile-name')).toHaveText(other.email);

  // Signed out again, the dashboard sends the visitor to /.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/$/);
});
