import { api } from '#web/lib/api.ts';
import { markLocked } from '#web/lib/session-lock.ts';

/**
 * POST /api/me/lock: the idle timer ran out. The screen locks at once; the
 * server, told, answers SESSION_LOCKED from now on (it would by itself a minute
 * later, should this request be lost).
 */
export function lockSession() {
  markLocked();
  return api('POST /api/me/lock').catch(() => undefined);
}
