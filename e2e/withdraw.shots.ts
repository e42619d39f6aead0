// Not part of the test run: saves the /withdraw screens (the page, the Withdraw to Bank
// dialog verified, with an account the bank cannot name and too much asked, the PIN, the list with
// every outcome, and the wallet form) at phone and desktop sizes for a person to look at.
// See playwright.shots.config.ts.
import { PIN, readyToPay } from './bills-helpers.ts';
import { createSignedInUser, expect, makeAdmin, sameOrigin, test } from './fixtures.ts';
import { atEachSize } from './shots-helpers.ts';
import {
  ACCOUNTS,
  chooseBank,
  enterPin,
  makeCustomer,
  openBankDialog,
  withdrawByApi,
} from './withdraw-helpers.ts';

atEachSize((shot) => {
  test('withdraw', async ({ page, browser, account: _ }) => {
    test.setTimeout(120_000);
    await readyToPay(page);
    await page.goto('/withdraw');
    await expect(page.getByText('No withdrawals yet')).toBeVisible();
    await shot(page, 'withdraw-empty');

    const dialog = await openBankDialog(page);
    await page.getByRole('combobox', { name: 'Bank' }).fill('bank');
    await shot(page, 'withdraw-bank-search', false);
    await chooseBank(page, 'guar');
    await dialog.getByLabel('Amount (₦)').fill('250000');
    await dialog.getByLabel('Account Number').fill(ACCOUNTS.succeeds);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog.getByText('Account verified:')).toBeVisible();
    // More than the ₦200,000 readyToPay put in: the reason shows at once, Withdraw stays off.
    await expect(dialog.getByRole('alert')).toContainText('Insufficient Balance');
    const withdraw = dialog.getByRole('button', { name: 'Withdraw', exact: true });
    await expect(withdraw).toBeDisabled();
    // On a phone the dialog scrolls: show the reason with the button it keeps off, once the
    // Account Verified toast has gone from over the dialog.
    await withdraw.scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: 'Close toast' })).toHaveCount(0, {
      timeout: 10_000,
    });
    await shot(page, 'withdraw-insufficient', false);
    await dialog.getByLabel('Amount (₦)').fill('5000');
    await expect(withdraw).toBeEnabled();
    await shot(page, 'withdraw-verified', false);
    await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Enter Transaction PIN' })).toBeVisible();
    await shot(page, 'withdraw-pin', false);
    await enterPin(page, PIN);
    await expect(page.getByText('Withdrawal Initiated', { exact: true })).toBeVisible();
    await shot(page, 'withdraw-done', false);

    await page.getByRole('button', { name: 'Withdraw to Bank' }).click();
    await chooseBank(page, 'guar');
    await dialog.getByLabel('Account Number').fill(ACCOUNTS.unknown);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog.getByText(/Unable to verify this account/)).toBeVisible();
    await shot(page, 'withdraw-unnamed-account', false);
    await page.keyboard.press('Escape');

    // Outcomes: one rejected with a reason, one paid.
    const rejected = await withdrawByApi(
      page.request,
      { amount: 200_000, account_number: ACCOUNTS.succeeds },
      PIN,
    );
    const paid = await withdrawByApi(
      page.request,
      { amount: 1_000_000, account_number: ACCOUNTS.succeeds },
      PIN,
    );
    const adminContext = await browser.newContext();
    const adminPage = await adminContext.newPage();
    const admin = await createSignedInUser(adminPage);
    await makeAdmin(page.request, admin.email);
    for (const [id, body] of [
      [rejected.id, { decision: 'reject', failure_reason: 'The account name does not match' }],
      [paid.id, { decision: 'approve' }],
    ] as const) {
      const res = await adminPage.request.post(`/api/admin/withdrawals/${id}`, {
        data: body,
        headers: sameOrigin(),
      });
      expect(res.ok()).toBeTruthy();
    }
    await adminContext.close();
    await page.reload();
    await expect(page.getByText('The account name does not match')).toBeVisible();
    await expect(page.getByText('Completed')).toBeVisible({ timeout: 20_000 });
    await shot(page, 'withdraw-history');

    const friend = await makeCustomer(browser, 'Adaeze Okafor', 0);
    await page
      .getByRole('radio', { name: /Owo Wallet/ })
      .locator('xpath=..')
      .click();
    await page.getByLabel('Recipient Email').fill(friend.email);
    await page.getByLabel('Amount (₦)').fill('2500');
    await expect(page.getByText('Sending to')).toBeVisible();
    await shot(page, 'withdraw-wallet');
    await friend.close();
  });
});
