import { randomUUID } from 'node:crypto';
import { createTestDatabase } from '#test/db.ts';
import { transfer } from './operations.ts';
import { makeUser } from './test-support.ts';

// Set-up of the tiers*.test.ts files: CBN's tiers as the posting functions
// enforce them (owo_kyc_apply, owo_kyc_rules, owo_post_batch), on a real
// PostgreSQL with the rules on.
export const { pool } = await createTestDatabase(40, { kycLimits: true });
export const NAIRA = 100;

let n = 0;
export async function customer(tier: 1 | 2 | 3) {
  const id = `tier${tier}-${++n}`;
  await makeUser(pool, id);
  await pool.query('UPDATE profiles SET kyc_tier = $2 WHERE id = $1', [id, tier]);
  return id;
}

export async function usedToday(userId: string) {
  const { rows } = await pool.query<{ used: string }>(
    `SELECT kyc_used AS used FROM ledger_accounts
      WHERE user_id = $1 AND currency = 'NGN' AND kyc_day = owo_lagos_day(now())`,
    [userId],
  );
  return Number(rows[0]?.used ?? 0);
}

export const send = (from: string, to: string, amount: number, currency: 'NGN' | 'USD' = 'NGN') =>
  transfer(pool, {
    fromUserId: from,
    toUserId: to,
    currency,
    amount,
    idempotencyKey: randomUUID(),
  });
