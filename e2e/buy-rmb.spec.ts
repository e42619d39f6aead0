import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { choose, ngnBalance, PIN, readyToPay } from './bills-helpers.ts';
import { createSignedInAdmin, expect, fundWallet, test } from './fixtures.ts';
import {
  completeWithPin,
  continueButton,
  FAKE_PNG,
  QR_PNG,
  START_RATE,
  setRate,
  stepHeading,
  TEXT_FILE,
  toDetails,
} from './rmb-helpers.ts';

// The /buy-rmb wizard against the real server, at phone width, at the starting NGN to
// CNY rate of 0.0047 (¥1 = ₦212.77). Each step has its own test; the last test changes
// the rate and puts it back.

test.use({ viewport: { width: 390, height: 844 } });

/** Step 1 with Chinese Alipay, then step 2. */
async function toAmount(page: Page) {
  await page.goto('/buy-rmb');
  await choose(page, /^Alipay/);
  await choose(page, 'Chinese Alipay');
  await continueButton(page).click();
  await expect(stepHeading(page, 'Enter Amount')).toBeVisible();
}

/** WeChat Pay, ¥`rmb` typed in They Receive, the recipient, up to the review. */
async function wechatToReview(page: Page, rmb: string) {
  await page.goto('/buy-rmb');
  await choose(page, /^WeChat Pay/);
  await continueButton(page).click();
  await page.getByLabel('They Receive (RMB)').fill(rmb);
  // The naira figure is worked out from the rate: continue once it shows, as a person would.
  await expect(page.getByLabel('You Send (NGN)')).not.toHaveValue('');
  await continueButton(page).click();
  await page.getByLabel('Recipient ID').fill('wxid_wangfang88');
  await page.getByLabel('Full Name').fill('Wang Fang');
  await continueButton(page).click();
  await expect(stepHeading(page, 'Review & Complete')).toBeVisible();
}

test('the way in, the steps, no purchases yet; step 1 asks for a platform and an Alipay type', async ({
  page,
  account: _,
}) => {
  await page.goto('/dashboard');
  await page
    .getByRole('navigation')
    .getByRole('link', { name: 'Buy RMB' })
    .filter({ visible: true })
    .first()
    .click();
  await expect(page).toHaveURL(/\/buy-rmb$/);
  await expect(page.getByRole('heading', { name: 'Buy RMB', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Steps' }).getByRole('listitem')).toHaveText([
    /Platform/,
    /Amount/,
    /Details/,
    /Complete/,
  ]);
  await expect(page.getByText('No purchases yet')).toBeVisible();
  await expectNoAxeViolations(page);

  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await continueButton(page).click();
  await expect(page.getByRole('alert')).toHaveText('Please select a platform');
  await choose(page, /^Alipay/);
  await continueButton(page).click();
  await expect(page.getByRole('alert')).toHaveText('Please select Alipay type');
  await choose(page, 'Chinese Alipay');
  await continueButton(page).click();
  await expect(stepHeading(page, 'Enter Amount')).toBeFocused();
});

test('step 2: the balance, the two amounts following each other, the refusals; Back keeps the choice', async ({
  page,
  account: _,
}) => {
  await fundWallet(page.request, 'NGN', 20_000_000);
  await toAmount(page);
  await expect(page.getByTestId('rmb-balance')).toHaveText('₦200,000.00');
  const send = page.getByLabel('You Send (NGN)');
  const receive = page.getByLabel('They Receive (RMB)');
  await continueButton(page).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid amount');
  await send.fill('10000');
  await expect(receive).toHaveValue('47.00');
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText('¥1 = ₦212.77');
  await expect(summary).toContainText('¥47.00');
  await receive.fill('100');
  await expect(send).toHaveValue('21276.60');
  await expect(summary).toContainText('₦21,276.60');
  await send.fill('0');
  await continueButton(page).click();
  await expect(page.getByRole('alert')).toHaveText('Please enter a valid amount');
  await send.fill('300000');
  await expect(receive).toHaveValue('1410.00');
  await expect(continueButton(page)).toBeDisabled();
  await expect(page.getByRole('alert')).toHaveText('Insufficient wallet balance');
  await receive.fill('47');
  await expect(send).toHaveValue('10000.00');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectNoAxeViolations(page);
  // Back and forth keeps what was chosen.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('radio', { name: 'Chinese Alipay' })).toBeChecked();
  await continueButton(page).click();
  await expect(receive).toHaveValue('47');
  await continueButton(page).click();
  await expect(stepHeading(page, 'Recipient Details')).toBeVisible();
});

test('step 3: the recipient asked for; the QR image checked by the browser and the server', async ({
  page,
  account: _,
}) => {
  await fundWallet(page.request, 'NGN', 20_000_000);
  await toDetails(page, { platform: 'Alipay', type: 'Chinese Alipay', ngn: '10000' });
  await continueButton(page).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill all recipient details');
  await page.getByLabel('Recipient ID').fill('li.na@example.cn');
  await continueButton(page).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill all recipient details');
  await page.getByLabel('Full Name').fill('Li Na');
  const qr = page.getByLabel('QR Code (optional)');
  await qr.setInputFiles(TEXT_FILE);
  await expect(page.getByText('Please choose a PNG or JPG image')).toBeVisible();
  await qr.setInputFiles(FAKE_PNG);
  await expect(page.getByText('Please choose a PNG or JPG image')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Chosen QR code' })).toHaveCount(0);
  await qr.setInputFiles(QR_PNG);
  await expect(page.getByText('Uploaded', { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Chosen QR code' })).toBeVisible();
  await expect(page.getByText('Please choose a PNG or JPG image')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await continueButton(page).click();
  await expect(stepHeading(page, 'Review & Complete')).toBeVisible();
});

test('Alipay: the review, a wrong PIN, bought; the reference stays, copied; back to the dashboard, listed as pending', async ({
  page,
  account: _,
}) => {
  await page.clock.install();
  await readyToPay(page); // ₦200,000 and PIN 1234
  await toDetails(page, { platform: 'Alipay', type: 'Chinese Alipay', ngn: '10000' });
  await page.getByLabel('Recipient ID').fill('li.na@example.cn');
  await page.getByLabel('Full Name').fill('Li Na');
  await page.getByLabel('QR Code (optional)').setInputFiles(QR_PNG);
  await expect(page.getByText('Uploaded', { exact: true })).toBeVisible();
  await continueButton(page).click();

  await expect(stepHeading(page, 'Review & Complete')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Platform' })).toContainText('Chinese Alipay');
  const amount = page.getByRole('region', { name: 'Amount' });
  await expect(amount).toContainText('₦10,000.00');
  await expect(amount).toContainText('¥47.00');
  const recipient = page.getByRole('region', { name: 'Recipient' });
  await expect(recipient).toContainText('li.na@example.cn');
  await expect(recipient).toContainText('Li Na');
  await expect(recipient.getByRole('img', { name: "Recipient's QR code" })).toBeVisible();
  await expect(
    page.getByText('Your transaction will be processed within 5-10 minutes'),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // A wrong PIN stays in the dialog; the right one buys.
  await completeWithPin(page, '0000');
  const pinDialog = page.getByRole('dialog', { name: 'Enter Transaction PIN' });
  await expect(pinDialog).toContainText('₦10,000.00');
  await expect(pinDialog.getByRole('alert')).toContainText(/Incorrect PIN/);
  expect(await ngnBalance(page)).toBe(20_000_000);
  await pinDialog.getByLabel('Transaction PIN').fill(PIN);
  await pinDialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Transaction Successful!' })).toBeVisible();
  await expect(
    page.locator('[data-sonner-toast]').getByText(/₦10,000.00 converted to ¥47.00/),
  ).toBeVisible();
  expect(await ngnBalance(page)).toBe(20_000_000 - 1_000_000);

  // The reference stays until the customer leaves: no timer takes the page away.
  const mine = (await (await page.request.get('/api/rmb')).json()) as {
    items: {
      platform: string;
      alipay_type: string;
      has_qr: boolean;
      rmb_amount: number;
      reference: string;
    }[];
  };
  const reference = mine.items[0]?.reference ?? '';
  expect(reference).not.toBe('');
  await expect(page.getByText(reference, { exact: true })).toBeVisible();
  await page.clock.fastForward('00:30');
  await expect(page).toHaveURL(/\/buy-rmb$/);
  await expect(page.getByText(reference, { exact: true })).toBeVisible();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy reference' }).click();
  await expect(page.getByText('Reference Copied!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reference);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to Dashboard', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/buy-rmb');
  const recent = page.getByRole('region', { name: 'Recent Purchases' });
  await expect(recent.getByRole('listitem')).toHaveCount(1);
  await expect(recent).toContainText('Li Na');
  await expect(recent).toContainText('Chinese Alipay');
  await expect(recent).toContainText('¥47.00');
  await expect(recent).toContainText('Pending');
  expect(mine.items[0]).toMatchObject({
    platform: 'alipay',
    alipay_type: 'china',
    has_qr: true,
    rmb_amount: 4_700,
  });
});

test('WeChat Pay: no Alipay type, a balance too small, no QR; with no PIN yet the dialog leads to Settings', async ({
  page,
  account: _,
}) => {
  await fundWallet(page.request, 'NGN', 100_000); // ₦1,000, no PIN yet
  await page.goto('/buy-rmb');
  await choose(page, /^WeChat Pay/);
  await expect(page.getByRole('radio', { name: 'Chinese Alipay' })).toHaveCount(0);
  await continueButton(page).click();
  const send = page.getByLabel('You Send (NGN)');
  const receive = page.getByLabel('They Receive (RMB)');
  await receive.fill('5');
  await expect(send).toHaveValue('1063.83');
  await expect(continueButton(page)).toBeDisabled();
  await expect(page.getByRole('alert')).toHaveText('Insufficient wallet balance');
  await receive.fill('4');
  await expect(send).toHaveValue('851.07');
  await continueButton(page).click();
  await page.getByLabel('Recipient ID').fill('wxid_wangfang88');
  await page.getByLabel('Full Name').fill('Wang Fang');
  await continueButton(page).click();
  await expect(page.getByRole('region', { name: 'Platform' })).toContainText('WeChat Pay');
  await expect(page.getByRole('region', { name: 'Recipient' })).toContainText('Not provided');

  await page.getByRole('button', { name: 'Complete Transaction' }).click();
  const noPin = page.getByRole('dialog', { name: 'No PIN yet' });
  await expect(noPin.getByRole('alert')).toBeVisible();
  await expect(noPin.getByRole('link', { name: 'Go to Settings' })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await ngnBalance(page)).toBe(100_000);
  await noPin.getByRole('link', { name: 'Go to Settings' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('form', { name: 'Set PIN' })).toBeVisible();
});

test('WeChat Pay with a PIN: ¥4 typed in RMB costs ₦851.07 and is bought', async ({
  page,
  account: _,
}) => {
  await readyToPay(page, 100_000); // ₦1,000 and PIN 1234
  await wechatToReview(page, '4');
  await expect(page.getByRole('region', { name: 'Amount' })).toContainText('₦851.07');
  await completeWithPin(page);
  await expect(page.getByRole('heading', { name: 'Transaction Successful!' })).toBeVisible();
  await expect(page.getByText('₦851.07 converted to ¥4.00').first()).toBeVisible();
  await expect(page.getByText('Reference', { exact: true })).toBeVisible();
  expect(await ngnBalance(page)).toBe(100_000 - 85_107);

  // Buy More RMB starts again from the first step, with nothing of the last purchase.
  await page.getByRole('button', { name: 'Buy More RMB' }).click();
  await expect(stepHeading(page, 'Choose Platform')).toBeVisible();
  await expect(page.getByText('Reference', { exact: true })).toHaveCount(0);
  await choose(page, /^WeChat Pay/);
  await continueButton(page).click();
  await expect(page.getByLabel('They Receive (RMB)')).toHaveValue('');
});

test('a rate that changed before Complete: the new figures, then confirmed again', async ({
  page,
  account: _,
  browser,
}) => {
  await readyToPay(page);
  const context = await browser.newContext();
  const adminPage = await context.newPage();
  await createSignedInAdmin(adminPage);
  try {
    await toDetails(page, { platform: 'WeChat Pay', ngn: '10000' });
    await page.getByLabel('Recipient ID').fill('wxid_wangfang88');
    await page.getByLabel('Full Name').fill('Wang Fang');
    await continueButton(page).click();
    const amount = page.getByRole('region', { name: 'Amount' });
    await expect(amount).toContainText('¥47.00');

    // Lowered: a raised NGN -> CNY would let a customer convert there and back at a profit.
    await setRate(adminPage.request, '0.0045');
    await completeWithPin(page);
    await expect(page.getByRole('alert')).toHaveText(
      'The exchange rate has changed to ¥1 = ₦222.22. Please review the new amount and confirm again.',
    );
    await expect(amount).toContainText('¥45.00');
    await expect(amount).toContainText('₦10,000.00');
    expect(await ngnBalance(page)).toBe(20_000_000);
    await expectNoAxeViolations(page);

    await completeWithPin(page);
    await expect(page.getByRole('heading', { name: 'Transaction Successful!' })).toBeVisible();
    const mine = (await (await page.request.get('/api/rmb')).json()) as {
      items: { rmb_amount: number; naira_amount: number; exchange_rate: string }[];
    };
    expect(mine.items).toHaveLength(1);
    expect(mine.items[0]).toMatchObject({
      naira_amount: 1_000_000,
      rmb_amount: 4_500,
      exchange_rate: '0.0045',
    });
  } finally {
    await setRate(adminPage.request, START_RATE);
    await context.close();
  }
});
