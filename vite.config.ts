import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));

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
    // A lazily loaded chunk fetches every chunk it imports at once, not level by level as the
    // browser would discover them; the entry itself carries no preloads (see scripts/size-check.mjs).
    modulePreload: { polyfill: false },
    // One chunk for everything the first page needs, instead of many small ones.
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/dev': 'http://127.0.0.1:3000' },
  },
});
