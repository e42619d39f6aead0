import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#test/db.ts';
import type { Pool } from './client.ts';
import { inTransaction } from './transaction.ts';

let pool: Pool;
beforeAll(async () => {
  ({ pool } = await createTestDatabase(4));
  await pool.query('CREATE TABLE t (n int)');
});
const rows = async () => (await pool.query('SELECT n FROM t ORDER BY n')).rows.map((r) => r.n);

describe('inTransaction', () => {
  it('commits when the function resolves and rolls back when it throws', async () => {
    await inTransaction(pool, (c) => c.query('INSERT INTO t VALUES (1)'));
    await expect(
      inTransaction(pool, async (c) => {
        await c.query('INSERT INTO t VALUES (2)');
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect(await rows()).toEqual([1]);
  });

  it('runs the whole transaction again after a serialization failure, unless told not to', async () => {
    let calls = 0;
    const failOnce = async (c: { query: (q: string) => Promise<unknown> }) => {
      calls++;
      await c.query(`INSERT INTO t VALUES (${10 + calls})`);
      if (calls === 1) throw Object.assign(new Error('could not serialize'), { code: '40001' });
    };
    await inTransaction(pool, failOnce);
    expect(calls).toBe(2);
    expect(await rows()).toEqual([1, 12]);
    calls = 0;
    await expect(inTransaction(pool, failOnce, { retry: false })).rejects.toThrow('serialize');
    expect(calls).toBe(1);
  });

  it('sets the isolation level and read-only mode', async () => {
    const seen = await inTransaction(
      pool,
      async (c) => (await c.query('SHOW transaction_isolation')).rows[0].transaction_isolation,
      { isolation: 'REPEATABLE READ', readOnly: true },
    );
    expect(seen).toBe('repeatable read');
    await expect(
      inTransaction(pool, (c) => c.query('INSERT INTO t VALUES (3)'), { readOnly: true }),
    ).rejects.toThrow(/read-only/);
  });

  it('uses a given client as it is, and leaves it open', async () => {
    const client = await pool.connect();
    await inTransaction(client, (c) => c.query('INSERT INTO t VALUES (4)'));
    expect((await client.query('SELECT count(*)::int AS n FROM t WHERE n = 4')).rows[0].n).toBe(1);
    client.release();
  });
});
