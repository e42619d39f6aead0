import { beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app.ts';
import { PRODUCTION_TEST_SETTINGS } from '#server/providers/vtpass/testing.ts';
import { makeTestDeps } from '#test/auth-helpers.ts';
import { createTestDatabase } from '#test/db.ts';
import { linkify } from './dev-mailbox.page.ts';

let url: string;
let deps: ReturnType<typeof makeTestDeps>;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  ({ url } = await createTestDatabase(3));
  deps = makeTestDeps(url);
  app = createApp(deps);
  await deps.mailer.send({
    to: 'ada@example.com',
    subject: 'First',
    text: 'one',
    html: '<p>one</p>',
  });
  await deps.mailer.send({
    to: 'bola@example.com',
    subject: '<script>alert(1)</script>',
    text: 'Open\nhttp://127.0.0.1:3000/api/auth/verify-email?token=a&callbackURL=%2Fdashboard\nthanks <b>',
    html: '<p>two</p>',
  });
  await deps.mailer.send({
    to: 'ada@example.com',
    subject: 'Second',
    text: 'two',
    html: '<p>two</p>',
  });
});

describe('GET /api/dev/mailbox', () => {
  it("lists one recipient's mail, newest first, in the fixed shape", async () => {
    const res = await app.request('/api/dev/mailbox?to=ADA@example.com');
    expect(res.status).toBe(200);
    const mail = await res.json();
    expect(mail.map((m: { subject: string }) => m.subject)).toEqual(['Second', 'First']);
    expect(Object.keys(mail[0]).sort()).toEqual(['created_at', 'html', 'subject', 'text', 'to']);
    expect(mail[0]).toMatchObject({ to: 'ada@example.com', text: 'two', html: '<p>two</p>' });
    expect(new Date(mail[0].created_at).toISOString()).toBe(mail[0].created_at);
  });

  it('lists all recent mail without `to`, and refuses a malformed address', async () => {
    const all = await (await app.request('/api/dev/mailbox')).json();
    expect(all).toHaveLength(3);
    const bad = await app.request('/api/dev/mailbox?to=not-an-address');
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.code).toBe('VALIDATION_ERROR');
  });

  it('is a 404 in production and when mail goes out over SMTP', async () => {
    for (const env of [
      {
        NODE_ENV: 'production',
        ...PRODUCTION_TEST_SETTINGS,
        BOT_CHECK: undefined,
        RATE_LIMIT: undefined,
        BETTER_AUTH_SECRET: 'test-auth-secret-Zq8vN3xLk7Rw2Tj9Hb4M',
        PIN_SECRET: 'test-pin-secret-Yc6Pf1Gd5Ys0UeQa2Wn8',
        SMTP_URL: 'smtp://127.0.0.1:9',
      },
      { SMTP_URL: 'smtp://127.0.0.1:9' },
    ]) {
      const other = createApp(makeTestDeps(url, env));
      for (const path of [
        '/api/dev/mailbox?to=ada@example.com',
        '/api/dev/mailbox?to=bad',
        '/dev/mailbox',
      ]) {
        const res = await other.request(path);
        expect(res.status).toBe(404);
        expect((await res.json()).error.code).toBe('NOT_FOUND');
      }
    }
  });
});

describe('GET /dev/mailbox', () => {
  it('shows the mail as escaped HTML with clickable links', async () => {
    const res = await app.request('/dev/mailbox');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const page = await res.text();
    expect(page).not.toContain('<script>alert(1)</script>');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).toContain(
      '<a href="http://127.0.0.1:3000/api/auth/verify-email?token=a&amp;callbackURL=%2Fdashboard">',
    );
    expect(page).toContain('thanks &lt;b&gt;');
    const filtered = await (await app.request('/dev/mailbox?to=ada@example.com')).text();
    expect(filtered).toContain('Second');
    expect(filtered).not.toContain('alert(1)');
  });

  it('linkify escapes everything around and inside links', () => {
    expect(linkify('a <b> https://x.test/?q="1"&r=2 c')).toBe(
      'a &lt;b&gt; <a href="https://x.test/?q=">https://x.test/?q=</a>&quot;1&quot;&amp;r=2 c',
    );
  });
});
