import { bigint, boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { now, ts } from './columns.ts';

// Property names are better-auth's field names; column names are ours.

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  /** better-auth's two-factor plugin: set once a TOTP code has confirmed the authenticator. */
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  createdAt: now('created_at'),
  updatedAt: now('updated_at'),
});

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: ts('expires_at').notNull(),
    token: text('token').notNull().unique(),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The last use a person made of it (features/sessions): kept to the minute, never touched by polling. */
    lastSeenAt: now('last_seen_at'),
    /** Set when the device locked itself (AUTO_LOCK_MINUTES); cleared by POST /api/me/unlock. */
    lockedAt: ts('locked_at'),
    /** Wrong passwords given to unlock it; the fifth signs it out. */
    unlockFailures: integer('unlock_failures').notNull().default(0),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: ts('access_token_expires_at'),
    refreshTokenExpiresAt: ts('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
  },
  (t) => [index('accounts_user_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: ts('expires_at').notNull(),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

export const rateLimits = pgTable('rate_limits', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});

/**
 * better-auth's two-factor plugin: one row per user who began setting up an
 * authenticator. The TOTP secret and the recovery codes are encrypted with
 * BETTER_AUTH_SECRET; `verified` turns true with the first good code.
 */
export const twoFactors = pgTable(
  'two_factors',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(true),
    /** Wrong codes in a row at sign-in; the plugin locks the second factor for a while at 10. */
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: ts('locked_until'),
  },
  (t) => [uniqueIndex('two_factors_user_idx').on(t.userId)],
);

/**
 * better-auth's passkey plugin: one WebAuthn credential a user registered in
 * Settings. Only the public key is kept; the private key never leaves the
 * authenticator. A credential ID names one credential in the whole world, so
 * it is unique (the sign-in looks it up alone).
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: text('id').primaryKey(),
    name: text('name'),
    publicKey: text('public_key').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialID: text('credential_id').notNull(),
    /** The authenticator's signature counter: an unsigned 32-bit number, past int4. */
    counter: bigint('counter', { mode: 'number' }).notNull(),
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull(),
    transports: text('transports'),
    createdAt: now('created_at'),
    aaguid: text('aaguid'),
  },
  (t) => [
    uniqueIndex('passkeys_credential_idx').on(t.credentialID),
    index('passkeys_user_idx').on(t.userId),
  ],
);
