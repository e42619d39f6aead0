import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { makeTestDeps, signUpVerified } from '#test/auth-helpers.ts';
import { createTestDatabase } from '#test/db.ts';
import { MONEY_REQUESTS_PER_MINUTE } from './rate-limit.ts';

let app: ReturnType<typeof createApp>;
let cookie: string;
let otherCookie: string;
beforeAll(async () => {
  const { url } = await createTestDatabase(2);
  // Signing up is not limited here (BOT_CHECK=off makes these helpers work); money routes are.
  const deps = makeTestDeps(url, { RATE_LIMIT: 'on' });
  app = createApp(deps);
  cookie = (await signUpVerified(app, deps, `rl-${randomUUID()}@example.com`)).cookie;
  otherCookie = (await signUpVerified(app, deps, `rl2-${randomUUID()}@example.com`)).cookie;
});

const convert = (c: string) =>
  app.request('/api/wallets/convert', {
    method: 'POST',
    headers: {
      cookie: c,
      origin: 'http://127.0.0.1:3000',
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify({ from: 'NGN', to: 'USD', amount: 1_000_000 }),
  });

describe('money-moving routes', () => {
  it(`allow ${MONEY_REQUESTS_PER_MINUTE} requests a minute per user, then answer 429`, async () => {
    for (let i = 0; i < MONEY_REQUESTS_PER_MINUTE; i++)
      expect((await convert(cookie)).status).toBe(422);
    const limited = await convert(cookie);
    expect(limited.status).toBe(429);
    expect((await limited.json()).error.code).toBe('RATE_LIMITED');
    expect(limited.headers.get('retry-after')).toBe('60');
    // Another user has a budget of their own.
    expect((await convert(otherCookie)).status).toBe(422);
  });
});
