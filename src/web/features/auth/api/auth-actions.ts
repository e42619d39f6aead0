// The auth actions, through better-auth's client (loaded on first use). Plain
// async functions rather than TanStack mutations: the forms track their own
// submitting state, and /auth stays inside its first-load budget.
import type { ForgotPassword, SignIn, SignUp } from '#shared/schemas/auth.ts';
import { unwrap } from './auth-error.ts';

const client = () => import('#web/lib/auth-client.ts').then((m) => m.authClient);

type Headers = { headers: Record<string, string> };

/** The e-mailed reset link comes back to /auth?type=recovery&token=… */
export const RECOVERY_REDIRECT = '/auth?type=recovery';

/** With two-factor on, the answer is `{ twoFactorRedirect: true }` and no session yet. */
export async function signInRequest({ email, password, headers }: SignIn & Headers) {
  const data: object = unwrap(
    await (await client()).signIn.email({ email, password }, { headers }),
  );
  return { twoFactor: 'twoFactorRedirect' in data && data.twoFactorRedirect === true };
}

/** A sign-in's second step: the authenticator app's code, or a recovery code. */
export async function verifySignInCode(kind: 'totp' | 'recovery', code: string) {
  const { twoFactor } = await client();
  return unwrap(
    kind === 'totp'
      ? await twoFactor.verifyTotp({ code })
      : await twoFactor.verifyBackupCode({ code }),
  );
}

/** With e-mail verification on, the answer carries no session token. */
export async function signUpRequest({ email, password, headers }: SignUp & Headers) {
  return unwrap(
    await (await client()).signUp.email(
      { name: '', email, password, callbackURL: '/dashboard' },
      { headers },
    ),
  );
}

export async function requestPasswordReset({ email, headers }: ForgotPassword & Headers) {
  return unwrap(
    await (await client()).requestPasswordReset(
      { email, redirectTo: RECOVERY_REDIRECT },
      { headers },
    ),
  );
}

export async function resetPassword({
  newPassword,
  token,
}: {
  newPassword: string;
  token: string;
}) {
  return unwrap(await (await client()).resetPassword({ newPassword, token }));
}

/** `callbackURL`: a path of this app (see next-path.ts), where Google's answer lands signed in. */
export async function googleSignIn(callbackURL = '/dashboard') {
  return unwrap(await (await client()).signIn.social({ provider: 'google', callbackURL }));
}

export async function signOutRequest() {
  return unwrap(await (await client()).signOut());
}

/** Fetch the client ahead of the first submit. */
export function preloadAuthClient() {
  void client().catch(() => undefined);
}
