import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { now, ts } from './columns.ts';

export const profiles = pgTable(
  'profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    fullName: text('full_name'),
    phoneNumber: text('phone_number'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    country: text('country').default('Nigeria'),
    postalCode: text('postal_code'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    primaryCurrency: text('primary_currency').notNull().default('NGN'),
    kycStatus: text('kyc_status').notNull().default('pending'),
    kycDocuments: jsonb('kyc_documents'),
    /** Why an administrator rejected the last submission: the customer reads it (shown while rejected). */
    kycRejectionReason: text('kyc_rejection_reason'),
    /** CBN's tier (1, 2 or 3): what the customer may hold and move (kyc_tiers). */
    kycTier: smallint('kyc_tier').notNull().default(1),
    /** The BVN's last 4 digits; the BVN itself is never stored. */
    bvnLast4: text('bvn_last4'),
    /** HMAC-SHA256 of the BVN under BVN_SECRET: finds a BVN already linked to another account. */
    bvnHash: text('bvn_hash'),
    bvnVerifiedAt: ts('bvn_verified_at'),
    isActive: boolean('is_active').notNull().default(true),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    isAdmin: boolean('is_admin').notNull().default(false),
    showBalance: boolean('show_balance').notNull().default(true),
    pushNotifications: boolean('push_notifications').notNull().default(true),
    biometricLogin: boolean('biometric_login').notNull().default(false),
    /** Debit and credit alerts by e-mail for every movement of the wallets (features/alerts). */
    emailAlerts: boolean('email_alerts').notNull().default(true),
    /** Ledger entries up to this id count as read notifications. */
    notificationsSeenEntryId: bigint('notifications_seen_entry_id', { mode: 'number' })
      .notNull()
      .default(0),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
    lastLogin: ts('last_login'),
  },
  (t) => [
    // The back office's user list: newest sign-up first, keyset-paged on (created_at, id).
    index('profiles_created_idx').on(t.createdAt, t.id),
    // Its search matches inside the lower-cased e-mail and name and inside the
    // phone number: trigram indexes answer `LIKE '%term%'` on those expressions
    // (pg_trgm, created in the same migration in its own schema `extensions`,
    // so that `public` holds only our functions).
    index('profiles_email_trgm_idx').using('gin', sql`lower(${t.email}) extensions.gin_trgm_ops`),
    index('profiles_full_name_trgm_idx').using(
      'gin',
      sql`lower(${t.fullName}) extensions.gin_trgm_ops`,
    ),
    index('profiles_phone_trgm_idx').using('gin', sql`${t.phoneNumber} extensions.gin_trgm_ops`),
    // The back office's global search finds a phone number in any Nigerian
    // format (0803..., +234 803..., 234803...) by its last 10 digits
    // (#shared/phone-key.ts), whole or a prefix.
    index('profiles_phone_key_idx').using(
      'btree',
      sql`right(regexp_replace(${t.phoneNumber}, '[^0-9]', '', 'g'), 10) text_pattern_ops`,
    ),
    // Counts by status and KYC read this small index instead of every profile row.
    index('profiles_flags_idx').on(t.isActive, t.kycStatus),
    // Users active in the last 30 days.
    index('profiles_last_login_idx').on(t.lastLogin),
    // The KYC queue: documents sent, no decision yet.
    index('profiles_kyc_queue_idx')
      .on(t.createdAt)
      .where(sql`${t.kycStatus} = 'pending' and ${t.kycDocuments} is not null`),
    uniqueIndex('profiles_bvn_hash_uq').on(t.bvnHash),
    // Customers per tier (the back office's dashboard).
    index('profiles_tier_idx').on(t.kycTier),
    check('profiles_kyc_tier_chk', sql`${t.kycTier} in (1, 2, 3)`),
    check('profiles_primary_currency_chk', sql`${t.primaryCurrency} in ('NGN','USD','CNY')`),
    check('profiles_kyc_status_chk', sql`${t.kycStatus} in ('pending','verified','rejected')`),
  ],
);
