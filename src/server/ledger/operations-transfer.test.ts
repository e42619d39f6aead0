import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pool } from './operations.test-support.ts';
import { transfer } from './operations.ts';
import { balanceOf } from './test-support.ts';

// transfer (set-up in operations.test-support.ts).

describe('transfer', () => {
  it("moves money to another user's wallet, each side with its own line", async () => {
    const result = await transfer(pool, {
      fromUserId: 'ada',
      toEmail: ' Bola@Example.com ',
      currency: 'NGN',
      amount: 150_050,
      idempotencyKey: randomUUID(),
    });
    expect(result.transaction).toMatchObject({
      kind: 'transfer',
      category: 'transfer',
      user_id: 'ada',
    });
    expect(result.transaction.reference).toMatch(/^TRF-/);
    expect(result.entries.map((e) => [e.user_id, e.amount, e.description])).toEqual([
      ['ada', -150_050, 'Transfer to bola@example.com'],
      ['bola', 150_050, 'Transfer from ada@example.com'],
    ]);
    expect(await balanceOf(pool, 'bola', 'NGN')).toBe(150_050);
    expect(await balanceOf(pool, 'ada', 'NGN')).toBe(1_000_000 - 150_050);
  });

  it('keeps a note and accepts a user id as recipient', async () => {
    const result = await transfer(pool, {
      fromUserId: 'ada',
      toUserId: 'bola',
      currency: 'USD',
      amount: 100,
      description: 'lunch',
      idempotencyKey: randomUUID(),
    });
    expect(result.transaction.description).toBe('lunch');
    expect(result.entries[0]!.description).toBe('Transfer to bola@example.com: lunch');
  });

  it('finds only confirmed recipients: an unconfirmed one is unknown, by e-mail or by id', async () => {
    const base = { fromUserId: 'ada', currency: 'NGN' as const, amount: 100 };
    const notFound = { code: 'NOT_FOUND', message: 'Recipient not found' };
    await expect(
      transfer(pool, { ...base, toEmail: 'new@example.com', idempotencyKey: randomUUID() }),
    ).rejects.toMatchObject(notFound);
    await expect(
      transfer(pool, { ...base, toUserId: 'new', idempotencyKey: randomUUID() }),
    ).rejects.toMatchObject(notFound);
    expect(await balanceOf(pool, 'new', 'NGN')).toBe(0);
  });

  it('refuses unknown recipients, oneself, inactive recipients and overdrafts', async () => {
    const base = { fromUserId: 'ada', currency: 'NGN' as const, amount: 100 };
    const key = () => randomUUID();
    await expect(
      transfer(pool, { ...base, toEmail: 'who@example.com', idempotencyKey: key() }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Recipient not found' });
    await expect(
      transfer(pool, { ...base, toEmail: 'ada@example.com', idempotencyKey: key() }),
    ).rejects.toMatchObject({ code: 'BUSINESS_RULE' });
    await expect(
      transfer(pool, { ...base, toEmail: 'off@example.com', idempotencyKey: key() }),
    ).rejects.toMatchObject({
      code: 'ACCOUNT_INACTIVE',
      message: "The recipient's account is inactive",
    });
    await expect(
      transfer(pool, {
        ...base,
        fromUserId: 'bola',
        toEmail: 'ada@example.com',
        amount: 10 ** 11,
        idempotencyKey: key(),
      }),
    ).rejects.toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    await expect(
      transfer(pool, { ...base, toEmail: 'bola@example.com', amount: 0, idempotencyKey: key() }),
    ).rejects.toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(await balanceOf(pool, 'off', 'NGN')).toBe(0);
  });
});
