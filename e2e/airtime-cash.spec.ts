import type { Page } from '@playwright/test';
import { formatMoney } from '../src/shared/money.ts';
import { expectNoAxeViolations } from './axe.ts';
import { choose } from './bills-helpers.ts';
import { expect, sameOrigin, test } from './fixtures.ts';

// /airtime-to-cash and /airtime-transactions against the real server, at phone width:
// the hints and messages, the fee overview, 9Mobile refused, the code to dial
// (with the carrier PIN, shown once), and the list with the PIN masked.

test.use({
  viewport: { width: 390, height: 844 },
  permissions: ['clipboard-read', 'clipboard-write'],
});

const CARRIER_PIN = '4826';

/**
 * The fee and what the user receives for ₦1,000 at the network's current rate:
 * the back office's Rates spec edits these rates on the same server.
 */
async function figuresFor(page: Page, network: 'MTN' | 'Airtel') {
  const res = await page.request.get('/api/airtime-rates');
  const rates = (await res.json()) as { network: string; fee_percentage: number }[];
  const pct = rates.find((r) => r.network === network)?.fee_percentage;
  if (pct === undefined) throw new Error(`no airtime rate for ${network}`);
  const fee = Math.round(1_000 * pct); // kobo of ₦1,000 at pct percent
  return {
    label: `Fee (${pct}%)`,
    fee: `-${formatMoney(fee, 'NGN')}`,
    net: formatMoney(100_000 - fee, 'NGN'),
  };
}

async function fillForm(page: Page, { amount = '1000', phone = '08031234567' } = {}) {
  await page.getByLabel('Amount (₦)').fill(amount);
  await page.getByLabel('Phone Number').fill(phone);
  await page.getByLabel('Transfer PIN').fill(CARRIER_PIN);
}

test('from the dashboard; the hints for network, amount and phone, and the fee overview', async ({
  page,
  account: _,
}) => {
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Card2Cash' }).click();
  await expect(page).toHaveURL(/\/airtime-to-cash$/);
  await expect(page.getByRole('heading', { name: 'Airtime to Cash', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Transactions' })).toHaveAttribute(
    'href',
    '/airtime-transactions',
  );

  await page.getByRole('button', { name: 'Convert to Cash' }).click();
  await expect(page.getByText('Network Required')).toBeVisible();
  await expect(page.getByText('Please select a network provider').first()).toBeVisible();

  await choose(page, 'MTN');
  const amount = page.getByLabel('Amount (₦)');
  await amount.fill('400');
  await expect(page.getByText('Amount too low')).toBeVisible();
  await amount.fill('6000');
  await expect(page.getByText('Amount too high')).toBeVisible();
  await amount.fill('1,000');
  await expect(amount).toHaveValue('1000');
  await expect(page.getByText('Valid amount')).toBeVisible();
  const overview = page.getByRole('region', { name: 'Conversion Overview' });
  const mtn = await figuresFor(page, 'MTN');
  await expect(overview).toContainText(mtn.label);
  await expect(overview).toContainText(mtn.fee);
  await expect(overview).toContainText(mtn.net);

  const phone = page.getByLabel('Phone Number');
  await phone.fill('0803123');
  await phone.blur();
  await expect(page.getByText('Please enter a valid 11-digit phone number')).toBeVisible();
  await fillForm(page);
  await expect(page.getByText('Please enter a valid 11-digit phone number')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('9Mobile can be chosen and is refused; Airtel has its own fee', async ({
  page,
  account: _,
}) => {
  await page.goto('/airtime-to-cash');
  // A 9mobile number picks 9Mobile by itself, as in airtime.
  await fillForm(page, { phone: '08091234567' });
  await expect(page.getByRole('radio', { name: '9Mobile', exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Convert to Cash' }).click();
  await expect(page.getByText('Service Unavailable')).toBeVisible();
  await expect(
    page.getByText(
      '9Mobile airtime to cash conversion is currently not available. Please select another network.',
    ),
  ).toHaveCount(2);
  await choose(page, 'Airtel');
  await expect(
    page.getByText('This number usually belongs to 9Mobile. Please check the network.'),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Conversion Overview' })).toContainText(
    (await figuresFor(page, 'Airtel')).label,
  );
  const list = await page.request.get('/api/airtime-cash');
  expect(((await list.json()) as { items: unknown[] }).items).toHaveLength(0);
});

test('converted: the code to dial with the PIN, copied; closed, the form is empty', async ({
  page,
  account: _,
}) => {
  await page.goto('/airtime-to-cash');
  await choose(page, 'MTN');
  await fillForm(page);
  const mtn = await figuresFor(page, 'MTN');
  await page.getByRole('button', { name: 'Convert to Cash' }).click();
  await expect(page.getByText('Transaction Initiated')).toBeVisible();
  await expect(
    page.getByText(
      'your wallet will be credited if transaction is successful, contact support if issues.',
    ),
  ).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Dial to Send Airtime' });
  const code = `*600*08030000000*1000*${CARRIER_PIN}#`;
  await expect(dialog.getByText(code, { exact: true })).toBeVisible();
  await expect(dialog).toContainText(mtn.net);
  await expect(dialog.getByRole('link', { name: 'Dial Code' })).toHaveAttribute(
    'href',
    `tel:*600*08030000000*1000*${CARRIER_PIN}%23`,
  );
  await dialog.getByRole('button', { name: 'Copy Code' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
  // The form starts again, empty.
  await expect(page.getByLabel('Amount (₦)')).toHaveValue('');
  await expect(page.getByLabel('Transfer PIN')).toHaveValue('');
});

test('the list: the request with its PIN masked, search and status filter, back', async ({
  page,
  account: _,
}) => {
  const res = await page.request.post('/api/airtime-cash', {
    data: { network: 'MTN', amount: 100_000, phone: '08031234567', transfer_pin: CARRIER_PIN },
    headers: sameOrigin(),
  });
  expect(res.status(), `POST /api/airtime-cash answered: ${await res.text()}`).toBe(201);
  const { net_amount } = (await res.json()) as { net_amount: number };

  await page.goto('/airtime-to-cash');
  await page.getByRole('link', { name: 'View Transactions' }).click();
  await expect(page).toHaveURL(/\/airtime-transactions$/);
  await expect(page.getByRole('heading', { name: 'Airtime Transactions', level: 1 })).toBeVisible();
  const cards = page.getByRole('region', { name: 'Airtime transactions' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  const card = cards.first();
  for (const text of [
    'MTN Airtime',
    'Pending',
    '08031234567',
    '₦1,000.00',
    formatMoney(net_amount, 'NGN'),
    '*600*08030000000*1000*****#',
  ])
    await expect(card).toContainText(text);
  // The PIN is nowhere on the list.
  await expect(page.locator('main')).not.toContainText(CARRIER_PIN);
  await expectNoAxeViolations(page);

  const search = page.getByRole('searchbox', { name: 'Search by phone number or network' });
  await search.fill('glo');
  await expect(page.getByText('No transactions found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Convert Airtime' })).toHaveCount(0);
  await search.fill('0803123');
  await expect(cards).toHaveCount(1);
  await search.fill('mtn');
  await expect(cards).toHaveCount(1);
  await page.getByRole('combobox', { name: 'Filter by status' }).click();
  await page.getByRole('option', { name: 'Approved' }).click();
  await expect(page.getByText('No transactions found')).toBeVisible();
  await page.getByRole('combobox', { name: 'Filter by status' }).click();
  await page.getByRole('option', { name: 'Pending' }).click();
  await expect(cards).toHaveCount(1);

  // Back goes to the previous page.
  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page).toHaveURL(/\/airtime-to-cash$/);
});

test('an empty list offers to convert airtime; back returns to the previous page', async ({
  page,
  account: _,
}) => {
  await page.goto('/airtime-transactions');
  await expect(page.getByText('No airtime transactions yet')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Convert Airtime' }).click();
  await expect(page).toHaveURL(/\/airtime-to-cash$/);
  await page.getByRole('link', { name: 'View Transactions' }).click();
  await expect(page).toHaveURL(/\/airtime-transactions$/);
  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page).toHaveURL(/\/airtime-to-cash$/);
  // Opened directly, with nothing before it in this tab: back goes to the dashboard.
  await page.goto('/airtime-transactions');
  await page.getByRole('button', { name: 'Go back' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('answers lost on the way: sent again, the same request comes back, never a second one', async ({
  page,
  account: _,
}) => {
  await page.goto('/airtime-to-cash');
  await choose(page, 'MTN');
  await fillForm(page);
  // The first two attempts reach the server, which records the request; their answers never
  // arrive. The app tries once more by itself, then says it failed; the user sends it again.
  const keys: (string | undefined)[] = [];
  let losses = 2;
  await page.route('**/api/airtime-cash', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    keys.push(route.request().headers()['idempotency-key']);
    if (losses === 0) return route.continue();
    losses -= 1;
    await route.fetch();
    await route.abort('connectionreset');
  });
  const convert = page.getByRole('button', { name: 'Convert to Cash' });
  await convert.click();
  await expect(page.getByText('Failed to create transaction. Please try again.')).toBeVisible();
  expect(keys).toHaveLength(2);
  await convert.click();
  const dialog = page.getByRole('dialog', { name: 'Dial to Send Airtime' });
  await expect(dialog.getByText(`*600*08030000000*1000*${CARRIER_PIN}#`)).toBeVisible();
  expect(keys).toHaveLength(3);
  expect(keys[0]).toMatch(/^[\w-]{16,}$/);
  expect(new Set(keys).size).toBe(1);
  await page.unroute('**/api/airtime-cash');

  const list = await page.request.get('/api/airtime-cash');
  expect(((await list.json()) as { items: unknown[] }).items).toHaveLength(1);
});

test.describe('on a phone with a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true });

  test('the dialer opens with the code by itself', async ({ page, account: _ }) => {
    // Record the tel: link the page opens instead of leaving the page for a dialer.
    await page.addInitScript(() => {
      const w = window as unknown as { dialed: string[] };
      w.dialed = [];
      const click = HTMLAnchorElement.prototype.click;
      HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
        if (this.href.startsWith('tel:')) w.dialed.push(this.href);
        else click.call(this);
      };
    });
    await page.goto('/airtime-to-cash');
    await choose(page, 'Glo');
    await fillForm(page, { amount: '500', phone: '08051234567' });
    await page.getByRole('button', { name: 'Convert to Cash' }).click();
    await expect(page.getByRole('dialog', { name: 'Dial to Send Airtime' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { dialed: string[] }).dialed)).toEqual([
      `tel:*131*08050000000*500*${CARRIER_PIN}%23`,
    ]);
  });
});
