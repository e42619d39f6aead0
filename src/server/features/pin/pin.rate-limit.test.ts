import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { makeTestDeps, signUpVerified } from '#test/auth-helpers.ts';
import { createTestDatabase } from '#test/db.ts';
import { PIN_SETS_PER_MINUTE } from './pin.routes.ts';

let app: ReturnType<typeof createApp>;
let cookie: string;
let origin: string;
beforeAll(async () => {
  const { url } = await createTestDatabase(2);
  const deps = makeTestDeps(url, { RATE_LIMIT: 'on' });
  origin = deps.config.publicUrl;
  app = createApp(deps);
  cookie = (await signUpVerified(app, deps, `pin-rl-${randomUUID()}@example.com`)).cookie;
});

const put = (password: string) =>
  app.request('/api/me/pin', {
    method: 'PUT',
    headers: { cookie, origin, 'content-type': 'application/json' },
    body: JSON.stringify({ pin: '1234', current_password: password }),
  });

describe('PUT /api/me/pin', () => {
  it('is rate limited: guessing the account password through it is cut off', async () => {
    for (let i = 0; i < PIN_SETS_PER_MINUTE; i++)
      expect((await put(`guess-${i}`)).status).toBe(403);
    const limited = await put('secret-password');
    expect(limited.status).toBe(429);
    expect((await limited.json()).error.code).toBe('RATE_LIMITED');
  });
});
