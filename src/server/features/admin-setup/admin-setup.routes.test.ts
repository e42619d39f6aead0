import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import type { Pool } from '#server/db/client.ts';
import { makeTestDeps, signUpVerified } from '#test/auth-helpers.ts';
import { createTestDatabase } from '#test/db.ts';
import { promoteBySetup } from './admin-setup.service.ts';
import { forgetSetupCode, issueSetupCode } from './setup-code.ts';

// A database of its own: these tests need one with no administrator at all.
let app: ReturnType<typeof createApp>;
let pool: Pool;
let origin: string;
const users: Record<'ada' | 'bola' | 'chi', { cookie: string; userId: string; email: string }> =
  {} as never;

beforeAll(async () => {
  const db = await createTestDatabase(4);
  const deps = makeTestDeps(db.url, {}, 10);
  app = createApp(deps);
  pool = db.pool;
  origin = deps.config.publicUrl;
  for (const name of ['ada', 'bola', 'chi'] as const) {
    const email = `${name}-${randomUUID()}@example.com`;
    users[name] = { ...(await signUpVerified(app, deps, email)), email };
  }
});

beforeEach(async () => {
  await pool.query('UPDATE profiles SET is_admin = false');
});

const call = async (method: 'GET' | 'POST', cookie: string, body?: unknown) => {
  const headers: Record<string, string> = cookie ? { cookie, origin } : {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await app.request('/api/admin/setup', {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
  return { status: res.status, json: (await res.json()) as any };
};

const admins = async () =>
  (await pool.query<{ id: string }>('SELECT id FROM profiles WHERE is_admin ORDER BY id')).rows.map(
    (r) => r.id,
  );
const roleAudits = async () =>
  (
    await pool.query<{ actor_id: string; target_id: string; before: unknown; after: unknown }>(
      `SELECT actor_id, target_id, before, after FROM audit_log WHERE action = 'user.role' ORDER BY id`,
    )
  ).rows;

describe('admin setup', () => {
  it('lets a signed-in user promote an account while no administrator exists, then closes', async () => {
    const { ada, bola, chi } = users;
    expect((await call('GET', ada.cookie)).json).toEqual({
      admin_exists: false,
      can_promote: true,
      setup_code_required: false,
    });
    const auditsBefore = (await roleAudits()).length;

    const res = await call('POST', ada.cookie, { email: `  ${bola.email.toUpperCase()} ` });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ id: bola.userId, email: bola.email, is_admin: true });
    expect(await admins()).toEqual([bola.userId]);
    expect((await roleAudits()).slice(auditsBefore)).toEqual([
      {
        actor_id: ada.userId,
        target_id: bola.userId,
        before: { is_admin: false },
        after: { is_admin: true },
      },
    ]);

    // Closed for everyone but administrators now.
    expect((await call('GET', chi.cookie)).json).toEqual({
      admin_exists: true,
      can_promote: false,
      setup_code_required: false,
    });
    const closed = await call('POST', chi.cookie, { email: chi.email });
    expect(closed.status).toBe(403);
    expect(closed.json.error.code).toBe('FORBIDDEN');
    const ownAgain = await call('POST', ada.cookie, { email: ada.email });
    expect(ownAgain.status).toBe(403);
    expect(await admins()).toEqual([bola.userId]);

    // An administrator still may.
    expect((await call('GET', bola.cookie)).json.can_promote).toBe(true);
    const byAdmin = await call('POST', bola.cookie, { email: chi.email });
    expect(byAdmin.status).toBe(200);
    expect((await admins()).sort()).toEqual([bola.userId, chi.userId].sort());
  });

  it('answers 404 naming the e-mail, 400 without one, 401 signed out', async () => {
    const missing = await call('POST', users.ada.cookie, { email: 'nobody@example.com' });
    expect(missing.status).toBe(404);
    expect(missing.json.error.message).toBe('User not found: nobody@example.com');
    const empty = await call('POST', users.ada.cookie, { email: '' });
    expect(empty.status).toBe(400);
    expect(empty.json.error.field).toBe('email');
    expect((await call('POST', '', { email: users.ada.email })).status).toBe(401);
    expect((await call('GET', '')).status).toBe(401);
    expect(await admins()).toEqual([]);
  });

  it('makes only one first administrator when several try at the same moment', async () => {
    const { ada, bola, chi } = users;
    for (let round = 0; round < 5; round++) {
      await pool.query('UPDATE profiles SET is_admin = false');
      // Each promotes themselves: whoever comes second must see the first administrator.
      const tries = await Promise.all(
        [ada, bola, chi].map((u) => call('POST', u.cookie, { email: u.email })),
      );
      expect(tries.map((t) => t.status).sort()).toEqual([200, 403, 403]);
      const winner = [ada, bola, chi][tries.findIndex((t) => t.status === 200)];
      expect(await admins()).toEqual([winner?.userId]);
    }
  });

  it('in production, asks for the one-time setup code while no administrator exists', async () => {
    const { ada, bola } = users;
    const input = { callerId: ada.userId, email: ada.email, requireCode: true };
    const code = issueSetupCode();
    try {
      await expect(promoteBySetup(pool, input)).rejects.toMatchObject({
        status: 400,
        field: 'setup_code',
      });
      await expect(promoteBySetup(pool, { ...input, setupCode: `${code}x` })).rejects.toMatchObject(
        { status: 403, message: 'Invalid setup code' },
      );
      expect(await admins()).toEqual([]);
      await expect(promoteBySetup(pool, { ...input, setupCode: code })).resolves.toMatchObject({
        id: ada.userId,
      });
      // The code is spent: with the administrator demoted again, it opens nothing.
      await pool.query('UPDATE profiles SET is_admin = false');
      await expect(
        promoteBySetup(pool, { ...input, email: bola.email, setupCode: code }),
      ).rejects.toMatchObject({ status: 403 });
      expect(await admins()).toEqual([]);
    } finally {
      forgetSetupCode();
    }
  });
});
