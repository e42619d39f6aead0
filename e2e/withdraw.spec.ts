import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { ngnBalance, PIN, readyToPay } from './bills-helpers.ts';
import { expect, fundWallet, test } from './fixtures.ts';
import {
  ACCOUNTS,
  chooseBank,
  enterPin,
  GTB,
  makeCustomer,
  openBankDialog,
  wrongCheckDigit,
} from './withdraw-helpers.ts';

// The /withdraw screen against the real server and its Paystack simulator, at phone
// width: GTBank (058) accounts with a valid NUBAN resolve to a made-up name;
// ACCOUNTS.unknown is well formed but unknown to the bank (resolve answers 422).

test.use({ viewport: { width: 390, height: 844 } });

/** The Withdraw to Bank dialog with GTBank and ACCOUNTS.succeeds verified; answers the name. */
async function verifiedAccount(page: Page) {
  const dialog = await openBankDialog(page);
  await chooseBank(page, 'guar');
  await dialog.getByLabel('Account Number').fill(ACCOUNTS.succeeds);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog.getByRole('button', { name: 'Verified' })).toBeDisabled();
  const name = dialog.getByLabel('Account Name', { exact: true });
  await expect(name).not.toHaveValue('');
  return { dialog, holder: await name.inputValue() };
}

test('bank: the screen, nothing filled in, the banks searched by typing and by keyboard', async ({
  page,
  account: _,
}) => {
  await fundWallet(page.request, 'NGN', 20_000_000);
  await page.goto('/withdraw');
  await expect(page.getByRole('heading', { name: 'Withdraw', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Available Balance' })).toContainText(
    '₦200,000.00',
  );
  await expect(page.getByText('No withdrawals yet')).toBeVisible();
  await expectNoAxeViolations(page);

  const dialog = await openBankDialog(page);
  // Nothing filled in: the required-fields message.
  await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('Please fill in all required fields.');

  // The bank list narrows as one types; the keyboard chooses too.
  const box = dialog.getByRole('combobox', { name: 'Bank' });
  await box.fill('zen');
  await expect(dialog.getByRole('option', { name: 'Zenith Bank' })).toBeVisible();
  await expect(dialog.getByRole('option', { name: GTB.name })).toHaveCount(0);
  await box.fill('guaranty');
  await expect(dialog.getByRole('option')).toHaveCount(1);
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(box).toHaveValue(GTB.name);
  await box.fill('access');
  await dialog.getByRole('option', { name: 'Access Bank', exact: true }).click();
  await expect(box).toHaveValue('Access Bank');
});

test('bank: the NUBAN is checked before any bank is asked; Verify fills the name', async ({
  page,
  account: _,
}) => {
  await page.goto('/withdraw');
  const dialog = await openBankDialog(page);
  await chooseBank(page, 'guar');
  const number = dialog.getByLabel('Account Number');
  await number.fill('01234');
  await number.blur();
  await expect(dialog.getByText('Account number must be 10 digits')).toBeVisible();
  await number.fill(wrongCheckDigit(ACCOUNTS.succeeds));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog.getByText('Account number is not valid for this bank')).toBeVisible();

  await number.fill(ACCOUNTS.succeeds);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Account verified:' })).toBeVisible();
  const name = dialog.getByLabel('Account Name', { exact: true });
  await expect(name).not.toHaveValue('');
  await expect(name).toHaveAttribute('readonly', '');
  await expect(dialog.getByRole('button', { name: 'Verified' })).toBeDisabled();
});

test('bank: too much counting the fee, a wrong PIN moves nothing, then a pending withdrawal', async ({
  page,
  account: _,
}) => {
  await readyToPay(page);
  await page.goto('/withdraw');
  const { dialog, holder } = await verifiedAccount(page);

  // More than the wallet holds, counting the ₦50 fee.
  const amount = dialog.getByLabel('Amount (₦)');
  await amount.fill('199960');
  await expect(dialog.getByRole('button', { name: 'Withdraw', exact: true })).toBeDisabled();
  await expect(dialog.getByRole('alert')).toContainText(
    'Insufficient Balance: You need ₦200,010.00 (including ₦50 fee) but only have ₦200,000.00.',
  );
  await amount.fill('5000');
  const overview = dialog.getByRole('region', { name: 'Withdrawal Overview' });
  await expect(overview).toContainText('₦5,000.00');
  await expect(overview).toContainText('₦50.00');
  await expect(overview).toContainText('₦5,050.00');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A wrong PIN stays in the PIN dialog and moves nothing.
  await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const pinDialog = page.getByRole('dialog', { name: 'Enter Transaction PIN' });
  await expect(pinDialog).toContainText(`Withdraw ₦5,000.00 to ${GTB.name} ${ACCOUNTS.succeeds}`);
  await enterPin(page, '0000');
  await expect(pinDialog.getByRole('alert')).toContainText(/Incorrect PIN/);
  expect(await ngnBalance(page)).toBe(20_000_000);
  await enterPin(page, PIN);
  await expect(page.getByText('Withdrawal Initiated', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Your withdrawal is processing, please check your bank for confirmation.'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(pinDialog).toBeHidden();

  const recent = page.getByRole('region', { name: 'Recent Withdrawals' });
  const row = recent.getByRole('listitem').filter({ hasText: GTB.name });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('₦5,000.00');
  await expect(row).toContainText('Pending');
  await expect(row).toContainText(ACCOUNTS.succeeds);
  await expect(row).toContainText(holder);
  expect(await ngnBalance(page)).toBe(20_000_000 - 505_000);
  await expect(page.getByRole('region', { name: 'Available Balance' })).toContainText(
    '₦194,950.00',
  );

  // The form starts afresh.
  await page.getByRole('button', { name: 'Withdraw to Bank' }).click();
  await expect(dialog.getByLabel('Amount (₦)')).toHaveValue('');
  await expect(dialog.getByRole('combobox', { name: 'Bank' })).toHaveValue('');
  await expect(dialog.getByLabel('Account Number')).toHaveValue('');
});

test('bank: an account the bank cannot name is not paid to, and no name can be typed', async ({
  page,
  account: _,
}) => {
  await readyToPay(page);
  await page.goto('/withdraw');
  const dialog = await openBankDialog(page);
  await dialog.getByLabel('Amount (₦)').fill('1500.50');
  await chooseBank(page, 'guar');
  await dialog.getByLabel('Account Number').fill(ACCOUNTS.unknown);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  const refused =
    'Unable to verify this account with the bank. Please check the bank and account number.';
  await expect(dialog.getByRole('alert').filter({ hasText: refused })).toHaveCount(1);
  // The name is only ever the bank's: the field stays read-only and empty.
  const name = dialog.getByLabel('Account Name', { exact: true });
  await expect(name).toHaveAttribute('readonly', '');
  await expect(name).toHaveValue('');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
  // Withdraw says so again above the buttons, and asks for no PIN.
  await expect(dialog.getByRole('alert').filter({ hasText: refused })).toHaveCount(2);
  await expect(page.getByRole('dialog', { name: 'Enter Transaction PIN' })).toBeHidden();
  expect(await ngnBalance(page)).toBe(20_000_000);
});

test('the PIN is asked for: without one, the dialog says where to set it', async ({
  page,
  account: _,
}) => {
  await fundWallet(page.request, 'NGN', 1_000_000);
  await page.goto('/withdraw');
  const dialog = await openBankDialog(page);
  await dialog.getByLabel('Amount (₦)').fill('1000');
  await chooseBank(page, 'guar');
  await dialog.getByLabel('Account Number').fill(ACCOUNTS.succeeds);
  await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const pinDialog = page.getByRole('dialog', { name: 'No PIN yet' });
  await expect(pinDialog).toBeVisible();
  await expect(pinDialog.getByRole('link', { name: 'Go to Settings' })).toBeVisible();
  await expectNoAxeViolations(page);
  await pinDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(pinDialog).toBeHidden();
  // Back in the form, nothing sent.
  await expect(dialog).toBeVisible();
  expect(await ngnBalance(page)).toBe(1_000_000);
});

test('wallet: an unknown address, oneself, then the recipient’s name as the address is typed', async ({
  page,
  browser,
  account,
}) => {
  await fundWallet(page.request, 'NGN', 20_000_000);
  const recipient = await makeCustomer(browser, 'Adaeze Okafor', 0);
  try {
    await page.goto('/withdraw');
    const radio = page.getByRole('radio', { name: /Owo Wallet/ });
    await radio.locator('xpath=..').click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const form = page.getByRole('form', { name: 'Send to Owo Wallet' });
    await expect(form).toBeVisible();

    const email = form.getByLabel('Recipient Email');
    await email.fill('nobody-here@example.com');
    await form.getByRole('button', { name: 'Find' }).click();
    await expect(
      form.getByText('No Owo account has this e-mail address', { exact: true }),
    ).toBeVisible();
    await email.fill(account.email);
    await form.getByRole('button', { name: 'Find' }).click();
    await expect(form.getByText('You cannot send money to yourself')).toBeVisible();

    // Leaving the field looks the address up (as typed, in any case).
    await email.fill(recipient.email.toUpperCase());
    await form.getByLabel('Amount (₦)').fill('1500');
    const card = form.getByRole('status', { name: 'Recipient' });
    await expect(card).toContainText('Adaeze Okafor');
    await expect(card).toContainText(recipient.email);
    // Another address forgets the name until it is looked up.
    await email.fill('someone-else@example.com');
    await expect(card).toHaveCount(0);
    await email.fill(recipient.email);
    await form.getByRole('button', { name: 'Find' }).click();
    await expect(card).toContainText('Adaeze Okafor');
    await form.getByLabel('Note (optional)').fill('For the rent');
    await expectNoAxeViolations(page);
  } finally {
    await recipient.close();
  }
});

test('wallet: the recipient’s name in the PIN dialog, then the money moves', async ({
  page,
  browser,
  account: _,
}) => {
  await readyToPay(page);
  const recipient = await makeCustomer(browser, 'Adaeze Okafor', 0);
  try {
    await page.goto('/withdraw');
    await page
      .getByRole('radio', { name: /Owo Wallet/ })
      .locator('xpath=..')
      .click();
    const form = page.getByRole('form', { name: 'Send to Owo Wallet' });
    const email = form.getByLabel('Recipient Email');
    await email.fill(recipient.email);
    await form.getByRole('button', { name: 'Find' }).click();
    await expect(form.getByRole('status', { name: 'Recipient' })).toContainText('Adaeze Okafor');
    await form.getByLabel('Amount (₦)').fill('1500');
    await form.getByLabel('Note (optional)').fill('For the rent');

    await form.getByRole('button', { name: 'Send ₦1,500.00' }).click();
    await expect(page.getByRole('dialog', { name: 'Enter Transaction PIN' })).toContainText(
      `Send ₦1,500.00 to Adaeze Okafor (${recipient.email})`,
    );
    await enterPin(page, PIN);
    await expect(page.getByText('₦1,500.00 sent to Adaeze Okafor.')).toBeVisible();
    await expect(email).toHaveValue('');
    await expect(page.getByRole('region', { name: 'Available Balance' })).toContainText(
      '₦198,500.00',
    );
    expect(await ngnBalance(page)).toBe(20_000_000 - 150_000);
    const theirs = (await (await recipient.request.get('/api/wallets')).json()) as {
      currency: string;
      balance: number;
    }[];
    expect(theirs.find((w) => w.currency === 'NGN')?.balance).toBe(150_000);
  } finally {
    await recipient.close();
  }
});
