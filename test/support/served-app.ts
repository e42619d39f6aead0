import { createApp } from '#server/app.ts';
import type { AppDeps } from '#server/http/context.ts';
import { serveOnFreePort } from '#server/providers/paystack/testing.ts';
import { makeTestDeps } from '#test/auth-helpers.ts';

// The whole app on a real port, for tests whose providers' simulators (inside
// the app) are reached over HTTP and call the app's webhooks back at its
// PUBLIC_URL, as in development.

/** What `call` adds to every request besides the session. */
export type CallDefaults = {
  /** `content-type: application/json`, unless the request names its own. */
  json?: boolean;
  /** The origin header on anonymous requests too, not only with a cookie. */
  originAlways?: boolean;
};

/**
 * Serves the app for the test database at `url` (makeTestDeps's settings, then
 * `env`) until `close`. `call` fetches from it as a browser on its page would.
 */
export async function serveTestApp(
  url: string,
  env: Record<string, string> = {},
  poolSize?: number,
  defaults: CallDefaults = {},
) {
  let deps!: AppDeps;
  const served = await serveOnFreePort((publicUrl) => {
    deps = makeTestDeps(url, { PUBLIC_URL: publicUrl, ...env }, poolSize);
    return createApp(deps);
  });
  const { publicUrl } = served;
  const call = (who: { cookie: string } | null, path: string, init: RequestInit = {}) =>
    fetch(`${publicUrl}${path}`, {
      ...init,
      headers: {
        // A signed-in browser names its origin.
        ...(who ? { cookie: who.cookie } : {}),
        ...(who || defaults.originAlways ? { origin: publicUrl } : {}),
        ...(defaults.json ? { 'content-type': 'application/json' } : {}),
        ...(init.headers as Record<string, string>),
      },
    });
  return { ...served, deps, pool: deps.pool, call };
}

export type ServedApp = Awaited<ReturnType<typeof serveTestApp>>;
