// Not part of the test run: screenshots of the back office's frame and
// dashboard at phone and desktop sizes, for a person to look at.
import {
  convertFunds,
  createSignedInUser,
  expect,
  fundWallet,
  makeAdmin,
  test,
} from './fixtures.ts';
import { atEachSize } from './shots-helpers.ts';

atEachSize((shot, viewport) => {
  test('access denied', async ({ page, account }) => {
    expect(account.email).toBeTruthy();
    await page.goto('/olorioko001');
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await shot(page, 'admin-access-denied');
  });

  test('dashboard, both tabs, and the sidebar', async ({ page }) => {
    const account = await createSignedInUser(page);
    await makeAdmin(page.request, account.email);
    await fundWallet(page.request, 'NGN', 2_000_000);
    await convertFunds(page.request, 'NGN', 'USD', 500_000);
    await convertFunds(page.request, 'NGN', 'CNY', 250_000);
    await page.goto('/olorioko001');
    await expect(page.getByRole('heading', { name: 'Recent Users' })).toBeVisible();
    await shot(page, 'admin-dashboard');
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await expect(page.locator('.recharts-surface').first()).toBeVisible();
    await shot(page, 'admin-analytics');
    if (viewport.width < 768) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Owo Admin' })).toBeVisible();
      await shot(page, 'admin-menu-open', false);
    } else {
      await page.getByRole('button', { name: 'Collapse sidebar' }).click();
      await shot(page, 'admin-sidebar-collapsed', false);
    }
  });
});
