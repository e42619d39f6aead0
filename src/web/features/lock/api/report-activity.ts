import { api } from '#web/lib/api.ts';

/**
 * POST /api/me/activity: the person is using the app, so the server does not
 * take this device for idle. Reads never say so (a screen polling its balances
 * is no use), so the idle timer sends this at most once a minute of real use.
 */
export function reportActivity() {
  return api('POST /api/me/activity').catch(() => undefined);
}
