import { beforeAll, describe, expect, it } from 'vitest';
import { apiFixture } from '#test/api-fixture.ts';
import { BODY_LIMIT_BYTES } from './body-limit.ts';

let f: Awaited<ReturnType<typeof apiFixture>>;
beforeAll(async () => {
  f = await apiFixture();
});

const count = async (sql: string, params: unknown[]) =>
  (await f.pool.query<{ n: number }>(sql, params)).rows[0]?.n;

describe('the global body limit', () => {
  it('refuses a 4 MB name at sign-up with 413: nothing stored, nothing mailed', async () => {
    const email = 'huge-name@example.com';
    const res = await f.app.request('/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'A'.repeat(4 * 1024 * 1024), email, password: 'secret-pass' }),
    });
    expect(res.status).toBe(413);
    // The unread rest of the body makes the connection useless for a next request.
    expect(res.headers.get('connection')).toBe('close');
    expect(await res.json()).toEqual({
      error: { code: 'PAYLOAD_TOO_LARGE', message: 'body: must be at most 64 KB' },
    });
    expect(await count('SELECT count(*)::int AS n FROM users WHERE email = $1', [email])).toBe(0);
    expect(await count('SELECT count(*)::int AS n FROM dev_mail WHERE "to" = $1', [email])).toBe(0);
  });

  it('refuses a big body without Content-Length too (streamed)', async () => {
    const chunk = new TextEncoder().encode(' '.repeat(16 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 8) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const res = await f.app.request('/api/me', {
      method: 'PATCH',
      headers: {
        'content-type': 'application/json',
        cookie: f.ada.cookie,
        origin: f.deps.config.publicUrl,
      },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
  });

  it('lets bodies under the limit through', async () => {
    const res = await f.call('PATCH', '/api/me', {
      cookie: f.ada.cookie,
      body: { full_name: 'Ada Obi', address: 'x'.repeat(200) },
    });
    expect(res.status).toBe(200);
    const big = await f.call('PATCH', '/api/me', {
      cookie: f.ada.cookie,
      body: { full_name: 'Ada Obi', padding: 'x'.repeat(BODY_LIMIT_BYTES) },
    });
    expect(big.status).toBe(413);
  });

  it('leaves uploads to their own limit (a 1 MB ID document and a 1 MB bill are fine)', async () => {
    const png = new Uint8Array(1024 * 1024);
    png.set([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
    ]);
    // Tier 3's documents need tier 2 (a verified BVN) first.
    await f.pool.query('UPDATE profiles SET kyc_tier = 2 WHERE id = $1', [f.bola.userId]);
    const form = new FormData();
    form.set('id_type', 'nin');
    form.set('document', new File([png], 'id.png', { type: 'image/png' }));
    form.set('proof_of_address', new File([png], 'bill.png', { type: 'image/png' }));
    const res = await f.app.request('/api/kyc', {
      method: 'POST',
      body: form,
      headers: { cookie: f.bola.cookie, origin: f.deps.config.publicUrl },
    });
    expect(res.status).toBe(200);
  });
});
