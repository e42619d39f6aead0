import { beforeAll } from 'vitest';
import { createTestDatabase } from '#test/db.ts';
import { fund, makeUser } from './test-support.ts';

// Set-up of the operations-*.test.ts files: a database of their own, with
// ada (funded in NGN and USD), bola, an inactive user, an unconfirmed one and an admin.

export const { pool } = await createTestDatabase(10);

beforeAll(async () => {
  await makeUser(pool, 'ada', { email: 'ada@example.com' });
  await makeUser(pool, 'bola', { email: 'bola@example.com' });
  await makeUser(pool, 'off', { email: 'off@example.com', active: false });
  await makeUser(pool, 'new', { email: 'new@example.com', confirmed: false });
  await makeUser(pool, 'root', { email: 'root@example.com', admin: true });
  await fund(pool, 'ada', 'NGN', 1_000_000);
  await fund(pool, 'ada', 'USD', 10_000);
});
