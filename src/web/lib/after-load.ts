// What the app does once the page has loaded, in a chunk of its own so the first load carries
// none of it (see main.tsx): follow the system's theme as it changes (index.html applied it
// before the first paint), and register the service worker in a production build, once idle.
import { registerServiceWorker } from './service-worker.ts';
import { followSystemTheme } from './theme.ts';

/** The longest the worker waits for an idle moment after the page has loaded. */
const IDLE_WAIT_MS = 5000;

followSystemTheme();
// The worker downloads the app shell as it installs: once the page is idle, not while it starts.
if (import.meta.env.PROD) {
  if ('requestIdleCallback' in window)
    requestIdleCallback(registerServiceWorker, { timeout: IDLE_WAIT_MS });
  else setTimeout(registerServiceWorker, IDLE_WAIT_MS);
}
