// Not part of the test run: the virtual card preview at phone and desktop sizes.
import { expect, test } from './fixtures.ts';

const DIR = process.env.SHOTS_DIR ?? '/tmp/shots';

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`virtual card ${viewport.width}`, async ({ page, account }) => {
    expect(account.email).toBeTruthy();
    await page.setViewportSize(viewport);
    await page.goto('/virtual-card');
    await expect(page.getByText('In Development')).toBeVisible();
    await page.screenshot({ path: `${DIR}/virtual-card-${viewport.width}.png`, fullPage: true });
  });
}
