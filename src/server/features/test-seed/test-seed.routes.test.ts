import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { cookieFrom, makeTestDeps } from '#test/auth-helpers.ts';
import { createTestDatabase } from '#test/db.ts';
import { TEST_SEED_HEADER } from './test-seed.routes.ts';

const TOKEN = 'a-test-seed-token-of-at-least-32-characters';
const json = (body: unknown, token?: string) => ({
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    ...(token ? { [TEST_SEED_HEADER]: token } : {}),
  },
  body: JSON.stringify(body),
});

describe('the browser tests’ seeding routes', () => {
  let url: string;
  beforeAll(async () => {
    ({ url } = await createTestDatabase());
  });

  it('make a confirmed, signed-in account, and an administrator when asked', async () => {
    const app = createApp(makeTestDeps(url, { TEST_SEED_TOKEN: TOKEN }));
    const res = await app.request(
      '/api/test/users',
      json({ email: 'Seeded@Example.com', password: 'Sup3rSecret!', admin: true }, TOKEN),
    );
    expect(res.status).toBe(201);
    const me = await app.request('/api/me', { headers: { cookie: cookieFrom(res) } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: 'seeded@example.com', is_admin: true });

    const plain = await app.request(
      '/api/test/users',
      json({ email: 'plain@example.com', password: 'Sup3rSecret!', name: 'Ada Obi' }, TOKEN),
    );
    const cookie = cookieFrom(plain);
    expect(await (await app.request('/api/me', { headers: { cookie } })).json()).toMatchObject({
      is_admin: false,
      full_name: 'Ada Obi',
    });
    const promoted = await app.request(
      '/api/test/admins',
      json({ email: 'plain@example.com' }, TOKEN),
    );
    expect(promoted.status).toBe(200);
    expect(await (await app.request('/api/me', { headers: { cookie } })).json()).toMatchObject({
      is_admin: true,
    });
    const unknown = await app.request(
      '/api/test/admins',
      json({ email: 'nobody@example.com' }, TOKEN),
    );
    expect(unknown.status).toBe(404);
    const bad = await app.request('/api/test/users', json({ email: 'x', password: '1' }, TOKEN));
    expect(bad.status).toBe(400);
  });

  it('are an unknown route without the token, with a wrong one, or outside NODE_ENV=test', async () => {
    const body = { email: 'intruder@example.com', password: 'Sup3rSecret!', admin: true };
    const seeded = createApp(makeTestDeps(url, { TEST_SEED_TOKEN: TOKEN }));
    expect((await seeded.request('/api/test/users', json(body))).status).toBe(404);
    expect((await seeded.request('/api/test/users', json(body, `${TOKEN}x`))).status).toBe(404);
    expect((await seeded.request('/api/test/admins', json(body, TOKEN.slice(1)))).status).toBe(404);
    const unset = createApp(makeTestDeps(url));
    expect((await unset.request('/api/test/users', json(body, TOKEN))).status).toBe(404);
    const development = createApp(
      makeTestDeps(url, { NODE_ENV: 'development', TEST_SEED_TOKEN: TOKEN }),
    );
    expect((await development.request('/api/test/users', json(body, TOKEN))).status).toBe(404);
    const { pool } = makeTestDeps(url);
    const { rowCount } = await pool.query('SELECT 1 FROM users WHERE email = $1', [body.email]);
    expect(rowCount).toBe(0);
  });

  it('production refuses a TEST_SEED_TOKEN', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_SEED_TOKEN: TOKEN })).toThrow(
      /TEST_SEED_TOKEN is for the browser tests and is refused in production/,
    );
  });
});
