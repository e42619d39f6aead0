// `npm start`: build the web app when it is missing or older than its sources,
// then run the server (which applies migrations before it listens).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const WEB_DIR = process.env.WEB_DIR || 'dist/web';
const INDEX = join(WEB_DIR, 'index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name);
    const t = entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs;
    if (t > newest) newest = t;
  }
  return newest;
}

const stale =
  !existsSync(INDEX) ||
  Math.max(newestMtime('src/web'), newestMtime('src/shared')) > statSync(INDEX).mtimeMs;
if (stale) {
  console.log('Building the web app...');
  const r = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', '--outDir', resolve(WEB_DIR)],
    {
      stdio: 'inherit',
    },
  );
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const { register } = await import('tsx/esm/api');
register();
await import('../src/server/main.ts');
