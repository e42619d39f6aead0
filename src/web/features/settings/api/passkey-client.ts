import { unwrap } from '#web/features/auth/api/auth-error.ts';
import { ApiError } from '#web/lib/api.ts';

/** better-auth's client, with its passkey plugin, loaded when Settings first needs it. */
export const passkeyAuthClient = () => import('#web/lib/auth-client.ts').then((m) => m.authClient);

/** Fetch the client (and the WebAuthn code in it) before the first click. */
export function preloadPasskeyClient() {
  void passkeyAuthClient().catch(() => undefined);
}

/** Words for what the browser or the server answered, where theirs would not help. */
const MESSAGES: Record<string, string> = {
  ERROR_CEREMONY_ABORTED: 'Adding the passkey was cancelled.',
  ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED:
    'This device already holds a passkey for your account.',
  SESSION_NOT_FRESH: 'For your security, sign out and sign in again, then add the passkey.',
};

/** better-auth's `{ data, error }` as data, or an ApiError with a message a person can act on. */
export function passkeyResult<T>(result: Parameters<typeof unwrap<T>>[0]): T {
  try {
    return unwrap(result);
  } catch (error) {
    if (error instanceof ApiError && MESSAGES[error.code])
      throw new ApiError(error.status, error.code, MESSAGES[error.code] ?? error.message);
    throw error;
  }
}
