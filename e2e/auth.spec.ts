import {
  botCheckToken,
  DEFAULT_PASSWORD,
  expect,
  sameOrigin,
  signIn,
  signUp,
  submitAuthForm,
  test,
  uniqueEmail,
  verifyEmail,
} from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

// A signed-out visitor of /dashboard going to /: shell-navigation.spec.ts.
test.describe('sign up, confirm, sign in', () => {
  test('a new customer signs up, confirms the e-mail and sees three wallets', async ({ page }) => {
    const account = { email: uniqueEmail('signup'), password: DEFAULT_PASSWORD };

    await signUp(page, account);
    await expect(
      page.getByText('Your account and wallet have been set up successfully.'),
    ).toBeVisible();
    // With e-mail verification on, the screen says where to look next.
    await expect(page.getByRole('status').filter({ hasText: 'Check your inbox' })).toContainText(
      account.email,
    );
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();

    // The link signs the customer in, on the dashboard.
    await verifyEmail(page, account.email);
    const wallets = page.getByRole('region', { name: 'My Wallets' }).getByRole('listitem');
    await expect(wallets).toHaveCount(3);
    await expect(wallets.nth(0)).toContainText('Naira');
    await expect(wallets.nth(0)).toContainText('₦0.00');
    await expect(wallets.nth(1)).toContainText('US Dollar');
    await expect(wallets.nth(1)).toContainText('$0.00');
    await expect(wallets.nth(2)).toContainText('Chinese Yuan');
    await expect(wallets.nth(2)).toContainText('¥0.00');
    await expect(wallets.nth(0)).toContainText('Primary');
  });

  test('a confirmed customer signs in with the form', async ({ page, account }) => {
    await page.context().clearCookies();
    await signIn(page, account);
    await expect(page.getByText("You've successfully logged in.")).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'My Wallets' }).getByRole('listitem'),
    ).toHaveCount(3);
  });

  test('signing in before confirming the e-mail says "Email not confirmed"', async ({ page }) => {
    const account = { email: uniqueEmail('unconfirmed'), password: DEFAULT_PASSWORD };
    // Signed up (its screen is the first test's), never confirmed.
    const res = await page.request.post('/api/auth/sign-up/email', {
      data: { name: '', ...account, callbackURL: '/dashboard' },
      headers: { ...sameOrigin(), 'x-captcha-response': await botCheckToken(page.request) },
    });
    expect(res.ok(), `sign-up answered ${res.status()}`).toBeTruthy();

    await submitAuthForm(page, 'signin', account);
    await expect(page.getByText('Email not confirmed')).toBeVisible();
    await expect(
      page.getByText(
        'Please confirm your email address to continue, check your inbox for confirmation email.',
      ),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/auth/);
  });

  test('a wrong password says "Login failed"', async ({ page, account }) => {
    await page.context().clearCookies();
    await page.goto('/auth');
    await submitAuthForm(page, 'signin', { ...account, password: 'not-the-password' });
    await expect(page.getByText('Login failed')).toBeVisible();
    await expect(page.getByText('Invalid email or password. Please try again.')).toBeVisible();
  });

  test('a signed-in user who opens /auth or / goes to the dashboard', async ({ page, account }) => {
    expect(account.email).toContain('@');
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
