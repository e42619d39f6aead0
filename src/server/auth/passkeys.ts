import { passkey } from '@better-auth/passkey';
import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { PASSKEY_MESSAGES } from '#shared/schemas/passkeys.ts';
import type { Db } from '../db/client.ts';
import { passkeys } from '../db/schema/auth.ts';
import { profiles } from '../db/schema/profiles.ts';
import { type PasskeyDeps, passkeyRules } from './passkey-rules.ts';

const LOOPBACK = new Set(['127.0.0.1', '[::1]']);

/**
 * Whom the passkeys are for (WebAuthn's relying party): PUBLIC_URL's host and
 * origin. Browsers refuse an IP address as relying party, so where PUBLIC_URL
 * is this machine's loopback address (development, the browser tests)
 * passkeys work at http://localhost:PORT, the same server by name.
 */
export function passkeyRelyingParty(publicUrl: string) {
  const url = new URL(publicUrl);
  if (LOOPBACK.has(url.hostname)) url.hostname = 'localhost';
  return { rpID: url.hostname, origin: url.origin };
}

/**
 * better-auth's passkey plugin (sign-in with a passkey; passkeys added and
 * removed in Settings) and Owo's rules around it (passkey-rules.ts).
 */
export function passkeyPlugins(deps: PasskeyDeps) {
  const { rpID, origin } = passkeyRelyingParty(deps.config.publicUrl);
  return [
    passkey({
      rpID,
      rpName: 'Owo',
      origin,
      // Discoverable: the passkey knows its account, so signing in asks no e-mail address.
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      authentication: {
        afterVerification: ({ clientData }) => refuseAdministrators(deps.db, clientData.id),
      },
    }),
    passkeyRules(deps),
  ] as const;
}

/**
 * An administrator must sign in with password and authenticator app
 * (ADMIN_2FA_REQUIRED, guards.ts); a passkey alone would skip the second
 * step, so an administrator's passkey opens no session. Checked after the
 * signature, so the answer says nothing about a credential nobody proved.
 */
async function refuseAdministrators(db: Db, credentialId: unknown) {
  if (typeof credentialId !== 'string') return;
  const [owner] = await db
    .select({ isAdmin: profiles.isAdmin })
    .from(passkeys)
    .innerJoin(profiles, eq(profiles.id, passkeys.userId))
    .where(eq(passkeys.credentialID, credentialId));
  if (owner?.isAdmin)
    throw APIError.from('FORBIDDEN', { code: 'FORBIDDEN', message: PASSKEY_MESSAGES.notForAdmins });
}
