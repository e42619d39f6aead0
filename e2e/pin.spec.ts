import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import {
  DEFAULT_PASSWORD,
  dismissToasts,
  expect,
  sameOrigin,
  test,
  uniqueEmail,
} from './fixtures.ts';

// The transaction PIN card in Settings, at phone width, and the PIN check on a
// money-moving request (a transfer to an unknown address: a right PIN gets past the
// check to the 404 for the recipient).

test.use({ viewport: { width: 390, height: 844 } });

const pinCard = (page: Page) =>
  page.getByRole('heading', { name: 'Transaction PIN' }).locator('../..');

async function fillPin(page: Page, form: string, pin: string, confirm: string, password: string) {
  const f = page.getByRole('form', { name: form });
  await f.getByLabel('New PIN').fill(pin);
  await f.getByLabel('Confirm PIN').fill(confirm);
  await f.getByLabel('Current Password').fill(password);
  await f.getByRole('button', { name: form }).click();
}

const pinStatus = async (request: APIRequestContext) =>
  (await (await request.get('/api/me/pin')).json()) as {
    is_set: boolean;
    locked_until: string | null;
    tries_left: number;
  };

/** Sets the PIN through the API, as the Set PIN form does. */
async function setPinByApi(request: APIRequestContext, pin: string) {
  const res = await request.put('/api/me/pin', {
    data: { pin, current_password: DEFAULT_PASSWORD },
    headers: sameOrigin(),
  });
  expect(res.ok(), `PUT /api/me/pin answered ${res.status()}`).toBeTruthy();
}

/** A transfer as the web app would send it, with `pin` in X-Transaction-Pin. */
const transfer = (request: APIRequestContext, pin: string) =>
  request.post('/api/transfers', {
    data: { to_email: uniqueEmail('nobody'), currency: 'NGN', amount: 100 },
    headers: {
      ...sameOrigin(),
      'Idempotency-Key': uniqueEmail('key'),
      'X-Transaction-Pin': pin,
    },
  });

test('Set PIN refuses a mismatch, a short PIN and a wrong password; letters never get in', async ({
  page,
  account: _,
}) => {
  await page.goto('/settings');
  const card = pinCard(page);
  await expect(card.getByText('No PIN set yet')).toBeVisible();
  await expectNoAxeViolations(page);

  await fillPin(page, 'Set PIN', '1234', '4321', DEFAULT_PASSWORD);
  await expect(card.getByText('PINs do not match')).toBeVisible();

  await fillPin(page, 'Set PIN', '12', '12', DEFAULT_PASSWORD);
  await expect(card.getByText('PIN must be 4 digits').first()).toBeVisible();

  await fillPin(page, 'Set PIN', '1234', '1234', 'not-my-password');
  await expect(card.getByText('Current password is incorrect')).toBeVisible();
  expect((await pinStatus(page.request)).is_set).toBe(false);

  await card.getByLabel('New PIN').fill('');
  await card.getByLabel('New PIN').pressSequentially('1a2b3c4d5');
  await expect(card.getByLabel('New PIN')).toHaveValue('1234');
});

test('sets the PIN in Settings, then changes it', async ({ page, account: _ }) => {
  await page.goto('/settings');
  const card = pinCard(page);
  await fillPin(page, 'Set PIN', '1234', '1234', DEFAULT_PASSWORD);
  await expect(page.getByText('Transaction PIN saved')).toBeVisible();
  await expect(card.getByText('PIN set', { exact: true })).toBeVisible();
  await expect(card.getByLabel('New PIN')).toHaveValue('');
  expect(await pinStatus(page.request)).toEqual({
    is_set: true,
    locked_until: null,
    tries_left: 5,
  });
  // A right PIN gets past the check: the unknown recipient is what refuses this one.
  expect((await transfer(page.request, '1234')).status()).toBe(404);

  // The first save's toast goes first, so the one seen next is the change's.
  await dismissToasts(page);
  await fillPin(page, 'Change PIN', '5678', '5678', DEFAULT_PASSWORD);
  await expect(card.getByLabel('Current Password')).toHaveValue('');
  await expect(page.getByText('Transaction PIN saved')).toBeVisible();
  expect((await transfer(page.request, '1234')).status()).toBe(403);
  expect((await transfer(page.request, '5678')).status()).toBe(404);
  await expectNoAxeViolations(page);
});

test('wrong PINs on a transfer say the tries left; five lock it until it is set again', async ({
  page,
  account: _,
}) => {
  await setPinByApi(page.request, '2468');
  for (const left of ['4 tries', '3 tries', '2 tries', '1 try']) {
    const res = await transfer(page.request, '0000');
    expect(res.status()).toBe(403);
    expect(await res.json()).toEqual({
      error: { code: 'PIN_INVALID', message: `Incorrect PIN. ${left} left` },
    });
  }
  const fifth = await transfer(page.request, '0000');
  expect(fifth.status()).toBe(429);
  expect((await fifth.json()).error.code).toBe('PIN_LOCKED');
  expect((await transfer(page.request, '2468')).status()).toBe(429);

  await page.goto('/settings');
  const card = pinCard(page);
  await expect(card.getByText(/^Locked until .+ Set it again to unlock\.$/)).toBeVisible();

  await fillPin(page, 'Change PIN', '1357', '1357', DEFAULT_PASSWORD);
  await expect(card.getByLabel('Current Password')).toHaveValue('');
  await expect(page.getByText('Transaction PIN saved')).toBeVisible();
  await expect(card.getByText('PIN set', { exact: true })).toBeVisible();
  expect((await transfer(page.request, '1357')).status()).toBe(404);
});
