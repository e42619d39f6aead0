import { beforeAll, describe, expect, it } from 'vitest';
import { apiFixture } from '#test/api-fixture.ts';
import { pinHeader, setPin } from '#test/auth-helpers.ts';

let f: Awaited<ReturnType<typeof apiFixture>>;
let bolaEmail: string;
beforeAll(async () => {
  f = await apiFixture();
  await f.fund(f.ada.userId, 'NGN', 100_000);
  await setPin(f.app, f.deps, f.ada.cookie);
  bolaEmail = (await f.call('GET', '/api/me', { cookie: f.bola.cookie })).json.email;
});

const send = (toEmail: string) =>
  f.call('POST', '/api/transfers', {
    cookie: f.ada.cookie,
    body: { to_email: toEmail, currency: 'NGN', amount: 1_000 },
    headers: pinHeader(),
  });

describe('POST /api/transfers', () => {
  it('answers an unconfirmed recipient exactly as an unknown one, and moves nothing', async () => {
    await f.pool.query('UPDATE users SET email_verified = false WHERE id = $1', [f.bola.userId]);
    const unconfirmed = await send(bolaEmail);
    const unknown = await send('nobody-here@example.com');
    expect(unconfirmed).toEqual(unknown);
    expect(unconfirmed).toEqual({
      status: 404,
      json: { error: { code: 'NOT_FOUND', message: 'Recipient not found' } },
    });
    expect(await f.balances(f.bola.userId)).toEqual({ NGN: 0, USD: 0, CNY: 0 });
    expect(await f.balances(f.ada.userId)).toMatchObject({ NGN: 100_000 });
  });

  it('sends once the recipient has confirmed their address', async () => {
    await f.pool.query('UPDATE users SET email_verified = true WHERE id = $1', [f.bola.userId]);
    const res = await send(bolaEmail);
    expect(res.status).toBe(200);
    expect(await f.balances(f.bola.userId)).toMatchObject({ NGN: 1_000 });
  });
});

describe('GET /api/transfers/recipient', () => {
  it('says once that no account has the address (not "...; account not found")', async () => {
    const res = await f.call('GET', '/api/transfers/recipient?email=nobody-here%40example.com', {
      cookie: f.ada.cookie,
    });
    expect(res).toEqual({
      status: 404,
      json: { error: { code: 'NOT_FOUND', message: 'No Owo account has this e-mail address' } },
    });
  });
});
