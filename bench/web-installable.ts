// For `npm run bench:web`: what Lighthouse 12 no longer says (it dropped its PWA category), asked
// of Chromium itself through the DevTools protocol, in the Chromium the audits run in: whether
// the app can be installed (Page.getInstallabilityErrors, after the service worker has taken
// the page), and whether the page is in the theme the audits are meant to see.
import { chromium } from '@playwright/test';

export type InstallCheck = { errors: string[]; controlled: boolean; dark: boolean };

/** Opens `url` in the Chromium listening on `port`, as the system's theme has it there. */
export async function checkInstallable(port: number, url: string): Promise<InstallCheck> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0] ?? (await browser.newContext());
    const page = await context.newPage();
    // Playwright would emulate a light system; Chromium's own (--force-dark-mode or not) it is.
    await page.emulateMedia({ colorScheme: null });
    await page.goto(url);
    // The worker is registered once the page has loaded, and takes it when it has stored the app.
    const controlled = await page
      .waitForFunction(
        async () => {
          await navigator.serviceWorker.ready;
          return navigator.serviceWorker.controller !== null;
        },
        undefined,
        { timeout: 60_000 },
      )
      .then(
        () => true,
        () => false,
      );
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
    // The audits start from a clean slate (Lighthouse clears the origin's storage anyway).
    await cdp.send('Storage.clearDataForOrigin', {
      origin: new URL(url).origin,
      storageTypes: 'all',
    });
    await page.close();
    return {
      errors: installabilityErrors.map(
        (e) => `${e.errorId}${e.errorArguments.map((a) => ` ${a.name}=${a.value}`).join('')}`,
      ),
      controlled,
      dark,
    };
  } finally {
    // Disconnects only: chrome-launcher's Chromium goes on for the audits.
    await browser.close();
  }
}
