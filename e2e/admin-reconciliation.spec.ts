import { makePendingBillPayer } from './admin-bills-data.ts';
import { createSignedInAdmin, expect, test } from './fixtures.ts';

// The back office's Reconciliation: a day's three provider cards, the ledger
// check and stuck items; a mismatch (a bill VTpass delivered while the ledger
// still has it pending) listed by reference and settled by its Requery.

const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());

test('shows yesterday by default: three provider cards, the ledger check, stuck items', async ({
  page,
}) => {
  await createSignedInAdmin(page);
  await page.goto('/olorioko001/reconciliation');
  await expect(page.getByRole('heading', { name: 'Reconciliation', level: 1 })).toBeVisible();
  for (const name of ['VTpass bills', 'Paystack transfers', 'Paystack charges & deposits'])
    await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ledger check' })).toBeVisible();
  await expect(page.getByText('Sound')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Stuck items' })).toBeVisible();
  await expect(page.getByLabel('Day (Lagos)')).not.toHaveValue(today());
});

test("lists today's mismatch by reference and settles it with Requery", async ({
  page,
  browser,
}) => {
  const payer = await makePendingBillPayer(browser);
  const reference = await payer.payPending();
  await createSignedInAdmin(page);
  await page.goto('/olorioko001/reconciliation');
  await page.getByLabel('Day (Lagos)').fill(today());
  const row = page.getByRole('listitem').filter({ hasText: reference });
  await expect(row).toContainText('Status differs');
  await expect(row).toContainText('Ledger: pending · Provider: delivered');
  await row.getByRole('button', { name: `Requery ${reference}` }).click();
  await expect(page.getByText('pending → delivered')).toBeVisible();
  await expect(row).toHaveCount(0);
  await payer.close();
});
