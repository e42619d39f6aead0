// What goes over the wire: the web app's precompressed files and API answers compressed on the fly.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeTestDeps } from '#test/auth-helpers.ts';
import { createTestDatabase } from '#test/db.ts';

const SCRIPT = Buffer.from(`export const words = ${JSON.stringify('owo '.repeat(2000))};\n`);
const INDEX = Buffer.from(
  `<!doctype html><html><head><script type="module" src="/assets/app-1a2b3c.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(20)}</body></html>`,
);

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
  return dir;
}

type App = { request: (path: string, init?: RequestInit) => Response | Promise<Response> };
let app: App;

beforeAll(async () => {
  process.env.WEB_DIR = fakeBuild();
  // app.ts reads WEB_DIR when it loads.
  const { createApp } = await import('#server/app.ts');
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
    for (const path of ['/', '/dashboard', '/wallets/NGN']) {
      const { res, bytes } = await get(path, 'gzip, br');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('content-encoding')).toBe('br');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(brotliDecompressSync(bytes).equals(INDEX)).toBe(true);
    }
    const plain = await get('/dashboard');
    expect(plain.res.headers.get('content-encoding')).toBeNull();
    expect(plain.bytes.equals(INDEX)).toBe(true);
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
