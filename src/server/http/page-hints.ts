import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };
export type PageHtml = { identity: Buffer; br: Buffer; gzip: Buffer };

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
    const html = Buffer.from(index.replace('</head>', `${links}</head>`));
    pages.set(path, {
      identity: html,
      br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(html, { level: 9 }),
    });
  }
  return pages;
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
