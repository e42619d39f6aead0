import type { APIRequestContext } from '@playwright/test';
import { formatMoney } from '../src/shared/money.ts';
import { convertFunds, expect, fundWallet, sameOrigin, test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

type Row = { direction: 'credit' | 'debit'; amount: number; created_at: string };

/** Income and expenses of one wallet, summed from the ledger's own rows. */
async function ledgerTotals(request: APIRequestContext, currency: string) {
  const res = await request.get(`/api/transactions?currency=${currency}&limit=100`);
  const { items } = (await res.json()) as { items: Row[] };
  const sum = (d: Row['direction']) =>
    items.filter((t) => t.direction === d).reduce((s, t) => s + t.amount, 0);
  return { income: sum('credit'), expenses: sum('debit'), count: items.length };
}

const monthLabel = (period: string) => {
  const [y, m] = period.split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' }).format(
    new Date(y!, m! - 1, 1),
  );
};

test.describe('History', () => {
  test('is reached from Transactions, where a customer looks for it', async ({ page, account }) => {
    expect(account.email).toBeTruthy();
    await page.goto('/transactions');
    await page.getByRole('link', { name: 'Monthly summary' }).click();
    await expect(page).toHaveURL(/\/history$/);
    await expect(page.getByRole('heading', { name: 'History', exact: true })).toBeVisible();
  });

  test('an account with no transactions sees the empty state', async ({ page, account }) => {
    expect(account.email).toBeTruthy();
    await page.goto('/history');
    await expect(page.getByRole('heading', { name: 'History', exact: true })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Monthly' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByText('No history yet')).toBeVisible();
  });

  test('monthly and yearly figures match the ledger, per currency', async ({ page, account }) => {
    expect(account.email).toBeTruthy();
    await fundWallet(page.request, 'NGN', 2_000_000);
    const received = await convertFunds(page.request, 'NGN', 'USD', 500_000);
    const ngn = await ledgerTotals(page.request, 'NGN');
    expect(ngn).toEqual({ income: 2_000_000, expenses: 500_000, count: 2 });
    const api = (await (
      await page.request.get('/api/history?period=monthly&currency=NGN')
    ).json()) as {
      buckets: { period: string }[];
    };
    const month = monthLabel(api.buckets[0]!.period);
    const year = api.buckets[0]!.period.slice(0, 4);

    await page.goto('/history');
    await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveText('Naira (NGN)');
    const card = page.getByRole('article', { name: month });
    await expect(card).toBeVisible();
    await expect(card.getByText('2 transactions')).toBeVisible();
    await expect(card.getByText(formatMoney(ngn.income, 'NGN'), { exact: true })).toBeVisible();
    await expect(card.getByText(formatMoney(ngn.expenses, 'NGN'), { exact: true })).toBeVisible();
    const net = card.getByText(formatMoney(ngn.income - ngn.expenses, 'NGN', { signed: true }));
    await expect(net).toHaveText('+₦15,000.00');
    await expect(net).toHaveClass(/text-green-700/);
    await expect(page.locator('.recharts-wrapper')).toBeVisible();
    await expect(page.locator('.recharts-bar-rectangle')).toHaveCount(2);

    await page.getByRole('tab', { name: 'Yearly' }).click();
    const summary = page.getByRole('article', { name: `${year} Summary` });
    await expect(summary.getByText('Total Income')).toBeVisible();
    await expect(summary.getByText('Total Expenses')).toBeVisible();
    await expect(summary.getByText('₦20,000.00', { exact: true })).toBeVisible();
    await expect(summary.getByText('₦5,000.00', { exact: true })).toBeVisible();
    await expect(summary.getByText('+₦15,000.00')).toBeVisible();

    await page.getByRole('combobox', { name: 'Currency' }).click();
    await page.getByRole('option', { name: 'US Dollar (USD)' }).click();
    const usd = page.getByRole('article', { name: `${year} Summary` });
    await expect(usd.getByText(formatMoney(received, 'USD'), { exact: true })).toBeVisible();
    await expect(usd.getByText('$0.00', { exact: true })).toBeVisible();
    await expect(usd.getByText(formatMoney(received, 'USD', { signed: true }))).toBeVisible();

    await page.getByRole('tab', { name: 'Monthly' }).click();
    await expect(
      page.getByRole('article', { name: month }).getByText('1 transaction'),
    ).toBeVisible();
  });

  test('opens on the primary currency', async ({ page, account }) => {
    expect(account.email).toBeTruthy();
    await fundWallet(page.request, 'NGN', 100_000);
    await convertFunds(page.request, 'NGN', 'CNY', 50_000);
    const res = await page.request.patch('/api/me/preferences', {
      data: { primary_currency: 'CNY' },
      headers: sameOrigin(),
    });
    expect(res.ok()).toBeTruthy();
    await page.goto('/history');
    await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveText('Chinese Yuan (CNY)');
    await expect(page.getByText('1 transaction', { exact: true })).toBeVisible();
    await expect(page.getByText(/^\+¥/)).toBeVisible();
  });
});
