import type { APIRequestContext, Browser } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { createSignedInAdmin, createSignedInUser, expect, test } from './fixtures.ts';

test.use({ viewport: { width: 1440, height: 900 } });

/**
 * The rate this test saves, one per try (the run has one database, retries
 * included), and how the screens show it. Each is below the seeded 1538.46
 * (a higher one would let a customer convert there and back at a profit
 * against NGN -> USD 0.00065) and within 10% of it (no confirmation asked).
 */
const RATES = [
  { rate: '1512.25', one: '₦1,512.25', hundred: '₦151,225.00' },
  { rate: '1513.25', one: '₦1,513.25', hundred: '₦151,325.00' },
  { rate: '1514.25', one: '₦1,514.25', hundred: '₦151,425.00' },
];

/** USD -> NGN as the server has it now. */
async function usdNgnRate(request: APIRequestContext) {
  const res = await request.get('/api/admin/rates');
  expect(res.ok(), `GET /api/admin/rates answered ${res.status()}`).toBeTruthy();
  const { items } = (await res.json()) as {
    items: { from_currency: string; to_currency: string; rate: string }[];
  };
  return items.find((r) => r.from_currency === 'USD' && r.to_currency === 'NGN')?.rate ?? '';
}

/** The rate with its decimal point two places to the left: a slip of the finger, 100x off. */
function hundredth(rate: string) {
  const [whole = '', fraction = ''] = rate.split('.');
  const digits = whole.padStart(3, '0');
  const head = digits.slice(0, -2).replace(/^0+(?=\d)/, '');
  return `${head}.${digits.slice(-2)}${fraction}`.replace(/\.?0+$/, '');
}

/**
 * A different user in a browser of their own, who can open the top bar's
 * rates dialog (and close it again) as often as the test asks.
 */
async function otherUsersRatesDialog(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await createSignedInUser(page);
  await page.goto('/dashboard');
  const dialog = page.getByRole('dialog', { name: 'Exchange Rates for Today' });
  return {
    /** Opens the dialog, waits for its answer, reads the 1 USD row, and closes it. */
    async read() {
      await page.getByRole('button', { name: 'Exchange rates' }).first().click();
      await expect(dialog.getByRole('list')).not.toHaveAttribute('aria-busy', 'true');
      const text = (await dialog.getByRole('listitem').first().textContent()) ?? '';
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      return text;
    },
    /** Waits until the dialog, opened again, shows `expected`. */
    async expectToShow(expected: string) {
      await page.getByRole('button', { name: 'Exchange rates' }).first().click();
      await expect(dialog.getByRole('listitem').first()).toContainText(expected);
      await page.keyboard.press('Escape');
    },
    close: () => context.close(),
  };
}

test('an exchange rate: 0 is refused on screen; a saved rate reaches a user at once', async ({
  page,
  browser,
}) => {
  const size = RATES[test.info().retry % RATES.length]!;
  const admin = await createSignedInAdmin(page);
  // Another user has already looked at the rates (so their browser holds them).
  const other = await otherUsersRatesDialog(browser);
  expect(await other.read()).not.toContain(size.one);
  await page.goto('/olorioko001/rates');
  await expect(page.getByRole('heading', { name: 'Rates Management' })).toBeVisible();
  const usd = page.getByRole('group', { name: 'USD → NGN' });
  await expect(usd.getByText('1 USD = ₦')).toBeVisible();
  await expectNoAxeViolations(page);

  // Refused on the screen before any request.
  await usd.getByRole('button', { name: 'Edit USD → NGN' }).click();
  const input = usd.getByRole('spinbutton', { name: 'Rate from USD to NGN' });
  await expect(input).toHaveAttribute('step', '0.00001');
  await input.fill('0');
  await usd.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Invalid Rate')).toBeVisible();
  await expect(page.getByText('Rate must be greater than 0')).toBeVisible();
  await expectNoAxeViolations(page);

  // Refused by the server: with NGN -> USD at 0.00065 a customer would profit there and back.
  await input.fill('1600');
  await usd.getByRole('button', { name: 'Save' }).click();
  await expect(usd.getByRole('alert')).toContainText(
    'would let a customer convert there and back at a profit. The highest USD → NGN rate allowed is',
  );
  await expectNoAxeViolations(page);

  await input.fill(size.rate);
  await expect(usd.getByRole('alert')).toBeHidden();
  await usd.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Exchange rate updated successfully')).toBeVisible();
  await expect(usd.getByText(`1 USD = ${size.one}`)).toBeVisible();
  await expect(usd.getByText(`100 USD = ${size.hundred}`)).toBeVisible();
  await expect(usd.getByText(`by ${admin.email}`)).toBeVisible();
  // The change heads the Rate history: pair, before -> after, who.
  const latest = page
    .getByRole('region', { name: 'Rate history' })
    .getByRole('listitem')
    .filter({ hasText: `→ ${size.one}` })
    .first();
  await expect(latest).toContainText('USD → NGN');
  await expect(latest).toContainText(`→ ${size.one}`);
  await expect(latest).toContainText(admin.email);

  // The other user, opening the dialog again, reads the new rate at once.
  await other.expectToShow(size.one);
  await other.close();
});

test('a 100x typo is stopped by the confirmation dialog; Cancel leaves the rate as it was', async ({
  page,
}) => {
  await createSignedInAdmin(page);
  const current = await usdNgnRate(page.request);
  const typo = hundredth(current); // 1538.46 -> 15.3846
  await page.goto('/olorioko001/rates');
  const usd = page.getByRole('group', { name: 'USD → NGN' });
  await usd.getByRole('button', { name: 'Edit USD → NGN' }).click();
  const input = usd.getByRole('spinbutton', { name: 'Rate from USD to NGN' });
  await expect(input).toHaveValue(current);
  await input.fill(typo);
  await usd.getByRole('button', { name: 'Save' }).click();

  const dialog = page.getByRole('dialog', { name: 'Confirm rate change' });
  await expect(dialog).toContainText(`→ ₦${typo}`);
  await expect(dialog).toContainText('Change: -99%');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  expect(await usdNgnRate(page.request)).toBe(current);
  await usd.getByRole('button', { name: 'Cancel' }).click();
  await expect(usd.getByText(`1 USD = ₦`)).toBeVisible();
  await expect(usd.getByRole('spinbutton')).toBeHidden();
  expect(await usdNgnRate(page.request)).toBe(current);
});

test('an airtime fee: over 100 is refused; a saved fee shows its example; Cancel keeps it', async ({
  page,
}) => {
  await createSignedInAdmin(page);
  await page.goto('/olorioko001/rates');
  await page.getByRole('tab', { name: 'Airtime Rates' }).click();
  const mtn = page.getByRole('group', { name: 'MTN' });
  await mtn.getByRole('button', { name: 'Edit MTN' }).click();
  const fee = mtn.getByRole('spinbutton', { name: 'Fee percentage for MTN' });
  await expect(fee).toHaveAttribute('step', '0.1');
  await fee.fill('100.5');
  await mtn.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Fee percentage must be between 0 and 100')).toBeVisible();
  await fee.fill('17.5');
  await mtn.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Airtime rate updated successfully')).toBeVisible();
  await expect(
    mtn.getByText('Example: ₦1,000 airtime → user receives ₦825 (17.5% fee)'),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // Cancel leaves the value as it was.
  await mtn.getByRole('button', { name: 'Edit MTN' }).click();
  await fee.fill('3');
  await mtn.getByRole('button', { name: 'Cancel' }).click();
  await expect(mtn.getByText('17.5%', { exact: true })).toBeVisible();
});

test('a failed read says so', async ({ page }) => {
  await createSignedInAdmin(page);
  // Every try fails: the first and the app's retries.
  await page.route('**/api/admin/rates', (route) =>
    route.request().method() === 'GET' ? route.fulfill({ status: 503 }) : route.continue(),
  );
  await page.goto('/olorioko001/rates');
  await expect(page.getByRole('alert').getByText('Failed to load rates')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a failed save says so and changes nothing', async ({ page }) => {
  await createSignedInAdmin(page);
  const gloFee = async () => {
    const res = await page.request.get('/api/admin/airtime-rates');
    expect(res.ok(), `airtime rates answered ${res.status()}`).toBeTruthy();
    const { items } = (await res.json()) as {
      items: { network: string; fee_percentage: number }[];
    };
    return items.find((r) => r.network === 'Glo')?.fee_percentage;
  };
  const before = await gloFee();
  await page.goto('/olorioko001/rates');
  await page.getByRole('tab', { name: 'Airtime Rates' }).click();
  const glo = page.getByRole('group', { name: 'Glo' });
  await glo.getByRole('button', { name: 'Edit Glo' }).click();
  await glo.getByRole('spinbutton').fill(before === 10 ? '11' : '10');

  // Both tries fail: the first, and the app's one retry about a second later.
  const saveRoute = '**/api/admin/airtime-rates/*';
  await page.route(saveRoute, (route) => route.fulfill({ status: 503 }));
  await glo.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Failed to save airtime rate')).toBeVisible();
  await page.unroute(saveRoute);
  expect(await gloFee()).toBe(before);
});
