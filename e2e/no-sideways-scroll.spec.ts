import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { choose, PIN } from './bills-helpers.ts';
import {
  createSignedInAdmin,
  expect,
  fundWallet,
  sameOrigin,
  test,
  uniqueEmail,
} from './fixtures.ts';
import { continueButton, stepHeading } from './rmb-helpers.ts';
import { ACCOUNTS, makeCustomer, withdrawByApi } from './withdraw-helpers.ts';

// At 390x844, a phone, no page of the app scrolls sideways: the landing page, /auth,
// every customer route (src/web/user-routes.tsx), every back-office route
// (src/web/admin-routes.tsx), admin setup and the 404 page; and the wizard step and the
// dialog that used to (Buy RMB's review was 408 px wide, the Process Withdrawal dialog
// wider than the screen). On a phone each back-office list is a list of cards whose
// status and actions are on the screen, not off to the right of a wide table.

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

/** Neither the page nor its body is wider than the window. */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const width = await page.evaluate(() => ({
    inner: window.innerWidth,
    html: document.documentElement.scrollWidth,
    body: document.body.scrollWidth,
  }));
  expect(width.html, `${what}: the page scrolls sideways`).toBeLessThanOrEqual(width.inner);
  expect(width.body, `${what}: the body scrolls sideways`).toBeLessThanOrEqual(width.inner);
}

/** The element is shown and lies within the screen's width (it may be further down). */
async function expectOnScreen(locator: Locator, what: string) {
  await expect(locator).toBeVisible();
  // Asked again while a list re-renders (a search's answer replacing the first page): the
  // element found visible may be swapped for its twin before its box is read.
  await expect(async () => {
    const box = await locator.boundingBox();
    expect(box, `${what} has a box`).not.toBeNull();
    expect(box!.x, `${what} starts off the screen`).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, `${what} ends off the screen`).toBeLessThanOrEqual(PHONE.width);
  }).toPass({ timeout: 5_000 });
}

/** A dialog within the screen, with nothing inside it scrolling or sticking out sideways. */
async function expectDialogFits(dialog: Locator, what: string) {
  await expectOnScreen(dialog, what);
  const fit = await dialog.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const outside = [...el.querySelectorAll('*')]
      .filter((child) => {
        const r = child.getBoundingClientRect();
        return r.width > 1 && (r.left < box.left - 1 || r.right > box.right + 1);
      })
      .map((child) => `${child.tagName.toLowerCase()} "${child.textContent?.slice(0, 40)}"`);
    return { scroll: el.scrollWidth, client: el.clientWidth, outside };
  });
  expect(fit.scroll, `${what} scrolls sideways`).toBeLessThanOrEqual(fit.client);
  expect(fit.outside, `${what}: content sticks out`).toEqual([]);
}

/**
 * Opens `path` and waits for the page as it settles: the network quiet (code and
 * data in), its level-1 heading shown, nothing still saying it loads. Then measures.
 */
async function visit(page: Page, path: string, heading: string | RegExp) {
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(
    page
      .getByRole('status', { name: /^Loading/ })
      .or(page.getByRole('status').filter({ hasText: /^Loading/ })),
  ).toHaveCount(0);
  await expectNoSidewaysScroll(page, path);
}

/** Every signed-in customer page (user-routes.tsx), with the h1 each settles on. */
const CUSTOMER_PAGES: [string, string | RegExp][] = [
  ['/dashboard', /./],
  ['/fund-wallet', 'Fund Wallet'],
  ['/profile', 'Profile'],
  ['/settings', 'Settings'],
  ['/help', 'Help and Support'],
  ['/wallets', 'My Wallets'],
  ['/transactions', 'Transactions'],
  ['/history', 'History'],
  ['/cards', 'My Cards'],
  ['/pay-bills', 'Pay Bills'],
  ['/withdraw', 'Withdraw'],
  ['/virtual-card', 'Virtual Card'],
  ['/buy-rmb', 'Buy RMB'],
  ['/airtime-to-cash', 'Airtime to Cash'],
  ['/airtime-transactions', 'Airtime Transactions'],
  ['/loans', 'Business Loan'],
  ['/notifications', 'Notifications'],
  ['/olorioko001-setup', 'Admin Setup'],
  ['/no-such-page', /Page Not Found/],
];

/** Every back-office page (admin-routes.tsx); reports and settings show the dashboard. */
const ADMIN_PAGES: [string, string | RegExp][] = [
  ['/olorioko001', 'Admin Dashboard'],
  ['/olorioko001/reports', 'Admin Dashboard'],
  ['/olorioko001/settings', 'Admin Dashboard'],
  ['/olorioko001/users', 'User Management'],
  ['/olorioko001/wallets', 'Wallet Management'],
  ['/olorioko001/wallet-transactions', 'Wallet Transactions'],
  ['/olorioko001/gift-cards', 'Gift Card Management'],
  ['/olorioko001/airtime-cash', 'Airtime to Cash'],
  ['/olorioko001/bills', 'Bills Management'],
  ['/olorioko001/withdrawals', 'Withdrawals Management'],
  ['/olorioko001/held-deposits', 'Held Deposits'],
  ['/olorioko001/rmb', 'RMB Transactions'],
  ['/olorioko001/loans', 'Loan Management'],
  ['/olorioko001/rates', 'Rates Management'],
  ['/olorioko001/audit-log', 'Audit Log'],
  ['/olorioko001/security', 'Security'],
  ['/olorioko001/no-such-screen', /Page Not Found/],
];

/** A name with no space to break at, longer than a phone is wide. */
const LONG_NAME = 'Oluwadamilareayomideoluwaseunoluwatobilobafunmilayo';
/** A recipient ID as long, an address with no space in it. */
const LONG_RECIPIENT = 'wangfang.guangzhou.trading.company.limited@example.cn';

test('signed out: the landing page and /auth, in both of its modes', async ({ page }) => {
  await visit(page, '/', /Your money/);
  await visit(page, '/auth', /./);
  await page.getByRole('button', { name: "Don't have an account yet? Sign Up" }).click();
  await expect(page.getByRole('button', { name: 'Sign Up', exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page, '/auth, sign up');
});

test('every customer page', async ({ page, account: _ }) => {
  test.setTimeout(120_000);
  // Money in, so the lists and balances have something to show.
  await fundWallet(page.request, 'NGN', 2_000_000);
  for (const [path, heading] of CUSTOMER_PAGES) await visit(page, path, heading);
});

test('Buy RMB: every step fits; the review shows the amounts, the recipient and Complete Transaction on the screen', async ({
  page,
  account: _,
}) => {
  await fundWallet(page.request, 'NGN', 2_000_000);
  await visit(page, '/buy-rmb', 'Buy RMB');
  await expect(stepHeading(page, 'Choose Platform')).toBeVisible();
  await choose(page, /^WeChat Pay/);
  await continueButton(page).click();
  await expect(stepHeading(page, 'Enter Amount')).toBeVisible();
  await page.getByLabel('You Send (NGN)').fill('10000');
  await expect(page.getByLabel('They Receive (RMB)')).not.toHaveValue('');
  await expectNoSidewaysScroll(page, 'Buy RMB, Enter Amount');
  await continueButton(page).click();
  await expect(stepHeading(page, 'Recipient Details')).toBeVisible();
  await page.getByLabel('Recipient ID').fill(LONG_RECIPIENT);
  await page.getByLabel('Full Name').fill('Wang Fang');
  await expectNoSidewaysScroll(page, 'Buy RMB, Recipient Details');
  await continueButton(page).click();

  await expect(stepHeading(page, 'Review & Complete')).toBeVisible();
  const amount = page.getByRole('region', { name: 'Amount' });
  await expect(amount).toContainText('₦10,000.00');
  await expect(amount).toContainText(/¥\d/);
  const recipient = page.getByRole('region', { name: 'Recipient' });
  await expect(recipient).toContainText(LONG_RECIPIENT);
  await expect(recipient).toContainText('Wang Fang');
  await expectNoSidewaysScroll(page, 'Buy RMB, Review & Complete');
  await expectOnScreen(page.getByRole('region', { name: 'Platform' }), 'the platform');
  await expectOnScreen(amount, 'the amounts');
  await expectOnScreen(amount.getByText('₦10,000.00'), 'You Send');
  await expectOnScreen(recipient, 'the recipient');
  await expectOnScreen(
    page.getByRole('button', { name: 'Complete Transaction' }),
    'Complete Transaction',
  );
  await expectOnScreen(page.getByRole('button', { name: 'Back', exact: true }), 'Back');
});

test('every back-office page', async ({ page }) => {
  test.setTimeout(120_000);
  await createSignedInAdmin(page);
  for (const [path, heading] of ADMIN_PAGES) await visit(page, path, heading);
});

test('each back-office list is a list of cards on a phone, its status and actions on the screen', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // A customer with money, a pending withdrawal and an administrator's credit; a gift card.
  const customer = await makeCustomer(browser, 'Chinedu Eze');
  const withdrawal = await withdrawByApi(
    customer.request,
    { amount: 500_000, account_number: ACCOUNTS.succeeds },
    PIN,
  );
  const { id } = (await (await customer.request.get('/api/me')).json()) as { id: string };
  await customer.close();
  const admin = await createSignedInAdmin(page);
  const credit = await page.request.post(`/api/admin/users/${id}/wallets/NGN/credit`, {
    data: { amount: 100_000 },
    headers: { ...sameOrigin(), 'Idempotency-Key': `e2e-${uniqueEmail('k')}` },
  });
  expect(credit.ok(), `credit answered ${credit.status()}`).toBeTruthy();
  const gift = await page.request.post('/api/admin/gift-cards', {
    data: { amount: 50_000, currency: 'NGN', quantity: 1, expires_in_days: 30 },
    headers: { ...sameOrigin(), 'Idempotency-Key': `e2e-gift-${uniqueEmail('key')}` },
  });
  expect(gift.status(), `gift card creation answered ${gift.status()}`).toBe(201);
  const code = ((await gift.json()) as { items: { code: string }[] }).items[0]!.code;

  // Users: the status, the balances and the actions menu.
  await page.goto('/olorioko001/users');
  await page
    .getByRole('searchbox', { name: 'Search users by name, email or phone' })
    .fill(customer.email);
  let cards = page.getByRole('list', { name: 'Users' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(cards).toContainText('Chinedu Eze');
  await expect(cards).toContainText(customer.email);
  await expectOnScreen(cards.getByText('Active', { exact: true }), 'the user’s status');
  await expectOnScreen(cards.getByText(/^₦[\d,]+\.\d\d$/), 'the NGN balance');
  await expectOnScreen(
    cards.getByRole('button', { name: 'Actions for Chinedu Eze' }),
    'the user’s actions',
  );
  await expectNoSidewaysScroll(page, 'users');
  await expectNoAxeViolations(page);

  // Wallet Management: the three balances, Credit and Debit.
  await page.goto('/olorioko001/wallets');
  await page.getByRole('searchbox', { name: 'Search users' }).fill(customer.email);
  cards = page.getByRole('list', { name: /^Users \(/ }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  for (const label of ['NGN Balance', 'USD Balance', 'CNY Balance'])
    await expect(cards).toContainText(label);
  await expectOnScreen(cards.getByText('Active', { exact: true }), 'the wallet owner’s status');
  await expectOnScreen(cards.getByRole('button', { name: 'Credit Chinedu Eze' }), 'Credit');
  await expectOnScreen(cards.getByRole('button', { name: 'Debit Chinedu Eze' }), 'Debit');
  await expectNoSidewaysScroll(page, 'wallets');

  // Wallet Transactions: the amount and status of each of the customer's entries.
  await page.goto('/olorioko001/wallet-transactions');
  await page.getByRole('searchbox', { name: 'Search transactions' }).fill(customer.email);
  cards = page.getByRole('list', { name: /^Transactions \(/ }).getByRole('listitem');
  const adminCredit = cards.filter({ hasText: '+₦1,000.00' });
  await expect(adminCredit).toHaveCount(1);
  await expectOnScreen(adminCredit.getByText('+₦1,000.00'), 'the amount');
  await expectOnScreen(adminCredit.getByText('Completed', { exact: true }), 'the status');
  await expectNoSidewaysScroll(page, 'wallet transactions');

  // Audit Log: who did what, to whom.
  await page.goto('/olorioko001/audit-log');
  await page.getByLabel('Actor', { exact: true }).fill(admin.email.split('@')[0]!);
  cards = page.getByRole('list', { name: /^Entries \(/ }).getByRole('listitem');
  const entry = cards.filter({ hasText: 'wallet.credit' });
  await expect(entry).toHaveCount(1);
  await expectOnScreen(entry.getByText('wallet.credit'), 'the action');
  await expectOnScreen(entry.getByText(admin.email), 'the administrator');
  await expectNoSidewaysScroll(page, 'audit log');

  // Gift Cards: the code with its copy button, the amount and the status.
  await page.goto('/olorioko001/gift-cards');
  await page.getByRole('searchbox', { name: 'Search by code' }).fill(code);
  cards = page.getByRole('list', { name: 'Gift cards' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expectOnScreen(cards.getByText(code, { exact: true }), 'the code');
  await expectOnScreen(cards.getByRole('button', { name: `Copy code ${code}` }), 'Copy');
  await expectOnScreen(cards.getByText('₦500.00'), 'the gift card’s amount');
  await expectOnScreen(cards.getByText(/^active$/i), 'the gift card’s status');
  await expectNoSidewaysScroll(page, 'gift cards');
  await expectNoAxeViolations(page);

  // Withdrawals (cards already): Process on the screen.
  await page.goto('/olorioko001/withdrawals');
  await page.getByRole('searchbox', { name: 'Search withdrawals' }).fill(customer.email);
  cards = page.getByRole('region', { name: /^Withdrawals \(/ }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText(withdrawal.reference);
  await expectOnScreen(cards.getByText('Pending', { exact: true }), 'the withdrawal’s status');
  await expectOnScreen(cards.getByRole('button', { name: /^Process/ }), 'Process');
  await expectNoSidewaysScroll(page, 'withdrawals');
});

test('Process Withdrawal on a phone: the card and the dialog fit the screen, a long name wraps', async ({
  page,
  browser,
}) => {
  const customer = await makeCustomer(browser, LONG_NAME);
  const withdrawal = await withdrawByApi(
    customer.request,
    { amount: 500_000, account_number: ACCOUNTS.succeeds },
    PIN,
  );
  await customer.close();
  await createSignedInAdmin(page);

  await page.goto('/olorioko001/withdrawals');
  await page.getByRole('searchbox', { name: 'Search withdrawals' }).fill(customer.email);
  const card = page.getByRole('region', { name: /^Withdrawals \(/ }).getByRole('listitem');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(LONG_NAME);
  await expectOnScreen(card, 'the withdrawal card');
  await expectNoSidewaysScroll(page, 'withdrawals with a long name');

  await card.getByRole('button', { name: /^Process/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Process Withdrawal' });
  await expect(dialog).toContainText(withdrawal.reference);
  await expect(dialog).toContainText(LONG_NAME);
  await expect(dialog).toContainText(customer.email);
  await expectDialogFits(dialog, 'the Process Withdrawal dialog');
  await expectOnScreen(
    dialog.getByRole('button', { name: 'Approve Withdrawal' }),
    'Approve Withdrawal',
  );

  // Reject adds the reason the customer reads; the dialog still fits. Cancel decides nothing.
  await dialog
    .getByRole('radio', { name: /Reject/ })
    .locator('xpath=..')
    .click();
  await expect(dialog.getByLabel('Failure Reason')).toBeVisible();
  await expectDialogFits(dialog, 'the Process Withdrawal dialog, rejecting');
  await expectNoSidewaysScroll(page, 'the Process Withdrawal dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('Pending');
});
