import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import {
  appShell,
  compressServiceWorker,
  oneFileServiceWorker,
} from './scripts/service-worker-build.ts';
import { signedInChunk } from './scripts/signed-in-chunks.ts';

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const shell = appShell();

export default defineConfig({
  root: dir('./src/web'),
  publicDir: dir('./src/web/public'),
  plugins: [
    react(),
    tailwindcss(),
    // Every text file gets .br and .gz siblings at maximum compression, which the server sends
    // to clients that accept them (src/server/http/web-assets.ts); nothing is compressed per request.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest)$/,
      exclude: /\.vite\//,
      logLevel: 'silent',
    }),
    // The service worker (src/web/sw.ts, see there), built into /sw.js with the list of files it
    // keeps: the app shell's hashed code and styles (see appShell), the offline page, the icons.
    // Not index.html: pages come from the network. The manifest is
    // src/web/public/manifest.webmanifest; the app registers the worker itself after the page has
    // loaded (src/web/lib/service-worker.ts).
    shell.plugin,
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '.',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      injectManifest: {
        globPatterns: ['assets/*.{js,css}', 'offline.html', 'favicon.svg', 'icons/icon-*.png'],
        manifestTransforms: [shell.transform],
        buildPlugins: { vite: [oneFileServiceWorker()] },
      },
    }),
    compressServiceWorker(),
  ],
  resolve: {
    alias: [
      { find: '#shared', replacement: dir('./src/shared') },
      { find: '#web', replacement: dir('./src/web') },
      // Zod without its eval probe in the browser (see the file).
      { find: /^zod$/, replacement: dir('./src/web/lib/zod.ts') },
    ],
  },
  build: {
    outDir: dir('./dist/web'),
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    // The entry lists no preloads for lazy pages: the server names each page's chunks in its
    // index.html (src/server/http/page-hints.ts), and the preload helper would cost the first
    // load of /auth bytes it has no room for (see scripts/size-check.mjs).
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // One chunk for everything the first page needs, instead of many small ones.
            { name: 'app', tags: ['$initial'] },
            // A few more for what the first signed-in page needs (see the file). A module stays
            // where its importers put it (no dependencies pulled in): its dependencies have
            // chunks of their own, which a signed-out page may need without this one.
            {
              name: signedInChunk(dir('./src/web/')),
              debugName: 'signed-in',
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/dev': 'http://127.0.0.1:3000' },
  },
});
