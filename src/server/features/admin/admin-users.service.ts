import type { Pool } from '#server/db/client.ts';
import { inTransaction } from '#server/db/transaction.ts';
import { AppError, notFound } from '#server/http/errors.ts';
import type { UserStatus } from '#shared/schemas/admin-users.ts';

/**
 * Activates or deactivates a user. Deactivating ends every session of theirs
 * in the same transaction, so they are signed out at once, everywhere. An
 * administrator cannot deactivate themselves (nobody could undo it from the
 * screen they are on).
 */
export async function setUserStatus(
  pool: Pool,
  adminId: string,
  userId: string,
  isActive: boolean,
): Promise<UserStatus> {
  if (userId === adminId && !isActive)
    throw new AppError('BUSINESS_RULE', 'You cannot deactivate your own account');
  return inTransaction(pool, async (client) => {
    const { rows } = await client.query<UserStatus>(
      `UPDATE profiles SET is_active = $2, updated_at = now() WHERE id = $1
       RETURNING id, is_active`,
      [userId, isActive],
    );
    const status = rows[0];
    if (!status) throw notFound('User');
    if (!isActive) await client.query('DELETE FROM sessions WHERE user_id = $1', [userId]);
    return status;
  });
}
