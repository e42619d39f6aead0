import type { Page } from '@playwright/test';
import * as backOffice from './admin-helpers.ts';
import { expectNoAxeViolations } from './axe.ts';
import {
  createSignedInAdmin,
  createSignedInUser,
  DEFAULT_PASSWORD,
  expect,
  sameOrigin,
  test,
  uniqueEmail,
} from './fixtures.ts';
import { customerWithHeld, TIER2_MAX, tierTwoCustomer } from './held-deposits-helpers.ts';

// Tiers in the back office: the users list's tier badges, a user's details (tier,
// BVN, own account number, held deposits), the KYC review of both files whose
// approval is tier 3, and the dashboard's customers per tier.

test.use({ viewport: backOffice.DESKTOP });

// Real 1x1 PNGs: the server checks uploads by their magic bytes.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const usersTable = (page: Page) => page.getByRole('table', { name: 'Users' });
const rowOf = (page: Page, email: string) =>
  usersTable(page).getByRole('row').filter({ hasText: email });

/** The users screen searched down to one user; answers their row. */
async function findUser(page: Page, email: string) {
  await page.goto('/olorioko001/users');
  await page.getByRole('searchbox', { name: 'Search users by name, email or phone' }).fill(email);
  await expect(usersTable(page).getByRole('row')).toHaveCount(2);
  return rowOf(page, email);
}

/** The customer on `page` sends both files for tier 3. */
async function sendKyc(page: Page) {
  const upload = await page.request.post('/api/kyc', {
    multipart: {
      id_type: 'passport',
      document: { name: 'passport-scan.png', mimeType: 'image/png', buffer: PNG },
      proof_of_address: { name: 'electricity-bill.png', mimeType: 'image/png', buffer: PNG },
    },
    headers: sameOrigin(),
  });
  expect(upload.ok(), `KYC upload answered ${upload.status()}: ${await upload.text()}`).toBe(true);
}

async function openFromMenu(page: Page, email: string, item: string) {
  await rowOf(page, email)
    .getByRole('button', { name: /^Actions for/ })
    .click();
  await page.getByRole('menuitem', { name: item }).click();
}

test("the list shows each user's tier; the details show the BVN, the own account number and what is held", async ({
  page,
  browser,
}) => {
  const customer = await customerWithHeld(browser, [TIER2_MAX + 10_000_000], {
    name: 'Ngozi Okonkwo',
  });
  const context = await browser.newContext();
  const newcomer = await createSignedInUser(
    await context.newPage(),
    uniqueEmail('tier1'),
    DEFAULT_PASSWORD,
    { name: 'Tobi Newcomer', tier: 1 },
  );
  await context.close();
  await createSignedInAdmin(page);

  const row = await findUser(page, customer.email);
  await expect(row.getByText('Tier 2', { exact: true })).toBeVisible();
  await openFromMenu(page, customer.email, 'View details');
  const dialog = page.getByRole('dialog', { name: 'User details' });
  await expect(dialog.getByText('Tier 2', { exact: true })).toBeVisible();
  await expect(dialog).toContainText(`•••• ${customer.bvn.slice(-4)}`);
  await expect(dialog).not.toContainText(customer.bvn);
  const account = dialog.getByRole('region', { name: 'Own account number' });
  for (const text of [customer.bankName, customer.accountNumber, customer.accountName, 'Active'])
    await expect(account).toContainText(text);
  const held = dialog.getByRole('region', { name: 'Held deposits' });
  await expect(held.getByRole('listitem')).toHaveCount(1);
  await expect(held.getByRole('listitem')).toContainText('₦600,000.00');
  await expect(held.getByRole('listitem')).toContainText('Held');
  await expectNoAxeViolations(page);
  await held.getByRole('link', { name: 'Open Held Deposits' }).click();
  await expect(page).toHaveURL(/\/olorioko001\/held-deposits$/);
  await expect(page.getByRole('heading', { name: 'Held Deposits', level: 1 })).toBeVisible();

  // Tier 1: no BVN, no account number, nothing held.
  await findUser(page, newcomer.email);
  await expect(rowOf(page, newcomer.email).getByText('Tier 1', { exact: true })).toBeVisible();
  await openFromMenu(page, newcomer.email, 'View details');
  await expect(dialog.getByText('Tier 1', { exact: true })).toBeVisible();
  await expect(dialog).toContainText('Not verified');
  await expect(dialog.getByRole('region', { name: 'Own account number' })).toContainText('None');
  await expect(dialog.getByRole('region', { name: 'Held deposits' })).toContainText('None');
  await customer.close();
});

test('the KYC review shows both files, and Approve (tier 3) makes the customer tier 3', async ({
  page,
  browser,
}) => {
  const context = await browser.newContext();
  const customerPage = await context.newPage();
  const customer = await tierTwoCustomer(customerPage, { name: 'Amaka Nwosu', prefix: 'kyc3' });
  await sendKyc(customerPage);
  await context.close();
  const admin = await createSignedInAdmin(page);

  const row = await findUser(page, customer.email);
  await expect(row.getByText('Tier 2', { exact: true })).toBeVisible();
  await openFromMenu(page, customer.email, 'View KYC');
  const dialog = page.getByRole('dialog', { name: 'KYC Verification' });
  const idDoc = dialog.getByRole('region', { name: 'ID Document' });
  const address = dialog.getByRole('region', { name: 'Proof of Address' });
  await expect(idDoc).toContainText('passport-scan.png');
  await expect(idDoc).toContainText('Passport');
  await expect(address).toContainText('electricity-bill.png');
  // Each file through the administrators' endpoint, previewed and linked.
  for (const [section, name] of [
    [idDoc, 'View ID Document'],
    [address, 'View Proof of Address'],
  ] as const) {
    await expect(section.getByRole('img')).toBeVisible();
    const href = await section.getByRole('link', { name: new RegExp(name) }).getAttribute('href');
    const file = await page.request.get(href!);
    expect(file.status(), name).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
  }
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: 'Approve (tier 3)' }).click();
  await expect(page.getByText('KYC Approved')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Verified', { exact: true })).toBeVisible();
  await expect(row.getByText('Tier 3', { exact: true })).toBeVisible();
  const res = await page.request.get(`/api/admin/users?q=${encodeURIComponent(customer.email)}`);
  const { items } = (await res.json()) as { items: { email: string; tier: number }[] };
  expect(items.find((u) => u.email === customer.email)?.tier).toBe(3);
  expect(await backOffice.auditedActions(page, admin.email)).toContainEqual(
    expect.stringMatching(/kyc/i),
  );
});

test('the dashboard shows how many customers each tier holds', async ({ page }) => {
  await createSignedInAdmin(page);
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/admin/stats'));
  await page.goto('/olorioko001');
  const stats = (await (await answer).json()) as { tiers: Record<'1' | '2' | '3', number> };
  const card = page.getByRole('heading', { name: 'Customers per Tier' }).locator('../..');
  for (const tier of ['1', '2', '3'] as const) {
    const figure = card
      .getByRole('term')
      .filter({ hasText: `Tier ${tier}` })
      .locator('..');
    await expect(figure.getByRole('definition').first()).toHaveText(
      stats.tiers[tier].toLocaleString('en-US'),
    );
  }
  await expectNoAxeViolations(page);
});

test.describe('at 390x844', () => {
  test.use({ viewport: backOffice.PHONE });

  test('the user details, the KYC review and the tiers card fit a phone', async ({
    page,
    browser,
  }) => {
    const customer = await customerWithHeld(browser, [TIER2_MAX + 10_000_000], {
      name: 'Oluwadamilareayomide Oluwaseun',
    });
    await sendKyc(customer.page);
    await createSignedInAdmin(page);
    await page.goto('/olorioko001/users');
    await page
      .getByRole('searchbox', { name: 'Search users by name, email or phone' })
      .fill(customer.email);
    const cards = page.getByRole('list', { name: 'Users' }).getByRole('listitem');
    await expect(cards).toHaveCount(1);
    await expect(cards.getByText('Tier 2', { exact: true })).toBeVisible();
    await backOffice.expectFitsAndAccessible(page);

    for (const [item, dialog] of [
      ['View details', 'User details'],
      ['View KYC', 'KYC Verification'],
    ] as const) {
      await cards.getByRole('button', { name: /^Actions for/ }).click();
      await page.getByRole('menuitem', { name: item }).click();
      await expect(page.getByRole('dialog', { name: dialog })).toContainText(customer.email);
      await backOffice.expectFitsAndAccessible(page);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
    }

    await page.goto('/olorioko001');
    await expect(page.getByRole('heading', { name: 'Customers per Tier' })).toBeVisible();
    await backOffice.expectFitsAndAccessible(page);
    await customer.close();
  });
});
