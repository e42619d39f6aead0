import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { createSignedInAdmin, expect, test } from './fixtures.ts';

const SCREENS = [
  'Dashboard',
  'Approvals',
  'Users',
  'Wallet Management',
  'Wallet Transactions',
  'Gift Cards',
  'Airtime to Cash',
  'Bills',
  'Withdrawals',
  'Held Deposits',
  'RMB',
  'Loans',
  'Rates',
  'Reconciliation',
  'Audit Log',
  'Security',
];
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

/** Every /api/admin request the page makes from now on. */
function adminCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/admin')) calls.push(r.url());
  });
  return calls;
}

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`a non-administrator at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('sees Access Denied on every admin path, nothing of the back office, and no admin call', async ({
      page,
      account,
    }) => {
      expect(account.email).toBeTruthy();
      const calls = adminCalls(page);
      for (const path of ['/olorioko001', '/olorioko001/users']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
        await expect(page.getByText("You don't have admin privileges")).toBeVisible();
        await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
        await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
        // One accessibility check per width: the second path shows the same screen.
        if (path === '/olorioko001') await expectNoAxeViolations(page);
      }
      await page.getByRole('link', { name: 'Go to Dashboard' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      expect(calls).toEqual([]);
    });
  });
}

test.describe('an administrator at 1440x900', () => {
  test.use({ viewport: DESKTOP });

  test('reaches the back office from the user menu, navigates with the sidebar, exits', async ({
    page,
  }) => {
    const account = await createSignedInAdmin(page);
    await page.goto('/dashboard');
    const local = account.email.split('@')[0]!;
    await page.getByRole('button', { name: `User menu, ${local}` }).click();
    await page.getByRole('menuitem', { name: 'Admin' }).click();
    await expect(page).toHaveURL(/\/olorioko001$/);

    const nav = page.getByRole('navigation', { name: 'Admin' });
    await expect(nav.getByRole('list').getByRole('link')).toHaveText(SCREENS);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expectNoAxeViolations(page);

    await nav.getByRole('link', { name: 'Users' }).click();
    await expect(page).toHaveURL(/\/olorioko001\/users$/);
    await expect(nav.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );

    // Reports show the dashboard, and mark it so.
    await page.goto('/olorioko001/reports');
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await nav.getByRole('link', { name: 'Exit Admin' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('collapses the sidebar, and the choice holds across a reload', async ({ page }) => {
    await createSignedInAdmin(page);
    await page.goto('/olorioko001');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Admin' });
    const sidebar = page.getByRole('complementary', { name: 'Admin sidebar' });
    await expect(nav.getByText('Wallet Management')).toBeVisible();
    const wide = (await sidebar.boundingBox())?.width ?? 0;
    expect(wide).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect.poll(async () => (await sidebar.boundingBox())?.width ?? 0).toBeLessThan(wide / 2);
    await expectNoAxeViolations(page);

    // Collapsed, the links still navigate.
    await nav.getByRole('link', { name: 'Users' }).click();
    await expect(page).toHaveURL(/\/olorioko001\/users$/);
    await expect(nav.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');

    await page.reload();
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect(nav.getByText('Wallet Management')).toBeVisible();
  });
});

test.describe('an administrator at 390x844', () => {
  test.use({ viewport: PHONE });

  test('reaches the back office from the bottom bar and uses the menu drawer', async ({ page }) => {
    await createSignedInAdmin(page);
    await page.goto('/dashboard');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Admin' })
      .click();
    await expect(page).toHaveURL(/\/olorioko001$/);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    // On phones the sidebar stays out of the way until the menu opens it.
    await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Owo Admin' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('list').getByRole('link')).toHaveText(SCREENS);
    await expect(drawer.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectNoAxeViolations(page);
    await drawer.getByRole('link', { name: 'Wallet Management' }).click();
    await expect(page).toHaveURL(/\/olorioko001\/wallets$/);
    await expect(drawer).toHaveCount(0);

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(drawer.getByRole('link', { name: 'Wallet Management' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await drawer.getByRole('link', { name: 'Exit Admin' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
