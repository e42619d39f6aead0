import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { MONEY_REQUESTS_PER_MINUTE } from '#server/http/rate-limit.ts';
import { makeTestDeps, signUpVerified } from '#test/auth-helpers.ts';
import { createTestDatabase } from '#test/db.ts';
import { newGiftCardCode } from './gift-cards.service.ts';

let app: ReturnType<typeof createApp>;
let cookie: string;
let origin: string;
beforeAll(async () => {
  const { url } = await createTestDatabase(2);
  const deps = makeTestDeps(url, { RATE_LIMIT: 'on' });
  origin = deps.config.publicUrl;
  app = createApp(deps);
  cookie = (await signUpVerified(app, deps, `gc-rl-${randomUUID()}@example.com`)).cookie;
});

const redeem = () =>
  app.request('/api/gift-cards/redeem', {
    method: 'POST',
    headers: {
      cookie,
      origin,
      'content-type': 'application/json',
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify({ code: newGiftCardCode() }),
  });

describe('POST /api/gift-cards/redeem', () => {
  it('is limited like every money route: guessing codes in bulk is cut off', async () => {
    for (let i = 0; i < MONEY_REQUESTS_PER_MINUTE; i++) expect((await redeem()).status).toBe(404);
    const limited = await redeem();
    expect(limited.status).toBe(429);
    expect((await limited.json()).error.code).toBe('RATE_LIMITED');
  });
});
