// The installable app: the web manifest and its icons, the service worker (src/web/sw.ts) that
// keeps the app's files and answers a page load without a network with the offline page, never
// keeps an /api answer, and the prompt when a new version's worker is waiting. The other specs
// block service workers (playwright.config.ts); this one allows them. One width: a phone's.
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });

/**
 * Once the worker controls the page and has finished activating (with every file it keeps
 * stored). A plain predicate: waitForFunction takes an async one's promise as its truthy answer
 * and returns at once, which let a slow machine read the page before the worker had claimed it.
 */
async function controlled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
}

/** Every URL in the page's Cache Storage, whatever cache holds it. */
function cachedUrls(page: Page) {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
}

test('the manifest is valid, linked from every page, and its icons are there', async ({ page }) => {
  const res = await page.request.get('/manifest.webmanifest');
  expect(res.headers()['content-type']).toBe('application/manifest+json');
  const manifest = await res.json();
  expect(manifest).toMatchObject({
    name: 'Owo',
    short_name: 'Owo',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    theme_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
    background_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
  });
  for (const icon of manifest.icons as { src: string; sizes: string; purpose: string }[]) {
    const png = await page.request.get(icon.src);
    expect(png.headers()['content-type'], icon.src).toBe('image/png');
  }
  expect(manifest.icons.some((i: { purpose: string }) => i.purpose === 'maskable')).toBe(true);

  await page.goto('/auth');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/manifest.webmanifest',
  );
  // What Chromium itself says before offering to install: nothing missing.
  await controlled(page);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  expect(installabilityErrors).toEqual([]);
});

test('offline, a reload shows the offline page, and no /api answer is ever kept', async ({
  page,
  context,
  account,
}) => {
  expect(account.email).toBeTruthy();
  await page.goto('/dashboard');
  await expect(page.getByTestId('balance')).toHaveText('₦0.00');
  await controlled(page);
  // The first worker takes the open page at once, and has stored the app's files.
  const stored = await cachedUrls(page);
  expect(stored).toContain('/offline.html');
  expect(stored.some((url) => url.startsWith('/assets/'))).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page).toHaveTitle(/offline/);
  // Try again stays on the offline page while the network is gone; the page comes back by itself
  // once the connection does.
  // (Waits for that reload: the connection coming back while it is under way would be heard by
  // the page it replaces, and by nobody.)
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Try again' }).click();
  await reloaded;
  await expect(page.getByRole('heading', { name: "You're offline" })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByTestId('balance')).toHaveText('₦0.00');

  // The dashboard asked the API for the session, the profile, the wallets and the transactions;
  // none of those answers is in any cache, and no page is either.
  await page.goto('/wallets');
  await expect(page.getByRole('heading', { name: 'My Wallets' })).toBeVisible();
  const after = await cachedUrls(page);
  expect(after.filter((url) => url.startsWith('/api/'))).toEqual([]);
  expect(
    after.filter((url) => ['/', '/dashboard', '/wallets', '/index.html'].includes(url)),
  ).toEqual([]);
});

/** Serves /sw.js as the server has it, with `marker` added once set: a new version of the worker. */
async function changeableWorker(context: BrowserContext) {
  const state = { marker: '' };
  await context.route('**/sw.js', async (route) => {
    const response = await route.fetch();
    const body = `${await response.text()}\n${state.marker}`;
    // The body is decoded here: sent on as it is, without the original's encoding and length.
    const {
      'content-encoding': _encoding,
      'content-length': _length,
      ...headers
    } = response.headers();
    await route.fulfill({ status: response.status(), body, headers });
  });
  return state;
}

test('a new version of the worker waits, and the prompt reloads into it', async ({
  page,
  context,
}) => {
  const worker = await changeableWorker(context);
  await page.goto('/auth');
  await controlled(page);
  const first = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  expect(first).toMatch(/\/sw\.js$/);

  worker.marker = '// a new version';
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  const prompt = page.getByText('A new version of Owo is available');
  await expect(prompt).toBeVisible();
  // The new worker waits; the old one still answers until the user chooses.
  expect(
    await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting),
  ).toBe(true);
  // Listened for before the click: the reload may come before the click's own promise settles.
  const reloaded = page.waitForEvent('framenavigated');
  await page.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  await controlled(page);
  expect(
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { waiting: !!registration?.waiting, active: registration?.active?.state };
    }),
  ).toEqual({ waiting: false, active: 'activated' });
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
});
