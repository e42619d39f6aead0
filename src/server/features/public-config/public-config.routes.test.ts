import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { makeTestDeps } from '#test/auth-helpers.ts';
import { createTestDatabase } from '#test/db.ts';

let url: string;
beforeAll(async () => {
  ({ url } = await createTestDatabase(2));
});

const get = async (env: Record<string, string | undefined>) => {
  const res = await createApp(makeTestDeps(url, env)).request('/api/config/public');
  expect(res.status).toBe(200);
  return res.json();
};

describe('GET /api/config/public', () => {
  it('has the exact shape the web app reads, with the fake defaults', async () => {
    expect(await get({ BOT_CHECK: 'altcha', AUTO_LOCK_MINUTES: undefined })).toEqual({
      bot_check: 'altcha',
      turnstile_site_key: null,
      google: false,
      bank: {
        account_number: '0000000000',
        bank_name: 'Example Bank (test)',
        account_name: 'Owo Payments Ltd (test)',
      },
      support: { email: 'support@owo.example', phone: '+234 800 000 0000' },
      auto_lock_minutes: 5,
    });
  });

  it('passes the auto-lock time on, 0 meaning never', async () => {
    expect((await get({ AUTO_LOCK_MINUTES: '15' })).auto_lock_minutes).toBe(15);
    expect((await get({ AUTO_LOCK_MINUTES: '0' })).auto_lock_minutes).toBe(0);
    expect(() => makeTestDeps(url, { AUTO_LOCK_MINUTES: '-1' })).toThrow(/AUTO_LOCK_MINUTES/);
  });

  it('names Turnstile with its site key, and Google when configured, and never a secret', async () => {
    const body = await get({
      BOT_CHECK: 'altcha',
      TURNSTILE_SITE_KEY: 'site-key',
      TURNSTILE_SECRET_KEY: 'secret-key',
      GOOGLE_CLIENT_ID: 'gid',
      GOOGLE_CLIENT_SECRET: 'gsecret',
      BANK_ACCOUNT_NUMBER: '0123456789',
      SUPPORT_EMAIL: 'help@owo.test',
    });
    expect(body).toMatchObject({
      bot_check: 'turnstile',
      turnstile_site_key: 'site-key',
      google: true,
      bank: { account_number: '0123456789' },
      support: { email: 'help@owo.test' },
    });
    expect(JSON.stringify(body)).not.toMatch(/secret-key|gsecret/);
    expect((await get({ BOT_CHECK: 'off' })).bot_check).toBe('off');
  });
});
