import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { DASHBOARD_RECENT_COUNT } from '#shared/constants.ts';

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
type Encoded = { identity: Buffer; br: Buffer; gzip: Buffer };
/** A page's index.html, and for a signed-in page the one sent to a visitor with a session. */
export type PageHtml = Encoded & { signedIn?: Encoded };

const SHELL = ['user-routes.tsx', 'features/shell/app-shell.tsx'];
const signedIn = (page: string) => [...SHELL, `features/${page}/${page}-page.tsx`];

/**
 * The lazily loaded modules (source paths under src/web) that the first visit of each page waits
 * for. Named in index.html as modulepreload links, their chunks download while the entry script
 * does and runs, instead of after it. A module missing from the build is skipped.
 */
const FIRST_LOAD: Record<string, string[]> = {
  '/': ['features/landing/landing-page.tsx'],
  '/auth': ['features/auth/auth-page.tsx'],
  '/dashboard': signedIn('dashboard'),
  '/wallets': signedIn('wallets'),
  '/transactions': signedIn('transactions'),
  '/history': signedIn('history'),
  '/cards': signedIn('cards'),
  '/profile': signedIn('profile'),
  '/settings': signedIn('settings'),
  '/help': signedIn('help'),
  '/fund-wallet': [...SHELL, 'features/funding/fund-wallet-page.tsx'],
};

/**
 * What the web app asks our API for as a signed-in page opens (the session, the profile, and on
 * the dashboard its wallets, newest transactions and limits; see src/web/prefetch-page-data.ts). Named
 * in index.html as fetch preloads when the request carries a session cookie, they are on their
 * way with the page's code instead of one after the other once it has run. The URLs must be the
 * very ones the app fetches, or the browser fetches twice (the browser tests count them).
 */
const SIGNED_IN_DATA = ['/api/auth/get-session', '/api/me'];
const FIRST_DATA: Record<string, string[]> = {
  '/dashboard': [
    ...SIGNED_IN_DATA,
    '/api/wallets',
    `/api/transactions?limit=${DASHBOARD_RECENT_COUNT}`,
    // The tier banner's: for a tier-1 customer it is the page's largest paint.
    '/api/me/limits',
  ],
};

/**
 * What a page asks for as it opens, whoever visits: /auth's first render waits for the session
 * check and the public config (which bot check the form draws; src/web/app-routes.tsx), so they
 * come with the page's code instead of after it.
 */
const PAGE_DATA: Record<string, string[]> = {
  '/auth': ['/api/auth/get-session', '/api/config/public'],
};

const fetchPreloads = (urls: string[]) =>
  urls
    // crossorigin="anonymous" is the credentials mode of the app's same-origin fetch: the
    // cookie goes along, and the browser hands the answer to that fetch.
    .map((url) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${url}">`)
    .join('');

/** index.html for each page of FIRST_LOAD, with its preload links, ready in every encoding. */
export function pageHtml(root: string): Map<string, PageHtml> {
  const pages = new Map<string, PageHtml>();
  const manifestFile = join(root, '.vite', 'manifest.json');
  const indexFile = join(root, 'index.html');
  if (!existsSync(manifestFile) || !existsSync(indexFile)) return pages;
  const manifest: Record<string, ManifestChunk> = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const index = readFileSync(indexFile, 'utf8');
  for (const [path, modules] of Object.entries(FIRST_LOAD)) {
    const links = chunksOf(manifest, modules)
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('');
    const data = fetchPreloads(PAGE_DATA[path] ?? []);
    const page: PageHtml = encoded(index.replace('</head>', `${data}${links}</head>`));
    if (FIRST_LOAD[path]?.[0] === SHELL[0]) {
      const data = fetchPreloads(FIRST_DATA[path] ?? SIGNED_IN_DATA);
      page.signedIn = encoded(index.replace('</head>', `${data}${links}</head>`));
    }
    pages.set(path, page);
  }
  return pages;
}

function encoded(text: string): Encoded {
  const html = Buffer.from(text);
  return {
    identity: html,
    br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(html, { level: 9 }),
  };
}

/** Whether a request carries better-auth's session cookie (valid or not: the API decides). */
export function hasSessionCookie(cookie: string | undefined): boolean {
  return /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=[^;\s]/.test(cookie ?? '');
}

/** Every chunk the modules import statically, the entry (already in the page) left out. */
function chunksOf(manifest: Record<string, ManifestChunk>, modules: string[]) {
  const files = new Set<string>();
  const walk = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) walk(next);
  };
  for (const m of modules) walk(m);
  return [...files];
}

/** br, else gzip, else nothing, as the client's Accept-Encoding allows. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(\.0*)?$/.test(part))
      .map((part) => part.split(';')[0]),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}
