import type { Pool } from '#server/db/client.ts';
import { notFound } from '#server/http/errors.ts';
import type { PreferencesUpdate, ProfileUpdate } from '#shared/schemas/profile.ts';

const PROFILE_COLUMNS = [
  'full_name',
  'phone_number',
  'address',
  'city',
  'state',
  'country',
  'postal_code',
  'date_of_birth',
] as const;
const PREFERENCE_COLUMNS = [
  'show_balance',
  'push_notifications',
  'biometric_login',
  'primary_currency',
] as const;

/** Updates only the named columns of the user's own profile row. */
async function updateOwnProfile(
  pool: Pool,
  userId: string,
  columns: readonly string[],
  values: Record<string, unknown>,
) {
  const named = columns.filter((c) => values[c] !== undefined);
  if (named.length === 0) return;
  const sets = named.map((c, i) => `${c} = $${i + 2}`);
  const { rowCount } = await pool.query(
    `UPDATE profiles SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`,
    [userId, ...named.map((c) => values[c])],
  );
  if (rowCount === 0) throw notFound('Profile');
}

export const updateProfile = (pool: Pool, userId: string, input: ProfileUpdate) =>
  updateOwnProfile(pool, userId, PROFILE_COLUMNS, input);

export const updatePreferences = (pool: Pool, userId: string, input: PreferencesUpdate) =>
  updateOwnProfile(pool, userId, PREFERENCE_COLUMNS, input);
