import type { Page } from '@playwright/test';
import { adjustWallet, DESKTOP, userThenAdmin } from './admin-helpers.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

test.use({ viewport: DESKTOP });

/** Credits (or debits) a user's wallet through the API, as the signed-in administrator. */
const adjust = (
  page: Page,
  userId: string,
  currency: string,
  way: 'credit' | 'debit',
  amount: number,
  description: string,
) => adjustWallet(page, userId, way, amount, { currency, description });

/**
 * A user made first on this page, then an administrator who takes the page
 * over; answers the user's e-mail and id, and a tag for this test's descriptions.
 */
async function userAndAdmin(page: Page) {
  const { user, id } = await userThenAdmin(page, { prefix: 'txuser' });
  return { email: user.email, id, tag: `T${Date.now()}${Math.random().toString(36).slice(2, 6)}` };
}

/** The wallet transactions screen, searched for `tag` (lower case) once its answer is in. */
async function searchFor(page: Page, tag: string) {
  const searched = page.waitForResponse(
    (r) =>
      r.url().includes('/api/admin/transactions?') && r.url().includes(`q=${tag.toLowerCase()}`),
  );
  await page.getByLabel('Search transactions').fill(tag.toLowerCase());
  await searched;
}

test('the stats, and a search that pages 25 rows at a time with Load more', async ({ page }) => {
  const { id, tag } = await userAndAdmin(page);
  await adjust(page, id, 'USD', 'credit', 12_345, `Bonus ${tag}`);
  await adjust(page, id, 'USD', 'debit', 345, `Fee ${tag}`);
  // 26 more, all newer than the two above; their order among themselves does not matter.
  await Promise.all(
    Array.from({ length: 26 }, (_, i) =>
      adjust(page, id, 'CNY', 'credit', 100 + i, `Batch ${tag}`),
    ),
  );

  await page.goto('/olorioko001/wallet-transactions');
  await expect(page.getByRole('heading', { name: 'Wallet Transactions' })).toBeVisible();
  await expect(page.getByText('Total Transactions')).toBeVisible();
  await expect(page.getByText('USD Volume')).toBeVisible();
  await expectNoAxeViolations(page);

  await searchFor(page, tag);
  const table = page.getByRole('table');
  await expect(table.getByRole('row').filter({ hasNotText: tag })).toHaveCount(1);
  await expect(page.getByRole('heading', { name: 'Transactions (25+)' })).toBeVisible();
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(page.getByRole('heading', { name: 'Transactions (28)' })).toBeVisible();
  await expect(table.getByText(`Bonus ${tag}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load more' })).toBeHidden();
});

test('the currency, type and status filters narrow a search', async ({ page }) => {
  const { email, id, tag } = await userAndAdmin(page);
  await adjust(page, id, 'USD', 'credit', 12_345, `Bonus ${tag}`);
  await adjust(page, id, 'USD', 'debit', 345, `Fee ${tag}`);
  await adjust(page, id, 'CNY', 'credit', 100, `Batch ${tag}`);

  await page.goto('/olorioko001/wallet-transactions');
  await expect(page.getByRole('heading', { name: 'Wallet Transactions' })).toBeVisible();
  await searchFor(page, tag);
  await expect(page.getByRole('heading', { name: 'Transactions (3)' })).toBeVisible();
  const table = page.getByRole('table');

  await page.getByLabel('Filter by currency').click();
  await page.getByRole('option', { name: 'USD' }).click();
  await expect(page.getByRole('heading', { name: 'Transactions (2)' })).toBeVisible();
  await expect(table.getByText('+$123.45')).toBeVisible();
  await expect(table.getByText('-$3.45')).toBeVisible();
  await expect(table.getByText(email).first()).toBeVisible();

  await page.getByLabel('Filter by type').click();
  await page.getByRole('option', { name: 'Debit (money out)' }).click();
  await expect(page.getByRole('heading', { name: 'Transactions (1)' })).toBeVisible();
  await expect(table.getByText(`Fee ${tag}`)).toBeVisible();
  await expect(table.getByText('$120.00')).toBeVisible();

  await page.getByLabel('Filter by status').click();
  await page.getByRole('option', { name: 'Pending' }).click();
  await expect(page.getByText('No transactions found')).toBeVisible();
  await expectNoAxeViolations(page);
});
