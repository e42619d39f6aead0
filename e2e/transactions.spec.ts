import type { Page } from '@playwright/test';
import { convertFunds, expect, fundWallet, test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

const rows = (page: Page) => page.getByTestId('transaction-row');

/** ₦20,000 in, then ₦1,000 to USD twice and ₦1,000 to CNY: 7 rows, 4 in and 3 out. */
async function sevenRows(page: Page) {
  await fundWallet(page.request, 'NGN', 2_000_000);
  await Promise.all([
    convertFunds(page.request, 'NGN', 'USD', 100_000),
    convertFunds(page.request, 'NGN', 'USD', 100_000),
    convertFunds(page.request, 'NGN', 'CNY', 100_000),
  ]);
  await page.goto('/transactions');
  await expect(rows(page)).toHaveCount(7);
}

async function chooseFilter(page: Page, name: 'All' | 'Income' | 'Expense') {
  await page.getByRole('combobox', { name: 'Filter transactions' }).click();
  await page.getByRole('option', { name, exact: true }).click();
}

test.describe('Transactions', () => {
  test('an empty account says so', async ({ page, account }) => {
    expect(account.email).toBeTruthy();
    await page.goto('/transactions');
    await expect(page.getByRole('heading', { name: 'Transactions' })).toBeVisible();
    await expect(page.getByText('No transactions found')).toBeVisible();
    await expect(page.getByText('Try adjusting your search or filter')).toBeVisible();
  });

  test('rows and both filters work on real data', async ({ page, account }) => {
    expect(account.email).toBeTruthy();
    await sevenRows(page);
    const funding = rows(page).filter({ hasText: 'Card payment of ₦20,000.00' });
    await expect(funding.getByText('+₦20,000.00')).toBeVisible();
    await expect(funding.getByText('Funding', { exact: true })).toBeVisible();
    await expect(funding.getByText('Today')).toBeVisible();
    await expect(funding.getByText('Deposit')).toBeVisible();
    await expect(funding.getByText('Completed')).toBeVisible();
    const toCny = rows(page).filter({ hasText: 'Converted to CNY' });
    await expect(toCny.getByText('-₦1,000.00')).toBeVisible();
    await expect(toCny.getByText('Conversion', { exact: true })).toBeVisible();

    await chooseFilter(page, 'Income');
    await expect(rows(page)).toHaveCount(4);
    for (const text of await rows(page).allInnerTexts()) expect(text).toMatch(/\+[₦$¥]/);
    await chooseFilter(page, 'Expense');
    await expect(rows(page)).toHaveCount(3);
    for (const text of await rows(page).allInnerTexts()) expect(text).toMatch(/-₦1,000\.00/);
    await chooseFilter(page, 'All');
    await expect(rows(page)).toHaveCount(7);
  });

  test('the search runs on the server, on description or category, with the filters', async ({
    page,
    account,
  }) => {
    expect(account.email).toBeTruthy();
    await sevenRows(page);
    // In any case.
    const search = page.getByRole('searchbox', { name: 'Search transactions' });
    await expect(search).toHaveAttribute('placeholder', 'Search transactions...');
    const asked = page.waitForResponse((r) => r.url().includes('q=card+PAYMENT'));
    await search.fill('card PAYMENT');
    await asked;
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText('Card payment of ₦20,000.00');

    await search.fill('cny');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page)).toContainText('Converted to CNY');

    await search.fill('conversion');
    await expect(rows(page)).toHaveCount(6);
    await chooseFilter(page, 'Expense');
    await expect(rows(page)).toHaveCount(3);
    await chooseFilter(page, 'Income');
    await expect(rows(page)).toHaveCount(3);

    await search.fill('no such thing');
    await expect(page.getByText('No transactions found')).toBeVisible();
    await search.fill('');
    await chooseFilter(page, 'All');
    await expect(rows(page)).toHaveCount(7);
  });

  test('loads more as the user scrolls', async ({ page, account }) => {
    expect(account.email).toBeTruthy();
    await fundWallet(page.request, 'NGN', 1_000_000);
    // 1 funding entry + 12 conversions of 2 entries each = 25 rows, more than a page of 20.
    await Promise.all(
      Array.from({ length: 12 }, () => convertFunds(page.request, 'NGN', 'USD', 10_000)),
    );

    await page.goto('/transactions');
    await expect(rows(page)).toHaveCount(20);
    await expect(rows(page).last()).toContainText('Converted to USD');
    const more = page.waitForResponse((r) => r.url().includes('cursor='));
    await rows(page).last().scrollIntoViewIfNeeded();
    await more;
    await expect(rows(page)).toHaveCount(25);
    await expect(rows(page).last()).toContainText('Card payment of ₦10,000.00');
    await page.mouse.wheel(0, 5000);
    await expect(page.getByText("You've reached the end of your history.")).toBeVisible();
  });

  test('opening the page leaves notifications unread (the inbox reads them)', async ({
    page,
    account,
  }) => {
    expect(account.email).toBeTruthy();
    await fundWallet(page.request, 'NGN', 100_000);
    const unread = async () =>
      (
        (await (await page.request.get('/api/notifications/unread-count')).json()) as {
          count: number;
        }
      ).count;
    expect(await unread()).toBeGreaterThan(0);
    await page.goto('/transactions');
    await expect(rows(page)).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(await unread()).toBe(1);
  });
});
