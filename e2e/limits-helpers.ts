// What the tier specs and screenshots share: a tier-1 customer with a PIN, the limits card,
// its BVN form, and the Paystack simulator's transfer into a customer's own account number.
import type { Page } from '@playwright/test';
import { PIN } from './bills-helpers.ts';
import {
  createSignedInUser,
  DEFAULT_PASSWORD,
  expect,
  sameOrigin,
  uniqueEmail,
} from './fixtures.ts';

export { uniqueBvn } from './held-deposits-helpers.ts';

/** The identity simulator's answers (PROVIDERS.md §5.2's stand-in). */
export const SIM_BVN = {
  /** Matches any name and date of birth: once per database, as BVNs are one account's each. */
  matches: '22222222222',
  neverMatches: '22222222201',
  providerDown: '22222222299',
} as const;
/** Any other 11 digits match with this date of birth. */
export const MATCHING_DOB = '1990-01-01';

/** A new tier-1 customer (as every new account), signed in on `page`, with a transaction PIN. */
export async function tierOneCustomer(page: Page, name = 'Ada Obi') {
  const account = await createSignedInUser(page, uniqueEmail('tier1'), DEFAULT_PASSWORD, {
    tier: 1,
    name,
  });
  const res = await page.request.put('/api/me/pin', {
    data: { pin: PIN, current_password: DEFAULT_PASSWORD },
    headers: sameOrigin(),
  });
  expect(res.ok(), `PUT /api/me/pin answered ${res.status()}`).toBeTruthy();
  return account;
}

export const limitsCard = (page: Page) =>
  page.getByRole('region', { name: 'Limits and verification' });
export const bvnForm = (page: Page) =>
  limitsCard(page).getByRole('form', { name: 'Verify your BVN' });
export const dailyBar = (page: Page) =>
  limitsCard(page).getByRole('progressbar', { name: 'Used today of your daily limit' });

/** Fills the limits card's BVN form and sends it. */
export async function submitBvn(page: Page, bvn: string, dateOfBirth = MATCHING_DOB) {
  const form = bvnForm(page);
  await form.getByLabel('BVN').fill(bvn);
  await form.getByLabel('Date of birth').fill(dateOfBirth);
  await form.getByRole('button', { name: 'Verify BVN' }).click();
}

/** The signed-in customer's own account number, once active (GET /api/me/bank-account). */
export async function ownAccountNumber(page: Page): Promise<string> {
  let number = '';
  await expect
    .poll(
      async () => {
        const res = await page.request.get('/api/me/bank-account');
        const body = res.ok() ? ((await res.json()) as { account_number?: string }) : {};
        number = body.account_number ?? '';
        return number;
      },
      { message: 'the own account number never became active' },
    )
    .toMatch(/^\d{10}$/);
  return number;
}

/** A transfer into `accountNumber` through the Paystack simulator (it sends the signed webhook). */
export async function simulateBankTransfer(page: Page, accountNumber: string, amount: number) {
  const res = await page.request.post('/api/dev/paystack/bank-transfer', {
    data: { account_number: accountNumber, amount, sender_name: 'Tunde Bakare' },
    headers: sameOrigin(),
  });
  expect(res.ok(), `bank transfer answered ${res.status()}: ${await res.text()}`).toBeTruthy();
}

/** Opens /fund-wallet on its Bank Transfer panel. */
export async function openBankPanel(page: Page) {
  await page.goto('/fund-wallet');
  await page.getByRole('button', { name: /Bank Transfer/ }).click();
  const panel = page.getByRole('region', { name: 'Bank Transfer' });
  await expect(panel).toBeVisible();
  return panel;
}
