import { expect, makeAdmin, test } from './fixtures.ts';

const PILL = ['Home', 'Wallets', 'Loans', 'Buy RMB', 'Bills', 'History'];
const BAR = ['Home', 'Wallets', 'Loans', 'Buy RMB', 'History'];

test.describe('desktop (1440x900)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the user menu and the rates dialog open when pressed before their code is in', async ({
    page,
    account,
  }) => {
    // Their code loads a while after the first paint; hold each back to press it first.
    const gate = (pattern: RegExp) => {
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      void page.route(pattern, async (route) => {
        await held;
        await route.continue();
      });
      return release;
    };
    const releaseMenu = gate(/\/assets\/user-menu-[\w-]+\.js$/);
    const releaseRates = gate(/\/assets\/rates-dialog-[\w-]+\.js$/);
    await page.goto('/dashboard');
    const local = account.email.split('@')[0]!;
    await page.getByRole('button', { name: `User menu, ${local}` }).click();
    await expect(page.getByRole('menu')).toHaveCount(0);
    releaseMenu();
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);

    await page.getByRole('button', { name: 'Exchange rates' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    releaseRates();
    await expect(page.getByRole('dialog', { name: 'Exchange Rates for Today' })).toBeVisible();
  });

  test('the user menu opens from the keyboard, and gives the focus back to its button', async ({
    page,
    account,
  }) => {
    await page.goto('/dashboard');
    const button = page.getByRole('button', { name: `User menu, ${account.email.split('@')[0]}` });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  });

  test('top bar and the floating pill; the active item follows the exact path', async ({
    page,
    account,
  }) => {
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toHaveCount(1); // the mobile bar is not shown
    await expect(nav.getByRole('link')).toHaveText(PILL);
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Bills' })).toHaveAttribute('href', '/pay-bills');
    await expect(nav.getByRole('link', { name: 'History' })).toHaveAttribute(
      'href',
      '/transactions',
    );
    await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);

    await expect(page.getByRole('button', { name: 'Exchange rates' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    await expect(page.getByTestId('unread-badge')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');

    const local = account.email.split('@')[0]!;
    await page.getByRole('button', { name: `User menu, ${local}` }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(0);

    await nav.getByRole('link', { name: 'Wallets' }).click();
    await expect(page).toHaveURL(/\/wallets$/);
    await expect(nav.getByRole('link', { name: 'Wallets' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  test('at a medium width the pill shows only its first five items', async ({ page, account }) => {
    expect(account.email).toBeTruthy();
    await page.setViewportSize({ width: 900, height: 900 });
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Bills' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'History' })).toBeHidden();
  });
});

test.describe('phone (390x844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('top bar buttons and the bottom bar; Admin only for admins', async ({ page, account }) => {
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toHaveCount(1);
    await expect(nav.getByRole('link')).toHaveText(BAR);
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    for (const name of ['Exchange rates', 'Logout'])
      await expect(page.getByRole('button', { name })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    await expect(page.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    // The bell is on phones too, and opens the inbox.
    await expect(page.getByRole('link', { name: 'Notifications' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    await expect(page.getByRole('link', { name: 'Notifications' })).toBeInViewport();

    await nav.getByRole('link', { name: 'History' }).click();
    await expect(page).toHaveURL(/\/transactions$/);
    await expect(nav.getByRole('link', { name: 'History' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await makeAdmin(page.request, account.email);
    await page.goto('/dashboard');
    const admin = nav.getByRole('link', { name: 'Admin' });
    await expect(admin).toBeVisible();
    await expect(admin).toHaveAttribute('href', '/olorioko001');
    await expect(nav.getByRole('link')).toHaveText([...BAR, 'Admin']);
  });

  test('/ counts as Home and a signed-in 404 keeps the bottom bar', async ({ page, account }) => {
    expect(account.email).toBeTruthy();
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText(BAR);
    await nav.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('logout from a signed-in 404 returns to /', async ({ page, account }) => {
    expect(account.email).toBeTruthy();
    await page.goto('/pay-nothing');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("You've been successfully logged out.")).toBeVisible();
  });

  test('signed-out visitors of signed-in pages are sent to /', async ({ page }) => {
    for (const path of ['/dashboard', '/fund-wallet']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('link', { name: 'Create Account' })).toBeVisible();
    }
  });
});
