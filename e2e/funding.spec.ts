import type { Page } from '@playwright/test';
import { CARD_FUNDING_NGN_ONLY } from '../src/shared/schemas/funding.ts';
import { dismissToasts, expect, sameOrigin, test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

async function openFundDialog(page: Page) {
  await page.goto('/dashboard');
  await page
    .getByRole('region', { name: 'Quick Actions' })
    .getByRole('button', { name: 'Fund Wallet' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Fund Wallet' });
  await expect(dialog.getByLabel('Amount')).toBeVisible();
  return dialog;
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('dialog').getByLabel(label).click();
  await page.getByRole('option', { name: option }).click();
}

test('card funding end to end: dialog, checkout, approve, credited', async ({ page, account }) => {
  expect(account.email).toBeTruthy();
  const dialog = await openFundDialog(page);
  await expect(dialog.getByLabel('Payment Method')).toContainText('Credit/Debit Card');
  await dialog.getByLabel('Amount').fill('2500');
  await dialog.getByRole('button', { name: 'Continue to Payment' }).click();

  // The simulated Paystack checkout.
  await expect(page.getByText('Test mode: simulated Paystack checkout')).toBeVisible();
  await expect(page.getByText('₦2,500.00')).toBeVisible();
  await page.getByRole('button', { name: 'Approve payment' }).click();

  await expect(page.getByRole('heading', { name: 'Wallet funded successfully!' })).toBeVisible();
  await expect(page.getByText('₦2,500.00', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/fund-wallet$/); // the query string is cleared
  await expect(page.getByText('Wallet funded successfully!').last()).toBeVisible(); // the toast

  await dismissToasts(page);
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page.getByTestId('balance')).toHaveText('₦2,500.00');
  // One unread notification: the bell's badge (the bell is in the top bar at every width).
  await expect(page.getByTestId('unread-badge')).toHaveText('1');
  const recent = page.getByRole('region', { name: 'Recent Transactions' });
  await expect(recent.getByText('+₦2,500.00')).toBeVisible();
});

test('a declined card payment says so and credits nothing', async ({ page, account }) => {
  expect(account.email).toBeTruthy();
  await page.goto('/fund-wallet');
  await page.getByLabel('Amount (₦)').fill('1000');
  await page.getByRole('button', { name: 'Pay with Paystack' }).click();
  await page.getByRole('button', { name: 'Decline payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible();
  await expect(
    page.getByText('The card payment did not go through. Your wallet was not credited.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/fund-wallet$/);
  const me = await (await page.request.get('/api/me')).json();
  expect(me.ngn_balance).toBe(0);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Payment failed' })).toHaveCount(0);
});

test('a payment still at the checkout shows as processing, with a retry', async ({
  page,
  account,
}) => {
  expect(account.email).toBeTruthy();
  const res = await page.request.post('/api/funding/card', {
    data: { currency: 'NGN', amount: 300_000 },
    headers: { ...sameOrigin(), 'Idempotency-Key': `e2e-pending-${Date.now()}` },
  });
  const { reference, authorization_url } = await res.json();
  await page.goto(`/fund-wallet?reference=${reference}&trxref=${reference}`);
  await expect(page.getByRole('heading', { name: 'Payment still processing' })).toBeVisible();
  await expect(page).toHaveURL(/\/fund-wallet$/);

  const approve = await page.request.post(authorization_url, {
    form: { decision: 'approve' },
    maxRedirects: 0,
  });
  expect(approve.status()).toBeLessThan(400);
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByRole('heading', { name: 'Wallet funded successfully!' })).toBeVisible();
  await expect(page.getByText('₦3,000.00', { exact: true })).toBeVisible();
});

test('dialog: amount messages, the card limits and the NGN-only rule', async ({
  page,
  account,
}) => {
  expect(account.email).toBeTruthy();
  const dialog = await openFundDialog(page);
  const amount = dialog.getByLabel('Amount');
  await expect(amount).toHaveAttribute('step', '0.01');
  await expect(amount).toHaveAttribute('min', '0');
  const pay = dialog.getByRole('button', { name: 'Continue to Payment' });
  await pay.click();
  await expect(dialog.getByText('Please enter an amount.')).toBeVisible();
  await amount.fill('0');
  await pay.click();
  await expect(dialog.getByText('Please enter a valid amount.')).toBeVisible();
  await amount.fill('50');
  // The message goes as soon as the amount is changed, before Continue is pressed again.
  await expect(dialog.getByText('Please enter a valid amount.')).toHaveCount(0);
  await pay.click();
  await expect(dialog.getByText('Amount must be at least ₦100.00.')).toBeVisible();
  await amount.fill('1000001');
  await pay.click();
  await expect(dialog.getByText('The most you can add at once is ₦1,000,000.00.')).toBeVisible();

  // A USD or CNY wallet cannot take a card payment: the server's own message, before any request.
  await choose(page, 'Wallet', 'US Dollar (USD)');
  await expect(dialog.getByRole('status').filter({ hasText: CARD_FUNDING_NGN_ONLY })).toBeVisible();
  await expect(pay).toBeDisabled();

  // Whatever the server refuses is shown as it says it.
  await choose(page, 'Wallet', 'Naira (NGN)');
  await page.route('**/api/funding/card', (route) =>
    route.fulfill({
      status: 422,
      json: { error: { code: 'BUSINESS_RULE', message: 'Your account is not active.' } },
    }),
  );
  await amount.fill('200');
  await pay.click();
  await expect(
    dialog.getByRole('alert').filter({ hasText: 'Your account is not active.' }),
  ).toBeVisible();
  await expect(page.getByText('Sorry, unable to fund wallet')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('dialog: mobile money is unavailable, bank transfer shows the account with copy buttons', async ({
  page,
  account,
  context,
}) => {
  expect(account.email).toBeTruthy();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const config = await (await page.request.get('/api/config/public')).json();
  const dialog = await openFundDialog(page);
  await expect(dialog.getByText('Having issues? Please use the account below')).toBeVisible();

  await choose(page, 'Payment Method', 'Mobile Money');
  await expect(dialog.getByText(/Mobile Money is not available/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Continue to Payment' })).toBeDisabled();

  await choose(page, 'Payment Method', 'Bank Transfer');
  await expect(dialog.getByText(/within 30 minutes/)).toBeVisible();
  await expect(dialog.getByText(config.bank.account_number)).toBeVisible();
  await expect(dialog.getByText(config.bank.bank_name)).toBeVisible();
  await expect(dialog.getByText(config.bank.account_name)).toBeVisible();

  const copy = dialog.getByRole('button', { name: 'Copy Account Number' });
  await copy.click();
  await expect(copy).toHaveText('Copied!');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    config.bank.account_number,
  );
  await expect(copy).toHaveText('Copy');
  await dialog.getByRole('button', { name: 'Copy Bank Name' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(config.bank.bank_name);

  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
});

test('a copy that fails says "Failed to copy to clipboard"', async ({ page, account }) => {
  expect(account.email).toBeTruthy();
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });
  });
  const dialog = await openFundDialog(page);
  await dialog.getByRole('button', { name: 'Copy Account Name' }).click();
  await expect(page.getByText('Failed to copy to clipboard')).toBeVisible();
});

test('/fund-wallet: back, three tiles, gift card panel, bank panel', async ({ page, account }) => {
  expect(account.email).toBeTruthy();
  const config = await (await page.request.get('/api/config/public')).json();
  await page.goto('/dashboard');
  await page
    .getByRole('region', { name: 'My Wallets' })
    .getByRole('link', { name: 'Fund' })
    .click();
  await expect(page).toHaveURL(/\/fund-wallet$/);
  await expect(page.getByRole('heading', { name: 'Fund Wallet', level: 1 })).toBeVisible();

  const card = page.getByRole('button', { name: /Card Payment/ });
  const gift = page.getByRole('button', { name: /^Gift Card/ });
  const bank = page.getByRole('button', { name: /Bank Transfer/ });
  await expect(card).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('From ₦100.00 to ₦1,000,000.00')).toBeVisible();
  await gift.click();
  await expect(gift).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Gift Card Code')).toBeVisible();

  await bank.click();
  await expect(bank).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(config.bank.account_number)).toBeVisible();
  await expect(page.getByText(config.bank.account_name)).toBeVisible();
  await expect(page.getByText(config.bank.bank_name)).toBeVisible();
  await expect(page.getByRole('note')).toContainText(
    'If your wallet is not credited within 30 minutes, please contact support with your transaction reference',
  );
  await expect(page.getByRole('button', { name: 'Copy Account Number' })).toBeVisible();

  await page.getByRole('link', { name: 'Back to dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('card payments switched off say so in the card panel', async ({ page, account }) => {
  expect(account.email).toBeTruthy();
  await page.route('**/api/funding/card/options', (route) =>
    route.fulfill({
      json: {
        available: false,
        provider: null,
        currencies: ['NGN'],
        min_amount: 10_000,
        max_amount: 100_000_000,
      },
    }),
  );
  await page.goto('/fund-wallet');
  await expect(
    page.getByText('Card payment is currently unavailable. Please use Gift Card or Bank Transfer.'),
  ).toBeVisible();
});
