// Helpers for every browser test that needs an account or the dev mailbox.
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
}

export interface Account {
  email: string;
  password: string;
}

export const DEFAULT_PASSWORD = 'Sup3rSecret!';

let counter = 0;
/** A fresh address per call; the domain is reserved for examples and never delivered. */
export function uniqueEmail(prefix = 'user') {
  counter += 1;
  const rand = Math.random().toString(36).slice(2, 8);
  return `${prefix}-${Date.now()}-${process.pid}-${counter}-${rand}@example.com`;
}

/**
 * The headers a browser adds to a state-changing request from our pages.
 * Playwright's `request` sends no Origin, and the server refuses a signed-in
 * POST, PATCH or DELETE without one.
 */
export function sameOrigin(): { origin: string } {
  return { origin: new URL(String(test.info().project.use.baseURL)).origin };
}

/** Mail the app sent to `to`, newest first (GET /api/dev/mailbox). */
export async function mailbox(request: APIRequestContext, to: string): Promise<Mail[]> {
  const res = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
  expect(res.ok(), `dev mailbox answered ${res.status()}`).toBeTruthy();
  return (await res.json()) as Mail[];
}

/** Waits for a mail to `to` whose subject matches, and answers the newest. */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  subject: RegExp,
  { after = 0, timeout = 20_000 } = {},
): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const mails = await mailbox(request, to);
        found = mails.find(
          (m) => subject.test(m.subject) && new Date(m.created_at).getTime() >= after,
        );
        return !!found;
      },
      { timeout, message: `no mail to ${to} matching ${subject}` },
    )
    .toBe(true);
  return found!;
}

/** The first link in a mail's text body. */
export function linkIn(mail: Mail): string {
  const url = mail.text.match(/https?:\/\/\S+/)?.[0];
  if (!url) throw new Error(`no link in mail "${mail.subject}"`);
  return url.replace(/[)>.,]+$/, '');
}

export const VERIFY_SUBJECT = /confirm your email/i;
export const RESET_SUBJECT = /reset your .*password/i;

/** A solved ALTCHA payload for the `x-captcha-response` header, solved here in Node. */
export async function botCheckToken(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/bot-check/challenge');
  expect(res.ok(), `bot-check challenge answered ${res.status()}`).toBeTruthy();
  const ch = (await res.json()) as {
    algorithm: string;
    challenge: string;
    maxnumber?: number;
    salt: string;
    signature: string;
  };
  const solution = await solveChallenge(ch.challenge, ch.salt, ch.algorithm, ch.maxnumber).promise;
  if (!solution) throw new Error('could not solve the ALTCHA challenge');
  const payload = { ...ch, number: solution.number, took: solution.took };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/** The /auth form: fill in and submit, in sign-in or sign-up mode. */
export async function submitAuthForm(
  page: Page,
  mode: 'signin' | 'signup',
  { email, password }: Account,
) {
  if (!page.url().includes('/auth')) await page.goto('/auth');
  const switchToSignUp = page.getByRole('button', { name: "Don't have an account yet? Sign Up" });
  const switchToSignIn = page.getByRole('button', { name: 'Already have an account? Sign In' });
  // The form appears once the public config is in; then its mode is known.
  await expect(switchToSignUp.or(switchToSignIn)).toBeVisible();
  if (mode === 'signup' && (await switchToSignUp.isVisible())) await switchToSignUp.click();
  if (mode === 'signin' && (await switchToSignIn.isVisible())) await switchToSignIn.click();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page
    .getByRole('button', { name: mode === 'signup' ? 'Sign Up' : 'Sign In', exact: true })
    .click();
}

/** Signs up through /auth (the real ALTCHA widget) and waits for "Account created!". */
export async function signUp(page: Page, account: Account) {
  await page.goto('/auth');
  await submitAuthForm(page, 'signup', account);
  await expect(page.getByText('Account created!')).toBeVisible();
}

/** Opens the newest confirmation link; the server signs the user in and goes to /dashboard. */
export async function verifyEmail(page: Page, email: string) {
  const mail = await waitForMail(page.request, email, VERIFY_SUBJECT);
  await page.goto(linkIn(mail));
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Signs in through /auth and waits for the dashboard. */
export async function signIn(page: Page, account: Account) {
  await page.goto('/auth');
  await submitAuthForm(page, 'signin', account);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** A new, confirmed account, signed in in this page's browser context, through the UI. */
export async function signUpAndVerify(
  page: Page,
  email = uniqueEmail(),
  password = DEFAULT_PASSWORD,
): Promise<Account> {
  await signUp(page, { email, password });
  await verifyEmail(page, email);
  return { email, password };
}

/**
 * A new, confirmed account, signed in in `page`'s browser context, in one
 * request to the server's test-only seeding route (the sign-up screen, the
 * bot check and the confirmation mail have their own specs). `admin` makes it
 * an administrator; `name` fills the profile's full name; `tier` is the CBN
 * tier (3 unless the spec is about tiers: the server enforces them).
 */
export async function createSignedInUser(
  page: Page,
  email = uniqueEmail(),
  password = DEFAULT_PASSWORD,
  { admin = false, name, tier = 3 }: { admin?: boolean; name?: string; tier?: 1 | 2 | 3 } = {},
): Promise<Account> {
  const res = await page.request.post('/api/test/users', {
    data: { email, password, admin, name, tier },
    headers: seedHeaders(),
  });
  expect(res.status(), `seeding ${email} answered ${res.status()}: ${await res.text()}`).toBe(201);
  return { email, password };
}

/** A new administrator, signed in in `page`. */
export const createSignedInAdmin = (page: Page, email = uniqueEmail('admin')) =>
  createSignedInUser(page, email, DEFAULT_PASSWORD, { admin: true });

function seedHeaders() {
  const token = process.env.E2E_SEED_TOKEN;
  if (!token)
    throw new Error('E2E_SEED_TOKEN is unset: run the specs through playwright.config.ts');
  return { ...sameOrigin(), 'x-test-seed-token': token };
}

/**
 * Animations and transitions run in no time in the browser tests: what a test
 * checks is the state a screen settles in, and on two shared cores drawing
 * every frame of every fade was much of the browser's work. (The screenshot
 * scripts keep them, and the accessibility check still waits for a page at rest.)
 */
const NO_MOTION = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important;
  transition-duration: 0s !important; transition-delay: 0s !important;
  scroll-behavior: auto !important; }`;

/** `test` with `account`: a confirmed user, already signed in in `page`. */
export const test = base.extend<{ account: Account }>({
  context: async ({ context }, use) => {
    await context.addInitScript((css) => {
      const add = () => {
        const style = document.createElement('style');
        style.dataset.e2e = 'no-motion';
        style.textContent = css;
        document.head.append(style);
      };
      if (document.head) add();
      else document.addEventListener('DOMContentLoaded', add, { once: true });
    }, NO_MOTION);
    await use(context);
  },
  account: async ({ page }, use) => {
    await use(await createSignedInUser(page));
  },
});

export { expect };

/**
 * Puts real money in the signed-in user's NGN wallet (`request` carries the
 * session, e.g. `page.request`): a card payment through the API, approved on
 * the Paystack simulator's checkout, then verified. Card funding takes NGN
 * only, ₦100 to ₦1,000,000 (10_000 to 100_000_000 kobo) per call; get USD or
 * CNY with a conversion (`convertFunds`). Answers the amount credited.
 */
export async function fundWallet(
  request: APIRequestContext,
  currency: 'NGN',
  amount: number,
): Promise<number> {
  const init = await request.post('/api/funding/card', {
    data: { currency, amount },
    headers: { ...sameOrigin(), 'Idempotency-Key': `e2e-fund-${uniqueEmail('key')}` },
  });
  expect(init.ok(), `card funding answered ${init.status()}: ${await init.text()}`).toBeTruthy();
  const { reference, authorization_url } = (await init.json()) as {
    reference: string;
    authorization_url: string;
  };
  const approve = await request.post(authorization_url, {
    form: { decision: 'approve' },
    maxRedirects: 0,
  });
  expect(approve.status(), 'simulator approve').toBeLessThan(400);
  const verify = await request.get(
    `/api/funding/card/verify?reference=${encodeURIComponent(reference)}`,
  );
  expect(verify.ok(), `verify answered ${verify.status()}`).toBeTruthy();
  const result = (await verify.json()) as { status: string; credited_amount: number };
  expect(result.status, 'card funding status').toBe('success');
  return result.credited_amount;
}

/** Converts between the signed-in user's wallets through the API; answers what arrived. */
export async function convertFunds(
  request: APIRequestContext,
  from: 'NGN' | 'USD' | 'CNY',
  to: 'NGN' | 'USD' | 'CNY',
  amount: number,
): Promise<number> {
  const res = await request.post('/api/wallets/convert', {
    data: { from, to, amount },
    headers: { ...sameOrigin(), 'Idempotency-Key': `e2e-convert-${uniqueEmail('key')}` },
  });
  expect(res.ok(), `convert answered ${res.status()}: ${await res.text()}`).toBeTruthy();
  const body = (await res.json()) as { entries: { currency: string; amount: number }[] };
  return body.entries.find((e) => e.currency === to)?.amount ?? 0;
}

/**
 * Makes an existing account an administrator, as `npm run cli -- make-admin`
 * does, through the server's test-only seeding route. Reload the page
 * afterwards: the profile is read again then.
 */
export async function makeAdmin(request: APIRequestContext, email: string) {
  const res = await request.post('/api/test/admins', { data: { email }, headers: seedHeaders() });
  expect(res.status(), `make-admin ${email} answered ${res.status()}`).toBe(200);
}

/**
 * Closes every toast on screen with its own close button and waits until they
 * are gone, instead of waiting out their timers (which stop while the pointer
 * rests on them).
 */
export async function dismissToasts(page: Page) {
  const toasts = page.locator('[data-sonner-toast]');
  for (const close of await page.getByRole('button', { name: 'Close toast' }).all())
    await close.click().catch(() => undefined);
  await expect(toasts).toHaveCount(0);
}
