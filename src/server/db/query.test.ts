import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#test/db.ts';
import type { Pool } from './client.ts';
import { all, compiledOnce, qb } from './query.ts';

// compiledOnce on a real PostgreSQL: the same rows as the query built for each call, with the
// arguments where the placeholders were, constants kept, and an argument the SQL never
// receives refused rather than silently dropped.

let pool: Pool;
beforeAll(async () => {
  ({ pool } = await createTestDatabase(2));
  await pool.query(
    `INSERT INTO users (id, name, email, email_verified) VALUES
       ('u1', 'Ada', 'ada@example.com', true), ('u2', 'Bola', 'bola@example.com', false)`,
  );
});

const byEmail = (email: string, minLength: number) =>
  qb
    .selectFrom('users')
    .select(['id', 'email', sql<boolean>`length(name) >= ${minLength}::int`.as('long_name')])
    .where('email', '=', email)
    .where('id', '<>', 'nobody')
    .where(sql<boolean>`length(email) >= ${minLength}::int`);

describe('compiledOnce', () => {
  it('answers as the query built each time, for every call of the one compiled text', async () => {
    const once = compiledOnce('test-users-by-email', byEmail);
    for (const [email, min] of [
      ['ada@example.com', 4],
      ['bola@example.com', 4],
      ['ada@example.com', 40],
      ['nobody@example.com', 1],
    ] as const) {
      expect(await once(pool, email, min)).toEqual(await all(pool, byEmail(email, min)));
    }
    expect(await once(pool, 'bola@example.com', 4)).toEqual([
      { id: 'u2', email: 'bola@example.com', long_name: true },
    ]);
  });

  it('refuses a builder that leaves an argument out of the SQL', async () => {
    const unused = compiledOnce('test-unused', (email: string, _n: number) =>
      qb.selectFrom('users').select('id').where('email', '=', email),
    );
    await expect(unused(pool, 'ada@example.com', 1)).rejects.toThrow('argument 1 unused');
  });
});
