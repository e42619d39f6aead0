// First-load JavaScript budget per route, gzip-compressed, from Vite's manifest:
// the entry chunk, the route's lazily loaded page chunk, and every chunk they
// import statically. Fails when a route is over its budget, or when a text file of the
// build lacks the .br and .gz copies the server sends in its place.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

const DIST = process.env.SIZE_DIR || process.env.WEB_DIR || 'dist/web';
// Every lazily loaded chunk a first visit of the route waits for, besides the entry. `chunks`
// caps how many files that is (entry included): on a phone each costs a round trip.
const BUDGETS = [
  // 120 KB until cn() used tailwind-merge (about 7 KB) instead of a hand-rolled merger; 128 until
  // the entry waited for the first paint before loading what the first screen does not show
  // (lib/first-paint.ts, 0.1 KB: /dashboard's Lighthouse LCP 2.7 -> 2.3 s, bench/README.md).
  { route: '/auth', pages: ['features/auth/auth-page.tsx'], kb: 128.5 },
  {
    route: '/dashboard',
    pages: [
      'user-routes.tsx',
      'features/shell/app-shell.tsx',
      'features/dashboard/dashboard-page.tsx',
    ],
    kb: 170,
    // 34 before the build grouped what the first signed-in page needs (scripts/signed-in-chunks.ts).
    chunks: 12,
  },
];

const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'));
const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entryKey) throw new Error('no entry chunk in the Vite manifest');

function closure(keys) {
  const seen = new Set();
  const walk = (k) => {
    if (seen.has(k) || !manifest[k]) return;
    seen.add(k);
    for (const i of manifest[k].imports ?? []) walk(i);
  };
  for (const k of keys) walk(k);
  return seen;
}

const gz = (file) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;

let failed = false;
for (const b of BUDGETS) {
  const pageKeys = b.pages.map((page) => Object.keys(manifest).find((k) => k.endsWith(page)));
  const missing = b.pages.filter((_p, i) => !pageKeys[i]);
  if (missing.length > 0) {
    console.error(`${b.route}: chunk ${missing.join(', ')} not found in the manifest`);
    failed = true;
    continue;
  }
  const chunks = closure([entryKey, ...pageKeys]);
  const bytes = [...chunks].reduce((sum, k) => sum + gz(manifest[k].file), 0);
  const kb = bytes / 1024;
  const ok = kb <= b.kb && chunks.size <= (b.chunks ?? Number.POSITIVE_INFINITY);
  if (!ok) failed = true;
  console.log(
    `${ok ? 'ok  ' : 'OVER'} ${b.route}: ${kb.toFixed(1)} KB gzip first-load JS (budget ${b.kb} KB, ${chunks.size} chunks${b.chunks ? ` of at most ${b.chunks}` : ''})`,
  );
}
const TEXT = /\.(html|js|css)$/;
const decoders = { br: brotliDecompressSync, gz: gunzipSync };
let unsent = 0;
const textFiles = readdirSync(DIST, { recursive: true }).filter((f) => TEXT.test(f));
for (const file of textFiles) {
  const original = readFileSync(join(DIST, file));
  for (const [ext, decode] of Object.entries(decoders)) {
    const copy = join(DIST, `${file}.${ext}`);
    // The build skips a copy that would not be smaller (a few tiny chunks); the original goes out.
    if (!existsSync(copy)) {
      if (gzipSync(original).length < original.length) {
        console.error(`MISSING ${file}.${ext}`);
        unsent += 1;
      }
    } else if (!decode(readFileSync(copy)).equals(original)) {
      console.error(`STALE ${file}.${ext} does not decode to ${file}`);
      unsent += 1;
    }
  }
}
console.log(`${unsent ? 'FAIL' : 'ok  '} ${textFiles.length} text files precompressed (br, gz)`);
process.exit(failed || unsent ? 1 : 0);
