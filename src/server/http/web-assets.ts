import { existsSync } from 'node:fs';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './context.ts';
import { hasSessionCookie, pageHtml, pickEncoding } from './page-hints.ts';

/** Hashed file names change with their content, so browsers may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** `cache-control` on a file that was found (serveStatic's own onFound comes too late for it). */
const cacheFor = (value: string) =>
  createMiddleware(async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('cache-control', value);
  });

/**
 * The built web app. The build leaves a `.br` and a `.gz` beside every text file, and a client
 * that accepts one gets it (with `content-encoding` and `vary: accept-encoding`), so nothing is
 * compressed per request. Every path that is not a file gets index.html so the client router
 * decides; the app's own pages get it with links that preload their code (page-hints.ts).
 */
export function serveWeb(app: Hono<AppEnv>, root: string) {
  if (!existsSync(root)) return;
  app.use('/assets/*', cacheFor(IMMUTABLE), serveStatic({ root, precompressed: true }));
  // A hashed file that is not there (an old page asking for last week's chunk) is a 404, not the page.
  app.all('/assets/*', (c) => c.text('Not found', 404));
  const pages = pageHtml(root);
  app.get('*', async (c, next) => {
    const found = pages.get(c.req.path);
    if (!found) return next();
    const page = (hasSessionCookie(c.req.header('cookie')) && found.signedIn) || found;
    const encoding = pickEncoding(c.req.header('accept-encoding'));
    c.header('content-type', 'text/html; charset=UTF-8');
    c.header('cache-control', 'no-cache');
    c.header('vary', 'Accept-Encoding, Cookie');
    if (encoding) c.header('content-encoding', encoding);
    return c.body(new Uint8Array(page[encoding ?? 'identity']));
  });
  // Files without a hash in their name (index.html, the icon) may change with any release.
  app.use('*', cacheFor('no-cache'), serveStatic({ root, precompressed: true }));
  // Browsers and crawlers ask for /favicon.ico whatever the page names: never the app's HTML.
  app.get('/favicon.ico', (c) => c.redirect('/favicon.svg', 308));
  app.get('*', serveStatic({ root, path: 'index.html', precompressed: true }));
}
