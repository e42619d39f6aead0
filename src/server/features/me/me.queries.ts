import type { Pool } from '#server/db/client.ts';

export type ProfileRow = {
  id: string;
  email: string;
  full_name: string | null;
  phone_number: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  country: string | null;
  postal_code: string | null;
  date_of_birth: string | null;
  primary_currency: 'NGN' | 'USD' | 'CNY';
  kyc_status: 'pending' | 'verified' | 'rejected';
  kyc_documents: unknown;
  kyc_rejection_reason: string | null;
  is_active: boolean;
  email_verified: boolean;
  phone_verified: boolean;
  is_admin: boolean;
  show_balance: boolean;
  push_notifications: boolean;
  biometric_login: boolean;
  created_at: Date;
  updated_at: Date;
  last_login: Date | null;
};

export async function selectProfile(pool: Pool, userId: string): Promise<ProfileRow | undefined> {
  const { rows } = await pool.query<ProfileRow>(
    `SELECT p.id, p.email, p.full_name, p.phone_number, p.address, p.city, p.state, p.country,
            p.postal_code, to_char(p.date_of_birth, 'YYYY-MM-DD') AS date_of_birth,
            p.primary_currency, p.kyc_status, p.kyc_documents,
            CASE WHEN p.kyc_status = 'rejected' THEN p.kyc_rejection_reason END AS kyc_rejection_reason,
            p.is_active,
            u.email_verified, p.phone_verified, p.is_admin, p.show_balance,
            p.push_notifications, p.biometric_login, p.created_at, p.updated_at, p.last_login
       FROM profiles p JOIN users u ON u.id = p.id
      WHERE p.id = $1`,
    [userId],
  );
  return rows[0];
}
