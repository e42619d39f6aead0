import {
  botCheckToken,
  createSignedInUser,
  expect,
  linkIn,
  RESET_SUBJECT,
  sameOrigin,
  signIn,
  submitAuthForm,
  test,
  waitForMail,
} from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('forgot password: the dialog sends the reset link by e-mail', async ({ page }) => {
  const account = await createSignedInUser(page);
  await page.context().clearCookies();

  await page.goto('/auth');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Email')).toHaveValue(account.email);
  const asked = Date.now() - 1000;
  await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Reset email sent')).toBeVisible();
  await expect(page.getByText('Check your email for password reset instructions.')).toBeVisible();
  await expect(dialog).toBeHidden();

  const mail = await waitForMail(page.request, account.email, RESET_SUBJECT, { after: asked });
  expect(linkIn(mail)).toContain('/reset-password/');
});

test('the e-mailed link sets a new password; sign-in takes it, not the old one', async ({
  page,
}) => {
  const account = await createSignedInUser(page);
  await page.context().clearCookies();
  // The link asked for through the API (the dialog is the test above).
  const asked = Date.now() - 1000;
  const res = await page.request.post('/api/auth/request-password-reset', {
    data: { email: account.email, redirectTo: '/auth?type=recovery' },
    headers: { ...sameOrigin(), 'x-captcha-response': await botCheckToken(page.request) },
  });
  expect(res.ok(), `request-password-reset answered ${res.status()}`).toBeTruthy();
  const mail = await waitForMail(page.request, account.email, RESET_SUBJECT, { after: asked });

  await page.goto(linkIn(mail));
  await expect(page).toHaveURL(/\/auth\?type=recovery&token=/);
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();

  const newPassword = 'BrandNew#2025';
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm New Password').fill(newPassword);
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Password updated!')).toBeVisible();
  await expect(
    page.getByText('Your password has been successfully updated. You can now sign in.'),
  ).toBeVisible();
  // Back in sign-in mode, with the fields cleared.
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');

  await submitAuthForm(page, 'signin', account);
  await expect(page.getByText('Invalid email or password. Please try again.')).toBeVisible();
  await signIn(page, { email: account.email, password: newPassword });
});

test('a used or broken reset link says so and shows sign-in', async ({ page }) => {
  await page.goto('/auth?type=recovery&error=INVALID_TOKEN');
  await expect(page.getByText('Reset failed')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('the forgot-password dialog needs an e-mail and can be cancelled', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Email required')).toBeVisible();
  await expect(page.getByText('Please enter your email address first.').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});
