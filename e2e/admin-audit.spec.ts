import { adjustWallet, DESKTOP, userThenAdmin } from './admin-helpers.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

test.use({ viewport: DESKTOP });

test('shows each credit and debit with actor, target and before -> after, with filters', async ({
  page,
}) => {
  const {
    user: audited,
    id,
    admin,
  } = await userThenAdmin(page, { prefix: 'audited', name: 'Audited Person' });
  await adjustWallet(page, id, 'credit', 250_000);
  await adjustWallet(page, id, 'debit', 50_000);

  await page.goto('/olorioko001/audit-log');
  await expect(page.getByRole('heading', { name: 'Audit Log' })).toBeVisible();
  // Part of the administrator's address: the local part, without the domain.
  await page.getByLabel('Actor', { exact: true }).fill(admin.email.split('@')[0]!);
  const table = page.getByRole('table');
  const debitRow = table.getByRole('row').filter({ hasText: 'wallet.debit' }).first();
  await expect(debitRow).toContainText(`${id}:NGN`);
  await expect(debitRow).toContainText(admin.email);
  // The customer the entry is about, under the action.
  await expect(debitRow).toContainText('Audited Person');
  await expect(debitRow).toContainText(audited.email);
  await expect(debitRow).toContainText('balance: ₦2,500.00 → ₦2,000.00');
  await expect(debitRow).toContainText('amount: ₦500.00');
  await expect(page.getByRole('heading', { name: 'Entries (2)' })).toBeVisible();
  await expectNoAxeViolations(page);

  // Words, each anywhere in the action.
  await page.getByLabel('Action', { exact: true }).fill('wallet credit');
  await expect(page.getByRole('heading', { name: 'Entries (1)' })).toBeVisible();
  await expect(table).toContainText('balance: ₦0.00 → ₦2,500.00');

  const today = new Date().toISOString().slice(0, 10);
  await page.getByLabel('From', { exact: true }).fill(today);
  await page.getByLabel('To', { exact: true }).fill(today);
  await expect(page.getByRole('heading', { name: 'Entries (1)' })).toBeVisible();
  await page.getByLabel('To', { exact: true }).fill('2020-01-01');
  await page.getByLabel('From', { exact: true }).fill('2020-01-01');
  await expect(page.getByText('No audit entries found')).toBeVisible();
  await expectNoAxeViolations(page);
});
