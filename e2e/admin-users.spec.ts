import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import {
  type Account,
  createSignedInAdmin,
  createSignedInUser,
  DEFAULT_PASSWORD,
  expect,
  sameOrigin,
  signIn,
  test,
  uniqueEmail,
} from './fixtures.ts';

test.use({ viewport: { width: 1440, height: 900 } });

// A real 1x1 PNG: the server checks uploads by their magic bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A user with a name, made through `page`'s session; the administrator signed
 * in afterwards takes the page over. `kyc` adds a phone, a city and a pending
 * passport scan with a proof of address.
 */
async function seedUser(page: Page, name: string, { kyc = false } = {}): Promise<Account> {
  const account = await createSignedInUser(page, uniqueEmail('kycuser'), DEFAULT_PASSWORD, {
    name,
  });
  if (!kyc) return account;
  const patch = await page.request.patch('/api/me', {
    data: { full_name: name, phone_number: '+2348031234567', city: 'Ibadan', state: 'Oyo' },
    headers: sameOrigin(),
  });
  expect(patch.ok(), `profile update answered ${patch.status()}`).toBeTruthy();
  const upload = await page.request.post('/api/kyc', {
    multipart: {
      id_type: 'passport',
      document: { name: 'passport-scan.png', mimeType: 'image/png', buffer: PNG },
      proof_of_address: { name: 'electricity-bill.png', mimeType: 'image/png', buffer: PNG },
    },
    headers: sameOrigin(),
  });
  expect(upload.ok(), `KYC upload answered ${upload.status()}`).toBeTruthy();
  return account;
}

/** The user as the server has them now, read with the administrator's session. */
async function serverUser(page: Page, email: string) {
  const res = await page.request.get(`/api/admin/users?q=${encodeURIComponent(email)}`);
  expect(res.ok(), `users list answered ${res.status()}`).toBeTruthy();
  const { items } = (await res.json()) as {
    items: { email: string; is_active: boolean; is_admin: boolean; kyc_status: string }[];
  };
  const user = items.find((u) => u.email === email);
  expect(user, `${email} in the users list`).toBeTruthy();
  return user!;
}

const usersTable = (page: Page) => page.getByRole('table', { name: 'Users' });
const rowOf = (page: Page, email: string) =>
  usersTable(page).getByRole('row').filter({ hasText: email });

/** Searches for a term that matches one user, and waits until the table shows only them. */
async function search(page: Page, term: string) {
  await page.getByRole('searchbox', { name: 'Search users by name, email or phone' }).fill(term);
  await expect(usersTable(page).getByRole('row')).toHaveCount(2);
}

/** The users screen, searched down to one user's row. */
async function openUserRow(page: Page, email: string) {
  await page.goto('/olorioko001/users');
  await expect(page.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible();
  await search(page, email);
  return rowOf(page, email);
}

async function openMenu(page: Page, email: string) {
  await rowOf(page, email)
    .getByRole('button', { name: /^Actions for/ })
    .click();
  return page.getByRole('menu');
}

/**
 * Deactivate, Promote to Admin and Demote from Admin ask first: the dialog says
 * what will happen to whom, and its button carries the menu item's label.
 */
async function confirmChange(page: Page, label: string, email: string) {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(email);
  await dialog.getByRole('button', { name: label, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('an admin sees the statistics and finds a user by search and the filters', async ({
  page,
}) => {
  const name = 'Chiamaka Okafor';
  const target = await seedUser(page, name, { kyc: true });
  await createSignedInAdmin(page);

  await page.goto('/olorioko001/users');
  await expect(page.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible();
  const stats = page.getByRole('region', { name: 'User statistics' });
  for (const label of ['Total Users', 'Active Users', 'Pending KYC', 'Verified KYC'])
    await expect(stats.getByText(label)).toBeVisible();
  await expect(usersTable(page)).toBeVisible();
  for (const column of [
    'User',
    'Contact',
    'Location',
    'Status',
    'KYC Status',
    'Balances',
    'Joined',
  ])
    await expect(
      usersTable(page).getByRole('columnheader', { name: column, exact: true }),
    ).toBeVisible();
  await expectNoAxeViolations(page);

  // A piece from the middle of the e-mail finds exactly that user.
  await search(page, target.email.slice(8, 30));
  const row = rowOf(page, target.email);
  await expect(row).toContainText(name);
  await expect(row).toContainText('+2348031234567');
  await expect(row).toContainText('Ibadan, Oyo, Nigeria');
  await expect(row).toContainText('₦0.00');
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();

  // Filters: not inactive; pending KYC.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Inactive', exact: true }).click();
  await expect(page.getByText('No users found')).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Active', exact: true }).click();
  await expect(row).toBeVisible();
  await page.getByRole('combobox', { name: 'KYC' }).click();
  await page.getByRole('option', { name: 'Pending', exact: true }).click();
  await expect(row).toBeVisible();
});

test('the KYC dialog shows the submission and its document, and Approve verifies it', async ({
  page,
}) => {
  const target = await seedUser(page, 'Ngozi Eze', { kyc: true });
  await createSignedInAdmin(page);
  const row = await openUserRow(page, target.email);
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();

  let menu = await openMenu(page, target.email);
  await expect(menu.getByRole('menuitem', { name: 'Approve KYC' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Reject KYC' })).toBeVisible();
  await menu.getByRole('menuitem', { name: 'View KYC' }).click();
  const dialog = page.getByRole('dialog', { name: 'KYC Verification' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(target.email);
  await expect(dialog).toContainText('Passport');
  await expect(dialog).toContainText('passport-scan.png');
  await expect(dialog).toContainText('0.00 MB');
  await expect(dialog).toContainText('image/png');
  // Uploaded today, in Lagos: the back office states every date in Lagos time.
  await expect(dialog).toContainText(
    new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'Africa/Lagos',
    }).format(new Date()),
  );
  await expectNoAxeViolations(page);

  // The document comes through the administrators' authenticated endpoint.
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    dialog.getByRole('link', { name: /View ID Document/ }).click(),
  ]);
  const doc = await popup.request.get(popup.url());
  expect(doc.status()).toBe(200);
  expect(doc.headers()['content-type']).toBe('image/png');
  await popup.close();

  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('KYC Approved')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Verified', { exact: true })).toBeVisible();
  expect((await serverUser(page, target.email)).kyc_status).toBe('verified');

  // Decided: no decision left to make, in the menu or in the dialog.
  menu = await openMenu(page, target.email);
  await expect(menu.getByRole('menuitem', { name: 'Approve KYC' })).toHaveCount(0);
  await menu.getByRole('menuitem', { name: 'View KYC' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a status change the server fails shows the error, puts the row back and changes nothing', async ({
  page,
}) => {
  const target = await seedUser(page, 'Tunde Bakare');
  await createSignedInAdmin(page);
  const row = await openUserRow(page, target.email);
  await expect(row.getByText('Active', { exact: true })).toBeVisible();

  // Every attempt fails: the first, and the one retry the app makes about a second later.
  // Meanwhile the row may read "Inactive" (the optimistic update); the error comes after the retry.
  const statusRoute = '**/api/admin/users/*/status';
  let attempts = 0;
  await page.route(statusRoute, (route) => {
    attempts += 1;
    return route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'boom' } } });
  });
  const menu = await openMenu(page, target.email);
  await menu.getByRole('menuitem', { name: 'Deactivate' }).click();
  await confirmChange(page, 'Deactivate', target.email);
  await expect(page.getByText('Failed to update user status')).toBeVisible();
  await page.unroute(statusRoute);
  expect(attempts, 'status requests the route answered').toBeGreaterThanOrEqual(1);

  // The refetch puts the truth back, and the server never changed.
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  expect((await serverUser(page, target.email)).is_active).toBe(true);
});

test('Deactivate asks first (Cancel changes nothing), then makes a user inactive on the server; Activate undoes it', async ({
  page,
}) => {
  const target = await seedUser(page, 'Emeka Obi');
  await createSignedInAdmin(page);
  const row = await openUserRow(page, target.email);
  let statusCalls = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/api\/admin\/users\/[^/]+\/status$/.test(r.url()))
      statusCalls += 1;
  });

  let menu = await openMenu(page, target.email);
  await menu.getByRole('menuitem', { name: 'Deactivate' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Deactivate Emeka Obi?' });
  await expect(ask).toContainText(target.email);
  await expect(ask).toContainText('signed out');
  // Cancel has the focus: Enter does not deactivate by accident.
  await expect(ask.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAxeViolations(page);
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  expect((await serverUser(page, target.email)).is_active).toBe(true);
  expect(statusCalls, 'status requests after Cancel').toBe(0);

  menu = await openMenu(page, target.email);
  await menu.getByRole('menuitem', { name: 'Deactivate' }).click();
  await confirmChange(page, 'Deactivate', target.email);
  await expect(page.getByText('User deactivated successfully')).toBeVisible();
  await expect(row.getByText('Inactive', { exact: true })).toBeVisible();
  expect((await serverUser(page, target.email)).is_active).toBe(false);
  await expectNoAxeViolations(page);

  // Activating locks nobody out: it needs no confirmation.
  menu = await openMenu(page, target.email);
  await expect(menu.getByRole('menuitem', { name: 'Deactivate' })).toHaveCount(0);
  await menu.getByRole('menuitem', { name: 'Activate' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByText('User activated successfully')).toBeVisible();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  expect((await serverUser(page, target.email)).is_active).toBe(true);
});

test('Promote to Admin makes a user an administrator, and Demote from Admin undoes it, each once confirmed', async ({
  page,
}) => {
  const target = await seedUser(page, 'Funke Adeyemi');
  await createSignedInAdmin(page);
  const row = await openUserRow(page, target.email);
  await expect(row.getByText('Admin', { exact: true })).toHaveCount(0);

  // Escape, like Cancel, leaves the user as they were.
  let menu = await openMenu(page, target.email);
  await menu.getByRole('menuitem', { name: 'Promote to Admin' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Promote Funke Adeyemi to admin?' });
  await expect(ask).toContainText('back office');
  await page.keyboard.press('Escape');
  await expect(ask).toBeHidden();
  expect((await serverUser(page, target.email)).is_admin).toBe(false);

  menu = await openMenu(page, target.email);
  await menu.getByRole('menuitem', { name: 'Promote to Admin' }).click();
  await confirmChange(page, 'Promote to Admin', target.email);
  await expect(page.getByText('User promoted to admin successfully')).toBeVisible();
  await expect(row.getByText('Admin', { exact: true })).toBeVisible();
  expect((await serverUser(page, target.email)).is_admin).toBe(true);

  menu = await openMenu(page, target.email);
  await expect(menu.getByRole('menuitem', { name: 'Promote to Admin' })).toHaveCount(0);
  await menu.getByRole('menuitem', { name: 'Demote from Admin' }).click();
  await expect(
    page.getByRole('alertdialog', { name: 'Demote Funke Adeyemi from admin?' }),
  ).toBeVisible();
  await confirmChange(page, 'Demote from Admin', target.email);
  await expect(page.getByText('Admin demoted to user successfully')).toBeVisible();
  await expect(row.getByText('Admin', { exact: true })).toHaveCount(0);
  expect((await serverUser(page, target.email)).is_admin).toBe(false);
});

test("an admin's own row offers no status or role change", async ({ page }) => {
  const admin = await createSignedInAdmin(page);
  const row = await openUserRow(page, admin.email);
  await expect(row).toContainText('You');
  const menu = await openMenu(page, admin.email);
  await expect(menu.getByRole('menuitem', { name: 'View KYC' })).toBeVisible();
  for (const item of ['Deactivate', 'Activate', 'Promote to Admin', 'Demote from Admin'])
    await expect(menu.getByRole('menuitem', { name: item })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  // The screen with the administrator's own row ("You") had its accessibility check in the
  // first test: the unfiltered list there starts with that test's administrator.
});

test('Reject KYC asks for a reason, which the back office and the customer read', async ({
  page,
}) => {
  const target = await seedUser(page, 'Bisi Ade', { kyc: true });
  await createSignedInAdmin(page);
  const row = await openUserRow(page, target.email);

  const menu = await openMenu(page, target.email);
  await menu.getByRole('menuitem', { name: 'Reject KYC' }).click();
  const reject = page.getByRole('dialog', { name: 'Reject KYC' });
  await expect(reject).toBeVisible();
  // Nothing is sent without a reason: the field says what is missing.
  await reject.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(reject.getByText('Please enter the reason for the rejection')).toBeVisible();
  await expect(reject.getByLabel('Reason')).toHaveAttribute('aria-invalid', 'true');
  expect((await serverUser(page, target.email)).kyc_status).toBe('pending');
  await expectNoAxeViolations(page);
  // Cancel leaves it pending.
  await reject.getByRole('button', { name: 'Cancel' }).click();
  await expect(reject).toBeHidden();
  expect((await serverUser(page, target.email)).kyc_status).toBe('pending');

  // From the KYC dialog, Reject asks the same.
  await (await openMenu(page, target.email)).getByRole('menuitem', { name: 'View KYC' }).click();
  const kyc = page.getByRole('dialog', { name: 'KYC Verification' });
  await kyc.getByRole('button', { name: 'Reject' }).click();
  await expect(reject).toBeVisible();
  const reason = 'The photo is blurry. Please upload a clear scan of the whole page.';
  await reject.getByLabel('Reason').fill(reason);
  await reject.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(page.getByText('KYC Rejected')).toBeVisible();
  await expect(reject).toBeHidden();
  await expect(row.getByText('Rejected', { exact: true })).toBeVisible();
  expect(await serverUser(page, target.email)).toMatchObject({
    kyc_status: 'rejected',
    kyc_rejection_reason: reason,
  });
  await (await openMenu(page, target.email)).getByRole('menuitem', { name: 'View KYC' }).click();
  await expect(kyc).toContainText(reason);
  await page.keyboard.press('Escape');

  // The customer reads it on their profile, with what to do next.
  await page.context().clearCookies();
  await signIn(page, target);
  await page.goto('/profile');
  await expect(page.getByText(`Rejected: ${reason}`)).toBeVisible();
  await expect(page.getByText('Please upload a new, clear document to try again.')).toBeVisible();
});
