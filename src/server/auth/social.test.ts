import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { makeTestDeps } from '#test/auth-helpers.ts';
import { createTestDatabase } from '#test/db.ts';

let url: string;
beforeAll(async () => {
  ({ url } = await createTestDatabase(2));
});

const startGoogle = (env: Record<string, string>) =>
  createApp(makeTestDeps(url, env)).request('/api/auth/sign-in/social', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ provider: 'google', callbackURL: '/dashboard' }),
  });

describe('Google sign-in', () => {
  it('sends the browser to Google when GOOGLE_CLIENT_ID and _SECRET are set', async () => {
    const res = await startGoogle({
      GOOGLE_CLIENT_ID: 'client-id',
      GOOGLE_CLIENT_SECRET: 'client-secret',
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.redirect).toBe(true);
    const google = new URL(body.url);
    expect(google.origin).toBe('https://accounts.google.com');
    expect(google.searchParams.get('client_id')).toBe('client-id');
    expect(google.searchParams.get('redirect_uri')).toBe(
      'http://127.0.0.1:3000/api/auth/callback/google',
    );
  });

  it('is not offered otherwise', async () => {
    const res = await startGoogle({});
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('PROVIDER_NOT_FOUND');
  });

  it('refuses a callback URL on another site', async () => {
    const res = await createApp(
      makeTestDeps(url, { GOOGLE_CLIENT_ID: 'client-id', GOOGLE_CLIENT_SECRET: 'client-secret' }),
    ).request('/api/auth/sign-in/social', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:3000' },
      body: JSON.stringify({ provider: 'google', callbackURL: 'https://evil.example/' }),
    });
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe('INVALID_CALLBACK_URL');
  });
});
