// Not part of the test run: saves the gift-card screens (the back office's list,
// create and created dialogs, and the Fund Wallet gift-card panel) at phone
// and desktop sizes for a person to look at. See playwright.shots.config.ts.
import { createSignedInUser, expect, makeAdmin, test } from './fixtures.ts';
import { atEachSize } from './shots-helpers.ts';

atEachSize((shot) => {
  test('gift cards: admin list and dialogs, fund-wallet panel', async ({ page }) => {
    const admin = await createSignedInUser(page);
    await makeAdmin(page.request, admin.email);
    await page.goto('/olorioko001/gift-cards');
    // One database for the run: a search nothing matches shows the empty state.
    await page.getByRole('searchbox', { name: 'Search by code' }).fill('ZZZZZZZZZZZZZZZZZ');
    await expect(page.getByText('No gift cards found')).toBeVisible();
    await shot(page, 'gift-cards-empty');
    await page.getByRole('searchbox', { name: 'Search by code' }).fill('');

    await page.getByRole('button', { name: 'Create Gift Card' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create Gift Card' });
    await dialog.getByLabel('Amount').fill('5000');
    await shot(page, 'gift-cards-create', false);
    await dialog.getByRole('button', { name: 'Create Gift Card' }).click();
    await expect(page.getByRole('dialog', { name: 'Gift Card Created!' })).toBeVisible();
    await shot(page, 'gift-cards-created', false);
    await page.getByRole('button', { name: 'Done' }).click();

    await page.getByRole('button', { name: 'Create Gift Card' }).first().click();
    await dialog.getByLabel('Amount').fill('25');
    await dialog.getByLabel('Quantity').fill('4');
    await dialog.getByRole('button', { name: 'Create Gift Card' }).click();
    await expect(page.getByText('Created 4 gift card(s) successfully')).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
    await shot(page, 'gift-cards-list');

    await page.goto('/fund-wallet');
    await page.getByRole('button', { name: /^Gift Card/ }).click();
    await page.getByLabel('Gift Card Code').fill('abcd-efgh');
    await shot(page, 'fund-wallet-gift');
    await page.getByRole('button', { name: 'Redeem Gift Card' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Invalid gift card code' }),
    ).toBeVisible();
    await shot(page, 'fund-wallet-gift-error', false);
  });
});
