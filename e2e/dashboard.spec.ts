import { createSignedInUser, expect, fundWallet, sameOrigin, test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('loading text, balance card switcher, tier banner and quick actions', async ({ page }) => {
  // Tier 1, as every new account: the banner asks for the BVN (tier 3 shows none).
  await createSignedInUser(page, undefined, undefined, { tier: 1 });
  // Hold the wallets back to see the loading state. index.html asks for them as a preload,
  // which holds the page's load event too: wait only for the page to start.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/wallets', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/dashboard', { waitUntil: 'commit' });
  await expect(page.getByText('Loading your dashboard...').first()).toBeVisible();
  release();

  const card = page.getByRole('region', { name: 'Wallet balance' });
  await expect(card.getByRole('heading', { name: 'Naira' })).toBeVisible();
  await expect(page.getByTestId('balance')).toHaveText('₦0.00');
  await expect(card.getByText('NGN Wallet')).toBeVisible();
  await expect(card.getByText('Primary')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Naira' })).toHaveAttribute('aria-pressed', 'true');

  await card.getByRole('button', { name: 'US Dollar' }).click();
  await expect(card.getByRole('heading', { name: 'US Dollar' })).toBeVisible();
  await expect(page.getByTestId('balance')).toHaveText('$0.00');
  await expect(card.getByText('USD Wallet')).toBeVisible();
  await expect(card.getByText('Primary')).toHaveCount(0);
  await card.getByRole('button', { name: 'Chinese Yuan' }).click();
  await expect(page.getByTestId('balance')).toHaveText('¥0.00');
  await expect(card.getByText('CNY Wallet')).toBeVisible();

  const kyc = page.getByRole('region', { name: 'Identity verification' });
  await expect(kyc).toContainText('Verify your BVN to raise your limits');

  const actions = page.getByRole('region', { name: 'Quick Actions' });
  const tiles: [string, string][] = [
    ['Withdraw', '/withdraw'],
    ['Airtime', '/pay-bills?service=airtime'],
    ['Data', '/pay-bills?service=data'],
    ['Electricity', '/pay-bills?service=electricity'],
    ['Cable TV', '/pay-bills?service=cable'],
    ['Card2Cash', '/airtime-to-cash'],
    ['Virtual Card', '/virtual-card'],
  ];
  for (const [name, href] of tiles)
    await expect(actions.getByRole('link', { name })).toHaveAttribute('href', href);
  await actions.getByRole('button', { name: 'Fund Wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Fund Wallet' });
  await expect(dialog).toBeVisible();
  // Opened from the switcher's wallet.
  await expect(dialog.getByLabel('Wallet')).toContainText('Chinese Yuan (CNY)');
  await page.keyboard.press('Escape');

  await kyc.getByRole('link', { name: 'Verify BVN' }).click();
  await expect(page).toHaveURL(/\/settings#limits$/);
  await expect(page.getByRole('region', { name: 'Limits and verification' })).toBeFocused();
});

test("a signed-in first visit asks for the page's data once each, as the page opens", async ({
  page,
  account,
}) => {
  expect(account.email).toBeTruthy();
  const PRELOAD = /<link rel="preload" as="fetch" crossorigin="anonymous" href="([^"]+)">/g;

  /** Opens /dashboard in a new tab of the signed-in browser: its API requests, counted. */
  const visit = async (withHints: boolean) => {
    const tab = await page.context().newPage();
    const asked = new Map<string, number>();
    tab.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/'))
        asked.set(url.pathname + url.search, (asked.get(url.pathname + url.search) ?? 0) + 1);
    });
    let html = '';
    await tab.route('**/dashboard', async (route) => {
      const response = await route.fetch();
      html = await response.text();
      await route.fulfill({ response, body: withHints ? html : html.replace(PRELOAD, '') });
    });
    await tab.goto('/dashboard');
    await expect(tab.getByTestId('balance')).toHaveText('₦0.00');
    await expect(tab.getByRole('region', { name: 'Recent Transactions' })).toBeVisible();
    await tab.close();
    return { asked, hinted: [...html.matchAll(PRELOAD)].map((m) => m[1] ?? '') };
  };

  // index.html names the data as fetch preloads (the server sees the session cookie)...
  const { asked, hinted } = await visit(true);
  expect(hinted.sort()).toEqual(
    [
      '/api/auth/get-session',
      '/api/me',
      '/api/transactions?limit=5',
      '/api/wallets',
      '/api/me/limits',
    ].sort(),
  );
  // ...and the app's own requests are served by them, not sent a second time...
  for (const url of hinted) expect(asked.get(url), url).toBe(1);
  // ...and they are the very requests the app makes without them (no hint goes unused).
  const { asked: unhinted } = await visit(false);
  for (const url of hinted) expect(unhinted.get(url), url).toBe(1);
});

test('recent transactions: empty, then the newest five with cut descriptions', async ({
  page,
  account,
}) => {
  expect(account.email).toBeTruthy();
  await page.goto('/dashboard');
  const recent = page.getByRole('region', { name: 'Recent Transactions' });
  await expect(recent.getByText('Last 7 days')).toBeVisible();
  await expect(recent.getByText('No transactions yet')).toBeVisible();
  await expect(recent.getByText('Your recent transactions will appear here')).toBeVisible();

  // ₦100 first and ₦600 last; the four between in any order.
  await fundWallet(page.request, 'NGN', 10_000);
  await Promise.all(
    [20_000, 30_000, 40_000, 50_000].map((amount) => fundWallet(page.request, 'NGN', amount)),
  );
  await fundWallet(page.request, 'NGN', 60_000);
  await page.reload();
  const rows = recent.getByRole('listitem');
  await expect(rows).toHaveCount(5);
  // "Card payment of ₦600.00" is cut to 10 characters and an ellipsis; the newest comes first.
  await expect(rows.first()).toContainText('Card payme…');
  await expect(rows.first()).toContainText('+₦600.00');
  await expect(rows.first()).toContainText('Completed');
  await expect(recent.getByText('+₦100.00')).toHaveCount(0);
  await expect(page.getByTestId('balance')).toHaveText('₦2,100.00');

  await recent.getByRole('link', { name: 'View All' }).click();
  await expect(page).toHaveURL(/\/transactions$/);
});

test('errors: wallets and transactions that fail to load say so', async ({ page, account }) => {
  expect(account.email).toBeTruthy();
  const boom = { status: 500, json: { error: { code: 'INTERNAL', message: 'boom' } } };
  const failed = { wallets: 0, transactions: 0 };
  await page.route('**/api/wallets', (route) => {
    failed.wallets += 1;
    return route.fulfill(boom);
  });
  await page.route(/\/api\/transactions\?/, (route) => {
    failed.transactions += 1;
    return route.fulfill(boom);
  });
  await page.goto('/dashboard');
  // A failed read is asked twice more (after 1 s, then 2 s) before the page says so.
  await expect.poll(() => Math.min(failed.wallets, failed.transactions)).toBeGreaterThanOrEqual(3);
  await expect(
    page.getByRole('region', { name: 'Wallet balance' }).getByText('Failed to load wallet data'),
  ).toBeVisible();
  await expect(page.getByText('Failed to load wallet data. Please try again.')).toBeVisible();
  await expect(page.getByText('Failed to load transactions')).toBeVisible();

  await page.unroute('**/api/wallets');
  await page.getByRole('button', { name: 'Try again' }).first().click();
  await expect(page.getByTestId('balance')).toHaveText('₦0.00');
});

test('Show Balance off hides amounts as dots; the eye shows them again', async ({
  page,
  account,
}) => {
  expect(account.email).toBeTruthy();
  await fundWallet(page.request, 'NGN', 500_000);
  const res = await page.request.patch('/api/me/preferences', {
    data: { show_balance: false },
    headers: sameOrigin(),
  });
  expect(res.ok()).toBeTruthy();
  await page.goto('/dashboard');
  await expect(page.getByTestId('balance')).toHaveText('₦••••••');
  await expect(page.getByTestId('wallet-NGN')).toHaveText('••••••');
  await expect(page.getByText('+₦5,000.00')).toHaveCount(0);

  await page.getByRole('button', { name: 'Show balance' }).click();
  await expect(page.getByTestId('balance')).toHaveText('₦5,000.00');
  await expect(page.getByText('+₦5,000.00')).toBeVisible();
  const me = await (await page.request.get('/api/me')).json();
  expect(me.show_balance).toBe(true);
});

test('Exchange Rates for Today: date, 1 USD and 1 RMB in naira; 1,500 and 150 without rates', async ({
  page,
  account,
}) => {
  expect(account.email).toBeTruthy();
  const rates = await (await page.request.get('/api/rates')).json();
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Exchange rates' }).click();
  const dialog = page.getByRole('dialog', { name: 'Exchange Rates for Today' });
  // The dialog states today's date in Lagos time.
  const year = new Intl.DateTimeFormat('en-US', {
    year: 'numeric',
    timeZone: 'Africa/Lagos',
  }).format(new Date());
  await expect(dialog).toContainText(year);
  const naira = (rate: string) => {
    const [whole, frac = ''] = rate.split('.');
    return `₦${Number(whole).toLocaleString('en-US')}.${frac.padEnd(2, '0').slice(0, 2)}`;
  };
  await expect(dialog.getByTestId('rate-USD')).toHaveText(naira(rates.USD_NGN));
  await expect(dialog.getByTestId('rate-CNY')).toHaveText(naira(rates.CNY_NGN));
  await page.keyboard.press('Escape');

  // Nothing loaded: the placeholders.
  await page.route('**/api/rates', (route) =>
    route.fulfill({ json: { rates: [], USD_NGN: null, CNY_NGN: null, updated_at: null } }),
  );
  await page.reload();
  await page.getByRole('button', { name: 'Exchange rates' }).click();
  await expect(dialog.getByTestId('rate-USD')).toHaveText('₦1,500');
  await expect(dialog.getByTestId('rate-CNY')).toHaveText('₦150');
});

// The bell is in the top bar at every width (the phone's: shell-navigation.spec.ts).
test.describe('at 1440x900', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the bell shows the real unread count', async ({ page, account }) => {
    expect(account.email).toBeTruthy();
    await page.goto('/dashboard');
    await expect(page.getByRole('link', { name: 'Notifications' })).toBeVisible();
    await expect(page.getByTestId('unread-badge')).toHaveCount(0);
    await fundWallet(page.request, 'NGN', 100_000);
    await fundWallet(page.request, 'NGN', 100_000);
    await page.reload();
    await expect(page.getByRole('link', { name: 'Notifications, 2 unread' })).toBeVisible();
    await expect(page.getByTestId('unread-badge')).toHaveText('2');
  });
});
