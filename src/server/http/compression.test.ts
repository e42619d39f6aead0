// What goes over the wire: the web app's precompressed files and API answers compressed on the fly.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '#server/app.ts';
import { makeTestDeps } from '#test/auth-helpers.ts';
import { createTestDatabase } from '#test/db.ts';

const SCRIPT = Buffer.from(`export const words = ${JSON.stringify('owo '.repeat(2000))};\n`);
const INDEX = Buffer.from(
  `<!doctype html><html><head><script type="module" src="/assets/app-1a2b3c.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(20)}</body></html>`,
);

// What Vite's manifest says of the chunks: /auth's page imports a form chunk and the entry.
const MANIFEST = {
  'index.html': { file: 'assets/app-1a2b3c.js', isEntry: true },
  'features/auth/auth-page.tsx': {
    file: 'assets/auth-page-4d5e6f.js',
    imports: ['index.html', '_form-7a8b9c.js'],
  },
  '_form-7a8b9c.js': { file: 'assets/form-7a8b9c.js', imports: ['index.html'] },
};

/** A built web app as the build leaves it: each text file with a .br and a .gz beside it. */
function fakeBuild() {
  const dir = mkdtempSync(join(tmpdir(), 'owo-web-'));
  mkdirSync(join(dir, 'assets'));
  for (const [name, bytes] of [
    ['assets/app-1a2b3c.js', SCRIPT],
    ['index.html', INDEX],
  ] as const) {
    writeFileSync(join(dir, name), bytes);
    writeFileSync(join(dir, `${name}.br`), brotliCompressSync(bytes));
    writeFileSync(join(dir, `${name}.gz`), gzipSync(bytes));
  }
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  return dir;
}

type App = { request: (path: string, init?: RequestInit) => Response | Promise<Response> };
let app: App;

beforeAll(async () => {
  // The app reads WEB_DIR as it is made.
  vi.stubEnv('WEB_DIR', fakeBuild());
  const { url } = await createTestDatabase(2);
  app = createApp(makeTestDeps(url));
});

const get = async (path: string, acceptEncoding?: string) => {
  const res = await app.request(path, {
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
};

describe('the built web app', () => {
  it('sends brotli to a browser that accepts it, byte-identical once decoded, cached for a year', async () => {
    const { res, bytes } = await get('/assets/app-1a2b3c.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
    expect(bytes.length).toBeLessThan(SCRIPT.length / 10);
    expect(brotliDecompressSync(bytes).equals(SCRIPT)).toBe(true);
  });

  it('sends gzip to a client that accepts only gzip', async () => {
    const { res, bytes } = await get('/assets/app-1a2b3c.js', 'gzip');
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(bytes).equals(SCRIPT)).toBe(true);
  });

  it('sends the file as it is to a client that accepts neither', async () => {
    for (const accept of [undefined, 'identity', 'deflate']) {
      const { res, bytes } = await get('/assets/app-1a2b3c.js', accept);
      expect(res.headers.get('content-encoding')).toBeNull();
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(bytes.equals(SCRIPT)).toBe(true);
    }
  });

  it('sends index.html compressed for any page path, and never lets it be cached unchecked', async () => {
    for (const path of ['/wallets/NGN', '/no-such-page']) {
      const { res, bytes } = await get(path, 'gzip, br');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('content-encoding')).toBe('br');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(brotliDecompressSync(bytes).equals(INDEX)).toBe(true);
    }
    const plain = await get('/no-such-page');
    expect(plain.res.headers.get('content-encoding')).toBeNull();
    expect(plain.bytes.equals(INDEX)).toBe(true);
  });

  it("names a page's chunks in its index.html, so they load alongside the entry", async () => {
    const preload = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;
    const fetched = (url: string) =>
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="${url}">`;
    // /auth's first render also waits for the session check and the public config.
    const expected = INDEX.toString().replace(
      '</head>',
      `${fetched('/api/auth/get-session')}${fetched('/api/config/public')}${preload('assets/auth-page-4d5e6f.js')}${preload('assets/form-7a8b9c.js')}</head>`,
    );
    const br = await get('/auth', 'gzip, deflate, br');
    expect(br.res.status).toBe(200);
    expect(br.res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(br.res.headers.get('content-encoding')).toBe('br');
    expect(br.res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(br.res.headers.get('cache-control')).toBe('no-cache');
    expect(brotliDecompressSync(br.bytes).toString()).toBe(expected);

    const gz = await get('/auth', 'gzip, br;q=0');
    expect(gz.res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(gz.bytes).toString()).toBe(expected);

    const plain = await get('/auth');
    expect(plain.res.headers.get('content-encoding')).toBeNull();
    expect(plain.bytes.toString()).toBe(expected);
  });

  it("sends a visitor with a session cookie the same page, without a signed-in page's data hints", async () => {
    const res = await app.request('/auth', {
      headers: { cookie: 'better-auth.session_token=abc.def' },
    });
    expect(res.headers.get('vary')).toMatch(/cookie/i);
    const page = await res.text();
    expect(page).toBe(await (await app.request('/auth')).text());
    expect(page).not.toContain('href="/api/me"');
  });
});

describe('API answers', () => {
  it('compresses an answer above 1 KB for a client that accepts gzip', async () => {
    const { res, bytes } = await get('/api/openapi.json', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    const body = JSON.parse(gunzipSync(bytes).toString('utf8'));
    expect(body.openapi).toMatch(/^3\.1/);
    expect(bytes.length).toBeLessThan(JSON.stringify(body).length / 3);

    const plain = await get('/api/openapi.json');
    expect(plain.res.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse(plain.bytes.toString('utf8'))).toEqual(body);
  });

  it('sends an answer under 1 KB as it is', async () => {
    const { res, bytes } = await get('/api/health', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(bytes.length).toBeLessThan(1024);
    expect(JSON.parse(bytes.toString('utf8'))).toEqual({ status: 'ok', db: 'ok' });
  });
});
