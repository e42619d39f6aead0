import { randomUUID } from 'node:crypto';
import type { Pool } from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '#server/http/errors.ts';
import { makeUser } from '#server/ledger/test-support.ts';
import { PIN_MAX_TRIES, PIN_MESSAGES } from '#shared/schemas/pin.ts';
import { createTestDatabase } from '#test/db.ts';
import { upsertPin } from './pin.queries.ts';
import { checkPin, getPinStatus, hashPin } from './pin.service.ts';

const config = { pinSecret: 'test-pin-secret-0123456789abcdef' };
let pool: Pool;
beforeAll(async () => {
  ({ pool } = await createTestDatabase(25));
});

/** A new user with `pin` set (no password involved: the route's job). */
const userWithPin = async (pin: string | null = '1234') => {
  const { id } = await makeUser(pool, `pin-${randomUUID()}`);
  if (pin) await upsertPin(pool, id, hashPin(config.pinSecret, id, pin));
  return id;
};

/** What checkPin answers: 'ok' or the AppError's status, code and message. */
const check = async (userId: string, pin: string | undefined) => {
  try {
    await checkPin(pool, config, userId, pin);
    return 'ok';
  } catch (e) {
    if (!(e instanceof AppError)) throw e;
    return { status: e.status, code: e.code, message: e.message };
  }
};

const row = async (userId: string) =>
  (
    await pool.query<{ failed_attempts: number; locked: boolean }>(
      `SELECT failed_attempts, coalesce(locked_until > now(), false) AS locked
         FROM transaction_pins WHERE user_id = $1`,
      [userId],
    )
  ).rows[0];

describe('hashPin', () => {
  it('is a keyed hash: not the PIN, different per user and per secret, the same when repeated', () => {
    const a = hashPin('secret-1', 'user-a', '1234');
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(a).not.toContain('1234');
    expect(hashPin('secret-1', 'user-a', '1234')).toBe(a);
    expect(hashPin('secret-1', 'user-b', '1234')).not.toBe(a);
    expect(hashPin('secret-2', 'user-a', '1234')).not.toBe(a);
    expect(hashPin('secret-1', 'user-a', '1235')).not.toBe(a);
  });
});

describe('checkPin', () => {
  it('refuses a missing or malformed PIN as bad input, naming the header, and counts nothing', async () => {
    const id = await userWithPin();
    for (const pin of [undefined, '', '123', '12345', '12a4', ' 1234', '١٢٣٤']) {
      const res = await check(id, pin);
      expect(res).toMatchObject({ status: 400, code: 'PIN_REQUIRED' });
      expect((res as { message: string }).message).toContain('X-Transaction-Pin');
    }
    expect(await row(id)).toEqual({ failed_attempts: 0, locked: false });
  });

  it('answers PIN_NOT_SET (422) to a user without a PIN', async () => {
    expect(await check(await userWithPin(null), '1234')).toEqual({
      status: 422,
      code: 'PIN_NOT_SET',
      message: PIN_MESSAGES.notSet,
    });
  });

  it('counts wrong PINs down to the lock; then even the right one is refused', async () => {
    const id = await userWithPin();
    for (const left of [4, 3, 2, 1]) {
      expect(await check(id, '0000')).toEqual({
        status: 403,
        code: 'PIN_INVALID',
        message: PIN_MESSAGES.invalid(left),
      });
    }
    expect(PIN_MESSAGES.invalid(1)).toBe('Incorrect PIN. 1 try left');
    const locked = { status: 429, code: 'PIN_LOCKED', message: PIN_MESSAGES.locked };
    expect(await check(id, '0000')).toEqual(locked);
    expect(await check(id, '1234')).toEqual(locked);
    expect(await check(id, '0000')).toEqual(locked);
    expect(await row(id)).toEqual({ failed_attempts: PIN_MAX_TRIES, locked: true });
    const status = await getPinStatus(pool, id);
    expect(status).toMatchObject({ is_set: true, tries_left: 0 });
    const minutes = (Date.parse(status.locked_until ?? '') - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
  });

  it('a right PIN starts the count again', async () => {
    const id = await userWithPin();
    expect(await check(id, '9999')).toMatchObject({ code: 'PIN_INVALID' });
    expect(await check(id, '9999')).toMatchObject({ message: PIN_MESSAGES.invalid(3) });
    expect(await check(id, '1234')).toBe('ok');
    expect(await row(id)).toEqual({ failed_attempts: 0, locked: false });
    expect(await check(id, '9999')).toMatchObject({ message: PIN_MESSAGES.invalid(4) });
  });

  it('after 30 minutes the lock is over and there are five tries again', async () => {
    const id = await userWithPin();
    for (let i = 0; i < PIN_MAX_TRIES; i++) await check(id, '0000');
    expect(await check(id, '1234')).toMatchObject({ code: 'PIN_LOCKED' });
    await pool.query(
      `UPDATE transaction_pins SET locked_until = now() - interval '1 second' WHERE user_id = $1`,
      [id],
    );
    expect(await getPinStatus(pool, id)).toEqual({
      is_set: true,
      locked_until: null,
      tries_left: 5,
    });
    expect(await check(id, '0000')).toMatchObject({ message: PIN_MESSAGES.invalid(4) });
    expect(await check(id, '1234')).toBe('ok');
    expect(await row(id)).toEqual({ failed_attempts: 0, locked: false });
  });

  it('setting the PIN again ends the lock', async () => {
    const id = await userWithPin();
    for (let i = 0; i < PIN_MAX_TRIES; i++) await check(id, '0000');
    await upsertPin(pool, id, hashPin(config.pinSecret, id, '4321'));
    expect(await getPinStatus(pool, id)).toEqual({
      is_set: true,
      locked_until: null,
      tries_left: 5,
    });
    expect(await check(id, '1234')).toMatchObject({ message: PIN_MESSAGES.invalid(4) });
    expect(await check(id, '4321')).toBe('ok');
  });

  it('20 wrong PINs at once: exactly five are counted, the fifth locks, the rest are refused unread', async () => {
    const id = await userWithPin();
    const answers = await Promise.all(Array.from({ length: 20 }, () => check(id, '0000')));
    const codes = answers.map((a) => (a === 'ok' ? a : a.code));
    expect(codes.filter((c) => c === 'PIN_INVALID')).toHaveLength(PIN_MAX_TRIES - 1);
    expect(codes.filter((c) => c === 'PIN_LOCKED')).toHaveLength(20 - (PIN_MAX_TRIES - 1));
    const left = answers.flatMap((a) =>
      a !== 'ok' && a.code === 'PIN_INVALID' ? [a.message] : [],
    );
    expect(left.sort()).toEqual([1, 2, 3, 4].map((n) => PIN_MESSAGES.invalid(n)).sort());
    expect(await row(id)).toEqual({ failed_attempts: PIN_MAX_TRIES, locked: true });
    expect(await check(id, '1234')).toMatchObject({ code: 'PIN_LOCKED' });
  });

  it('20 at once mixing the right PIN and wrong ones never gives more than five wrong tries in a row', async () => {
    const id = await userWithPin();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => check(id, i % 4 === 0 ? '1234' : '0000')),
    );
    expect(answers.every((a) => a === 'ok' || ['PIN_INVALID', 'PIN_LOCKED'].includes(a.code))).toBe(
      true,
    );
    const { failed_attempts } = (await row(id))!;
    expect(failed_attempts).toBeLessThanOrEqual(PIN_MAX_TRIES);
  });

  it("another user's PIN never opens mine", async () => {
    const mine = await userWithPin('1111');
    const theirs = await userWithPin('2222');
    expect(await check(mine, '2222')).toMatchObject({ code: 'PIN_INVALID' });
    expect(await check(theirs, '1111')).toMatchObject({ code: 'PIN_INVALID' });
    // Even their stored hash, copied over mine, does not match my PIN or theirs for me.
    await pool.query(
      `UPDATE transaction_pins SET pin_hash = (SELECT pin_hash FROM transaction_pins WHERE user_id = $2),
              failed_attempts = 0 WHERE user_id = $1`,
      [mine, theirs],
    );
    expect(await check(mine, '2222')).toMatchObject({ code: 'PIN_INVALID' });
    expect(await check(mine, '1111')).toMatchObject({ code: 'PIN_INVALID' });
  });
});
