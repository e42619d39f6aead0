// Not part of the test run: the shots config takes these screenshots of the rates and
// admin setup screens at phone and desktop sizes for a person to look at.
import { createSignedInUser, expect, makeAdmin, test } from './fixtures.ts';
import { atEachSize } from './shots-helpers.ts';

atEachSize((shot) => {
  test('rates and admin setup', async ({ page }) => {
    const admin = await createSignedInUser(page);
    await makeAdmin(page.request, admin.email);
    await page.goto('/olorioko001/rates');
    await expect(page.getByText('1 USD = ₦', { exact: false }).first()).toBeVisible();
    await shot(page, 'admin-rates-exchange');
    const usd = page.getByRole('group', { name: 'USD → NGN' });
    await usd.getByRole('button', { name: 'Edit USD → NGN' }).click();
    await shot(page, 'admin-rates-editing', false);
    // A 100x slip: the confirmation dialog, then Cancel (nothing is saved).
    await usd.getByRole('spinbutton', { name: 'Rate from USD to NGN' }).fill('15.3846');
    await usd.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm rate change' });
    await expect(dialog).toBeVisible();
    await shot(page, 'admin-rates-confirm', false);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await usd.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('heading', { name: 'Rate history' }).scrollIntoViewIfNeeded();
    await shot(page, 'admin-rates-history', false);
    await page.getByRole('tab', { name: 'Airtime Rates' }).click();
    await expect(page.getByText('Example: ₦1,000 airtime', { exact: false }).first()).toBeVisible();
    await shot(page, 'admin-rates-airtime');

    await page.goto('/olorioko001-setup');
    await expect(page.getByText('An administrator exists.')).toBeVisible();
    await shot(page, 'admin-setup-admin');
    await page.context().clearCookies();
    await createSignedInUser(page);
    await page.goto('/olorioko001-setup');
    await expect(page.getByText('Setup is closed.')).toBeVisible();
    await shot(page, 'admin-setup-closed');
  });
});
