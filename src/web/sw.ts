/// <reference lib="webworker" />
// The service worker, built into /sw.js by vite-plugin-pwa (vite.config.ts), which puts the build's
// file list in place of self.__WB_MANIFEST. It keeps the app shell's code and styles (see appShell
// in scripts/service-worker-build.ts), the icons and the offline page (src/web/public/offline.html),
// and nothing else: pages and every /api answer (balances, transactions, anything with money in
// it) always come from the network, and a page load the network cannot answer gets the offline
// page, never an old page.
import { clientsClaim } from 'workbox-core';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

const OFFLINE_PAGE = '/offline.html';
/** What the app sends the waiting worker when the user chose Reload (src/web/lib/service-worker.ts). */
const SKIP_WAITING = 'SKIP_WAITING';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The page's request starts while the worker wakes up, so a page load waits for no worker.
enableNavigationPreload();
// The first worker takes the open page at once; a later one waits for the user (see below).
clientsClaim();

registerRoute(
  new NavigationRoute(
    new NetworkOnly({
      plugins: [{ handlerDidError: async () => matchPrecache(OFFLINE_PAGE) }],
    }),
    // The API's own pages (its docs, a verification link's redirect) are the server's business.
    { denylist: [/^\/api\//] },
  ),
);

self.addEventListener('message', (event) => {
  if (event.data?.type === SKIP_WAITING) void self.skipWaiting();
});
