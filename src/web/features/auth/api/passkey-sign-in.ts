import { unwrap } from './auth-error.ts';

const client = () => import('#web/lib/auth-client.ts').then((m) => m.authClient);

/**
 * better-auth's passkey sign-in: the server's challenge, the device's own
 * prompt (any passkey of this site; it names its account), then the check
 * that opens the session. No e-mail, password or bot check: the signature is
 * the proof.
 */
export async function passkeySignIn() {
  return unwrap(await (await client()).signIn.passkey());
}
