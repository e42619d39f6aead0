// What /auth does as it opens, before anyone uses it: its data comes with the page, and the bot
// check's code waits for the visitor's first interaction (bench/README.md, "The web app").
import { expect, test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

const PRELOAD = /<link rel="preload" as="fetch" crossorigin="anonymous" href="([^"]+)">/g;

test('/auth asks for its data once, with the page, and loads the bot check when the visitor starts', async ({
  page,
}) => {
  const asked = new Map<string, number>();
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    const key = pathname.startsWith('/assets/altcha-') ? 'altcha code' : pathname;
    asked.set(key, (asked.get(key) ?? 0) + 1);
  });
  let html = '';
  await page.route('**/auth', async (route) => {
    const response = await route.fetch();
    html = await response.text();
    await route.fulfill({ response, body: html });
  });

  // A visitor who has not used the page yet. (Chromium under automation sometimes reports the
  // page as already used, which loads the check at once, as for a visitor who came by a click.)
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'userActivation', { value: { hasBeenActive: false } }),
  );
  await page.goto('/auth');
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  // The session check and the public config are named in the page and asked for once each.
  const hinted = [...html.matchAll(PRELOAD)].map((m) => m[1]);
  expect(hinted.sort()).toEqual(['/api/auth/get-session', '/api/config/public']);
  for (const url of hinted) expect(asked.get(url ?? ''), url).toBe(1);

  // Loaded and painted, the page has fetched nothing of the bot check: its place is kept.
  await page.waitForLoadState('load');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  expect(asked.get('altcha code')).toBeUndefined();
  expect(asked.get('/api/bot-check/challenge')).toBeUndefined();
  const widget = page.locator('altcha-widget');
  const before = await widget.boundingBox();
  expect(before?.height).toBeGreaterThan(40);

  // The first focus loads it; it solves itself, in the same place and size.
  await page.getByLabel('Email', { exact: true }).focus();
  await expect(widget.getByText('Verified')).toBeVisible();
  expect(asked.get('altcha code')).toBe(1);
  expect(asked.get('/api/bot-check/challenge')).toBe(1);
  const after = await widget.boundingBox();
  expect(after?.y).toBe(before?.y);
  expect(Math.abs((after?.height ?? 0) - (before?.height ?? 0))).toBeLessThan(1);
});
