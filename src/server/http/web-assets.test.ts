import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiFixture } from '#test/api-fixture.ts';
import type { AppEnv } from './context.ts';
import { serveWeb } from './web-assets.ts';

const PUBLIC = resolve('src/web/public');
const HTML = '<!doctype html><title>Owo</title><div id="root"></div>';

/** A built web app with what `withIco` says of the icon, served by serveWeb alone. */
function webApp(withIco: boolean) {
  const root = mkdtempSync(join(tmpdir(), 'owo-web-icon-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), HTML);
  writeFileSync(join(root, 'assets', 'main-abc123.js'), 'console.log(1)');
  copyFileSync(join(PUBLIC, 'favicon.svg'), join(root, 'favicon.svg'));
  if (withIco) copyFileSync(join(PUBLIC, 'favicon.ico'), join(root, 'favicon.ico'));
  const app = new Hono<AppEnv>();
  serveWeb(app, root);
  return app;
}

describe('/favicon.ico', () => {
  it('is a real icon in the web app (16, 32 and 48 pixels), not a page', () => {
    const ico = readFileSync(join(PUBLIC, 'favicon.ico'));
    // ICONDIR: reserved 0, type 1 (icon), then the number of images.
    expect([...ico.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    const count = ico.readUInt16LE(4);
    const sizes = Array.from({ length: count }, (_, i) => ico[6 + i * 16]);
    expect(sizes).toEqual([16, 32, 48]);
  });

  it('answers the icon as image/x-icon', async () => {
    const res = await webApp(true).request('/favicon.ico');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/x-icon');
    const body = new Uint8Array(await res.arrayBuffer());
    expect(body).toEqual(new Uint8Array(readFileSync(join(PUBLIC, 'favicon.ico'))));
  });

  it('without the file, points to the SVG icon instead of answering the HTML', async () => {
    const res = await webApp(false).request('/favicon.ico');
    expect(res.status).toBe(308);
    expect(res.headers.get('location')).toBe('/favicon.svg');
    // Every other unknown path still gets the app, for the client router.
    const page = await webApp(false).request('/some/page');
    expect(await page.text()).toBe(HTML);
  });
});

describe('Cache-Control', () => {
  let f: Awaited<ReturnType<typeof apiFixture>>;
  beforeAll(async () => {
    f = await apiFixture();
  });

  const expectNoStore = (res: Response, what: string) => {
    expect(res.headers.get('content-type'), what).toMatch(/json/);
    expect(res.headers.get('cache-control'), what).toBe('no-store');
  };

  it('is no-store on every JSON answer of the API, errors and better-auth included', async () => {
    const cookie = f.ada.cookie;
    const origin = f.deps.config.publicUrl;
    const json = { 'content-type': 'application/json' };
    const answers: [string, Response][] = [
      ['profile', await f.app.request('/api/me', { headers: { cookie } })],
      ['wallets', await f.app.request('/api/wallets', { headers: { cookie } })],
      ['public config', await f.app.request('/api/config/public')],
      ['no session', await f.app.request('/api/me')],
      ['session', await f.app.request('/api/auth/get-session', { headers: { cookie } })],
      ['OpenAPI', await f.app.request('/api/openapi.json')],
      ['unknown route', await f.app.request('/api/no-such-thing')],
      [
        'bad JSON',
        await f.app.request('/api/me', {
          method: 'PATCH',
          headers: { ...json, cookie, origin },
          body: '{not json',
        }),
      ],
      [
        'too large',
        await f.app.request('/api/auth/sign-in/email', {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ email: 'x'.repeat(100_000) }),
        }),
      ],
      [
        'bad sign-in',
        await f.app.request('/api/auth/sign-in/email', {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }),
        }),
      ],
    ];
    expect(answers.map(([, r]) => r.status)).toEqual([
      200, 200, 200, 401, 200, 200, 404, 400, 413, 401,
    ]);
    for (const [what, res] of answers) expectNoStore(res, what);
  });

  it('leaves answers that are not JSON to their own caching', async () => {
    const css = await f.app.request('/api/docs/assets/swagger-ui.css');
    expect(css.status).toBe(200);
    expect(css.headers.get('cache-control')).toBe('public, max-age=86400');
    const asset = await webApp(true).request('/assets/main-abc123.js');
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });
});

describe('the installable app: service worker, manifest, offline page', () => {
  /** A build with the files the browser installs the app from, as vite.config.ts makes them. */
  function installable() {
    const root = mkdtempSync(join(tmpdir(), 'owo-web-pwa-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), HTML);
    writeFileSync(join(root, 'sw.js'), 'self.addEventListener("fetch", () => {})');
    for (const file of ['manifest.webmanifest', 'offline.html'])
      copyFileSync(join(PUBLIC, file), join(root, file));
    const app = new Hono<AppEnv>();
    serveWeb(app, root);
    return app;
  }

  it('serves the worker as JavaScript that browsers check again on every visit', async () => {
    const res = await installable().request('/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    // Never kept long: a deployment's new worker is found on the next visit.
    expect(res.headers.get('cache-control')).toBe('no-cache');
    // At the root its scope is the whole app already; no wider scope is asked for.
    expect(res.headers.get('service-worker-allowed')).toBeNull();
  });

  it('serves the manifest as application/manifest+json, naming its icons', async () => {
    const res = await installable().request('/manifest.webmanifest');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/manifest+json');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const manifest = await res.json();
    expect(manifest).toMatchObject({ name: 'Owo', display: 'standalone', start_url: '/dashboard' });
    const icons = manifest.icons as { src: string; sizes: string; purpose: string }[];
    expect(icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    // Each icon is a PNG of the size it claims (the IHDR chunk's width and height).
    for (const icon of icons) {
      const png = readFileSync(join(PUBLIC, icon.src));
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      const side = Number(icon.sizes.split('x')[0]);
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([side, side]);
    }
  });

  it('serves the offline page as itself, not as the app', async () => {
    const res = await installable().request('/offline.html');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain("You're offline");
  });
});
