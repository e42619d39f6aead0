import { formatMoney } from '../src/shared/money.ts';
import { expectNoAxeViolations } from './axe.ts';
import {
  createSignedInUser,
  DEFAULT_PASSWORD,
  expect,
  fundWallet,
  sameOrigin,
  test,
  uniqueEmail,
} from './fixtures.ts';
import { heldTransfer, tierTwoCustomer } from './held-deposits-helpers.ts';
import {
  bvnForm,
  limitsCard,
  openBankPanel,
  SIM_BVN,
  submitBvn,
  tierOneCustomer,
} from './limits-helpers.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('tier 1: the shared account with the way up, documents after the BVN, no dollars yet', async ({
  page,
}) => {
  await tierOneCustomer(page);
  const config = (await (await page.request.get('/api/config/public')).json()) as {
    bank: { account_number: string };
  };
  const panel = await openBankPanel(page);
  await expect(panel.getByText(config.bank.account_number, { exact: true })).toBeVisible();
  await expect(panel.getByRole('note')).toContainText('within 30 minutes');
  await expect(panel.getByRole('button', { name: 'Get my account number' })).toHaveCount(0);
  await panel.getByRole('link', { name: 'Verify your BVN' }).click();
  await expect(page).toHaveURL(/\/settings#limits$/);
  await expect(bvnForm(page)).toBeVisible();

  // The ID and the proof of address wait for tier 2.
  await page.goto('/profile');
  const kyc = page.getByRole('form', { name: 'Upload ID document' });
  await expect(page.getByText('Verify your BVN first')).toBeVisible();
  await expect(kyc.getByLabel('ID Document')).toBeDisabled();
  await expect(kyc.getByLabel('Proof of address (utility bill, last 3 months)')).toBeDisabled();
  await expect(kyc.getByRole('button', { name: 'Upload Document' })).toHaveCount(0);
  await expect(limitsCard(page).getByText('Tier 1', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // A conversion into dollars is refused with the server's sentence and the way to raise it.
  await fundWallet(page.request, 'NGN', 1_000_000);
  await page.goto('/wallets');
  await page.getByRole('button', { name: 'Convert' }).click();
  const dialog = page.getByRole('dialog', { name: 'Convert Naira' });
  await dialog.getByLabel('Amount (NGN)').fill('500');
  await dialog.getByRole('button', { name: 'Review Conversion' }).click();
  await dialog.getByRole('button', { name: 'Confirm Conversion' }).click();
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('Foreign currency needs a verified BVN (tier 2).');
  await alert.getByRole('link', { name: 'See your limits' }).click();
  await expect(page).toHaveURL(/\/settings#limits$/);
});

test('a BVN on another account, and an identity check that does not answer, say so', async ({
  page,
  browser,
}) => {
  // Another customer holds the simulator's always-matching BVN (or did already).
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await createSignedInUser(otherPage, uniqueEmail('bvn-owner'), DEFAULT_PASSWORD, {
    tier: 1,
    name: 'Chidi Eze',
  });
  const claim = await otherPage.request.post('/api/me/kyc/bvn', {
    data: { bvn: SIM_BVN.matches, date_of_birth: '1985-06-15' },
    headers: sameOrigin(),
  });
  expect([200, 422], await claim.text()).toContain(claim.status());
  await other.close();

  await tierOneCustomer(page);
  await page.goto('/settings#limits');
  const form = bvnForm(page);
  await submitBvn(page, SIM_BVN.matches, '1985-06-15');
  await expect(form.getByRole('alert')).toHaveText(
    'This BVN is already linked to another account.',
  );
  await submitBvn(page, SIM_BVN.providerDown);
  await expect(form.getByRole('alert')).toHaveText(
    'The identity check is not answering. Please try again later.',
  );
  await expect(limitsCard(page).getByText('Tier 1', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('tier 2 without an account number: the button, "on its way", then the number, no reload', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // The Paystack simulator assigns a last name "Pending" after PAYSTACK_SIM_ASSIGN_S (5 s).
  await createSignedInUser(page, uniqueEmail('tier2'), DEFAULT_PASSWORD, {
    tier: 2,
    name: 'Musa Pending',
  });
  const panel = await openBankPanel(page);
  await expect(panel.getByRole('note')).toContainText('within 30 minutes');
  await panel.getByRole('button', { name: 'Get my account number' }).click();
  const onItsWay = panel
    .getByRole('status')
    .filter({ hasText: 'Your account number is on its way' });
  await expect(onItsWay).toBeVisible();
  await expectNoAxeViolations(page);
  // Meanwhile the shared account is there; the panel turns to the own number by itself.
  await expect(panel).toContainText('to your own account number below', { timeout: 20_000 });
  await expect(onItsWay).toHaveCount(0);
  const account = (await (await page.request.get('/api/me/bank-account')).json()) as {
    account_number: string;
  };
  await expect(panel.getByText(account.account_number, { exact: true })).toBeVisible();
  await expect(panel.getByRole('note')).toHaveCount(0);
});

test('money above the maximum balance is held, and the limits card says so', async ({ page }) => {
  const customer = await tierTwoCustomer(page, { prefix: 'limits-held' });
  await heldTransfer(page, customer.accountNumber, 60_000_000);
  const limits = (await (await page.request.get('/api/me/limits')).json()) as {
    held_amount: number;
  };
  expect(limits.held_amount).toBeGreaterThan(0);
  await page.goto('/settings#limits');
  const held = limitsCard(page).getByTestId('held-amount');
  await expect(held).toHaveText(
    `${formatMoney(limits.held_amount, 'NGN')} is waiting: raise your tier to receive it.`,
  );
  await expectNoAxeViolations(page);
});
