import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { latestMail, makeTestDeps, pathOf, signIn, signUpVerified } from '#test/auth-helpers.ts';
import { createTestDatabase } from '#test/db.ts';

let deps: ReturnType<typeof makeTestDeps>;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  const { url } = await createTestDatabase(4);
  deps = makeTestDeps(url);
  app = createApp(deps);
});

const post = (path: string, body: unknown) =>
  app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('password reset by e-mail', () => {
  it('mails a link that opens /auth?type=recovery&token=…, sets the new password and ends old sessions', async () => {
    const { cookie } = await signUpVerified(app, deps, 'ada@example.com', 'old-password');
    const asked = await post('/api/auth/request-password-reset', {
      email: 'ada@example.com',
      redirectTo: '/auth',
    });
    expect(asked.status).toBe(200);

    const mail = await latestMail(app, 'ada@example.com');
    expect(mail.subject).toBe('Reset your Owo password');
    expect(mail.link).toMatch(
      /^http:\/\/127\.0\.0\.1:3000\/api\/auth\/reset-password\/\w+\?callbackURL=%2Fauth%3Ftype%3Drecovery$/,
    );
    expect(mail.text.split('\n')).toContain(mail.link);

    const opened = await app.request(pathOf(mail.link as string));
    expect(opened.status).toBe(302);
    const landing = new URL(opened.headers.get('location') as string);
    expect(landing.origin + landing.pathname).toBe('http://127.0.0.1:3000/auth');
    expect(landing.searchParams.get('type')).toBe('recovery');
    const token = landing.searchParams.get('token') as string;
    expect(token).toBeTruthy();

    const reset = await post('/api/auth/reset-password', { token, newPassword: 'new-password' });
    expect(reset.status).toBe(200);
    expect(await reset.json()).toEqual({ status: true });

    const session = await app.request('/api/auth/get-session', { headers: { cookie } });
    expect(await session.json()).toBeNull();
    await expect(signIn(app, 'ada@example.com', 'old-password')).rejects.toThrow(/401/);
    expect(await signIn(app, 'ada@example.com', 'new-password')).toMatch(/session_token/);

    const replay = await post('/api/auth/reset-password', { token, newPassword: 'third-password' });
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ error: { code: 'INVALID_TOKEN' } });
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const res = await post('/api/auth/request-password-reset', { email: 'nobody@example.com' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: true });
    const box = await app.request('/api/dev/mailbox?to=nobody@example.com');
    expect(await box.json()).toEqual([]);
  });

  it('sends an expired or unknown link back to /auth with an error', async () => {
    const res = await app.request(
      '/api/auth/reset-password/not-a-token?callbackURL=%2Fauth%3Ftype%3Drecovery',
    );
    expect(res.status).toBe(302);
    const landing = new URL(res.headers.get('location') as string);
    expect(landing.pathname).toBe('/auth');
    expect(landing.searchParams.get('error')).toBe('INVALID_TOKEN');
  });
});
