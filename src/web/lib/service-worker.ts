// The service worker (src/web/sw.ts): registered once the page has loaded, so it costs the first
// load nothing, and when a new version of the app is waiting, a toast offers to reload into it.
// The new worker takes over only when the user says so: a form half filled in is never lost to it.
import { Workbox } from 'workbox-window';

export const UPDATE_MESSAGE = 'A new version of Owo is available';
/** How often an open tab asks whether a new version is out, at most (when it comes back into view). */
const CHECK_EVERY_MS = 60 * 60 * 1000;

export function registerServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js');

  wb.addEventListener('waiting', () => {
    // sonner itself, not toast.ts: sharing that module with the pages would split it into a chunk
    // of its own, one more request on every first load (scripts/signed-in-chunks.ts).
    void import('sonner').then(({ toast }) =>
      toast(UPDATE_MESSAGE, {
        id: 'app-update',
        duration: Number.POSITIVE_INFINITY,
        action: {
          label: 'Reload',
          onClick: () => {
            wb.addEventListener('controlling', () => window.location.reload());
            wb.messageSkipWaiting();
          },
        },
      }),
    );
  });

  // A tab left open for days never navigates, so the browser would never look for a new worker.
  let checked = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - checked < CHECK_EVERY_MS) return;
    checked = Date.now();
    void wb.update().catch(() => undefined);
  });

  // Refused (a private window, a browser that blocks workers): the app works as before.
  void wb.register().catch(() => undefined);
}
