// Not part of the test run: the Settings page's Transaction PIN card, before
// and after a PIN is set and while locked, at phone and desktop sizes.
import type { Page } from '@playwright/test';
import { DEFAULT_PASSWORD, expect, sameOrigin, test } from './fixtures.ts';

const DIR = process.env.SHOTS_DIR ?? '/tmp/shots';
const SIZES = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

for (const viewport of SIZES) {
  test.describe(`${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });
    const shot = async (page: Page, name: string) => {
      await page.waitForTimeout(500); // let toasts and transitions settle
      // The screen as a person sees it, the card in the middle, clear of the fixed dock.
      await page
        .getByRole('heading', { name: 'Transaction PIN' })
        .evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await page.screenshot({ path: `${DIR}/${name}-${viewport.width}.png` });
    };

    test('settings: transaction PIN card', async ({ page, account }) => {
      await page.goto('/settings');
      const form = page.getByRole('form', { name: 'Set PIN' });
      await expect(form).toBeVisible();
      await shot(page, 'pin-card-unset');

      await form.getByLabel('New PIN').fill('1234');
      await form.getByLabel('Confirm PIN').fill('1243');
      await form.getByLabel('Current Password').fill('wrong');
      await form.getByRole('button', { name: 'Set PIN' }).click();
      await expect(page.getByText('PINs do not match')).toBeVisible();
      await shot(page, 'pin-card-mismatch');

      await form.getByLabel('Confirm PIN').fill('1234');
      await form.getByRole('button', { name: 'Set PIN' }).click();
      await expect(page.getByText('Current password is incorrect')).toBeVisible();
      await shot(page, 'pin-card-wrong-password');

      await form.getByLabel('Current Password').fill(account.password || DEFAULT_PASSWORD);
      await form.getByRole('button', { name: 'Set PIN' }).click();
      await expect(page.getByText('Transaction PIN saved')).toBeVisible();
      await shot(page, 'pin-card-set');
      await page.screenshot({
        path: `${DIR}/pin-settings-page-${viewport.width}.png`,
        fullPage: true,
      });

      for (let i = 0; i < 5; i++)
        await page.request.post('/api/transfers', {
          data: { to_email: 'nobody@example.com', currency: 'NGN', amount: 100 },
          headers: {
            ...sameOrigin(),
            'Idempotency-Key': `k-${i}-${Date.now()}`,
            'X-Transaction-Pin': '0000',
          },
        });
      await page.reload();
      await expect(page.getByText(/^Locked until/)).toBeVisible();
      await shot(page, 'pin-card-locked');
    });
  });
}
