import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { createSignedInAdmin, expect, sameOrigin, test, uniqueEmail } from './fixtures.ts';

test.use({ viewport: { width: 1440, height: 900 } });

const table = (page: Page) => page.getByRole('table', { name: 'Gift cards' });
const CODE = /^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/;

/** A signed-in administrator on the gift cards screen, its list loaded. */
async function openGiftCards(page: Page) {
  await createSignedInAdmin(page);
  await page.goto('/olorioko001/gift-cards');
  await expect(page.getByRole('heading', { name: 'Gift Card Management' })).toBeVisible();
  await expect(table(page).or(page.getByText('No gift cards found'))).toBeVisible();
}

/** One card made through the API by the signed-in administrator; answers its code. */
async function makeCard(page: Page, amount: number, currency: 'NGN' | 'USD' = 'NGN') {
  const res = await page.request.post('/api/admin/gift-cards', {
    data: { amount, currency, quantity: 1, expires_in_days: 30 },
    headers: { ...sameOrigin(), 'Idempotency-Key': `e2e-gift-${uniqueEmail('key')}` },
  });
  expect(res.status(), `gift card creation answered ${res.status()}`).toBe(201);
  const code = ((await res.json()) as { items: { code: string }[] }).items[0]?.code ?? '';
  expect(code).toMatch(CODE);
  return code;
}

/** The number in the "Gift Cards (n)" heading. */
async function listed(page: Page) {
  const text = await page.getByRole('heading', { name: /^Gift Cards \(\d+\)$/ }).textContent();
  return Number(text?.match(/\d+/)?.[0]);
}

async function fillCreate(
  page: Page,
  fields: { amount: string; quantity?: string; currency?: string },
) {
  const dialog = page.getByRole('dialog', { name: 'Create Gift Card' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Amount').fill(fields.amount);
  if (fields.currency) {
    await dialog.getByLabel('Currency').click();
    await page.getByRole('option', { name: new RegExp(`^${fields.currency}`) }).click();
  }
  if (fields.quantity !== undefined) await dialog.getByLabel('Quantity').fill(fields.quantity);
  await expect(dialog.getByText('Create multiple cards at once')).toBeVisible();
  await expect(dialog.getByLabel('Expires In (Days)')).toHaveValue('30');
  return dialog;
}

test('the create form refuses a missing amount and a quantity of 0', async ({ page }) => {
  await openGiftCards(page);
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Gift Cards \(\d+\)$/ })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Create Gift Card' }).first().click();
  const dialog = await fillCreate(page, { amount: '' });
  await dialog.getByRole('button', { name: 'Create Gift Card' }).click();
  await expect(page.getByText('Please enter a valid amount')).toBeVisible();
  await dialog.getByLabel('Amount').fill('500');
  await dialog.getByLabel('Quantity').fill('0');
  await dialog.getByRole('button', { name: 'Create Gift Card' }).click();
  await expect(page.getByText('Quantity must be at least 1')).toBeVisible();
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
});

test('one card: the "Gift Card Created!" dialog shows and copies its code', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openGiftCards(page);
  await page.getByRole('button', { name: 'Create Gift Card' }).first().click();
  const dialog = await fillCreate(page, { amount: '500', quantity: '1' });
  await dialog.getByRole('button', { name: 'Create Gift Card' }).click();
  await expect(page.getByText('Created 1 gift card(s) successfully')).toBeVisible();
  const created = page.getByRole('dialog', { name: 'Gift Card Created!' });
  await expect(created).toBeVisible();
  const code = (await created.locator('code').textContent()) ?? '';
  expect(code).toMatch(CODE);
  await expect(created.getByText('₦500.00')).toBeVisible();
  await expect(created.getByText('active')).toBeVisible();
  await expectNoAxeViolations(page);

  await created.getByRole('button', { name: `Copy code ${code}` }).click();
  await expect(created.getByRole('button', { name: `Copied ${code}` })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await created.getByRole('button', { name: 'Done' }).click();
  await expect(created).toBeHidden();

  const row = table(page).getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('₦500.00');
  await expect(row).toContainText('Available');
});

test('a batch of 3 in USD: its codes to download, then three new rows', async ({ page }) => {
  await openGiftCards(page);
  // An amount of this try's own: one database for the whole run, retries and other specs'
  // cards included.
  const cents = 1000 + Math.floor(Math.random() * 9000);
  const usd = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
  const before = await listed(page);

  await page.getByRole('button', { name: 'Create Gift Card' }).first().click();
  const dialog = await fillCreate(page, { amount: usd, quantity: '3', currency: 'USD' });
  await dialog.getByRole('button', { name: 'Create Gift Card' }).click();
  await expect(page.getByText('Created 3 gift card(s) successfully')).toBeVisible();
  const created = page.getByRole('dialog', { name: '3 Gift Cards Created!' });
  await expect(created.getByRole('link', { name: 'Download codes (CSV)' })).toBeVisible();
  await created.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(
    table(page)
      .getByRole('row')
      .filter({ hasText: `$${usd}` }),
  ).toHaveCount(3);
  // The count grows by 3 (more if another spec made a card meanwhile).
  await expect.poll(() => listed(page)).toBeGreaterThanOrEqual(before + 3);
});

test('copy from the table: a check mark and a toast, then the copy icon again', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await createSignedInAdmin(page);
  const code = await makeCard(page, 75_000);
  await page.goto('/olorioko001/gift-cards');
  const row = table(page).getByRole('row').filter({ hasText: code });
  await expect(row).toContainText('₦750.00');

  await row.getByRole('button', { name: `Copy code ${code}` }).click();
  await expect(page.getByText('Gift card code copied to clipboard')).toBeVisible();
  await expect(row.getByRole('button', { name: `Copied ${code}` })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  // The check mark lasts 2 seconds.
  await expect(row.getByRole('button', { name: `Copy code ${code}` })).toBeVisible();
});

test('search finds a card by part of its code, without dashes and in lower case', async ({
  page,
}) => {
  await createSignedInAdmin(page);
  const code = await makeCard(page, 12_300);
  await page.goto('/olorioko001/gift-cards');
  await expect(page.getByRole('heading', { name: /^Gift Cards \(\d+\)$/ })).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Search by code' });
  await search.fill(code.replaceAll('-', '').slice(3, 12).toLowerCase());
  await expect(page.getByRole('heading', { name: 'Gift Cards (1)' })).toBeVisible();
  await expect(table(page).getByRole('row')).toHaveCount(2);
  await expect(table(page).getByRole('row').filter({ hasText: code })).toBeVisible();

  await search.fill('ZZZZZZZZZZZZZZZZZZ');
  await expect(page.getByText('No gift cards found')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Gift Card' })).toHaveCount(2);
  await expectNoAxeViolations(page);
});

test('a copy that fails says "Failed to copy code"', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });
  });
  await openGiftCards(page);
  await page.getByRole('button', { name: 'Create Gift Card' }).first().click();
  const dialog = await fillCreate(page, { amount: '100' });
  await dialog.getByRole('button', { name: 'Create Gift Card' }).click();
  const created = page.getByRole('dialog', { name: 'Gift Card Created!' });
  await created.getByRole('button', { name: /^Copy code/ }).click();
  await expect(page.getByText('Failed to copy code')).toBeVisible();
});
