import { convertMinor, formatMoney } from '../src/shared/money.ts';
import { convertFunds, dismissToasts, expect, fundWallet, sameOrigin, test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

const balanceOf = (page: import('@playwright/test').Page) => page.getByTestId('wallet-balance');

test.describe('My Wallets', () => {
  test('arrows and dots switch the wallet; balances hide as dots', async ({ page, account }) => {
    expect(account.email).toBeTruthy();
    await fundWallet(page.request, 'NGN', 500_000);
    await page.goto('/wallets');
    await expect(page.getByRole('heading', { name: 'My Wallets' })).toBeVisible();

    const naira = page.getByRole('article', { name: 'Naira wallet' });
    await expect(naira).toBeVisible();
    await expect(naira.getByText('NGN Wallet')).toBeVisible();
    await expect(naira.getByText('Primary')).toBeVisible();
    await expect(balanceOf(page)).toHaveText('₦5,000.00');
    const recent = page.getByRole('list', { name: 'Recent NGN transactions' });
    await expect(recent.getByText('Card payment of ₦5,000.00')).toBeVisible();
    await expect(recent.getByText('+₦5,000.00')).toBeVisible();
    await expect(recent.getByText('Completed')).toBeVisible();

    await page.getByRole('button', { name: 'Next wallet' }).click();
    await expect(page.getByRole('article', { name: 'US Dollar wallet' })).toBeVisible();
    await expect(balanceOf(page)).toHaveText('$0.00');
    await expect(page.getByText('No transactions yet')).toBeVisible();
    await expect(page).toHaveURL(/currency=USD/);

    await page.getByRole('button', { name: 'Show Chinese Yuan wallet' }).click();
    await expect(page.getByRole('article', { name: 'Chinese Yuan wallet' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show Chinese Yuan wallet' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('button', { name: 'Next wallet' }).click();
    await expect(naira).toBeVisible();
    await page.getByRole('button', { name: 'Previous wallet' }).click();
    await expect(page.getByRole('article', { name: 'Chinese Yuan wallet' })).toBeVisible();
    await page.getByRole('button', { name: 'Show Naira wallet' }).click();

    await page.getByRole('button', { name: 'Hide Balances' }).click();
    await expect(balanceOf(page)).toContainText('••••••');
    await expect(balanceOf(page)).not.toContainText('5,000');
    await expect(recent.getByText('+₦5,000.00')).toHaveCount(0);
    await page.getByRole('button', { name: 'Show Balances' }).click();
    await expect(balanceOf(page)).toHaveText('₦5,000.00');

    await page.getByRole('link', { name: 'View All Transactions' }).click();
    await expect(page).toHaveURL(/\/transactions$/);
  });

  test('honours the Show Balance preference', async ({ page, account }) => {
    expect(account.email).toBeTruthy();
    const res = await page.request.patch('/api/me/preferences', {
      data: { show_balance: false },
      headers: sameOrigin(),
    });
    expect(res.ok()).toBeTruthy();
    await page.goto('/wallets');
    await expect(page.getByRole('article', { name: 'Naira wallet' })).toBeVisible();
    await expect(balanceOf(page)).toContainText('••••••');
    await page.getByRole('button', { name: 'Show Balances' }).click();
    await expect(balanceOf(page)).toHaveText('₦0.00');
  });

  test('Top Up opens the fund dialog for the chosen wallet; Withdraw goes to /withdraw', async ({
    page,
    account,
  }) => {
    expect(account.email).toBeTruthy();
    await page.goto('/wallets?currency=USD');
    await expect(page.getByRole('article', { name: 'US Dollar wallet' })).toBeVisible();
    await page.getByRole('button', { name: 'Top Up' }).click();
    const dialog = page.getByRole('dialog', { name: 'Fund Wallet' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('US Dollar (USD)').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('link', { name: 'Withdraw' }).click();
    await expect(page).toHaveURL(/\/withdraw$/);
  });
});

// Add Wallet is on the page from 768px up only.
test.describe('My Wallets at 1440x900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('Add Wallet explains that all three wallets exist', async ({ page, account }) => {
    expect(account.email).toBeTruthy();
    await page.goto('/wallets');
    await page.getByRole('button', { name: 'Add Wallet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your wallets are all set up' });
    await expect(dialog).toBeVisible();
    for (const name of ['Naira (NGN)', 'US Dollar (USD)', 'Chinese Yuan (CNY)'])
      await expect(dialog.getByText(name)).toBeVisible();
    await dialog.getByRole('button', { name: 'Got it' }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('Convert', () => {
  test('converts NGN to USD: the preview is exactly what arrives', async ({ page, account }) => {
    expect(account.email).toBeTruthy();
    await fundWallet(page.request, 'NGN', 1_000_000);
    const rates = (await (await page.request.get('/api/rates')).json()) as {
      rates: { from_currency: string; to_currency: string; rate: string }[];
    };
    const rate = rates.rates.find((r) => r.from_currency === 'NGN' && r.to_currency === 'USD')!;
    const amount = 333_333; // ₦3,333.33
    const expected = convertMinor(amount, rate.rate);

    await page.goto('/wallets');
    await expect(balanceOf(page)).toHaveText('₦10,000.00');
    await page.getByRole('button', { name: 'Convert' }).click();
    const dialog = page.getByRole('dialog', { name: 'Convert Naira' });
    await expect(dialog.getByText('Available: ₦10,000.00')).toBeVisible();
    await expect(dialog.getByRole('combobox', { name: 'To wallet' })).toHaveText('US Dollar (USD)');
    await dialog.getByLabel('Amount (NGN)').fill('3,333.33');
    await expect(dialog.getByText(`1 NGN = ${rate.rate} USD`)).toBeVisible();
    await expect(dialog.getByTestId('convert-preview')).toHaveText(formatMoney(expected, 'USD'));

    await dialog.getByRole('button', { name: 'Review Conversion' }).click();
    await expect(dialog.getByText(formatMoney(amount, 'NGN'))).toBeVisible();
    await expect(dialog.getByTestId('review-received')).toHaveText(formatMoney(expected, 'USD'));
    await dialog.getByRole('button', { name: 'Confirm Conversion' }).click();

    await expect(page.getByText('Conversion successful')).toBeVisible();
    await expect(
      page.getByText(`₦3,333.33 converted to ${formatMoney(expected, 'USD')}.`),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(balanceOf(page)).toHaveText('₦6,666.67');
    await expect(page.getByText('-₦3,333.33')).toBeVisible();

    await dismissToasts(page);
    await page.getByRole('button', { name: 'Next wallet' }).click();
    await expect(balanceOf(page)).toHaveText(formatMoney(expected, 'USD'));
    const usd = page.getByRole('list', { name: 'Recent USD transactions' });
    await expect(usd.getByText('Converted from NGN')).toBeVisible();
    await expect(usd.getByText(formatMoney(expected, 'USD', { signed: true }))).toBeVisible();

    // The ledger agrees with the screen.
    const wallets = (await (await page.request.get('/api/wallets')).json()) as {
      currency: string;
      balance: number;
    }[];
    expect(wallets.map((w) => w.balance)).toEqual([666_667, expected, 0]);
  });

  test('checks the form before asking the server', async ({ page, account }) => {
    expect(account.email).toBeTruthy();
    await fundWallet(page.request, 'NGN', 100_000);
    await page.goto('/wallets');
    await page.getByRole('button', { name: 'Convert' }).click();
    const dialog = page.getByRole('dialog', { name: 'Convert Naira' });
    const amount = dialog.getByLabel('Amount (NGN)');
    const review = dialog.getByRole('button', { name: 'Review Conversion' });

    await amount.fill('2,000');
    await review.click();
    await expect(dialog.getByText('Insufficient funds in the NGN wallet')).toBeVisible();
    await amount.fill('0.10');
    await review.click();
    await expect(dialog.getByText('The amount is too small to convert to USD')).toBeVisible();
    await amount.fill('12.345');
    await review.click();
    await expect(dialog.getByText('Use at most 2 decimal places')).toBeVisible();

    await dialog.getByRole('combobox', { name: 'To wallet' }).click();
    await page.getByRole('option', { name: 'Chinese Yuan (CNY)' }).click();
    await amount.fill('100');
    await expect(dialog.getByText(/1 NGN = [\d.]+ CNY/)).toBeVisible();
    await review.click();
    await expect(dialog.getByRole('button', { name: 'Confirm Conversion' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(amount).toHaveValue('100');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test("shows the server's refusal inline", async ({ page, account }) => {
    expect(account.email).toBeTruthy();
    await fundWallet(page.request, 'NGN', 100_000);
    await page.goto('/wallets');
    await page.getByRole('button', { name: 'Convert' }).click();
    const dialog = page.getByRole('dialog', { name: 'Convert Naira' });
    await dialog.getByLabel('Amount (NGN)').fill('800');
    await dialog.getByRole('button', { name: 'Review Conversion' }).click();

    // Meanwhile the money goes elsewhere (another tab, say).
    await convertFunds(page.request, 'NGN', 'USD', 50_000);
    await dialog.getByRole('button', { name: 'Confirm Conversion' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Insufficient funds in the NGN wallet');
    await expect(dialog).toBeVisible();
  });
});
