import type { Pool } from 'pg';
import { AppError } from '#server/http/errors.ts';
import type { SignedInDeviceList } from '#shared/schemas/session-devices.ts';
import { describeDevice, describePlace } from './session-describe.ts';
import { deleteOtherSessions, deleteSession, selectSessions } from './sessions.queries.ts';

/** The user's signed-in devices: the one asking first (marked `current`), then the most recently used. */
export async function listDevices(
  pool: Pool,
  userId: string,
  currentId: string,
): Promise<SignedInDeviceList> {
  const rows = await selectSessions(pool, userId);
  const own = rows.filter((r) => r.id === currentId);
  return {
    items: [...own, ...rows.filter((r) => r.id !== currentId)].map((r) => ({
      id: r.id,
      ...describeDevice(r.user_agent),
      place: describePlace(r.ip_address),
      created_at: r.created_at.toISOString(),
      last_seen_at: r.last_seen_at.toISOString(),
      current: r.id === currentId,
    })),
  };
}

/**
 * Signs one of the user's devices out: its session ends at once, so its next
 * request answers 401. Another user's session, or one already gone, is 404.
 */
export async function signOutDevice(pool: Pool, userId: string, currentId: string, id: string) {
  if (!(await deleteSession(pool, userId, id)))
    throw new AppError('NOT_FOUND', 'No signed-in device with that id');
  return { id, signed_out: true as const, current: id === currentId };
}

/** Signs out every device of the user but the one asking. */
export async function signOutOtherDevices(pool: Pool, userId: string, currentId: string) {
  return { signed_out: await deleteOtherSessions(pool, userId, currentId) };
}
