// Passkeys in the browser: Chromium's virtual authenticator (through CDP)
// stands in for the phone's fingerprint reader, and the page is served at
// localhost, since WebAuthn refuses an IP address such as 127.0.0.1 as its
// relying party (the server's passkeys.ts says the same).
import type { Page } from '@playwright/test';

/** The run's server (playwright.config.ts's port) by name: http://localhost:PORT. */
export const LOCALHOST_URL = `http://localhost:${Number(process.env.E2E_PORT ?? 3100)}`;

/**
 * A platform authenticator (like a phone's) that keeps passkeys and verifies
 * its user at once; answers a function that lists the passkeys it holds.
 */
export async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
}
