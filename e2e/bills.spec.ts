import { PIN_MESSAGES } from '../src/shared/schemas/pin.ts';
import { expectNoAxeViolations } from './axe.ts';
import {
  choose,
  ngnBalance,
  PIN,
  payByApi,
  payWithPin,
  readyToPay,
  selectOption,
  verifiedMeter,
} from './bills-helpers.ts';
import { expect, fundWallet, test } from './fixtures.ts';

// The /pay-bills screen against the real server and its VTpass simulator, at phone width.
// The simulator's fixed numbers: meter 1111111111111 (prepaid, a token), 9999999999999
// (wrong), smartcard 1212121212, 201000000000 pending then delivered
// (VTPASS_SIM_PENDING_S), phone 08099999999 fails and is refunded.

test.use({
  viewport: { width: 390, height: 844 },
  permissions: ['clipboard-read', 'clipboard-write'],
});

test('airtime: network from the prefix, the form’s messages, the summary', async ({
  page,
  account: _,
}) => {
  await readyToPay(page);
  await page.goto('/pay-bills');
  await expect(page.getByRole('heading', { name: 'Pay Bills', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Airtime' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: /^Pay/ })).toBeDisabled();

  const phone = page.getByLabel('Phone Number');
  await phone.fill('0803');
  await expect(page.getByRole('radio', { name: 'MTN', exact: true })).toBeChecked();
  await phone.fill('0803123');
  await phone.blur();
  await expect(
    page.getByText('Invalid phone number format. Use format: 08012345678'),
  ).toBeVisible();
  await phone.fill('08031234567');
  await page.getByLabel('Amount (₦)').fill('20');
  await page.getByLabel('Amount (₦)').blur();
  await expect(page.getByText('Minimum amount is ₦50')).toBeVisible();
  await page.getByRole('button', { name: '₦500', exact: true }).click();
  const summary = page.getByRole('region', { name: 'Transaction Summary' });
  await expect(summary).toContainText('MTN');
  await expect(summary).toContainText('₦200,000.00');
  await expect(page.getByRole('button', { name: 'Pay ₦500.00' })).toBeEnabled();
  await expectNoAxeViolations(page);
});

test('airtime: a wrong PIN stays in the dialog; success resets the form, delivered', async ({
  page,
  account: _,
}) => {
  await readyToPay(page);
  await page.goto('/pay-bills');
  const phone = page.getByLabel('Phone Number');
  await phone.fill('08031234567');
  await page.getByRole('button', { name: '₦500', exact: true }).click();

  await payWithPin(page, '0000');
  const pinDialog = page.getByRole('dialog', { name: 'Enter Transaction PIN' });
  await expect(pinDialog.getByRole('alert')).toContainText(/Incorrect PIN/);
  await pinDialog.getByLabel('Transaction PIN').fill(PIN);
  await pinDialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    page.getByText('Airtime of ₦500.00 purchased successfully for 08031234567'),
  ).toBeVisible();
  await expect(pinDialog).toBeHidden();
  await expect(phone).toHaveValue('');
  await expect(page.getByLabel('Amount (₦)')).toHaveValue('');
  const recent = page.getByRole('region', { name: 'Recent Transactions' });
  await expect(recent.getByRole('button', { name: /MTN Airtime/ })).toContainText('Delivered');
  expect(await ngnBalance(page)).toBe(20_000_000 - 50_000);
});

test('data: categories, a new category or network clears the plan', async ({
  page,
  account: _,
}) => {
  await readyToPay(page);
  await page.goto('/pay-bills?service=data');
  await expect(page.getByRole('button', { name: 'Data' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('Phone Number').fill('08051234567');
  await expect(page.getByRole('radio', { name: 'Glo', exact: true })).toBeChecked();
  await expect(page.getByRole('tab', { name: 'Daily' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Weekly' }).click();
  await choose(page, /1\.5GB Weekly Plan/);
  await expect(page.getByRole('region', { name: 'Transaction Summary' })).toContainText('₦950.00');
  await page.getByRole('tab', { name: 'Monthly' }).click();
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeDisabled();
  await page.getByRole('tab', { name: 'Weekly' }).click();
  await expect(page.getByRole('radio', { name: /1\.5GB Weekly Plan/ })).not.toBeChecked();
  await choose(page, /1\.5GB Weekly Plan/);
  await choose(page, 'Airtel');
  await expect(page.getByRole('tab', { name: 'Daily' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Broadband' }).click();
  await choose(page, /MiFi/);
  await page.getByRole('tab', { name: 'Weekly' }).click();
  await choose(page, /1\.5GB Weekly Plan/);
  await expectNoAxeViolations(page);
  await payWithPin(page);
  await expect(page.getByText('Data bundle purchased successfully for 08051234567')).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Recent Transactions' })
      .getByRole('button', { name: /Airtel Data/ }),
  ).toContainText('Delivered');
});

test('electricity: verification, a wrong meter, another meter type forgets it', async ({
  page,
  account: _,
}) => {
  await readyToPay(page);
  await page.goto('/pay-bills?service=electricity');
  await expect(page.getByRole('button', { name: 'Verify' })).toBeDisabled();
  await expect(page.getByText('Meter number (11-13 digits)')).toBeVisible();
  // Prepaid is chosen from the start (most meters are).
  await expect(page.getByRole('radio', { name: /^Prepaid/ })).toBeChecked();
  await selectOption(page, 'Electricity Provider', 'Ikeja Electric (IKEDC)');
  await page.getByLabel('Meter Number').fill('9999999999999');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Verification Failed', { exact: true })).toBeVisible();

  await page.getByLabel('Meter Number').fill('1111111111111');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Meter Verified', { exact: true })).toBeVisible();
  await expect(page.getByText('Meter 1111111111111 verified successfully')).toBeVisible();
  await page.getByRole('button', { name: '₦1,000', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Pay ₦1,000.00' })).toBeEnabled();
  // Another meter type forgets the verification; verifying again brings Pay back.
  await choose(page, /^Postpaid/);
  await expect(page.getByRole('button', { name: 'Pay Now' })).toBeDisabled();
  await choose(page, /^Prepaid/);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('button', { name: 'Pay ₦1,000.00' })).toBeEnabled();
  await expectNoAxeViolations(page);
});

test('electricity: the token receipt, its copy buttons, closed to an empty form', async ({
  page,
  account: _,
}) => {
  await readyToPay(page);
  await verifiedMeter(page, '1111111111111', 'Prepaid');
  await page.getByRole('button', { name: '₦1,000', exact: true }).click();
  await payWithPin(page);
  const receipt = page.getByRole('dialog', { name: 'Payment Successful!' });
  await expect(receipt).toBeVisible();
  await expect(receipt).toContainText('Ikeja Electric (IKEDC)');
  await expect(receipt).toContainText('1111111111111');
  await expect(receipt).toContainText('₦1,000.00');
  await expectNoAxeViolations(page);
  await receipt.getByRole('button', { name: 'Copy Token' }).click();
  await expect(page.getByText('Token Copied!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\d{4,}/);
  await receipt.getByRole('button', { name: 'Copy reference' }).click();
  await expect(page.getByText('Reference Copied!')).toBeVisible();
  await receipt.getByRole('button', { name: 'Close' }).click();
  await expect(receipt).toBeHidden();
  await expect(page.getByLabel('Meter Number')).toHaveValue('');
});

test('cable: IUC verification with the current bouquet', async ({ page, account: _ }) => {
  await readyToPay(page);
  await page.goto('/pay-bills?service=cable');
  await choose(page, 'DStv');
  await selectOption(page, 'Package', /DStv Padi/);
  await page.getByLabel('IUC/Smartcard Number').fill('1212121212');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('IUC 1212121212 verified successfully')).toBeVisible();
  await expect(page.getByText('Current bouquet:')).toBeVisible();
  await page.getByLabel('Phone Number').fill('08031234567');
  await expectNoAxeViolations(page);
  await payWithPin(page);
  await expect(
    page.getByText('Cable subscription successful for account 1212121212'),
  ).toBeVisible();
  await expect(page.getByLabel('IUC/Smartcard Number')).toHaveValue('');
});

test('a pending bill turns delivered on screen; the detail dialog and its PDF', async ({
  page,
  account: _,
}) => {
  await readyToPay(page);
  await verifiedMeter(page, '201000000000', 'Prepaid');
  await page.getByRole('button', { name: '₦2,000', exact: true }).click();
  await payWithPin(page);
  await expect(page.getByText('Payment Processing', { exact: true })).toBeVisible();
  const row = page
    .getByRole('region', { name: 'Recent Transactions' })
    .getByRole('button', { name: /Electricity/ });
  await expect(row).toContainText('Pending');
  // The simulator decides after VTPASS_SIM_PENDING_S (3 s); its webhook makes the app requery.
  await expect(row).toContainText('Delivered', { timeout: 45_000 });

  await row.click();
  const detail = page.getByRole('dialog', { name: 'Transaction Details' });
  await expect(detail).toContainText('Delivered');
  await expect(detail).toContainText('₦2,000.00');
  await expect(detail).toContainText('201000000000');
  await expect(detail).toContainText('Ikeja Electric (IKEDC)');
  await expect(detail.getByRole('button', { name: 'Print Receipt' })).toBeVisible();
  await expectNoAxeViolations(page);
  const href = await detail.getByRole('link', { name: 'Download PDF' }).getAttribute('href');
  const pdf = await page.request.get(href ?? '');
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(detail).toBeHidden();
});

test('a refused bill is refunded; too little money is refused with the balance', async ({
  page,
  account: _,
}) => {
  await readyToPay(page, 100_000);
  await page.goto('/pay-bills?service=airtime');
  await page.getByLabel('Phone Number').fill('08099999999');
  await page.getByRole('button', { name: '₦200', exact: true }).click();
  await payWithPin(page);
  await expect(page.getByText('Ohh an error occurred, please try again later')).toBeVisible();
  const recent = page.getByRole('region', { name: 'Recent Transactions' });
  await expect(recent.getByRole('button', { name: /9Mobile Airtime/ })).toContainText('Refunded');
  expect(await ngnBalance(page)).toBe(100_000);

  // The ₦1,000 given back is all there is.
  await page.getByLabel('Amount (₦)').fill('5000');
  await page.getByLabel('Phone Number').fill('08031234567');
  await expect(page.getByRole('region', { name: 'Transaction Summary' })).toContainText(
    'Insufficient balance. Current: ₦1,000.00, Required: ₦5,000.00',
  );
  // Pay stays off: no PIN is asked for money that is not there (the server refuses it too).
  await expect(page.getByRole('button', { name: /^Pay ₦5,000\.00/ })).toBeDisabled();
  expect(await ngnBalance(page)).toBe(100_000);
});

test('with no PIN set, the PIN dialog leads to Settings and sends nothing', async ({
  page,
  account: _,
}) => {
  await fundWallet(page.request, 'NGN', 1_000_000);
  await page.goto('/pay-bills');
  await page.getByLabel('Phone Number').fill('08031234567');
  await page.getByRole('button', { name: '₦500', exact: true }).click();
  await page.getByRole('button', { name: /^Pay ₦/ }).click();
  const none = page.getByRole('dialog', { name: 'No PIN yet' });
  await expect(none.getByRole('alert')).toContainText(PIN_MESSAGES.notSet);
  await expect(none.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
  await expect(none.getByRole('link', { name: 'Go to Settings' })).toHaveAttribute(
    'href',
    '/settings',
  );
  await none.getByRole('button', { name: 'Cancel' }).click();
  await expect(none).toBeHidden();
  expect(await ngnBalance(page)).toBe(1_000_000);
});

test('wrong PINs say the tries left; the fifth locks the PIN dialog', async ({
  page,
  account: _,
}) => {
  await readyToPay(page, 1_000_000);
  // The first three wrong PINs through the API (pin.spec.ts checks each message there).
  for (const left of ['4 tries', '3 tries', '2 tries']) {
    const res = await payByApi(page, undefined, '0000');
    expect(res.status()).toBe(403);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      `Incorrect PIN. ${left} left`,
    );
  }
  await page.goto('/pay-bills');
  await page.getByLabel('Phone Number').fill('08031234567');
  await page.getByRole('button', { name: '₦500', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Enter Transaction PIN' });
  await payWithPin(page, '0000');
  await expect(dialog.getByRole('alert')).toContainText('Incorrect PIN. 1 try left');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await payWithPin(page, '0000');
  await expect(dialog.getByRole('alert')).toContainText(/locked/i);
  await expect(dialog.getByRole('link', { name: 'Go to Settings' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  // Opened again, the dialog knows it is locked before anything is typed.
  await page.getByRole('button', { name: /^Pay ₦/ }).click();
  await expect(dialog.getByRole('alert')).toContainText(PIN_MESSAGES.locked);
  await expect(page.getByLabel('Transaction PIN', { exact: true })).toHaveCount(0);
  expect(await ngnBalance(page)).toBe(1_000_000);
});

test('recent transactions: five, then Load More', async ({ page, account: _ }) => {
  await readyToPay(page);
  for (let i = 0; i < 6; i += 1) {
    const res = await payByApi(page, {
      service: 'airtime',
      network: 'mtn',
      phone: '08031234567',
      amount: 10_000 + i * 100,
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  await page.goto('/pay-bills');
  const recent = page.getByRole('region', { name: 'Recent Transactions' });
  await expect(recent.getByRole('button', { name: /MTN Airtime/ })).toHaveCount(5);
  await recent.getByRole('button', { name: 'Load More' }).click();
  await expect(recent.getByRole('button', { name: /MTN Airtime/ })).toHaveCount(6);
  await expect(recent.getByRole('button', { name: 'Load More' })).toBeHidden();
  await expectNoAxeViolations(page);
});
