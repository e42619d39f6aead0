import { sql, type Updateable } from 'kysely';
import type { Pool } from '#server/db/client.ts';
import { type Queryable, qb, run } from '#server/db/query.ts';
import type { DB } from '#server/db/types.generated.ts';
import { notFound } from '#server/http/errors.ts';
import type { PreferencesUpdate, ProfileUpdate } from '#shared/schemas/profile.ts';

type ProfileColumn = keyof Updateable<DB['profiles']>;

const PROFILE_COLUMNS = [
  'full_name',
  'phone_number',
  'address',
  'city',
  'state',
  'country',
  'postal_code',
  'date_of_birth',
] as const satisfies readonly ProfileColumn[];
const PREFERENCE_COLUMNS = [
  'show_balance',
  'push_notifications',
  'biometric_login',
  'email_alerts',
  'primary_currency',
] as const satisfies readonly ProfileColumn[];

/** Updates only the named columns of the user's own profile row. */
async function updateOwnProfile<C extends ProfileColumn>(
  pool: Queryable,
  userId: string,
  columns: readonly C[],
  values: Partial<Record<C, unknown>>,
) {
  const named = columns.filter((c) => values[c] !== undefined);
  if (named.length === 0) return;
  const changes = Object.fromEntries(named.map((c) => [c, values[c]])) as Updateable<
    DB['profiles']
  >;
  const touched = await run(
    pool,
    qb
      .updateTable('profiles')
      .set({ ...changes, updated_at: sql<Date>`now()` })
      .where('id', '=', userId),
  );
  if (touched === 0) throw notFound('Profile');
}

export const updateProfile = (pool: Pool, userId: string, input: ProfileUpdate) =>
  updateOwnProfile(pool, userId, PROFILE_COLUMNS, input);

export const updatePreferences = (pool: Pool, userId: string, input: PreferencesUpdate) =>
  updateOwnProfile(pool, userId, PREFERENCE_COLUMNS, input);
