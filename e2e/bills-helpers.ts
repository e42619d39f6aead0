// What the bill-payment specs and screenshots share: a funded account with a PIN, and paying.
import { expect, type Page } from '@playwright/test';
import { DEFAULT_PASSWORD, fundWallet, sameOrigin, uniqueEmail } from './fixtures.ts';

export const PIN = '1234';

/** Money in the NGN wallet (₦200,000 unless told) and a transaction PIN. */
export async function readyToPay(page: Page, kobo = 20_000_000) {
  if (kobo > 0) await fundWallet(page.request, 'NGN', kobo);
  const res = await page.request.put('/api/me/pin', {
    data: { pin: PIN, current_password: DEFAULT_PASSWORD },
    headers: sameOrigin(),
  });
  expect(res.ok(), `PUT /api/me/pin answered ${res.status()}`).toBeTruthy();
}

export async function ngnBalance(page: Page): Promise<number> {
  const res = await page.request.get('/api/wallets');
  const wallets = (await res.json()) as { currency: string; balance: number }[];
  return wallets.find((w) => w.currency === 'NGN')?.balance ?? -1;
}

/** Picks a radio drawn as a card: a click on its card (the input itself is visually hidden). */
export async function choose(page: Page, name: string | RegExp) {
  const radio = page.getByRole('radio', { name, exact: typeof name === 'string' });
  await radio.locator('xpath=..').click();
  await expect(radio).toBeChecked();
}

/** Pay, then the PIN in its dialog. */
export async function payWithPin(page: Page, pin = PIN) {
  await page.getByRole('button', { name: /^Pay ₦/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Enter Transaction PIN' });
  await dialog.getByLabel('Transaction PIN').fill(pin);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
}

export async function selectOption(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/** The electricity form up to a verified meter. */
export async function verifiedMeter(page: Page, meter: string, type: 'Prepaid' | 'Postpaid') {
  await page.goto('/pay-bills?service=electricity');
  await selectOption(page, 'Electricity Provider', 'Ikeja Electric (IKEDC)');
  await choose(page, new RegExp(`^${type}`));
  await page.getByLabel('Meter Number').fill(meter);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Meter Verified', { exact: true })).toBeVisible();
}

/** A bill paid through the API with the PIN, as the screen would: answers the new bill. */
export async function payByApi(
  page: Page,
  body: Record<string, unknown> = {
    service: 'airtime',
    network: 'mtn',
    phone: '08031234567',
    amount: 50_000,
  },
  pin = PIN,
) {
  const res = await page.request.post('/api/bills', {
    data: body,
    headers: {
      ...sameOrigin(),
      'Idempotency-Key': `e2e-bill-${uniqueEmail('key')}`,
      'X-Transaction-Pin': pin,
    },
  });
  return res;
}
