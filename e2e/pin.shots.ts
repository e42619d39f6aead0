// Not part of the test run: the Settings page's Transaction PIN card, before
// and after a PIN is set and while locked, at phone and desktop sizes.
import type { Page } from '@playwright/test';
import { DEFAULT_PASSWORD, expect, sameOrigin, test } from './fixtures.ts';
import { atEachSize } from './shots-helpers.ts';

atEachSize((pageShot) => {
  const shot = async (page: Page, name: string) => {
    // The screen as a person sees it, the card in the middle, clear of the fixed dock.
    await page
      .getByRole('heading', { name: 'Transaction PIN' })
      .evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await pageShot(page, name, false);
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
    await pageShot(page, 'pin-settings-page', true, 0);

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
