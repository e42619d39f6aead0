import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '#server/ledger/test-support.ts';
import { PIN_MESSAGES } from '#shared/schemas/pin.ts';
import { apiFixture } from '#test/api-fixture.ts';
import { signUpVerified } from '#test/auth-helpers.ts';
import { hashPin, NO_PASSWORD_MESSAGE } from './pin.service.ts';

let f: Awaited<ReturnType<typeof apiFixture>>;
let bolaEmail: string;
beforeAll(async () => {
  f = await apiFixture();
  await f.fund(f.ada.userId, 'NGN', 100_000);
  bolaEmail = (await f.call('GET', '/api/me', { cookie: f.bola.cookie })).json.email;
});

const status = (cookie = f.ada.cookie) => f.call('GET', '/api/me/pin', { cookie });
const put = (body: unknown, cookie = f.ada.cookie) =>
  f.call('PUT', '/api/me/pin', { cookie, body, key: null });
const setTo = (pin: string, cookie = f.ada.cookie) =>
  put({ pin, current_password: 'secret-password' }, cookie);
const send = (pin?: string, cookie = f.ada.cookie) =>
  f.call('POST', '/api/transfers', {
    cookie,
    body: { to_email: bolaEmail, currency: 'NGN', amount: 1_000 },
    headers: pin === undefined ? {} : { 'x-transaction-pin': pin },
  });
const storedHash = async (userId: string) =>
  (
    await f.pool.query<{ pin_hash: string }>(
      'SELECT pin_hash FROM transaction_pins WHERE user_id = $1',
      [userId],
    )
  ).rows[0]?.pin_hash;
const moneyState = async () => ({
  ada: await f.balances(f.ada.userId),
  bola: await f.balances(f.bola.userId),
  transactions: await countRows(f.pool, 'ledger_transactions'),
  entries: await countRows(f.pool, 'ledger_entries'),
});
const unlock = (userId = f.ada.userId) =>
  f.pool.query(
    `UPDATE transaction_pins SET locked_until = now() - interval '1 second' WHERE user_id = $1`,
    [userId],
  );

describe('GET and PUT /api/me/pin', () => {
  it('needs a session', async () => {
    expect((await f.call('GET', '/api/me/pin')).status).toBe(401);
    expect((await f.call('PUT', '/api/me/pin', { body: { pin: '1234' } })).status).toBe(401);
  });

  it('says no PIN is set at first', async () => {
    expect(await status()).toEqual({
      status: 200,
      json: { is_set: false, locked_until: null, tries_left: 5 },
    });
  });

  it('refuses a wrong password (403) and bad input (400), and stores nothing', async () => {
    expect(await put({ pin: '1234', current_password: 'not-my-password' })).toEqual({
      status: 403,
      json: {
        error: {
          code: 'INVALID_PASSWORD',
          message: 'Current password is incorrect',
          field: 'current_password',
        },
      },
    });
    for (const body of [
      { pin: '123', current_password: 'secret-password' },
      { pin: '12345', current_password: 'secret-password' },
      { pin: 1234, current_password: 'secret-password' },
      { pin: 'abcd', current_password: 'secret-password' },
      { pin: '1234' },
      { pin: '1234', current_password: '' },
      { pin: '1234', current_password: 'x'.repeat(129) },
    ]) {
      const res = await put(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.error.code).toBe('VALIDATION_ERROR');
    }
    expect(await storedHash(f.ada.userId)).toBeUndefined();
    expect((await status()).json.is_set).toBe(false);
  });

  it('sets the PIN with the right password; the stored value is a keyed hash, not the PIN', async () => {
    expect(await setTo('1234')).toEqual({
      status: 200,
      json: { is_set: true, locked_until: null, tries_left: 5 },
    });
    const stored = await storedHash(f.ada.userId);
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(stored).not.toContain('1234');
    expect(stored).toBe(hashPin(f.deps.config.pinSecret, f.ada.userId, '1234'));
  });

  it('an account without a password (Google only) is told how to get one', async () => {
    const dayo = await signUpVerified(f.app, f.deps, `dayo-${randomUUID()}@example.com`);
    await f.pool.query('DELETE FROM accounts WHERE user_id = $1', [dayo.userId]);
    const res = await put({ pin: '1234', current_password: 'secret-password' }, dayo.cookie);
    expect(res.status).toBe(403);
    expect(res.json.error).toMatchObject({
      code: 'INVALID_PASSWORD',
      message: NO_PASSWORD_MESSAGE,
    });
    expect(await storedHash(dayo.userId)).toBeUndefined();
  });

  it('two users with the same PIN store different values', async () => {
    expect((await setTo('1234', f.bola.cookie)).status).toBe(200);
    expect(await storedHash(f.bola.userId)).not.toBe(await storedHash(f.ada.userId));
  });

  it('changes the PIN: the old one stops working, the new one works', async () => {
    expect((await put({ pin: '4321', current_password: 'wrong' })).status).toBe(403);
    expect((await send('4321')).json.error.code).toBe('PIN_INVALID');
    expect((await setTo('4321')).status).toBe(200);
    expect((await send('1234')).json.error.code).toBe('PIN_INVALID');
    expect((await send('4321')).status).toBe(200);
    expect((await status()).json.tries_left).toBe(5);
  });
});

describe('POST /api/transfers asks for the PIN', () => {
  it('without the header: 400 naming X-Transaction-Pin; not 4 digits: 400', async () => {
    for (const pin of [undefined, '12', '12345', 'abcd']) {
      const res = await send(pin);
      expect(res.status).toBe(400);
      expect(res.json.error.code).toBe('PIN_REQUIRED');
      expect(res.json.error.message).toContain('X-Transaction-Pin');
    }
    expect((await status()).json.tries_left).toBe(5);
  });

  it('no PIN set yet: 422 PIN_NOT_SET', async () => {
    const cara = await signUpVerified(f.app, f.deps, `cara-${randomUUID()}@example.com`);
    expect(await send('1234', cara.cookie)).toEqual({
      status: 422,
      json: { error: { code: 'PIN_NOT_SET', message: PIN_MESSAGES.notSet } },
    });
  });

  it('wrong PINs say the tries left, the fifth locks, the right one is then refused; no money moves', async () => {
    const before = await moneyState();
    for (const left of [4, 3, 2, 1]) {
      expect(await send('0000')).toEqual({
        status: 403,
        json: { error: { code: 'PIN_INVALID', message: PIN_MESSAGES.invalid(left) } },
      });
    }
    const locked = {
      status: 429,
      json: { error: { code: 'PIN_LOCKED', message: PIN_MESSAGES.locked } },
    };
    expect(await send('0000')).toEqual(locked);
    expect(await send('4321')).toEqual(locked);
    const st = (await status()).json;
    expect(st).toMatchObject({ is_set: true, tries_left: 0 });
    expect(Date.parse(st.locked_until)).toBeGreaterThan(Date.now() + 29 * 60_000);
    expect(await moneyState()).toEqual(before);
  });

  it('the lock ends after 30 minutes', async () => {
    await unlock();
    expect((await status()).json).toEqual({ is_set: true, locked_until: null, tries_left: 5 });
    expect((await send('4321')).status).toBe(200);
  });

  it('setting the PIN again with the password lifts the lock', async () => {
    for (let i = 0; i < 5; i++) await send('0000');
    expect((await send('4321')).status).toBe(429);
    expect((await setTo('5555')).json).toEqual({ is_set: true, locked_until: null, tries_left: 5 });
    expect((await send('5555')).status).toBe(200);
  });

  it('20 wrong PINs at once: exactly five counted, then locked, and nothing moved', async () => {
    await setTo('5555');
    const before = await moneyState();
    const answers = await Promise.all(Array.from({ length: 20 }, () => send('0000')));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array(4).fill(403), ...Array(16).fill(429)]);
    expect((await send('5555')).status).toBe(429);
    expect(await moneyState()).toEqual(before);
    const { rows } = await f.pool.query(
      'SELECT failed_attempts FROM transaction_pins WHERE user_id = $1',
      [f.ada.userId],
    );
    expect(rows[0].failed_attempts).toBe(5);
  });

  it("another user's PIN never works for me", async () => {
    await setTo('5555');
    await setTo('7777', f.bola.cookie);
    const res = await send('7777');
    expect(res.json.error.code).toBe('PIN_INVALID');
    expect((await send('5555')).status).toBe(200);
  });

  it('a right PIN with a bad body is still refused as bad input, moving nothing', async () => {
    const before = await moneyState();
    const res = await f.call('POST', '/api/transfers', {
      cookie: f.ada.cookie,
      body: { to_email: bolaEmail, currency: 'NGN', amount: -5 },
      headers: { 'x-transaction-pin': '5555' },
    });
    expect(res.status).toBe(400);
    expect(await moneyState()).toEqual(before);
  });
});

describe('the OpenAPI page', () => {
  it('documents the X-Transaction-Pin header on POST /api/transfers', async () => {
    const doc = await (await f.app.request('/api/openapi.json')).json();
    const params = doc.paths['/api/transfers'].post.parameters as { name: string; in: string }[];
    expect(params).toContainEqual(
      expect.objectContaining({ name: 'x-transaction-pin', in: 'header' }),
    );
  });
});
