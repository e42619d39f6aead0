// What the withdraw specs and screenshots share: the Paystack simulator's GTBank accounts,
// the Withdraw to Bank dialog, and withdrawals made through the API as a customer would.
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { nuban } from '../src/shared/nuban.ts';
import { readyToPay } from './bills-helpers.ts';
import { createSignedInUser, DEFAULT_PASSWORD, sameOrigin, uniqueEmail } from './fixtures.ts';

export const GTB = { code: '058', name: 'Guaranty Trust Bank' } as const;

/** GTBank accounts whose payouts the simulator answers in a fixed way (API.md "Paystack simulator"). */
export const ACCOUNTS = {
  /** Resolves to a made-up name; its transfers succeed. */
  succeeds: nuban(GTB.code, '012345678'),
  /** Resolves; its transfer fails (transfer.failed). */
  fails: nuban(GTB.code, '000000002'),
  /** A well-formed number the bank does not know: resolve answers 422. */
  unknown: nuban(GTB.code, '000000009'),
} as const;

/** The same digits with a wrong check digit. */
export const wrongCheckDigit = (n: string) => `${n.slice(0, 9)}${(Number(n[9]) + 1) % 10}`;

/** Chooses Bank Account on /withdraw: the Withdraw to Bank dialog opens. */
export async function openBankDialog(page: Page) {
  const radio = page.getByRole('radio', { name: /Bank Account/ });
  await radio.locator('xpath=..').click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw to Bank' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Types into the bank box and picks the bank from the list. */
export async function chooseBank(page: Page, search: string, name: string = GTB.name) {
  const box = page.getByRole('combobox', { name: 'Bank' });
  await box.fill(search);
  await page.getByRole('option', { name, exact: true }).click();
  await expect(box).toHaveValue(name);
}

/** The PIN dialog: type the PIN and confirm. */
export async function enterPin(page: Page, pin: string) {
  const dialog = page.getByRole('dialog', { name: 'Enter Transaction PIN' });
  await dialog.getByLabel('Transaction PIN').fill(pin);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
}

/** A withdrawal through the API, with the PIN the helpers set (bills-helpers' PIN). */
export async function withdrawByApi(
  request: APIRequestContext,
  body: { amount: number; account_number: string },
  pin: string,
) {
  const res = await request.post('/api/withdrawals', {
    data: { bank_code: GTB.code, ...body },
    headers: {
      ...sameOrigin(),
      'Idempotency-Key': `e2e-wd-${uniqueEmail('key')}`,
      'X-Transaction-Pin': pin,
    },
  });
  expect(res.status(), `POST /api/withdrawals answered: ${await res.text()}`).toBe(201);
  return (await res.json()) as { id: string; reference: string; status: string };
}

/** Sets the signed-in user's full name (what a recipient look-up shows). */
export async function setFullName(request: APIRequestContext, fullName: string) {
  const res = await request.patch('/api/me', {
    data: { full_name: fullName },
    headers: sameOrigin(),
  });
  expect(res.ok(), `PATCH /api/me answered ${res.status()}`).toBeTruthy();
}

/**
 * A customer in a browser context of their own, with a name, a funded NGN
 * wallet and a PIN; `close` ends the context.
 */
export async function makeCustomer(browser: Browser, fullName: string, kobo = 20_000_000) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const { email } = await createSignedInUser(page, uniqueEmail('customer'), DEFAULT_PASSWORD);
  await setFullName(page.request, fullName);
  await readyToPay(page, kobo);
  return { email, page, request: page.request, close: () => context.close() };
}
