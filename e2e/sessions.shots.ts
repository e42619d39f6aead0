// Not part of the test run: Settings' signed-in devices, the sign-out confirmation
// and the lock screen, at phone and desktop sizes.
import { expect, sameOrigin, test } from './fixtures.ts';
import { secondDevice } from './sessions-helpers.ts';
import { atEachSize } from './shots-helpers.ts';

atEachSize((shot) => {
  test('signed-in devices and the lock screen', async ({ page, account, browser }) => {
    const phone = await secondDevice(browser, account);
    await page.goto('/settings');
    const heading = page.getByRole('heading', { name: 'Signed-in devices' });
    const list = page.getByRole('list', { name: 'Signed-in devices' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await heading.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await shot(page, 'sessions-devices', false);

    await list
      .getByRole('listitem')
      .filter({ hasText: 'Chrome on Android' })
      .getByRole('button', { name: /^Sign out/ })
      .click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await shot(page, 'sessions-confirm-one', false);
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Sign out all other devices' }).click();
    await expect(
      page.getByRole('alertdialog', { name: 'Sign out all other devices?' }),
    ).toBeVisible();
    await shot(page, 'sessions-confirm-others', false);
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.request.post('/api/me/lock', { headers: sameOrigin() });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Owo is locked' })).toBeVisible();
    await shot(page, 'sessions-lock-screen', true);
    await page.getByLabel('Password', { exact: true }).fill('not-my-password');
    await page.getByRole('button', { name: 'Unlock', exact: true }).click();
    await expect(page.getByText(/tries left/)).toBeVisible();
    await shot(page, 'sessions-lock-wrong', true);
    await page.getByLabel('Password', { exact: true }).fill('shown-as-typed');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await shot(page, 'sessions-lock-shown', true);
    await phone.close();
  });
});
