import { passkeyClient } from '@better-auth/passkey/client';
import { twoFactorClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

export const authClient = createAuthClient({
  // Same origin; better-auth is mounted at /api/auth.
  baseURL: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  basePath: '/api/auth',
  // The sign-in form shows the code step itself when the answer says `twoFactorRedirect`.
  // Passkeys: "Sign in with a passkey" on /auth, and the list in Settings.
  plugins: [twoFactorClient(), passkeyClient()],
});
