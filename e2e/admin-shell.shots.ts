// Not part of the test run: screenshots of the back office's frame and
// dashboard at phone and desktop sizes, for a person to look at.
import type { Page } from '@playwright/test';
import {
  convertFunds,
  createSignedInUser,
  expect,
  fundWallet,
  makeAdmin,
  test,
} from './fixtures.ts';

const DIR = process.env.SHOTS_DIR ?? '/tmp/shots';
const SIZES = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

for (const viewport of SIZES) {
  test.describe(`${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });
    const shot = async (page: Page, name: string, fullPage = true) => {
      await page.waitForTimeout(500); // let charts and transitions settle
      await page.screenshot({ path: `${DIR}/${name}-${viewport.width}.png`, fullPage });
    };

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
}
