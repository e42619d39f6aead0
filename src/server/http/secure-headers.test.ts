import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { apiFixture } from '#test/api-fixture.ts';
import { pinHeader, setPin } from '#test/auth-helpers.ts';

// A tiny built web app, so the SPA fallback and the static assets are served too
// (WEB_DIR is read as the app is made).
const webDir = mkdtempSync(join(tmpdir(), 'owo-web-'));
mkdirSync(join(webDir, 'assets'));
writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Owo</title>');
writeFileSync(join(webDir, 'assets', 'main-abc123.js'), 'console.log(1)');
writeFileSync(join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

let f: Awaited<ReturnType<typeof apiFixture>>;
let base: string;
beforeAll(async () => {
  vi.stubEnv('WEB_DIR', webDir);
  f = await apiFixture();
  await setPin(f.app, f.deps, f.ada.cookie);
  // Through a real server: @hono/node-server's own Response class is where headers got lost.
  const server = serve({ fetch: f.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((ok) => server.once('listening', ok));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return () => new Promise<void>((ok) => server.close(() => ok()));
});

/** The headers every answer carries, whatever produced it. */
function expectSecureHeaders(res: Response) {
  expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  expect(res.headers.get('strict-transport-security')).toContain('max-age=');
  expect(res.headers.get('x-request-id')).toBeTruthy();
}

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { headers, redirect: 'manual' });

describe('security headers', () => {
  it('are on API answers, successful or not', async () => {
    const ok = await get('/api/me', { cookie: f.ada.cookie });
    expect(ok.status).toBe(200);
    expectSecureHeaders(ok);

    const unauthenticated = await get('/api/me');
    expect(unauthenticated.status).toBe(401);
    expectSecureHeaders(unauthenticated);

    const bad = await fetch(`${base}/api/transfers`, {
      method: 'POST',
      headers: {
        cookie: f.ada.cookie,
        origin: f.deps.config.publicUrl,
        'content-type': 'application/json',
        'idempotency-key': 'k-1',
        ...pinHeader(),
      },
      body: '{not json',
    });
    expect(bad.status).toBe(400);
    expectSecureHeaders(bad);

    const tooLarge = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x'.repeat(100_000) }),
    });
    expect(tooLarge.status).toBe(413);
    expectSecureHeaders(tooLarge);

    const crossSite = await fetch(`${base}/api/me`, {
      method: 'PATCH',
      headers: { cookie: f.ada.cookie, origin: 'null' },
    });
    expect(crossSite.status).toBe(403);
    expectSecureHeaders(crossSite);

    const missing = await get('/api/no-such-thing');
    expect(missing.status).toBe(404);
    expectSecureHeaders(missing);
  });

  it("are on better-auth's answers and redirects", async () => {
    const session = await get('/api/auth/get-session', { cookie: f.ada.cookie });
    expect(session.status).toBe(200);
    expectSecureHeaders(session);

    const redirect = await get('/api/auth/verify-email?token=nonsense&callbackURL=/dashboard');
    expect(redirect.status).toBe(302);
    expectSecureHeaders(redirect);
  });

  it('are on the web app: index.html from the fallback, files and assets', async () => {
    const page = await get('/dashboard');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Owo</title>');
    expectSecureHeaders(page);

    const root = await get('/');
    expect(root.status).toBe(200);
    expectSecureHeaders(root);

    const file = await get('/favicon.svg');
    expect(file.status).toBe(200);
    expectSecureHeaders(file);

    const asset = await get('/assets/main-abc123.js');
    expect(asset.status).toBe(200);
    expectSecureHeaders(asset);
  });
});

describe('the content security policy', () => {
  it('allows the inline scripts of index.html and offline.html by their hash, and no other', async () => {
    const policy = (await get('/')).headers.get('content-security-policy') ?? '';
    const scriptSrc = policy.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    for (const file of ['src/web/index.html', 'src/web/public/offline.html']) {
      const scripts = [...readFileSync(file, 'utf8').matchAll(/<script>([\s\S]*?)<\/script>/g)];
      expect(scripts, file).toHaveLength(1);
      for (const [, body] of scripts) {
        const hash = createHash('sha256')
          .update(body ?? '')
          .digest('base64');
        expect(scriptSrc, `${file}'s inline script`).toContain(`'sha256-${hash}'`);
      }
    }
  });

  it('lets the app register its own service worker and read its own manifest', async () => {
    const policy = (await get('/')).headers.get('content-security-policy') ?? '';
    expect(policy).toContain("worker-src 'self'");
    // No manifest-src: default-src 'self' covers /manifest.webmanifest.
    expect(policy).not.toContain('manifest-src');
  });
});
