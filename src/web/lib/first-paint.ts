// The first contentful paint, as the browser reports it. What need not be on the first screen
// (the toasts' code, the bell's count, the lock's settings, the theme's watcher, the service
// worker) waits for it: on a slow phone it would otherwise compete with the page's own code and
// data for the network and the main thread, and a page's largest paint waits for all of that.
/** The longest anything waits, for a browser that reports no paint (or a page that paints none). */
const MAX_WAIT_MS = 3000;

let firstPaint: Promise<void> | undefined;

/** Resolves once the page has shown its first content. */
export function afterFirstPaint(): Promise<void> {
  firstPaint ??= new Promise<void>((resolve) => {
    setTimeout(resolve, MAX_WAIT_MS);
    try {
      new PerformanceObserver((list, observer) => {
        if (!list.getEntriesByName('first-contentful-paint').length) return;
        observer.disconnect();
        resolve();
      }).observe({ type: 'paint', buffered: true });
    } catch {
      resolve(); // no paint timing here
    }
  });
  return firstPaint;
}
