import { sql } from 'kysely';
import { first, type Queryable, qb, type Row } from '#server/db/query.ts';

const profile = (userId: string) =>
  qb
    .selectFrom('profiles as p')
    .innerJoin('users as u', 'u.id', 'p.id')
    .select((eb) => [
      'p.id',
      'p.email',
      'p.full_name',
      'p.phone_number',
      'p.address',
      'p.city',
      'p.state',
      'p.country',
      'p.postal_code',
      sql<string | null>`to_char(${eb.ref('p.date_of_birth')}, 'YYYY-MM-DD')`.as('date_of_birth'),
      'p.primary_currency',
      'p.kyc_status',
      'p.kyc_documents',
      // The reason is the customer's to read only while the rejection stands.
      sql<
        string | null
      >`CASE WHEN ${eb.ref('p.kyc_status')} = 'rejected' THEN ${eb.ref('p.kyc_rejection_reason')} END`.as(
        'kyc_rejection_reason',
      ),
      'p.is_active',
      'u.email_verified',
      'p.phone_verified',
      'p.is_admin',
      'p.show_balance',
      'p.push_notifications',
      'p.biometric_login',
      'p.email_alerts',
      'p.created_at',
      'p.updated_at',
      'p.last_login',
    ])
    .where('p.id', '=', userId);

export type ProfileRow = Row<ReturnType<typeof profile>>;

export async function selectProfile(pool: Queryable, userId: string) {
  return first(pool, profile(userId));
}
