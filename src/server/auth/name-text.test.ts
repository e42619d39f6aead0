import { beforeAll, describe, expect, it } from 'vitest';
import { TEXT_MESSAGES } from '#shared/schemas/text.ts';
import { apiFixture } from '#test/api-fixture.ts';
import { pinHeader, setPin } from '#test/auth-helpers.ts';

// Names and descriptions that would pass for someone else ("Admin Support"
// written with a right-to-left override, a zero-width joiner, a blank name)
// are refused on the server, at sign-up, update-user, the profile, transfers
// and the back office, and nothing changes.

let f: Awaited<ReturnType<typeof apiFixture>>;
beforeAll(async () => {
  f = await apiFixture();
  await f.call('PATCH', '/api/me', { cookie: f.bola.cookie, body: { full_name: 'Bola Ade' } });
});

const SPOOFS = {
  'a right-to-left override': 'Admin\u202EtroppuS',
  'a zero-width joiner': 'Admin\u200DSupport',
  'a blank name': '   ',
} as const;

const signUp = (name: unknown, email: string) =>
  f.app.request('/api/auth/sign-up/email', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email, password: 'secret-password' }),
  });

const namesOf = async (userId: string) =>
  (
    await f.pool.query<{ name: string; full_name: string | null }>(
      'SELECT u.name, p.full_name FROM users u JOIN profiles p ON p.id = u.id WHERE u.id = $1',
      [userId],
    )
  ).rows[0];

describe.each(Object.entries(SPOOFS))('%s', (_what, spoof) => {
  it('is refused at sign-up with 400: no user, no mail', async () => {
    const email = `spoof-${Math.random().toString(36).slice(2)}@example.com`;
    const res = await signUp(spoof, email);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.message).toMatch(/^name: /);
    const { rows } = await f.pool.query('SELECT 1 FROM users WHERE email = $1', [email]);
    expect(rows).toEqual([]);
  });

  it('is refused by update-user and the profile, the name unchanged', async () => {
    const before = await namesOf(f.bola.userId);
    const update = await f.app.request('/api/auth/update-user', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: f.bola.cookie,
        origin: f.deps.config.publicUrl,
      },
      body: JSON.stringify({ name: spoof }),
    });
    expect(update.status).toBe(400);
    const profile = await f.call('PATCH', '/api/me', {
      cookie: f.bola.cookie,
      body: { full_name: spoof.trim() ? spoof : 'x\u202E' },
    });
    expect(profile.status).toBe(400);
    expect(profile.json.error.message).toBe(`full_name: ${TEXT_MESSAGES.unsafe}`);
    expect(await namesOf(f.bola.userId)).toEqual(before);
    // What a sender sees in the recipient look-up is still the real name.
    const email = (await f.call('GET', '/api/me', { cookie: f.bola.cookie })).json.email;
    const look = await f.call(
      'GET',
      `/api/transfers/recipient?email=${encodeURIComponent(email)}`,
      {
        cookie: f.ada.cookie,
      },
    );
    expect(look.json.name).toBe('Bola Ade');
  });
});

describe('descriptions and back-office text', () => {
  it('a transfer description with a bidi override is refused and moves nothing', async () => {
    await f.fund(f.ada.userId, 'NGN', 100_000);
    await setPin(f.app, f.deps, f.ada.cookie);
    const before = await f.balances(f.ada.userId);
    const email = (await f.call('GET', '/api/me', { cookie: f.bola.cookie })).json.email;
    const res = await f.call('POST', '/api/transfers', {
      cookie: f.ada.cookie,
      body: { to_email: email, currency: 'NGN', amount: 1_000, description: 'Rent\u202Etnuoma' },
      headers: pinHeader(),
    });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe(`description: ${TEXT_MESSAGES.unsafe}`);
    expect(await f.balances(f.ada.userId)).toEqual(before);
  });

  it('an administrator’s credit description with a zero-width joiner is refused', async () => {
    const before = await f.balances(f.bola.userId);
    const res = await f.call('POST', `/api/admin/users/${f.bola.userId}/wallets/NGN/credit`, {
      cookie: f.admin.cookie,
      body: { amount: 500, description: 'Refund\u200D' },
    });
    expect(res.status).toBe(400);
    expect(await f.balances(f.bola.userId)).toEqual(before);
  });

  it('a KYC rejection reason may have lines but no control characters', async () => {
    await f.pool.query(
      `UPDATE profiles SET kyc_status = 'pending', kyc_documents = '{"id_type":"nin"}' WHERE id = $1`,
      [f.ada.userId],
    );
    const bad = await f.call('POST', `/api/admin/users/${f.ada.userId}/kyc`, {
      cookie: f.admin.cookie,
      body: { decision: 'rejected', reason: 'Blurry\u0007' },
      key: null,
    });
    expect(bad.status).toBe(400);
    const { rows } = await f.pool.query('SELECT kyc_status FROM profiles WHERE id = $1', [
      f.ada.userId,
    ]);
    expect(rows[0].kyc_status).toBe('pending');
  });

  it('a name that is not typed here (the server, Google) is cleaned, not refused', async () => {
    const result = await f.deps.auth.api.signUpEmail({
      body: { name: 'Ada\u202E Obi\u200D', email: 'cleaned@example.com', password: 'pw-123456' },
    });
    expect(result.user.name).toBe('Ada Obi');
  });
});
