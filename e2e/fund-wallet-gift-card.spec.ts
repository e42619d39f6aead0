import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { createSignedInAdmin, expect, sameOrigin, test } from './fixtures.ts';

// Fund Wallet's Gift Card panel, on a phone (most of our customers are on phones).
test.use({ viewport: { width: 390, height: 844 } });

/** An administrator in a context of its own makes one card through the API; answers its code. */
async function makeCard(browser: Browser, body: { amount: number; currency: string }) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await createSignedInAdmin(page);
    const res = await page.request.post('/api/admin/gift-cards', {
      data: { ...body, quantity: 1, expires_in_days: 30 },
      headers: sameOrigin(),
    });
    expect(res.status()).toBe(201);
    return ((await res.json()) as { items: { code: string }[] }).items[0]?.code ?? '';
  } finally {
    await context.close();
  }
}

async function openGiftPanel(page: Page) {
  await page.goto('/fund-wallet');
  await page.getByRole('button', { name: /^Gift Card/ }).click();
  const field = page.getByLabel('Gift Card Code');
  await expect(field).toBeVisible();
  return field;
}

async function ngnBalance(request: APIRequestContext) {
  const wallets = (await (await request.get('/api/wallets')).json()) as {
    currency: string;
    balance: number;
  }[];
  return wallets.find((w) => w.currency === 'NGN')?.balance ?? 0;
}

test('the gift card panel refuses a blank code and one nobody issued', async ({
  page,
  account,
}) => {
  expect(account.email).toBeTruthy();
  const field = await openGiftPanel(page);
  const redeem = page.getByRole('button', { name: 'Redeem Gift Card' });
  await expect(redeem).toBeDisabled();
  await expectNoAxeViolations(page);

  // Spaces only: the field is not empty, but the code is.
  await field.fill('   ');
  await redeem.click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please enter a gift card code' }),
  ).toBeVisible();

  // A code nobody issued.
  await field.fill('AAAA-BBBB-CCCC-DDDD');
  await redeem.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid gift card code' })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await ngnBalance(page.request)).toBe(0);
});

test('a user redeems a code, sees the balance, and a second try is refused', async ({
  page,
  browser,
  account,
}) => {
  expect(account.email).toBeTruthy();
  const code = await makeCard(browser, { amount: 1_500_00, currency: 'NGN' });

  // Typed in lower case with spaces for dashes: read as the card's own code.
  const field = await openGiftPanel(page);
  await field.fill(` ${code.toLowerCase().replaceAll('-', ' ')} `);
  await page.getByRole('button', { name: 'Redeem Gift Card' }).click();
  // The field empties as the toast appears, and only until the move to the dashboard
  // 1.5 s later: look at it first.
  await expect(field).toHaveValue('');
  await expect(page.getByText('Wallet credited with ₦1,500.00')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('balance')).toHaveText('₦1,500.00');
  expect(await ngnBalance(page.request)).toBe(1_500_00);

  const again = await openGiftPanel(page);
  await again.fill(code);
  await page.getByRole('button', { name: 'Redeem Gift Card' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'This gift card has already been used' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/fund-wallet$/);
  expect(await ngnBalance(page.request)).toBe(1_500_00);
});
