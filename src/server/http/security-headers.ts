import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';

/**
 * The one inline script of src/web/index.html and of src/web/public/offline.html (the theme set
 * before the first paint, src/web/lib/theme.ts), allowed by their SHA-256 and nothing else
 * inline. secure-headers.test.ts recomputes them from the files: change a script, change its hash.
 */
export const INLINE_SCRIPT_HASHES = [
  "'sha256-yIj3TcEQYcR+jZ1tfGo+K3QJV4MsJoSaZZNudqcNQJA='",
  "'sha256-zgE6DgwJTANkPNFXaH35RqJzfz6dv1J/4zIDW3Ke4VA='",
];

/**
 * The headers every answer carries, pages, files, JSON and errors alike. No
 * page of ours is ever framed (clickjacking); scripts come only from us (the
 * service worker included: worker-src) and the Turnstile widget; the web
 * manifest is ours (manifest-src falls back to default-src).
 */
export const securityHeaders = secureHeaders({
  xFrameOptions: 'DENY',
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...INLINE_SCRIPT_HASHES, 'https://challenges.cloudflare.com'],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    connectSrc: ["'self'"],
    frameSrc: ["'self'", 'https://challenges.cloudflare.com'],
    frameAncestors: ["'none'"],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  },
});

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json/i;

/**
 * `Cache-Control: no-store` on every JSON answer, errors included: they carry
 * balances, profiles and tokens that no browser or proxy cache may keep.
 * After the answer is made, whichever part of the app made it (routes,
 * better-auth, the error handler); files keep their own caching.
 */
export const noStoreJson = createMiddleware(async (c, next) => {
  await next();
  if (!JSON_TYPE.test(c.res.headers.get('content-type') ?? '')) return;
  if (c.res.headers.get('cache-control')?.includes('no-store')) return;
  // On the answer's own headers, as the request id is (see requestLog).
  c.res.headers.set('cache-control', 'no-store');
});
