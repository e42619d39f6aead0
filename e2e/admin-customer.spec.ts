// Customer 360 in the back office: the global search box finds a customer by
// e-mail and opens their page, a note is added there, and a list's name links
// to the same page.
import {
  adjustWallet,
  DESKTOP,
  expectFitsAndAccessible,
  PHONE,
  userThenAdmin,
} from './admin-helpers.ts';
import { expect, sameOrigin, test } from './fixtures.ts';

const NAME = 'Chiamaka Eze';

test('the search box finds a customer by e-mail and Enter opens their page', async ({ page }) => {
  const { user, id } = await userThenAdmin(page, { prefix: 'c360', name: NAME });
  await adjustWallet(page, id, 'credit', 250_000, { description: 'Welcome bonus' });
  await page.setViewportSize(PHONE);
  await page.goto('/olorioko001');
  const box = page.getByRole('combobox', { name: 'Search customers and transactions' });
  await box.fill(user.email);
  await expect(page.getByRole('option', { name: new RegExp(NAME) })).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/olorioko001/customers/${id}$`));
  await expect(page.getByRole('heading', { name: NAME, level: 1 })).toBeVisible();
  const wallets = page.getByRole('region', { name: 'Wallets' });
  await expect(wallets).toContainText('₦2,500.00');
  await expect(page.getByRole('region', { name: 'Recent transactions' })).toContainText(
    'Welcome bonus',
  );
  await expect(page.getByRole('region', { name: 'Audit trail' })).toContainText('wallet.credit');
  await expectFitsAndAccessible(page);

  // The links to the lists open them searched for this customer.
  await page.getByRole('link', { name: 'Open Wallet Transactions' }).click();
  await expect(page).toHaveURL(/\/olorioko001\/wallet-transactions\?q=/);
  await expect(page.getByRole('searchbox', { name: 'Search transactions' })).toHaveValue(
    user.email,
  );
  // Only theirs, among every test's customers: one transaction, the credit above.
  await expect(page.getByRole('list', { name: 'Transactions (1)' })).toContainText('Welcome bonus');
  await page.goBack();
  await page.getByRole('link', { name: 'Open Users' }).click();
  await expect(
    page.getByRole('searchbox', { name: 'Search users by name, email or phone' }),
  ).toHaveValue(user.email);
  await expect(page.getByText(user.email).filter({ visible: true }).first()).toBeVisible();
});

test('an administrator adds a note on the customer', async ({ page }) => {
  const { id } = await userThenAdmin(page, { prefix: 'c360-note', name: NAME });
  await page.goto(`/olorioko001/customers/${id}`);
  const notes = page.getByRole('region', { name: 'Notes' });
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByRole('alert')).toHaveText('Please write the note');
  await notes.getByLabel('New note').fill('Called about a failed transfer.\nAll sorted.');
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Note added')).toBeVisible();
  await expect(notes.getByRole('listitem').first()).toContainText(
    'Called about a failed transfer.',
  );
  await expect(notes.getByLabel('New note')).toHaveValue('');
  // Kept: the page read again shows it, and the audit trail has it.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Notes' })).toContainText('All sorted.');
  await expect(page.getByRole('region', { name: 'Audit trail' })).toContainText('customer.note');
  // On one's own account there is no form (the server refuses it anyway).
  const me = (await (await page.request.get('/api/me')).json()) as { id: string };
  const own = await page.request.post(`/api/admin/customers/${me.id}/notes`, {
    data: { text: 'About myself' },
    headers: sameOrigin(),
  });
  expect(own.status()).toBe(403);
});

test("a list's customer name leads to the customer's page", async ({ page }) => {
  const { user, id } = await userThenAdmin(page, { prefix: 'c360-list', name: NAME });
  await page.setViewportSize(DESKTOP);
  await page.goto('/olorioko001/users');
  await page.getByRole('searchbox').fill(user.email);
  // The search has applied: a click as the list is redrawn can land on nothing.
  const rows = page.getByRole('table', { name: 'Users' }).getByRole('row');
  await expect(rows.filter({ has: page.getByRole('cell') })).toHaveCount(1);
  const row = rows.filter({ hasText: user.email });
  await row.getByRole('link', { name: NAME }).click();
  await expect(page).toHaveURL(new RegExp(`/olorioko001/customers/${id}$`));
  await expect(page.getByRole('region', { name: 'Profile' })).toContainText(user.email);
});
