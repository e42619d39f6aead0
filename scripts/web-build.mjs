// The production build of the web app that `npm start` serves, and whether the
// one in WEB_DIR is it. A stamp in WEB_DIR names what a build was made from (a
// hash of its inputs and the mode); file dates cannot tell a development build
// from a production one, nor a checkout's dates from its contents.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

/** Everything a build is made from, relative to the project root. */
export const BUILD_INPUTS = [
  'src/web',
  'src/shared',
  'vite.config.ts',
  'scripts/signed-in-chunks.ts',
  'scripts/service-worker-build.ts',
  'tsconfig.json',
  'package-lock.json',
];
export const STAMP_FILE = '.build-stamp';
const MODE = 'production';

function* files(path) {
  if (!existsSync(path)) return;
  if (!statSync(path).isDirectory()) {
    yield path;
    return;
  }
  const entries = readdirSync(path).sort();
  for (const e of entries) yield* files(join(path, e));
}

/**
 * What a production build of the sources under `root` would be made from.
 * @param {string} [root]
 * @returns {string}
 */
export function sourceStamp(root = '.') {
  const hash = createHash('sha256').update(`mode=${MODE}\n`);
  for (const input of BUILD_INPUTS)
    for (const file of files(join(root, input))) {
      if (file.endsWith('.test.ts') || file.endsWith('.test.tsx')) continue;
      hash
        .update(`${relative(root, file)}\n`)
        .update(readFileSync(file))
        .update('\n');
    }
  return hash.digest('hex');
}

/**
 * Whether `webDir` holds a production build of the current sources.
 * @param {string} webDir
 * @param {string} [root]
 * @returns {boolean}
 */
export function buildIsCurrent(webDir, root = '.') {
  const stamp = join(webDir, STAMP_FILE);
  return (
    existsSync(join(webDir, 'index.html')) &&
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8').trim() === sourceStamp(root)
  );
}

/**
 * Builds the web app into `webDir` in production mode, whatever NODE_ENV the
 * shell has, and stamps it. Returns vite's exit status.
 * @param {string} webDir
 * @returns {number}
 */
export function buildWeb(webDir) {
  const stamp = sourceStamp();
  const r = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', '--outDir', resolve(webDir)],
    { stdio: 'inherit', env: { ...process.env, NODE_ENV: MODE } },
  );
  if (r.status === 0) writeFileSync(join(webDir, STAMP_FILE), `${stamp}\n`);
  return r.status ?? 1;
}
