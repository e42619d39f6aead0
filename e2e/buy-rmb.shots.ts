// Not part of the test run: saves the /buy-rmb screens (each step of the wizard, its
// messages, the QR preview, the review, the success, recent purchases with a failed one)
// at phone and desktop sizes for a person to look at. See playwright.shots.config.ts.
import { choose, readyToPay } from './bills-helpers.ts';
import { createSignedInUser, expect, makeAdmin, test } from './fixtures.ts';
import { completeWithPin, continueButton, QR_PNG, stepHeading } from './rmb-helpers.ts';
import { atEachSize } from './shots-helpers.ts';

atEachSize((shot) => {
  test('buy RMB', async ({ page, account: _, browser }) => {
    test.setTimeout(120_000);
    await readyToPay(page);
    await page.goto('/buy-rmb');
    await expect(page.getByText('No purchases yet')).toBeVisible();
    await continueButton(page).click();
    await shot(page, 'rmb-step1-error');
    await choose(page, /^Alipay/);
    await choose(page, 'Nigeria Alipay');
    await shot(page, 'rmb-step1-alipay');
    await continueButton(page).click();

    await expect(stepHeading(page, 'Enter Amount')).toBeVisible();
    // More than the ₦200,000 readyToPay put in: said at once, Continue stays off.
    await page.getByLabel('You Send (NGN)').fill('250000');
    await expect(page.getByRole('alert')).toHaveText('Insufficient wallet balance');
    await expect(continueButton(page)).toBeDisabled();
    await shot(page, 'rmb-step2-insufficient');
    await page.getByLabel('They Receive (RMB)').fill('500');
    await expect(continueButton(page)).toBeEnabled();
    await shot(page, 'rmb-step2-amount');
    await continueButton(page).click();

    await page.getByLabel('Recipient ID').fill('chen.jie@example.cn');
    await page.getByLabel('Full Name').fill('Chen Jie');
    await page.getByLabel('QR Code (optional)').setInputFiles(QR_PNG);
    await expect(page.getByText('Uploaded', { exact: true })).toBeVisible();
    await shot(page, 'rmb-step3-details');
    await continueButton(page).click();
    await expect(stepHeading(page, 'Review & Complete')).toBeVisible();
    await shot(page, 'rmb-step4-review');
    await page.getByRole('button', { name: 'Complete Transaction' }).click();
    await expect(page.getByRole('dialog', { name: 'Enter Transaction PIN' })).toBeVisible();
    await shot(page, 'rmb-pin', false);
    await page.keyboard.press('Escape');
    await completeWithPin(page);
    await expect(page.getByRole('heading', { name: 'Transaction Successful!' })).toBeVisible();
    await expect(page.getByText('Reference', { exact: true })).toBeVisible();
    // The success toast would cover the panel's top: wait for it to go.
    await expect(page.getByRole('button', { name: 'Close toast' })).toHaveCount(0, {
      timeout: 10_000,
    });
    await shot(page, 'rmb-success', false);
    await page.getByRole('link', { name: 'Back to Dashboard', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // A second purchase, failed by an administrator: the reason shows in the list.
    await page.goto('/buy-rmb');
    await choose(page, /^WeChat Pay/);
    await continueButton(page).click();
    await page.getByLabel('You Send (NGN)').fill('5000');
    await continueButton(page).click();
    await page.getByLabel('Recipient ID').fill('wxid_wangfang88');
    await page.getByLabel('Full Name').fill('Wang Fang');
    await continueButton(page).click();
    await completeWithPin(page);
    await expect(page.getByRole('heading', { name: 'Transaction Successful!' })).toBeVisible();
    const context = await browser.newContext();
    const adminPage = await context.newPage();
    const admin = await createSignedInUser(adminPage);
    await makeAdmin(page.request, admin.email);
    const mine = (await (await page.request.get('/api/rmb')).json()) as {
      items: { id: string }[];
    };
    const origin = new URL(page.url()).origin;
    const res = await adminPage.request.post(`/api/admin/rmb/${mine.items[0]?.id}`, {
      data: { status: 'failed', note: 'Recipient WeChat ID not found' },
      headers: { origin },
    });
    expect(res.ok()).toBe(true);
    await context.close();
    await page.goto('/buy-rmb');
    await expect(page.getByText('Recipient WeChat ID not found')).toBeVisible();
    await shot(page, 'rmb-recent');
  });
});
