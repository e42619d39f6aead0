import { beforeAll, describe, expect, it } from 'vitest';
import { mailSettled } from '#server/providers/email/outbox.ts';
import { NAME_MAX_LENGTH } from '#shared/constants.ts';
import { apiFixture } from '#test/api-fixture.ts';

let f: Awaited<ReturnType<typeof apiFixture>>;
beforeAll(async () => {
  f = await apiFixture();
});

const TOO_LONG = { code: 'VALIDATION_ERROR', message: 'name: must be at most 100 characters' };

const signUp = (name: string, email: string) =>
  f.app.request('/api/auth/sign-up/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email, password: 'secret-password' }),
  });

const stored = async (email: string) => {
  await mailSettled();
  const { rows } = await f.pool.query(
    `SELECT u.name, p.full_name,
            (SELECT count(*)::int FROM dev_mail m WHERE m."to" = u.email) AS mails
       FROM users u JOIN profiles p ON p.id = u.id WHERE u.email = $1`,
    [email],
  );
  return rows[0] as { name: string; full_name: string | null; mails: number } | undefined;
};

describe('a name', () => {
  it('of 101 characters is refused at sign-up with 400: nothing stored, nothing mailed', async () => {
    const res = await signUp('N'.repeat(NAME_MAX_LENGTH + 1), 'long-name@example.com');
    expect(res.status).toBe(400);
    expect((await res.json()).error).toEqual(TOO_LONG);
    expect(await stored('long-name@example.com')).toBeUndefined();
  });

  it('of 100 characters is kept whole, in the user and the profile', async () => {
    const name = 'N'.repeat(NAME_MAX_LENGTH);
    expect((await signUp(name, 'just-fits@example.com')).status).toBe(200);
    expect(await stored('just-fits@example.com')).toEqual({ name, full_name: name, mails: 1 });
  });

  it('cannot grow past 100 characters through update-user or the profile', async () => {
    const headers = {
      'content-type': 'application/json',
      cookie: f.ada.cookie,
      origin: f.deps.config.publicUrl,
    };
    const update = await f.app.request('/api/auth/update-user', {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'U'.repeat(NAME_MAX_LENGTH + 1) }),
    });
    expect(update.status).toBe(400);
    expect((await update.json()).error).toEqual(TOO_LONG);
    const profile = await f.call('PATCH', '/api/me', {
      cookie: f.ada.cookie,
      body: { full_name: 'P'.repeat(NAME_MAX_LENGTH + 1) },
    });
    expect(profile.status).toBe(400);
    expect(profile.json.error.message).toBe('full_name: must be at most 100 characters');
    const { rows } = await f.pool.query(
      'SELECT u.name, p.full_name FROM users u JOIN profiles p ON p.id = u.id WHERE u.id = $1',
      [f.ada.userId],
    );
    expect(rows[0].name.length).toBeLessThanOrEqual(NAME_MAX_LENGTH);
    expect(rows[0].full_name?.length ?? 0).toBeLessThanOrEqual(NAME_MAX_LENGTH);
  });

  it('that does not come from the user (Google, the server) is shortened to 100', async () => {
    const result = await f.deps.auth.api.signUpEmail({
      body: {
        name: ` ${'G'.repeat(150)} `,
        email: 'google-like@example.com',
        password: 'pw-123456',
      },
    });
    expect(result.user.name).toBe('G'.repeat(NAME_MAX_LENGTH));
    expect((await stored('google-like@example.com'))?.full_name).toBe('G'.repeat(NAME_MAX_LENGTH));
  });
});
