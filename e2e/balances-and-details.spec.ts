import { readyToPay } from './bills-helpers.ts';
import { expect, fundWallet, test } from './fixtures.ts';
import { openBankDialog } from './withdraw-helpers.ts';

// Issue 19 §4: Pay is off (and says why) before any PIN when the balance is short; one
// Hide balances setting every screen follows; a transaction row opens its details.
test.use({ viewport: { width: 390, height: 844 } });

test('too little money: Pay and Withdraw stay off and say why, no PIN is asked', async ({
  page,
  account: _,
}) => {
  await readyToPay(page, 120_000); // ₦1,200
  await page.goto('/pay-bills?service=airtime');
  await page.getByLabel('Phone Number').fill('08031234567');
  await page.getByLabel('Amount (₦)').fill('1500');
  const pay = page.getByRole('button', { name: /^Pay ₦1,500\.00/ });
  await expect(pay).toBeDisabled();
  await expect(pay).toHaveAccessibleDescription(
    'Insufficient balance. Current: ₦1,200.00, Required: ₦1,500.00',
  );
  await expect(page.getByRole('alert')).toHaveText(
    'Insufficient balance. Current: ₦1,200.00, Required: ₦1,500.00',
  );
  await page.getByLabel('Amount (₦)').fill('1000');
  await expect(page.getByRole('button', { name: /^Pay ₦1,000\.00/ })).toBeEnabled();
  await expect(page.getByRole('dialog', { name: 'Enter Transaction PIN' })).toHaveCount(0);

  // Withdraw to Bank counts the ₦50 fee, and says so as soon as the amount is typed.
  await page.goto('/withdraw');
  const dialog = await openBankDialog(page);
  await dialog.getByLabel('Amount (₦)').fill('1160');
  const withdraw = dialog.getByRole('button', { name: 'Withdraw', exact: true });
  await expect(withdraw).toBeDisabled();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Insufficient Balance: You need ₦1,210.00 (including ₦50 fee) but only have ₦1,200.00.',
  );
  await dialog.getByLabel('Amount (₦)').fill('1150');
  await expect(withdraw).toBeEnabled();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
});

test('hiding balances on Wallets hides them on the dashboard too, after a reload, until shown again', async ({
  page,
  account: _,
}) => {
  await fundWallet(page.request, 'NGN', 500_000);
  await page.goto('/wallets');
  await expect(page.getByTestId('wallet-balance')).toHaveText('₦5,000.00');
  await page.getByRole('button', { name: 'Hide balances' }).click();
  await expect(page.getByTestId('wallet-balance')).toContainText('••••••');
  await expect(page.getByText('+₦5,000.00')).toHaveCount(0);
  await expect
    .poll(async () => (await (await page.request.get('/api/me')).json()).show_balance)
    .toBe(false);

  await page.goto('/dashboard');
  await expect(page.getByTestId('balance')).toHaveText('₦••••••');
  await expect(page.getByTestId('wallet-NGN')).toHaveText('••••••');
  await expect(page.getByText('+₦5,000.00')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('balance')).toHaveText('₦••••••');
  await page.goto('/transactions');
  await expect(page.getByTestId('transaction-row').first()).toContainText('••••••');
  await expect(page.getByText('+₦5,000.00')).toHaveCount(0);
  await page.goto('/wallets');
  await expect(page.getByTestId('wallet-balance')).toContainText('••••••');

  // The eye on the dashboard shows them again, everywhere.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Show balances' }).click();
  await expect(page.getByTestId('balance')).toHaveText('₦5,000.00');
  await page.reload();
  await expect(page.getByTestId('balance')).toHaveText('₦5,000.00');
  await page.goto('/wallets');
  await expect(page.getByTestId('wallet-balance')).toHaveText('₦5,000.00');
});

test('a transaction row opens its details with the reference to copy', async ({
  page,
  context,
  account: _,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await fundWallet(page.request, 'NGN', 500_000);
  const list = (await (await page.request.get('/api/transactions?limit=5')).json()) as {
    items: { reference: string }[];
  };
  const reference = list.items[0]?.reference ?? '';
  expect(reference).not.toBe('');

  await page.goto('/transactions');
  const row = page.getByTestId('transaction-row').first().getByRole('button');
  await row.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Transaction Details' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('transaction-amount')).toHaveText('+₦5,000.00');
  await expect(dialog.getByTestId('transaction-reference')).toHaveText(reference);
  await expect(dialog).toContainText('Completed');
  await expect(dialog).toContainText('Deposit');
  await expect(dialog).toContainText(/WAT$|WAT/);
  const sideways = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(sideways).toBe(false);
  await dialog.getByRole('button', { name: 'Copy reference' }).click();
  await expect(page.getByText('Reference Copied!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reference);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The dashboard's Recent Transactions open the same details.
  await page.goto('/dashboard');
  await page
    .getByRole('region', { name: 'Recent Transactions' })
    .getByRole('button', { name: /5,000\.00/ })
    .click();
  await expect(
    page.getByRole('dialog', { name: 'Transaction Details' }).getByTestId('transaction-reference'),
  ).toHaveText(reference);
});
