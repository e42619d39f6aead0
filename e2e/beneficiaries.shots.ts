// Not part of the test run: saves the saved-recipient screens (Withdraw to Bank with its
// list, one chosen, Remove's confirmation, the save prompt after a withdrawal and after a
// transfer, the send form with its list) at phone and desktop sizes for a person to look at.
// See playwright.shots.config.ts.
import { nuban } from '../src/shared/nuban.ts';
import { PIN, readyToPay } from './bills-helpers.ts';
import { expect, sameOrigin, test } from './fixtures.ts';
import { atEachSize } from './shots-helpers.ts';
import {
  ACCOUNTS,
  chooseBank,
  enterPin,
  GTB,
  makeCustomer,
  openBankDialog,
} from './withdraw-helpers.ts';

atEachSize((shot) => {
  test('beneficiaries', async ({ page, browser, account: _ }) => {
    test.setTimeout(240_000);
    await readyToPay(page);
    for (const account_number of [ACCOUNTS.succeeds, nuban(GTB.code, '100000001')]) {
      const res = await page.request.post('/api/beneficiaries', {
        data: { kind: 'bank', bank_code: GTB.code, account_number },
        headers: sameOrigin(),
      });
      expect(res.status()).toBe(201);
    }
    await page.goto('/withdraw');
    const dialog = await openBankDialog(page);
    const list = dialog.getByRole('region', { name: 'Saved recipients' });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await shot(page, 'beneficiaries-bank-list', false);

    await list.getByRole('button', { pressed: false }).first().click();
    await expect(dialog.getByRole('button', { name: 'Verified' })).toBeDisabled();
    await dialog.getByLabel('Amount (₦)').fill('5000');
    await shot(page, 'beneficiaries-bank-chosen', false);

    await list
      .getByRole('button', { name: /^Remove / })
      .first()
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove saved recipient?' });
    await expect(confirm).toBeVisible();
    await shot(page, 'beneficiaries-remove-confirm', false);
    await confirm.getByRole('button', { name: 'Cancel' }).click();

    // A withdrawal to an account not saved yet: the page offers to save it.
    await dialog.getByLabel('Account Number').fill(nuban(GTB.code, '100000002'));
    await chooseBank(page, 'guar');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog.getByText('Account verified:')).toBeVisible();
    await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await enterPin(page, PIN);
    const prompt = page.getByRole('region', { name: 'Save recipient' });
    await expect(prompt).toBeVisible();
    // The window, not the whole page: the phone's bottom bar stays where it is.
    await prompt.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await shot(page, 'beneficiaries-save-prompt-bank', false);

    // A transfer to an Owo user not saved yet, then saved in one tap.
    const friend = await makeCustomer(browser, 'Adaeze Okafor', 0);
    await page
      .getByRole('radio', { name: /Owo Wallet/ })
      .locator('xpath=..')
      .click();
    const form = page.getByRole('form', { name: 'Send to Owo Wallet' });
    await form.getByLabel('Recipient Email').fill(friend.email);
    await form.getByRole('button', { name: 'Find' }).click();
    await expect(form.getByRole('status', { name: 'Recipient' })).toBeVisible();
    await form.getByLabel('Amount (₦)').fill('2500');
    await form.getByRole('button', { name: 'Send ₦2,500.00' }).click();
    await enterPin(page, PIN);
    const owoPrompt = form.getByRole('region', { name: 'Save recipient' });
    await expect(owoPrompt).toBeVisible();
    await owoPrompt.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await shot(page, 'beneficiaries-save-prompt-wallet', false);
    await owoPrompt.getByRole('button', { name: 'Save recipient' }).click();
    await expect(form.getByRole('region', { name: 'Saved recipients' })).toBeVisible();
    await form.getByRole('button', { name: /^Adaeze Okafor/ }).click();
    await form.evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await shot(page, 'beneficiaries-wallet-list', false);
    await friend.close();
  });
});
