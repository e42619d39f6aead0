// Not part of the test run: the virtual card preview at phone and desktop sizes.
import { expect, test } from './fixtures.ts';
import { atEachSize } from './shots-helpers.ts';

atEachSize(
  (shot) => {
    test('virtual card', async ({ page, account }) => {
      expect(account.email).toBeTruthy();
      await page.goto('/virtual-card');
      await expect(page.getByText('In Development')).toBeVisible();
      await shot(page, 'virtual-card');
    });
  },
  { settle: 0 },
);
