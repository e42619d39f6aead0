import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { transfer } from '#server/ledger/operations.ts';
import { requestHash } from '#server/ledger/idempotency.ts';
import { fund } from '#server/ledger/test-support.ts';
import { freshDatabase, openServer } from './db.ts';

const server = await openServer();
const url = await freshDatabase(server.adminUrl, 'owo_probe', true);
const pool = new pg.Pool({ connectionString: url, max: 4 });
await pool.query(`INSERT INTO users (id,name,email) VALUES ('a','a','a@x.test'),('b','b','b@x.test')`);
await fund(pool, 'a', 'NGN', 10 ** 12);
const N = 1000;
const cpu = async (label: string, fn: () => Promise<unknown>) => {
  for (let i = 0; i < 50; i++) await fn();
  const c = process.cpuUsage();
  const t = performance.now();
  for (let i = 0; i < N; i++) await fn();
  const u = process.cpuUsage(c);
  console.log(label.padEnd(28), 'cpu µs', ((u.user + u.system) / N).toFixed(0), 'wall µs', (((performance.now() - t) * 1000) / N).toFixed(0));
};
await cpu('SELECT 1', () => pool.query('SELECT 1'));
await cpu('users lookup', () => pool.query('SELECT id, email FROM users WHERE id = $1 OR id = $2 OR email = $3', ['a', null, 'b@x.test']));
await cpu('requestHash', async () => requestHash({ kind: 'transfer', request: { to: 'b@x.test', currency: 'NGN', amount: 1, note: null } }));
await cpu('transfer()', () => transfer(pool, { fromUserId: 'a', toEmail: 'b@x.test', currency: 'NGN', amount: 1, idempotencyKey: randomUUID() }));
await pool.end();
await server.stop();
