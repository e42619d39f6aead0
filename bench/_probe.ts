import { randomUUID } from 'node:crypto';
import { createApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { createDeps } from '#server/deps.ts';
import { createLogger } from '#server/log.ts';
import { fund } from '#server/ledger/test-support.ts';
import { freshDatabase, openServer } from './db.ts';

const server = await openServer();
const url = await freshDatabase(server.adminUrl, 'owo_probe', true);
const config = loadConfig({ NODE_ENV: 'test', BOT_CHECK: 'off', RATE_LIMIT: 'off', LOG_LEVEL: 'silent' });
const deps = createDeps(config, url, createLogger('silent'), 5);
const app = createApp(deps);
const log: string[] = [];
const orig = deps.pool.query.bind(deps.pool);
// biome-ignore lint/suspicious/noExplicitAny: probe
(deps.pool as any).query = (...args: any[]) => {
  const a = args[0];
  log.push(typeof a === 'string' ? a : (a?.text ?? String(a)));
  // biome-ignore lint/suspicious/noExplicitAny: probe
  return (orig as any)(...args);
};
const origConnect = deps.pool.connect.bind(deps.pool);
// biome-ignore lint/suspicious/noExplicitAny: probe
(deps.pool as any).connect = (...args: any[]) => {
  // biome-ignore lint/suspicious/noExplicitAny: probe
  if (typeof args[0] === 'function') { const cb = args[0]; return (origConnect as any)((err: any, c: any, done: any) => { if (c) wrap(c); cb(err, c, done); }); }
  // biome-ignore lint/suspicious/noExplicitAny: probe
  return (origConnect as any)().then((c: any) => { wrap(c); return c; });
};
// biome-ignore lint/suspicious/noExplicitAny: probe
function wrap(c: any) {
  if (!c.__wrapped) {
    const q = c.query.bind(c);
    // biome-ignore lint/suspicious/noExplicitAny: probe
    c.query = (...qa: any[]) => { const a = qa[0]; log.push('[client] ' + (typeof a === 'string' ? a : a?.text ?? '')); return q(...qa); };
    c.__wrapped = true;
  }
}
const headers = { 'content-type': 'application/json', origin: config.publicUrl };
const mk = async (n: string) => {
  const email = `${n}@probe.test`;
  await app.request('/api/auth/sign-up/email', { method: 'POST', headers, body: JSON.stringify({ name: n, email, password: 'probe-password-1' }) });
  await deps.pool.query('UPDATE users SET email_verified = true WHERE email = $1', [email]);
  const r = await app.request('/api/auth/sign-in/email', { method: 'POST', headers, body: JSON.stringify({ email, password: 'probe-password-1' }) });
  const cookie = r.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const { rows } = await deps.pool.query('SELECT id FROM users WHERE email = $1', [email]);
  return { cookie, id: rows[0].id, email };
};
const a = await mk('a');
const b = await mk('b');
await fund(deps.pool, a.id, 'NGN', 100000);
for (let i = 0; i < 2; i++) {
  log.length = 0;
  const t0 = performance.now();
  const r = await app.request('/api/transfers', { method: 'POST', headers: { ...headers, cookie: a.cookie, 'idempotency-key': randomUUID() }, body: JSON.stringify({ to_email: b.email, currency: 'NGN', amount: 100 }) });
  console.log(r.status, (performance.now() - t0).toFixed(1), 'ms');
  console.log(log.map((l) => l.replace(/\s+/g, ' ').slice(0, 160)).join('\n'));
}
const N = 300;
let t0 = performance.now();
for (let i = 0; i < N; i++) await app.request('/api/transfers', { method: 'POST', headers: { ...headers, cookie: a.cookie, 'idempotency-key': randomUUID() }, body: JSON.stringify({ to_email: b.email, currency: 'NGN', amount: 1 }) });
console.log('serial http per req ms', ((performance.now() - t0) / N).toFixed(2));
const cpu0 = process.cpuUsage();
t0 = performance.now();
for (let i = 0; i < N; i++) await app.request('/api/me', { headers: { cookie: a.cookie } });
console.log('serial /api/me per req ms', ((performance.now() - t0) / N).toFixed(2), 'cpu', (process.cpuUsage(cpu0).user / N / 1000).toFixed(2));
{
  const { transfer } = await import('#server/ledger/operations.ts');
  const c0 = process.cpuUsage();
  const t1 = performance.now();
  for (let i = 0; i < N; i++) await transfer(deps.pool, { fromUserId: a.id, toEmail: b.email, currency: 'NGN', amount: 1, idempotencyKey: randomUUID() });
  console.log('serial ledger transfer() per call ms', ((performance.now() - t1) / N).toFixed(2), 'cpu', (process.cpuUsage(c0).user / N / 1000).toFixed(2));
  const c1 = process.cpuUsage();
  for (let i = 0; i < N; i++) await app.request('/api/transfers', { method: 'POST', headers: { ...headers, cookie: a.cookie, 'idempotency-key': randomUUID() }, body: JSON.stringify({ to_email: b.email, currency: 'NGN', amount: 1 }) });
  console.log('serial app.request transfer cpu per req', (process.cpuUsage(c1).user / N / 1000).toFixed(2));
  const c2 = process.cpuUsage();
  for (let i = 0; i < N; i++) await deps.pool.query('SELECT 1');
  console.log('serial SELECT 1 cpu per q', (process.cpuUsage(c2).user / N / 1000).toFixed(3));
}
await deps.pool.end();
await server.stop();
