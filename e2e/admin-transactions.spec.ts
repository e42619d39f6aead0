import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import {
  createSignedInUser,
  expect,
  makeAdmin,
  sameOrigin,
  test,
  uniqueEmail,
} from './fixtures.ts';

const SIZES = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

/** Credits (or debits) a user's wallet through the API, as the signed-in administrator. */
async function adjust(
  page: Page,
  userId: string,
  currency: string,
  way: 'credit' | 'debit',
  amount: number,
  description: string,
) {
  const res = await page.request.post(`/api/admin/users/${userId}/wallets/${currency}/${way}`, {
    data: { amount, description },
    headers: { ...sameOrigin(), 'Idempotency-Key': `e2e-${uniqueEmail('adj')}` },
  });
  expect(res.ok(), `${way} answered ${res.status()}`).toBeTruthy();
}

for (const viewport of SIZES) {
  test.describe(`Wallet transactions at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test("browses every user's transactions with stats, search, filters and paging", async ({
      page,
      account,
      browser,
    }) => {
      await makeAdmin(page.request, account.email);
      const context = await browser.newContext();
      const userPage = await context.newPage();
      const email = uniqueEmail('txuser');
      await createSignedInUser(userPage, email);
      const { id } = await (await userPage.request.get('/api/me')).json();
      await context.close();
      const tag = `T${Date.now()}`;
      await adjust(page, id, 'USD', 'credit', 12_345, `Bonus ${tag}`);
      await adjust(page, id, 'USD', 'debit', 345, `Fee ${tag}`);
      for (let i = 0; i < 26; i++) await adjust(page, id, 'CNY', 'credit', 100 + i, `Batch ${tag}`);

      await page.goto('/olorioko001/wallet-transactions');
      await expect(page.getByRole('heading', { name: 'Wallet Transactions' })).toBeVisible();
      await expect(page.getByText('Total Transactions')).toBeVisible();
      await expect(page.getByText('USD Volume')).toBeVisible();
      await expectNoAxeViolations(page);

      const searched = page.waitForResponse(
        (r) =>
          r.url().includes('/api/admin/transactions?') &&
          r.url().includes(`q=${tag.toLowerCase()}`),
      );
      await page.getByLabel('Search transactions').fill(tag.toLowerCase());
      await searched;
      const table = page.getByRole('table');
      await expect(table.getByRole('row').filter({ hasNotText: tag })).toHaveCount(1);
      await expect(page.getByRole('heading', { name: 'Transactions (25+)' })).toBeVisible();
      await page.getByRole('button', { name: 'Load more' }).click();
      await expect(page.getByRole('heading', { name: 'Transactions (28)' })).toBeVisible();
      await expect(table.getByText(`Bonus ${tag}`)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Load more' })).toBeHidden();

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
  });
}
