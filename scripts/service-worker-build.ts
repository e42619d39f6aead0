// What the service worker's build by vite-plugin-pwa (vite.config.ts) needs besides the plugin.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * vite-plugin-pwa builds the worker once the app's build is written, after vite-plugin-compression2
 * has made the .br and .gz copies of every other text file; this plugin, last in the app's build,
 * makes the worker's, so the server sends it compressed like the rest (and `npm run size` finds
 * every text file's copies).
 */
export function compressServiceWorker(file = 'sw.js'): Plugin {
  let outDir = '';
  return {
    name: 'owo:compress-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const path = join(outDir, file);
        const source = readFileSync(path);
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
      },
    },
  };
}

/**
 * In the worker's own build: vite-plugin-pwa 2.0 asks for one file with Rollup's
 * `inlineDynamicImports`, which Vite 8's Rolldown names `codeSplitting: false` (and warns about
 * on every build under the old name).
 */
export function oneFileServiceWorker(): Plugin {
  return {
    name: 'owo:one-file-service-worker',
    config(config) {
      const output = config.build?.rollupOptions?.output;
      if (!output || Array.isArray(output) || !('inlineDynamicImports' in output)) return;
      delete output.inlineDynamicImports;
      Object.assign(output, { codeSplitting: false });
    },
  };
}

/**
 * The pages whose first load the worker keeps (source paths under src/web): the landing page,
 * sign-in and the signed-in frame with the dashboard. Every other page's code comes from the
 * network when it is opened (and stays in the browser's cache, its name being its content).
 */
const SHELL_PAGES = [
  'features/landing/landing-page.tsx',
  'features/auth/auth-page.tsx',
  'user-routes.tsx',
  'features/shell/app-shell.tsx',
  'features/dashboard/dashboard-page.tsx',
];

type ManifestChunk = { file: string; css?: string[]; imports?: string[]; isEntry?: boolean };
type PrecacheEntry = { url: string; revision: string | null; size: number };

/**
 * The app shell the worker stores as it installs: the entry, its styles and the chunks of
 * SHELL_PAGES (from Vite's manifest), besides the files that are not the build's code (the
 * offline page, the icons). Not every chunk: a first visit on a phone's data plan would download
 * the whole app, the back office included, a few seconds after the page, and compete with it.
 * `plugin` learns where the build goes; `transform` is workbox's manifestTransforms entry.
 */
export function appShell() {
  let outDir = '';
  const plugin: Plugin = {
    name: 'owo:app-shell',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
  };
  const transform = (entries: PrecacheEntry[]) => {
    const manifest: Record<string, ManifestChunk> = JSON.parse(
      readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
    );
    const files = new Set<string>();
    const walk = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const css of chunk.css ?? []) files.add(css);
      for (const next of chunk.imports ?? []) walk(next);
    };
    for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) walk(key);
    for (const page of SHELL_PAGES) {
      const key = Object.keys(manifest).find((k) => k.endsWith(page));
      if (!key) throw new Error(`the app shell's ${page} is not in the build`);
      walk(key);
    }
    return {
      manifest: entries.filter((e) => !e.url.startsWith('assets/') || files.has(e.url)),
    };
  };
  return { plugin, transform };
}
