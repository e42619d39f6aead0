// Not part of the test run: every screen and step of the tiers (limits card, BVN form, own
// account number, held money, refusals) at phone and desktop sizes, for people to look at.
// At 390 px each shot also checks that nothing scrolls sideways.
import type { Page } from '@playwright/test';
import { PIN } from './bills-helpers.ts';
import {
  createSignedInUser,
  DEFAULT_PASSWORD,
  dismissToasts,
  expect,
  fundWallet,
  test,
  uniqueEmail,
} from './fixtures.ts';
import { heldTransfer, tierTwoCustomer } from './held-deposits-helpers.ts';
import {
  bvnForm,
  limitsCard,
  openBankPanel,
  ownAccountNumber,
  SIM_BVN,
  simulateBankTransfer,
  submitBvn,
  tierOneCustomer,
  uniqueBvn,
} from './limits-helpers.ts';
import { atEachSize, type Shot } from './shots-helpers.ts';
import { enterPin, makeCustomer } from './withdraw-helpers.ts';

async function expectNoSideways(page: Page) {
  const w = await page.evaluate(() => ({
    inner: window.innerWidth,
    html: document.documentElement.scrollWidth,
  }));
  expect(w.html, 'the page scrolls sideways').toBeLessThanOrEqual(w.inner);
}

atEachSize((base, viewport) => {
  const shot: Shot = async (page, name, full, wait) => {
    await base(page, name, full, wait);
    if (viewport.width === 390) await expectNoSideways(page);
  };

  test('tier 1 to tier 2, own account, a transfer in, a refusal', async ({ page, browser }) => {
    test.setTimeout(180_000);
    const recipient = await makeCustomer(browser, 'Bisi Lawal', 0);
    await tierOneCustomer(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Identity verification' })).toBeVisible();
    await shot(page, 'limits-dashboard-tier1');
    await page.goto('/settings#limits');
    await expect(bvnForm(page)).toBeVisible();
    await shot(page, 'limits-settings-tier1');
    await bvnForm(page).getByRole('button', { name: 'Verify BVN' }).click();
    await expect(bvnForm(page).getByText('must be 11 digits')).toBeVisible();
    await shot(page, 'limits-bvn-field-errors');
    await submitBvn(page, SIM_BVN.neverMatches);
    await expect(bvnForm(page).getByRole('alert')).toBeVisible();
    await shot(page, 'limits-bvn-mismatch');
    await submitBvn(page, uniqueBvn());
    await expect(limitsCard(page).getByText('Tier 2', { exact: true })).toBeVisible();
    await shot(page, 'limits-settings-tier2');
    await dismissToasts(page);
    await page.goto('/profile');
    await expect(limitsCard(page).getByText('Tier 2', { exact: true })).toBeVisible();
    await shot(page, 'limits-profile-tier2');

    const panel = await openBankPanel(page);
    const ask = panel.getByRole('button', { name: 'Get my account number' });
    const copy = panel.getByRole('button', { name: 'Copy Account Number' });
    await expect(copy.or(ask).first()).toBeVisible();
    if (await ask.isVisible()) await ask.click();
    const number = await ownAccountNumber(page);
    await expect(panel.getByText(number, { exact: true })).toBeVisible();
    await shot(page, 'limits-fund-own');

    await page.goto('/dashboard');
    await expect(page.getByTestId('balance')).toHaveText('₦0.00');
    await simulateBankTransfer(page, number, 30_000_000);
    await expect(page.getByTestId('balance')).toHaveText('₦300,000.00', { timeout: 5_000 });
    await shot(page, 'limits-dashboard-received', false);
    await page
      .getByRole('region', { name: 'Quick Actions' })
      .getByRole('button', { name: 'Fund Wallet' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Fund Wallet' });
    await dialog.getByRole('combobox', { name: 'Payment Method' }).click();
    await page.getByRole('option', { name: 'Bank Transfer' }).click();
    await expect(dialog.getByRole('heading', { name: 'Your own account number' })).toBeVisible();
    await shot(page, 'limits-fund-dialog-own', false);
    await page.keyboard.press('Escape');

    await page.goto('/withdraw');
    await page
      .getByRole('radio', { name: /Owo Wallet/ })
      .locator('xpath=..')
      .click();
    const send = page.getByRole('form', { name: 'Send to Owo Wallet' });
    await send.getByLabel('Recipient Email').fill(recipient.email);
    await send.getByRole('button', { name: 'Find' }).click();
    await expect(send.getByRole('status', { name: 'Recipient' })).toBeVisible();
    await send.getByLabel('Amount (₦)').fill('250000');
    await send.getByRole('button', { name: 'Send ₦250,000.00' }).click();
    await enterPin(page, PIN);
    await expect(page.locator('[data-sonner-toast]')).toContainText('above your daily limit');
    await shot(page, 'limits-transfer-refused', false, 300);
    await recipient.close();
  });

  test('tier 1 screens: the shared account, locked documents, a refused conversion', async ({
    page,
  }) => {
    await tierOneCustomer(page);
    await openBankPanel(page);
    await shot(page, 'limits-fund-tier1');
    await page.goto('/profile');
    await expect(page.getByText('Verify your BVN first')).toBeVisible();
    await shot(page, 'limits-profile-tier1');
    await fundWallet(page.request, 'NGN', 1_000_000);
    await page.goto('/wallets');
    await page.getByRole('button', { name: 'Convert' }).click();
    const dialog = page.getByRole('dialog', { name: 'Convert Naira' });
    await dialog.getByLabel('Amount (NGN)').fill('500');
    await dialog.getByRole('button', { name: 'Review Conversion' }).click();
    await dialog.getByRole('button', { name: 'Confirm Conversion' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await shot(page, 'limits-convert-refused', false);
  });

  test('tier 2: ask for the number, on its way; held money', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await createSignedInUser(page, uniqueEmail('tier2'), DEFAULT_PASSWORD, {
      tier: 2,
      name: 'Musa Pending',
    });
    const panel = await openBankPanel(page);
    await expect(panel.getByRole('button', { name: 'Get my account number' })).toBeVisible();
    await shot(page, 'limits-fund-none');
    await panel.getByRole('button', { name: 'Get my account number' }).click();
    await expect(panel.getByText('Your account number is on its way')).toBeVisible();
    await shot(page, 'limits-fund-pending');

    const context = await browser.newContext({ viewport });
    const held = await context.newPage();
    const customer = await tierTwoCustomer(held, { prefix: 'shots-held' });
    await heldTransfer(held, customer.accountNumber, 60_000_000);
    await held.goto('/settings#limits');
    await expect(limitsCard(held).getByTestId('held-amount')).toBeVisible();
    await shot(held, 'limits-held');
    await context.close();
  });
});
