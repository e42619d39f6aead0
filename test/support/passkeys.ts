import { passkeyRelyingParty } from '#server/auth/passkeys.ts';
import type { AppDeps } from '#server/http/context.ts';
import { cookieFrom, type RequestingApp } from '../auth-helpers.ts';
import { SoftAuthenticator } from './soft-authenticator.ts';

// The passkey ceremonies over HTTP, as the web app's better-auth client runs
// them, with a software authenticator in place of the browser's.

export function passkeyClient(app: RequestingApp, deps: AppDeps) {
  // The page's origin, which the authenticator signs; requests name PUBLIC_URL's,
  // as the app's origin check wants from a request with no Host header.
  const { origin } = passkeyRelyingParty(deps.config.publicUrl);
  const requestOrigin = new URL(deps.config.publicUrl).origin;
  const call = async (method: string, path: string, cookie?: string, body?: unknown) => {
    const res = await app.request(`/api/auth${path}`, {
      method,
      headers: {
        origin: requestOrigin,
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
    const json: any = text ? JSON.parse(text) : null;
    return { status: res.status, json, cookie: cookieFrom(res) };
  };
  const join = (...cookies: (string | undefined)[]) => cookies.filter(Boolean).join('; ');

  return {
    call,
    newAuthenticator: () => new SoftAuthenticator(origin),

    /** Password, options, the authenticator's answer: the verify-registration answer. */
    async register(cookie: string, authenticator: SoftAuthenticator, name?: string) {
      const confirmed = await call('POST', '/passkey/confirm-password', cookie, {
        password: 'secret-password',
      });
      if (confirmed.status !== 200)
        throw new Error(`confirm: ${confirmed.status} ${JSON.stringify(confirmed.json)}`);
      const options = await call('GET', '/passkey/generate-register-options', cookie);
      if (options.status !== 200) return options;
      return call('POST', '/passkey/verify-registration', join(cookie, options.cookie), {
        response: authenticator.register(options.json),
        ...(name === undefined ? {} : { name }),
      });
    },

    /**
     * A sign-in with the passkey alone: its answer carries the new session's
     * cookie. `cookie`: the device's own, when it still holds a (locked) session.
     */
    async signIn(authenticator: SoftAuthenticator, cookie?: string) {
      const options = await call('GET', '/passkey/generate-authenticate-options', cookie);
      if (options.status !== 200) throw new Error(`options: ${options.status}`);
      return call('POST', '/passkey/verify-authentication', join(cookie, options.cookie), {
        response: authenticator.authenticate(options.json),
      });
    },

    async list(cookie: string) {
      return call('GET', '/passkey/list-user-passkeys', cookie);
    },
  };
}
