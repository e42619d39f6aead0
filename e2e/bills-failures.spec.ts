import type { Page } from '@playwright/test';
import { choose, payByApi, readyToPay } from './bills-helpers.ts';
import { expect, test } from './fixtures.ts';

// /pay-bills when something goes wrong on the device or on the way, at phone width: a copy
// the browser refuses, a bill's details that do not load, a data category the provider
// has no plans in.

test.use({ viewport: { width: 390, height: 844 } });

/** ₦500 of MTN airtime, paid through the API: a bill in Recent Transactions. */
async function oneBill(page: Page) {
  await readyToPay(page);
  const res = await payByApi(page);
  expect(res.status(), await res.text()).toBe(201);
  return page
    .getByRole('region', { name: 'Recent Transactions' })
    .getByRole('button', { name: /MTN Airtime/ });
}

test('a copy the browser refuses says so', async ({ page, account: _ }) => {
  const row = await oneBill(page);
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });
  });
  await page.goto('/pay-bills');
  await row.click();
  const detail = page.getByRole('dialog', { name: 'Transaction Details' });
  await detail.getByRole('button', { name: 'Copy reference' }).click();
  await expect(page.getByText('Failed to copy reference to clipboard')).toBeVisible();
  await detail.getByRole('button', { name: 'Close' }).click();
  await expect(detail).toBeHidden();
});

test('details that fail to load close with a toast', async ({ page, account: _ }) => {
  const row = await oneBill(page);
  // The bill's own record cannot be read (the list can).
  await page.route(/\/api\/bills\/[0-9a-f-]{36}$/, (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'UNAVAILABLE', message: 'down' } }),
    }),
  );
  await page.goto('/pay-bills');
  await row.click();
  await expect(page.getByText('Failed to load transaction details')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Transaction Details' })).toBeHidden();
});

test('a data category with no plans is disabled and says so', async ({ page, account: _ }) => {
  await readyToPay(page);
  // The provider offers this network no daily plans today.
  await page.route(/\/api\/bills\/data-plans\?/, async (route) => {
    const res = await route.fetch();
    const plans = (await res.json()) as { category: string }[];
    await route.fulfill({ response: res, json: plans.filter((p) => p.category !== 'daily') });
  });
  await page.goto('/pay-bills?service=data');
  await page.getByLabel('Phone Number').fill('08051234567');
  await expect(page.getByRole('radio', { name: 'Glo', exact: true })).toBeChecked();
  await expect(page.getByRole('tab', { name: 'Daily' })).toBeDisabled();
  await expect(page.getByText('No daily bundles available')).toBeVisible();
  await page.getByRole('tab', { name: 'Weekly' }).click();
  await choose(page, /1\.5GB Weekly Plan/);
  await expect(page.getByText('No daily bundles available')).toBeHidden();
});
