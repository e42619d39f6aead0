// Steps the back office's browser tests share: the viewports, the administrator
// seeded after a user, wallet adjustments through the API, the list screens
// (Access Denied for a customer, the table's rows, the filters, the phone's
// cards) and the audit log.
import type { APIResponse, Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import {
  createSignedInAdmin,
  createSignedInUser,
  expect,
  sameOrigin,
  uniqueEmail,
} from './fixtures.ts';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1440, height: 900 };

/**
 * A user made first on `page`, then an administrator who takes the page over.
 * `asUser` runs while the user is still signed in (to keep their session).
 */
export async function userThenAdmin<T = undefined>(
  page: Page,
  {
    prefix = 'user',
    name,
    asUser,
  }: { prefix?: string; name?: string; asUser?: () => Promise<T> } = {},
) {
  const user = await createSignedInUser(page, uniqueEmail(prefix), undefined, { name });
  const { id } = (await (await page.request.get('/api/me')).json()) as { id: string };
  const kept = asUser ? await asUser() : undefined;
  const admin = await createSignedInAdmin(page);
  return { user, id, admin, kept };
}

interface Adjustment {
  currency?: string;
  description?: string;
}

/** Credits or debits a user's wallet through the API, as the administrator on `page`. */
export function postAdjustment(
  page: Page,
  userId: string,
  way: 'credit' | 'debit',
  amount: number,
  { currency = 'NGN', description }: Adjustment = {},
): Promise<APIResponse> {
  return page.request.post(`/api/admin/users/${userId}/wallets/${currency}/${way}`, {
    data: { amount, description },
    headers: { ...sameOrigin(), 'Idempotency-Key': `e2e-${uniqueEmail('adj')}` },
  });
}

/** `postAdjustment`, which must be made. */
export async function adjustWallet(
  page: Page,
  userId: string,
  way: 'credit' | 'debit',
  amount: number,
  adjustment: Adjustment = {},
) {
  const res = await postAdjustment(page, userId, way, amount, adjustment);
  expect(res.ok(), `${way} answered ${res.status()}: ${await res.text()}`).toBeTruthy();
}

/**
 * A signed-in customer opens a back-office `path`: Access Denied, not the
 * screen's `heading`, no call to /api/admin; each of `api` answers them 403.
 */
export async function expectAccessDenied(
  page: Page,
  { path, heading, api }: { path: string; heading: string; api: string[] },
) {
  let adminCalls = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/admin')) adminCalls += 1;
  });
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByRole('heading', { name: heading })).toHaveCount(0);
  expect(adminCalls).toBe(0);
  for (const url of api) expect((await page.request.get(url)).status(), url).toBe(403);
}

/** Opens a back-office screen from the sidebar at /olorioko001 and waits for its heading. */
export async function openFromAdminMenu(
  page: Page,
  link: { name: string; exact?: boolean },
  { url, heading }: { url: RegExp; heading: string | { name: string; level: number } },
) {
  await page.goto('/olorioko001');
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', link).click();
  await expect(page).toHaveURL(url);
  await expect(
    page.getByRole('heading', typeof heading === 'string' ? { name: heading } : heading),
  ).toBeVisible();
}

/** Opens a back-office list at `path`, waits for its heading, and searches for `query`. */
export async function openAndSearch(
  page: Page,
  {
    path,
    heading,
    search,
    query,
  }: {
    path: string;
    heading: string | { name: string; level: number };
    search: string;
    query: string;
  },
) {
  await page.goto(path);
  await expect(
    page.getByRole('heading', typeof heading === 'string' ? { name: heading } : heading),
  ).toBeVisible();
  await page.getByRole('searchbox', { name: search }).fill(query);
}

/** A list screen's region, titled "`title` (n)". */
export const listRegion = (page: Page, title: string) =>
  page.getByRole('region', { name: new RegExp(`^${title} \\(`) });

/** The rows shown on a wide screen: the body rows of the region's table. */
export const tableRows = (page: Page, region: Locator): Locator =>
  region
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

/** Picks `option` in the list's "Filter by `filter`" select. */
export async function pickFilter(
  page: Page,
  filter: string,
  option: string | RegExp,
  { exact }: { exact?: boolean } = {},
) {
  await page.getByRole('combobox', { name: `Filter by ${filter}` }).click();
  await page.getByRole('option', { name: option, exact }).click();
}

/** Waits until the stat card labelled `label` counts `atLeast` or more. */
export async function expectStatAtLeast(page: Page, label: string, atLeast: number) {
  const card = page.getByText(label, { exact: true }).first().locator('../..');
  await expect(async () => {
    expect(Number((await card.textContent())?.replace(/\D/g, ''))).toBeGreaterThanOrEqual(atLeast);
  }).toPass();
}

/**
 * On a phone, the list in `region` searched down to one entry: a card (no
 * table) that shows each of `texts`. Answers the card.
 */
export async function theOnlyCard(region: Locator, texts: string[]) {
  const cards = region.getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(region.getByRole('table')).toHaveCount(0);
  const card = cards.first();
  for (const text of texts) await expect(card).toContainText(text);
  return card;
}

/** Nothing on the page scrolls sideways, and axe finds nothing. */
export async function expectFitsAndAccessible(page: Page) {
  const width = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(width.scroll, 'the page scrolls sideways').toBeLessThanOrEqual(width.inner);
  await expectNoAxeViolations(page);
}

/** The actions of this administrator's own entries in the audit log (a suite writes to one log). */
export async function auditedActions(page: Page, email: string, targetType?: string) {
  const query = new URLSearchParams({ limit: '50', actor: email });
  if (targetType) query.set('target_type', targetType);
  const audit = await page.request.get(`/api/admin/audit-log?${query}`);
  expect(audit.ok(), `audit log answered ${audit.status()}`).toBeTruthy();
  const entries = (await audit.json()) as { items: { action: string; actor_email: string }[] };
  return entries.items.filter((e) => e.actor_email === email).map((e) => e.action);
}
