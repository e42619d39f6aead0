// Steps the tier and held-deposit browser tests share: a customer who verified
// a BVN (tier 2), got their own account number, and received bank transfers
// through the Paystack simulator, some of which their tier could not hold.
import type { Browser, Page } from '@playwright/test';
import { ngnBalance } from './bills-helpers.ts';
import {
  type Account,
  createSignedInUser,
  DEFAULT_PASSWORD,
  expect,
  sameOrigin,
  uniqueEmail,
} from './fixtures.ts';

/** Tier 2's maximum balance: ₦500,000. */
export const TIER2_MAX = 50_000_000;

/**
 * A BVN of its own per call: BVNs are unique per customer. The identity
 * simulator matches any 11 digits (but its 222222222xx test numbers) with
 * the date of birth 1990-01-01.
 */
export function uniqueBvn(): string {
  const digits = `${Date.now()}${process.pid}${Math.floor(Math.random() * 1e6)}`;
  return `3${digits.slice(-10).padStart(10, '7')}`;
}

export interface TierTwoCustomer extends Account {
  id: string;
  bvn: string;
  accountNumber: string;
  bankName: string;
  accountName: string;
}

/**
 * A new customer signed in on `page`: tier 1, then tier 2 through the BVN
 * check, then their own account number (asked and waited for until active).
 */
export async function tierTwoCustomer(
  page: Page,
  { name = 'Kemi Adebayo', prefix = 'held', admin = false } = {},
): Promise<TierTwoCustomer> {
  const account = await createSignedInUser(page, uniqueEmail(prefix), DEFAULT_PASSWORD, {
    name,
    tier: 1,
    admin,
  });
  const { id } = (await (await page.request.get('/api/me')).json()) as { id: string };
  const bvn = uniqueBvn();
  const check = await page.request.post('/api/me/kyc/bvn', {
    data: { bvn, date_of_birth: '1990-01-01' },
    headers: sameOrigin(),
  });
  expect(check.status(), `BVN check answered ${check.status()}: ${await check.text()}`).toBe(200);
  const ask = await page.request.post('/api/me/bank-account', { headers: sameOrigin() });
  expect(ask.status(), `bank account answered ${ask.status()}: ${await ask.text()}`).toBeLessThan(
    300,
  );
  type Active = { status: string; bank_name: string; account_number: string; account_name: string };
  let active: Active | undefined;
  await expect
    .poll(
      async () => {
        const res = await page.request.get('/api/me/bank-account');
        const body = res.ok() ? ((await res.json()) as Active) : null;
        if (body?.status === 'active') active = body;
        return body?.status;
      },
      { message: 'the own account number never became active' },
    )
    .toBe('active');
  return {
    ...account,
    id,
    bvn,
    accountNumber: active!.account_number,
    bankName: active!.bank_name,
    accountName: active!.account_name,
  };
}

/**
 * A bank transfer to `accountNumber` through the Paystack simulator, which
 * sends the signed webhook; answers once the customer (signed in on `page`)
 * has it, credited or held: `held` is how many held deposits they have then.
 */
export async function bankTransfer(
  page: Page,
  accountNumber: string,
  amount: number,
  senderName = 'Tunde Bakare',
) {
  const before = await heldCount(page);
  const sent = await page.request.post('/api/dev/paystack/bank-transfer', {
    data: { account_number: accountNumber, amount, sender_name: senderName },
    headers: sameOrigin(),
  });
  expect(sent.ok(), `bank transfer answered ${sent.status()}: ${await sent.text()}`).toBeTruthy();
  return { before };
}

/** How many of the signed-in customer's deposits are held now. */
export async function heldCount(page: Page): Promise<number> {
  const res = await page.request.get('/api/me/held-deposits');
  expect(res.ok(), `held deposits answered ${res.status()}`).toBeTruthy();
  const { items } = (await res.json()) as { items: { status: string }[] };
  return items.filter((d) => d.status === 'held').length;
}

/** Sends a transfer the tier cannot hold and waits until it is held for the customer on `page`. */
export async function heldTransfer(page: Page, accountNumber: string, amount: number) {
  const { before } = await bankTransfer(page, accountNumber, amount);
  await expect
    .poll(() => heldCount(page), { message: 'the transfer was never held' })
    .toBe(before + 1);
}

/**
 * A tier-2 customer in a browser context of their own (the administrator keeps
 * `page`), with a transfer of each of `held` kobo held for them; `close` ends
 * the context.
 */
export async function customerWithHeld(
  browser: Browser,
  held: number[],
  options: { name?: string; credited?: number } = {},
) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const customer = await tierTwoCustomer(page, { name: options.name });
  if (options.credited) {
    await bankTransfer(page, customer.accountNumber, options.credited);
    await expect
      .poll(() => ngnBalance(page), { message: 'the transfer was never credited' })
      .toBe(options.credited);
  }
  for (const amount of held) await heldTransfer(page, customer.accountNumber, amount);
  return { ...customer, page, close: () => context.close() };
}
