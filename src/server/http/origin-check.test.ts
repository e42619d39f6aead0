import { beforeAll, describe, expect, it } from 'vitest';
import { apiFixture } from '#test/api-fixture.ts';

let f: Awaited<ReturnType<typeof apiFixture>>;
beforeAll(async () => {
  f = await apiFixture();
});

/** Ada turns Show Balance off, with exactly the headers given. */
const hideBalance = (headers: Record<string, string>) =>
  f.app.request('/api/me/preferences', {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ show_balance: false }),
  });

const showBalance = async () => {
  const { rows } = await f.pool.query('SELECT show_balance FROM profiles WHERE id = $1', [
    f.ada.userId,
  ]);
  return rows[0].show_balance as boolean;
};

async function expectRefused(res: Response) {
  expect(res.status).toBe(403);
  expect(await res.json()).toMatchObject({
    error: { code: 'FORBIDDEN', message: expect.stringContaining('Cross-site request refused') },
  });
  expect(await showBalance()).toBe(true);
}

describe('a signed-in state-changing request', () => {
  it('is refused with Origin: null, a malformed Origin or a foreign one', async () => {
    const cookie = f.ada.cookie;
    await expectRefused(await hideBalance({ cookie, origin: 'null' }));
    await expectRefused(await hideBalance({ cookie, origin: 'http://[' }));
    await expectRefused(await hideBalance({ cookie, origin: 'not a url' }));
    await expectRefused(await hideBalance({ cookie, origin: 'https://evil.example' }));
  });

  it('is refused without Origin unless the browser says same-origin', async () => {
    const cookie = f.ada.cookie;
    await expectRefused(await hideBalance({ cookie }));
    await expectRefused(await hideBalance({ cookie, 'sec-fetch-site': 'cross-site' }));
    await expectRefused(await hideBalance({ cookie, 'sec-fetch-site': 'same-site' }));
    const sameOrigin = await hideBalance({ cookie, 'sec-fetch-site': 'same-origin' });
    expect(sameOrigin.status).toBe(200);
    expect(await showBalance()).toBe(false);
    await f.pool.query('UPDATE profiles SET show_balance = true WHERE id = $1', [f.ada.userId]);
  });

  it('is accepted from our own origin', async () => {
    const res = await hideBalance({ cookie: f.ada.cookie, origin: f.deps.config.publicUrl });
    expect(res.status).toBe(200);
    expect(await showBalance()).toBe(false);
    await f.pool.query('UPDATE profiles SET show_balance = true WHERE id = $1', [f.ada.userId]);
  });

  it("is refused on better-auth's endpoints too, and the session survives", async () => {
    const res = await f.app.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { cookie: f.bola.cookie },
    });
    expect(res.status).toBe(403);
    const me = await f.call('GET', '/api/me', { cookie: f.bola.cookie });
    expect(me.status).toBe(200);
  });
});

describe('requests without cookies', () => {
  it('sign in without Origin, as API clients do', async () => {
    const email = (await f.call('GET', '/api/me', { cookie: f.bola.cookie })).json.email;
    const res = await f.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'secret-password' }),
    });
    expect(res.status).toBe(200);
  });

  it('get a 403, not a 500, for a malformed Origin', async () => {
    const res = await f.app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://[' },
      body: JSON.stringify({ email: 'a@example.com', password: 'secret-password' }),
    });
    expect(res.status).toBe(403);
  });
});

describe('reading', () => {
  it('needs no Origin', async () => {
    const res = await f.app.request('/api/me', { headers: { cookie: f.ada.cookie } });
    expect(res.status).toBe(200);
  });
});

describe('the Paystack webhook', () => {
  it('is signed, so the origin rule does not apply (a bad signature is a 401)', async () => {
    const res = await f.app.request('/api/webhooks/paystack', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: f.ada.cookie,
        origin: 'null',
        'x-paystack-signature': 'bad',
      },
      body: JSON.stringify({ event: 'charge.success', data: {} }),
    });
    expect(res.status).toBe(401);
  });
});
