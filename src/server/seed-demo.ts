import { createAuth } from './auth/auth.ts';
import type { AppDeps } from './http/context.ts';
import { convert, transfer } from './ledger/operations.ts';
import { postTransaction } from './ledger/post.ts';

export const DEMO = {
  email: 'demo@owo.example',
  password: 'demo-password',
  name: 'Ada Demo',
  friend: { email: 'tunde@owo.example', password: 'demo-password', name: 'Tunde Demo' },
};

/**
 * A confirmed account, signed up through better-auth's API (no bot check for
 * the server's own calls) with the confirmation mail dropped, then confirmed.
 */
async function ensureUser(deps: AppDeps, u: { email: string; password: string; name: string }) {
  const found = await deps.pool.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
    u.email,
  ]);
  if (found.rows[0]) return found.rows[0].id;
  const quiet = createAuth({ ...deps, outbox: { ...deps.outbox, send: async () => {} } });
  const { user } = await quiet.api.signUpEmail({ body: u });
  await deps.pool.query('UPDATE users SET email_verified = true WHERE id = $1', [user.id]);
  return user.id;
}

/**
 * A demo account with some history, so a new user can look around at once.
 * Every posting has a fixed idempotency key: running it twice changes nothing.
 */
export async function seedDemo(deps: AppDeps) {
  const { pool } = deps;
  const demoId = await ensureUser(deps, DEMO);
  const friendId = await ensureUser(deps, DEMO.friend);
  await pool.query(
    `UPDATE profiles SET full_name = $2, phone_number = '+234 803 000 0000', city = 'Lagos', state = 'Lagos'
      WHERE id = $1 AND full_name IS NULL`,
    [demoId, DEMO.name],
  );
  // The history below holds foreign currency, which tier 1 may not: it is
  // posted on tier 3, then the accounts start on tier 1 like every new one, so
  // a newcomer can try the BVN upgrade with the demo account.
  const demoIds = [demoId, friendId];
  await pool.query('UPDATE profiles SET kyc_tier = 3 WHERE id = ANY($1) AND bvn_hash IS NULL', [
    demoIds,
  ]);
  const deposit = (userId: string, currency: 'NGN' | 'USD', amount: number, key: string) =>
    postTransaction(pool, {
      kind: 'deposit',
      category: 'funding',
      description: 'Bank transfer deposit',
      userId,
      actorId: 'system:seed-demo',
      idempotencyKey: key,
      request: { userId, currency, amount },
      legs: [
        { account: { system: 'funding', currency }, amount: -amount },
        { account: { userId, currency }, amount },
      ],
    });
  await deposit(demoId, 'NGN', 25_000_000, 'seed-demo:deposit-ngn');
  await deposit(demoId, 'USD', 50_000, 'seed-demo:deposit-usd');
  await deposit(friendId, 'NGN', 5_000_000, 'seed-demo:deposit-friend');
  await convert(pool, {
    userId: demoId,
    from: 'NGN',
    to: 'CNY',
    amount: 2_127_700,
    idempotencyKey: 'seed-demo:convert',
  });
  await transfer(pool, {
    fromUserId: demoId,
    toUserId: friendId,
    currency: 'NGN',
    amount: 1_500_050,
    description: 'Lunch money',
    idempotencyKey: 'seed-demo:transfer-out',
  });
  await transfer(pool, {
    fromUserId: friendId,
    toUserId: demoId,
    currency: 'NGN',
    amount: 750_000,
    description: 'Refund for tickets',
    idempotencyKey: 'seed-demo:transfer-in',
  });
  await pool.query(
    `UPDATE profiles SET kyc_tier = 1 WHERE id = ANY($1) AND bvn_hash IS NULL AND kyc_status <> 'verified'`,
    [demoIds],
  );
  return { email: DEMO.email, password: DEMO.password, userId: demoId };
}
