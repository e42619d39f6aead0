import { expectNoAxeViolations } from './axe.ts';
import {
  createSignedInAdmin,
  createSignedInUser,
  expect,
  sameOrigin,
  test,
  uniqueEmail,
} from './fixtures.ts';

test.use({ viewport: { width: 1440, height: 900 } });

test('shows each credit and debit with actor, target and before -> after, with filters', async ({
  page,
}) => {
  // The audited user is made first on this page, then the administrator takes it over.
  const audited = await createSignedInUser(page, uniqueEmail('audited'), undefined, {
    name: 'Audited Person',
  });
  const { id } = await (await page.request.get('/api/me')).json();
  const admin = await createSignedInAdmin(page);
  for (const [way, amount] of [
    ['credit', 250_000],
    ['debit', 50_000],
  ] as const) {
    const res = await page.request.post(`/api/admin/users/${id}/wallets/NGN/${way}`, {
      data: { amount },
      headers: { ...sameOrigin(), 'Idempotency-Key': `e2e-${uniqueEmail('k')}` },
    });
    expect(res.ok(), `${way} answered ${res.status()}`).toBeTruthy();
  }

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
