// The compiled server that `npm start` runs with plain Node: src/server/main.ts and
// src/server/cli.ts bundled by esbuild into one ES module each (packages stay in
// node_modules), with source maps, and beside them the files the server reads at run
// time from its own folder (migrate.ts finds ./migrations and ./functions next to
// the module). A stamp names the sources a build was made from, as for the web app.
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Everything the compiled server is made from, relative to the project root. */
export const SERVER_INPUTS = [
  'src/server',
  'src/shared',
  'tsconfig.json',
  'package-lock.json',
  'scripts/server-build.mjs',
];
export const SERVER_STAMP = '.build-stamp';
export const SERVER_ENTRIES = { main: 'src/server/main.ts', cli: 'src/server/cli.ts' };
/** Read at run time from beside the bundle: [source folder, folder in the build, file filter]. */
const RUNTIME_FILES = [
  ['src/server/db/migrations', 'migrations', (f) => f.endsWith('.sql') || f === '_journal.json'],
  ['src/server/db/functions', 'functions', (f) => f.endsWith('.sql')],
];

/** Not part of what runs: tests, and drizzle-kit's schema snapshots (megabytes it reads itself). */
const ignored = (file) => /\.test\.tsx?$/.test(file) || /_snapshot\.json$/.test(file);

function* files(path) {
  if (!existsSync(path)) return;
  if (!statSync(path).isDirectory()) {
    yield path;
    return;
  }
  for (const e of readdirSync(path).sort()) yield* files(join(path, e));
}

/**
 * What a build of the server sources under `root` would be made from.
 * @param {string} [root]
 * @returns {string}
 */
export function serverSourceStamp(root = '.') {
  const hash = createHash('sha256');
  for (const input of SERVER_INPUTS)
    for (const file of files(join(root, input))) {
      if (ignored(file)) continue;
      hash
        .update(`${relative(root, file)}\n`)
        .update(readFileSync(file))
        .update('\n');
    }
  return hash.digest('hex');
}

/**
 * Whether `serverDir` holds a build of the current sources. Without sources (a
 * deployment that ships only the build) there is nothing to compare: any build is.
 * @param {string} serverDir
 * @param {string} [root]
 * @returns {boolean}
 */
export function serverBuildIsCurrent(serverDir, root = '.') {
  if (!existsSync(join(serverDir, 'main.js'))) return false;
  if (!existsSync(join(root, 'src/server/main.ts'))) return true;
  const stamp = join(serverDir, SERVER_STAMP);
  return existsSync(stamp) && readFileSync(stamp, 'utf8').trim() === serverSourceStamp(root);
}

/**
 * Compiles the server into `serverDir` and stamps it. The build is made beside it and
 * moved into place, so a server starting meanwhile reads a whole build, old or new.
 * `serverDir` must be inside the project: the bundles import packages from node_modules.
 * @param {string} serverDir
 * @returns {Promise<void>}
 */
export async function buildServer(serverDir) {
  const { build } = await import('esbuild');
  const out = resolve(serverDir);
  const stamp = serverSourceStamp();
  const temp = `${out}.building-${process.pid}`;
  rmSync(temp, { recursive: true, force: true });
  await build({
    entryPoints: SERVER_ENTRIES,
    outdir: temp,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    tsconfig: 'tsconfig.json',
    logLevel: 'warning',
  });
  for (const [from, to, keep] of RUNTIME_FILES) {
    for (const file of files(from)) {
      const name = relative(from, file);
      if (!keep(file.split('/').at(-1))) continue;
      mkdirSync(dirname(join(temp, to, name)), { recursive: true });
      cpSync(file, join(temp, to, name));
    }
  }
  writeFileSync(join(temp, SERVER_STAMP), `${stamp}\n`);
  const old = `${out}.old-${process.pid}`;
  if (existsSync(out)) renameSync(out, old);
  try {
    renameSync(temp, out);
  } catch (e) {
    // Another `npm start` put its build in place first; from the same sources, it is this one.
    if (!existsSync(join(out, 'main.js'))) throw e;
    rmSync(temp, { recursive: true, force: true });
  }
  rmSync(old, { recursive: true, force: true });
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const dir = process.argv[2] || process.env.SERVER_DIR || 'dist/server';
  const started = performance.now();
  await buildServer(dir);
  console.log(`Compiled the server into ${dir} in ${Math.round(performance.now() - started)} ms`);
}
