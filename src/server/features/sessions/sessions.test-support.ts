import { randomUUID } from 'node:crypto';
import { createApp } from '#server/app.ts';
import { cookieFrom, makeTestDeps, signUpVerified } from '#test/auth-helpers.ts';
import { createTestDatabase } from '#test/db.ts';

export const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
export const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
export const PASSWORD = 'secret-password';

/**
 * A test database and the app on it (`env` over makeTestDeps' defaults), with
 * helpers to sign one account in from several devices and to call the API.
 */
export async function sessionsFixture(env: Record<string, string | undefined> = {}) {
  const { url, pool } = await createTestDatabase(4);
  const deps = makeTestDeps(url, env);
  const app = createApp(deps);
  const origin = deps.config.publicUrl;

  const call = async (
    method: string,
    path: string,
    cookie?: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const res = await app.request(path, {
      method,
      headers: {
        ...(cookie ? { cookie, origin } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON
    const json: any = text ? JSON.parse(text) : null;
    return { status: res.status, json, res };
  };

  /** Another device: a sign-in with that user agent; answers its cookie. */
  const signInFrom = async (email: string, userAgent: string) => {
    const res = await app.request('/api/auth/sign-in/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': userAgent },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    if (res.status !== 200) throw new Error(`sign-in failed: ${res.status}`);
    return cookieFrom(res);
  };

  const newUser = async (name: string) => {
    const email = `${name}-${randomUUID()}@example.com`;
    const { cookie, userId } = await signUpVerified(app, deps, email, PASSWORD);
    return { email, cookie, userId };
  };

  /** The session row behind a cookie, read as the tables' owner. */
  const sessionOf = async (userId: string, userAgent: string | null) => {
    const { rows } = await pool.query(
      'SELECT * FROM sessions WHERE user_id = $1 AND user_agent IS NOT DISTINCT FROM $2',
      [userId, userAgent ?? ''],
    );
    return rows[0];
  };

  return { url, app, deps, pool, call, signInFrom, newUser, sessionOf };
}
