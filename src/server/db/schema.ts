import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const now = (name: string) => ts(name).notNull().defaultNow();

// ---------------------------------------------------------------- better-auth
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

// ---------------------------------------------------------------- profiles

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
    isActive: boolean('is_active').notNull().default(true),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    isAdmin: boolean('is_admin').notNull().default(false),
    showBalance: boolean('show_balance').notNull().default(true),
    pushNotifications: boolean('push_notifications').notNull().default(true),
    biometricLogin: boolean('biometric_login').notNull().default(false),
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
    // Counts by status and KYC read this small index instead of every profile row.
    index('profiles_flags_idx').on(t.isActive, t.kycStatus),
    // Users active in the last 30 days.
    index('profiles_last_login_idx').on(t.lastLogin),
    // The KYC queue: documents sent, no decision yet.
    index('profiles_kyc_queue_idx')
      .on(t.createdAt)
      .where(sql`${t.kycStatus} = 'pending' and ${t.kycDocuments} is not null`),
    check('profiles_primary_currency_chk', sql`${t.primaryCurrency} in ('NGN','USD','CNY')`),
    check('profiles_kyc_status_chk', sql`${t.kycStatus} in ('pending','verified','rejected')`),
  ],
);

// ---------------------------------------------------------------- ledger

/** One per user and currency (the wallets), plus system accounts per currency. */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'restrict' }),
    code: text('code'),
    currency: text('currency').notNull(),
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
    allowNegative: boolean('allow_negative').notNull().default(false),
    /**
     * System accounts are split into shards (0..n-1) so that one busy system
     * account does not serialise every posting; its balance is the sum over its
     * shards. Always 0 for wallets. See src/server/ledger/README.md.
     */
    shard: smallint('shard').notNull().default(0),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
  },
  (t) => [
    uniqueIndex('ledger_accounts_user_currency_uq')
      .on(t.userId, t.currency)
      .where(sql`${t.userId} is not null`),
    uniqueIndex('ledger_accounts_code_currency_uq')
      .on(t.code, t.currency, t.shard)
      .where(sql`${t.code} is not null`),
    check('ledger_accounts_currency_chk', sql`${t.currency} in ('NGN','USD','CNY')`),
    check('ledger_accounts_owner_chk', sql`(${t.userId} is null) <> (${t.code} is null)`),
    check('ledger_accounts_balance_chk', sql`${t.allowNegative} or ${t.balance} >= 0`),
    // A wallet's maximum (MAX_BALANCE_MINOR) is the posting functions' rule,
    // not a CHECK: a refund gives held money back even to a wallet that has
    // since filled up to the maximum (owo_post_core, owo_post_batch).
    // Every balance, system shards included, stays an exact JavaScript integer.
    check(
      'ledger_accounts_safe_chk',
      sql`${t.balance} between -9007199254740991 and 9007199254740991`,
    ),
  ],
);

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('completed'),
    category: text('category').notNull(),
    description: text('description'),
    reference: text('reference').notNull().unique(),
    /** The customer the transaction is about (for listings); null for purely internal moves. */
    userId: text('user_id').references(() => users.id, { onDelete: 'restrict' }),
    /** Who asked for it: the idempotency key is unique per actor. */
    actorId: text('actor_id'),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    /** What the first request was answered with; a replay returns it. */
    response: jsonb('response'),
    metadata: jsonb('metadata').notNull().default(sql`'{}'::jsonb`),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
  },
  (t) => [
    uniqueIndex('ledger_transactions_idem_uq').on(t.actorId, t.idempotencyKey),
    index('ledger_transactions_user_idx').on(t.userId, t.createdAt),
    // Customers' transactions, newest first, and their exact count: the
    // narrowest index there is on them, read without the rows.
    index('ledger_transactions_user_created_idx')
      .on(t.createdAt)
      .where(sql`${t.userId} is not null`),
    check(
      'ledger_transactions_status_chk',
      sql`${t.status} in ('pending','completed','failed','reversed','refunded','cancelled')`,
    ),
  ],
);

/** Append-only. Entries of one transaction sum to zero per currency. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    /** What the account's owner sees for this line ("Transfer to ada@…"). */
    description: text('description'),
    createdAt: now('created_at'),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId, t.id),
    index('ledger_entries_transaction_idx').on(t.transactionId),
    // Entries are written in time order, so a block-range index finds a
    // period's entries (daily volumes) at a tiny fraction of a btree's size
    // and write cost.
    index('ledger_entries_created_brin').using('brin', t.createdAt),
    check('ledger_entries_amount_chk', sql`${t.amount} <> 0`),
  ],
);

/** Audit trail of status changes (pending -> completed / failed / refunded ...). */
export const ledgerStatusHistory = pgTable(
  'ledger_status_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    reason: text('reason'),
    actorId: text('actor_id'),
    createdAt: now('created_at'),
  },
  (t) => [index('ledger_status_history_tx_idx').on(t.transactionId)],
);

export const exchangeRates = pgTable(
  'exchange_rates',
  {
    id: serial('id').primaryKey(),
    fromCurrency: text('from_currency').notNull(),
    toCurrency: text('to_currency').notNull(),
    rate: numeric('rate', { precision: 20, scale: 10 }).notNull(),
    provider: text('provider').notNull().default('fallback'),
    updatedAt: now('updated_at'),
    /** The administrator who set it last; null for the seeded defaults. */
    updatedBy: text('updated_by'),
  },
  (t) => [
    uniqueIndex('exchange_rates_pair_uq').on(t.fromCurrency, t.toCurrency),
    check('exchange_rates_rate_chk', sql`${t.rate} > 0`),
  ],
);

/**
 * Every change of an exchange rate, written with the change: the back office's
 * Rate history. Append-only (owo_forbid_change.sql).
 */
export const rateHistory = pgTable(
  'rate_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fromCurrency: text('from_currency').notNull(),
    toCurrency: text('to_currency').notNull(),
    rateBefore: numeric('rate_before', { precision: 20, scale: 10 }).notNull(),
    rateAfter: numeric('rate_after', { precision: 20, scale: 10 }).notNull(),
    /** The administrator; null for a change a migration made. */
    changedBy: text('changed_by'),
    /** Their e-mail at the time: the row still says who it was if the account changes. */
    changedByEmail: text('changed_by_email'),
    changedAt: now('changed_at'),
  },
  (t) => [index('rate_history_pair_idx').on(t.fromCurrency, t.toCurrency, t.id)],
);

// ---------------------------------------------------------------- notifications, mail, bot check

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    transactionId: uuid('transaction_id'),
    readAt: ts('read_at'),
    createdAt: now('created_at'),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt)],
);

/** The development mailbox: mail the app "sent" when no SMTP server is configured. */
export const devMail = pgTable(
  'dev_mail',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: now('created_at'),
  },
  (t) => [index('dev_mail_to_idx').on(t.to, t.id)],
);

/** Spent ALTCHA solutions, so one solved challenge cannot be replayed. */
export const altchaSpent = pgTable('altcha_spent', {
  signature: text('signature').primaryKey(),
  expiresAt: ts('expires_at').notNull(),
});

// ---------------------------------------------------------------- card funding (Paystack)

/** One card payment attempt. The wallet is credited only when the provider confirms. */
export const cardFundings = pgTable(
  'card_fundings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** Our reference, sent to Paystack; the ledger's idempotency key is `paystack:<reference>`. */
    reference: text('reference').notNull().unique(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('initialized'),
    /** `paystack` (live keys) or `simulator`: a row is only ever settled by the one that made it. */
    provider: text('provider').notNull(),
    authorizationUrl: text('authorization_url'),
    accessCode: text('access_code'),
    /** Paystack's last word on it (success, failed, abandoned, ...). */
    providerStatus: text('provider_status'),
    providerResponse: jsonb('provider_response'),
    failureReason: text('failure_reason'),
    transactionId: uuid('transaction_id').references(() => ledgerTransactions.id),
    paidAt: ts('paid_at'),
    creditedAt: ts('credited_at'),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
  },
  (t) => [
    uniqueIndex('card_fundings_user_idem_uq').on(t.userId, t.idempotencyKey),
    index('card_fundings_user_idx').on(t.userId, t.createdAt),
    check('card_fundings_amount_chk', sql`${t.amount} > 0`),
    check('card_fundings_currency_chk', sql`${t.currency} in ('NGN','USD','CNY')`),
    check('card_fundings_status_chk', sql`${t.status} in ('initialized','success','failed')`),
  ],
);

/** The local Paystack simulator's own records (its transactions, recipients, transfers). */
export const paystackSimRecords = pgTable(
  'paystack_sim_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    reference: text('reference').notNull(),
    /** access_code, recipient_code or transfer_code. */
    code: text('code').notNull(),
    data: jsonb('data').notNull(),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
  },
  (t) => [
    uniqueIndex('paystack_sim_records_ref_uq').on(t.kind, t.reference),
    uniqueIndex('paystack_sim_records_code_uq').on(t.kind, t.code),
    check(
      'paystack_sim_records_kind_chk',
      sql`${t.kind} in ('transaction','recipient','transfer')`,
    ),
  ],
);

// ---------------------------------------------------------------- back office

/** The fee a network's airtime-to-cash conversions cost, in percent; the back office edits it. */
export const airtimeRates = pgTable(
  'airtime_rates',
  {
    id: serial('id').primaryKey(),
    network: text('network').notNull().unique(),
    feePercentage: numeric('fee_percentage', { precision: 5, scale: 2 }).notNull(),
    updatedAt: now('updated_at'),
    updatedBy: text('updated_by'),
  },
  (t) => [
    check('airtime_rates_network_chk', sql`${t.network} in ('MTN','Airtel','Glo','9Mobile')`),
    check('airtime_rates_fee_chk', sql`${t.feePercentage} between 0 and 100`),
  ],
);

/**
 * Gift cards: made by administrators in batches (one database transaction),
 * redeemed once into the wallet of the card's currency.
 */
export const giftCards = pgTable(
  'gift_cards',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** XXXX-XXXX-XXXX-XXXX from A-Z without I and O, and 2-9. */
    code: text('code').notNull().unique(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull().default('active'),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: now('created_at'),
    expiresAt: ts('expires_at').notNull(),
    usedBy: text('used_by').references(() => users.id, { onDelete: 'restrict' }),
    usedAt: ts('used_at'),
    /** The ledger transaction that credited it. */
    transactionId: uuid('transaction_id').references(() => ledgerTransactions.id),
  },
  (t) => [
    index('gift_cards_created_idx').on(t.createdAt),
    check('gift_cards_amount_chk', sql`${t.amount} > 0 and ${t.amount} <= 1000000000000`),
    check('gift_cards_currency_chk', sql`${t.currency} in ('NGN','USD','CNY')`),
    check('gift_cards_status_chk', sql`${t.status} in ('active','used','expired','cancelled')`),
    check('gift_cards_used_chk', sql`(${t.status} = 'used') = (${t.usedBy} is not null)`),
  ],
);

/**
 * Every administrator write, appended in the same database transaction as the
 * change. Append-only: a trigger (functions/owo_forbid_change.sql) refuses
 * UPDATE, DELETE and TRUNCATE, whoever asks.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: text('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: now('created_at'),
  },
  (t) => [
    index('audit_log_action_idx').on(t.action, t.id),
    index('audit_log_actor_idx').on(t.actorId, t.id),
    index('audit_log_target_idx').on(t.targetType, t.targetId, t.id),
  ],
);

// ---------------------------------------------------------------- bills and the transaction PIN

/** A user's 4-digit transaction PIN: only its HMAC under PIN_SECRET, and the wrong tries. */
export const transactionPins = pgTable(
  'transaction_pins',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    pinHash: text('pin_hash').notNull(),
    /** Wrong PINs in a row; back to 0 on a right one or when the PIN is set again. */
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    lockedUntil: ts('locked_until'),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
  },
  (t) => [check('transaction_pins_failed_chk', sql`${t.failedAttempts} >= 0`)],
);

/**
 * A bill payment through VTpass. Written with the hold of its amount, in one
 * database transaction, before VTpass is called; `request_id` is sent with the
 * one `pay` and with every requery.
 */
export const bills = pgTable(
  'bills',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    service: text('service').notNull(),
    status: text('status').notNull().default('pending'),
    /** Kobo. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    title: text('title').notNull(),
    /** VTpass's request_id, also the reference the user sees. */
    requestId: text('request_id').notNull().unique(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** The ledger transaction holding the money (pending until settled or refunded). */
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    /** VTpass serviceID and variation_code, as sent. */
    serviceId: text('service_id').notNull(),
    variationCode: text('variation_code'),
    phone: text('phone'),
    network: text('network'),
    planId: text('plan_id'),
    planName: text('plan_name'),
    disco: text('disco'),
    meterNumber: text('meter_number'),
    meterType: text('meter_type'),
    provider: text('provider'),
    smartcard: text('smartcard'),
    packageId: text('package_id'),
    packageName: text('package_name'),
    customerName: text('customer_name'),
    customerAddress: text('customer_address'),
    token: text('token'),
    vtpassTransactionId: text('vtpass_transaction_id'),
    /** VTpass's last `code` and transaction status, and its whole last answer. */
    providerCode: text('provider_code'),
    providerStatus: text('provider_status'),
    providerResponse: jsonb('provider_response'),
    failureReason: text('failure_reason'),
    /** When `pay` was (to be) sent: set with the hold, by the one request that sends it. */
    paySentAt: ts('pay_sent_at'),
    requeryCount: integer('requery_count').notNull().default(0),
    /** When the background job asks VTpass again (pending bills only). */
    nextRequeryAt: ts('next_requery_at'),
    /** The last requery a VTpass webhook set off: at most one a minute per bill (webhooks are unsigned). */
    webhookRequeryAt: ts('webhook_requery_at'),
    finishedAt: ts('finished_at'),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
  },
  (t) => [
    uniqueIndex('bills_user_idem_uq').on(t.userId, t.idempotencyKey),
    uniqueIndex('bills_transaction_uq').on(t.transactionId),
    index('bills_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('bills_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('bills_pending_idx').on(t.nextRequeryAt).where(sql`${t.status} = 'pending'`),
    check('bills_amount_chk', sql`${t.amount} > 0`),
    check('bills_service_chk', sql`${t.service} in ('airtime','data','electricity','cable')`),
    check('bills_status_chk', sql`${t.status} in ('pending','delivered','refunded')`),
  ],
);

/** The local VTpass simulator's own record of every `pay` it received, by request_id. */
export const vtpassSimRecords = pgTable(
  'vtpass_sim_records',
  {
    requestId: text('request_id').primaryKey(),
    /** How many `pay` calls carried this request_id (more than one is a double payment). */
    payCalls: integer('pay_calls').notNull().default(1),
    /** delivered, pending, failed or reversed: what a requery answers now. */
    status: text('status').notNull(),
    /** What `pay` was sent, and the transaction it answers with. */
    data: jsonb('data').notNull(),
    /** A pending one becomes final (`final_status`) at this time. */
    resolveAt: ts('resolve_at'),
    finalStatus: text('final_status'),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
  },
  (t) => [
    check(
      'vtpass_sim_records_status_chk',
      sql`${t.status} in ('delivered','pending','failed','reversed')`,
    ),
  ],
);

// ---------------------------------------------------------------- withdrawals and RMB

/**
 * A withdrawal from the NGN wallet to a bank account. Written with the hold of
 * amount + fee, in one database transaction; paid out through a Paystack
 * transfer whose reference is `reference`, after an administrator approves.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status').notNull().default('pending'),
    /** Kobo: what reaches the bank account. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Kobo: our fee, kept only when the payout completes. */
    fee: bigint('fee', { mode: 'number' }).notNull(),
    /** Ours, and the Paystack transfer's: 16 to 50 of a-z, 0-9, - and _. */
    reference: text('reference').notNull().unique(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** The ledger transaction holding amount + fee (pending until settled or refunded). */
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name'),
    /** True when the name came from the bank (bank/resolve), false when the user typed it. */
    nameResolved: boolean('name_resolved').notNull().default(false),
    adminNotes: text('admin_notes'),
    /** Why it failed or was reversed, shown to the user. */
    failureReason: text('failure_reason'),
    processedBy: text('processed_by').references(() => users.id, { onDelete: 'set null' }),
    processedAt: ts('processed_at'),
    /** Paystack's recipient and transfer, once approved. */
    recipientCode: text('recipient_code'),
    transferCode: text('transfer_code'),
    providerStatus: text('provider_status'),
    providerResponse: jsonb('provider_response'),
    /** When the background job asks Paystack about a `processing` payout again. */
    verifyCount: integer('verify_count').notNull().default(0),
    nextVerifyAt: ts('next_verify_at'),
    finishedAt: ts('finished_at'),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
  },
  (t) => [
    uniqueIndex('withdrawals_user_idem_uq').on(t.userId, t.idempotencyKey),
    uniqueIndex('withdrawals_transaction_uq').on(t.transactionId),
    index('withdrawals_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('withdrawals_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('withdrawals_processing_idx').on(t.nextVerifyAt).where(sql`${t.status} = 'processing'`),
    check('withdrawals_amount_chk', sql`${t.amount} > 0 and ${t.fee} >= 0`),
    check(
      'withdrawals_status_chk',
      sql`${t.status} in ('pending','processing','completed','failed','reversed')`,
    ),
  ],
);

/** A QR image uploaded for an RMB purchase, stored privately (the storage key, never a public URL). */
export const rmbQrFiles = pgTable(
  'rmb_qr_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: now('created_at'),
  },
  (t) => [index('rmb_qr_files_user_idx').on(t.userId)],
);

/**
 * A purchase of RMB for an Alipay or WeChat Pay recipient. The naira is held
 * with the row, in one database transaction; an administrator completes
 * (settles) or fails (refunds) it.
 */
export const rmbPurchases = pgTable(
  'rmb_purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status').notNull().default('pending'),
    platform: text('platform').notNull(),
    alipayType: text('alipay_type'),
    /** Kobo held from the NGN wallet. */
    nairaAmount: bigint('naira_amount', { mode: 'number' }).notNull(),
    /** Fen the recipient gets. */
    rmbAmount: bigint('rmb_amount', { mode: 'number' }).notNull(),
    /** NGN to CNY, as priced. */
    exchangeRate: numeric('exchange_rate', { precision: 20, scale: 10 }).notNull(),
    reference: text('reference').notNull().unique(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    recipientId: text('recipient_id').notNull(),
    fullName: text('full_name').notNull(),
    qrId: uuid('qr_id').references(() => rmbQrFiles.id, { onDelete: 'set null' }),
    adminNote: text('admin_note'),
    failureReason: text('failure_reason'),
    processedBy: text('processed_by').references(() => users.id, { onDelete: 'set null' }),
    processedAt: ts('processed_at'),
    finishedAt: ts('finished_at'),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
  },
  (t) => [
    uniqueIndex('rmb_purchases_user_idem_uq').on(t.userId, t.idempotencyKey),
    uniqueIndex('rmb_purchases_transaction_uq').on(t.transactionId),
    index('rmb_purchases_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('rmb_purchases_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('rmb_purchases_amounts_chk', sql`${t.nairaAmount} > 0 and ${t.rmbAmount} > 0`),
    check('rmb_purchases_platform_chk', sql`${t.platform} in ('alipay','wechat')`),
    check(
      'rmb_purchases_status_chk',
      sql`${t.status} in ('pending','processing','completed','failed')`,
    ),
  ],
);

/**
 * Airtime to cash: the user sends airtime by USSD to our receiving number; an
 * administrator who sees it arrive approves, which credits `net_amount` to the
 * NGN wallet once (`credit_transaction_id`). The carrier PIN is never stored:
 * `ussd_code` has it masked.
 */
export const airtimeCashRequests = pgTable(
  'airtime_cash_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    network: text('network').notNull(),
    /** Kobo of airtime sent. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The airtime rate's fee, in percent, when the request was made. */
    feePercentage: numeric('fee_percentage', { precision: 5, scale: 2 }).notNull(),
    feeAmount: bigint('fee_amount', { mode: 'number' }).notNull(),
    /** Kobo credited on approval: amount minus fee. */
    netAmount: bigint('net_amount', { mode: 'number' }).notNull(),
    phone: text('phone').notNull(),
    /** The USSD code with the carrier PIN masked. */
    ussdCode: text('ussd_code').notNull(),
    status: text('status').notNull().default('pending'),
    /** Why it was denied, shown to the user. */
    denyReason: text('deny_reason'),
    processedBy: text('processed_by').references(() => users.id, { onDelete: 'set null' }),
    processedAt: ts('processed_at'),
    /** The ledger credit of an approved request: set once, so it is paid once. */
    creditTransactionId: uuid('credit_transaction_id').references(() => ledgerTransactions.id),
    /** The user's Idempotency-Key, when sent: a repeat answers this request, never a second. */
    idempotencyKey: text('idempotency_key'),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
  },
  (t) => [
    index('airtime_cash_user_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    uniqueIndex('airtime_cash_user_idem_uq').on(t.userId, t.idempotencyKey),
    index('airtime_cash_created_idx').on(t.createdAt.desc(), t.id.desc()),
    uniqueIndex('airtime_cash_credit_uq').on(t.creditTransactionId),
    check('airtime_cash_network_chk', sql`${t.network} in ('MTN','Airtel','Glo','9Mobile')`),
    check(
      'airtime_cash_status_chk',
      sql`${t.status} in ('pending','approved','denied','completed')`,
    ),
    check(
      'airtime_cash_amounts_chk',
      sql`${t.amount} > 0 and ${t.feeAmount} >= 0 and ${t.netAmount} = ${t.amount} - ${t.feeAmount}`,
    ),
  ],
);

/** The number in a loan id, LN-{year}-{number}: unique for ever. */
export const loanNumberSeq = pgSequence('loan_number_seq', { startWith: 100 });

/**
 * A business loan application and, once approved, its terms: the amount, the
 * monthly simple-interest rate and the schedule are fixed at approval.
 */
export const loanApplications = pgTable(
  'loan_applications',
  {
    /** LN-{year}-{number}. */
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status').notNull().default('pending'),
    loanType: text('loan_type').notNull(),
    /** Kobo asked for. */
    amountRequested: bigint('amount_requested', { mode: 'number' }).notNull(),
    durationMonths: integer('duration_months').notNull(),
    useOfFunds: text('use_of_funds').notNull(),
    personalInfo: jsonb('personal_info').notNull(),
    businessInfo: jsonb('business_info').notNull(),
    declaration: jsonb('declaration').notNull(),
    idempotencyKey: text('idempotency_key'),
    /** Fixed at approval. */
    amountApproved: bigint('amount_approved', { mode: 'number' }),
    /** Per month, e.g. 0.06. */
    monthlyRate: numeric('monthly_rate', { precision: 6, scale: 4 }),
    totalRepayment: bigint('total_repayment', { mode: 'number' }),
    amountRepaid: bigint('amount_repaid', { mode: 'number' }).notNull().default(0),
    /** The administrator's note, shown to the user on a rejection. */
    adminNote: text('admin_note'),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: ts('reviewed_at'),
    approvedAt: ts('approved_at'),
    disbursedAt: ts('disbursed_at'),
    /** The ledger credit of the disbursement: set once, so it is paid once. */
    disbursementTransactionId: uuid('disbursement_transaction_id').references(
      () => ledgerTransactions.id,
    ),
    createdAt: now('created_at'),
    updatedAt: now('updated_at'),
  },
  (t) => [
    index('loan_applications_user_idx').on(t.userId, t.createdAt.desc()),
    index('loan_applications_created_idx').on(t.createdAt.desc(), t.id.desc()),
    uniqueIndex('loan_applications_user_idem_uq').on(t.userId, t.idempotencyKey),
    uniqueIndex('loan_applications_disbursement_uq').on(t.disbursementTransactionId),
    check(
      'loan_applications_status_chk',
      sql`${t.status} in ('pending','under_review','approved','rejected','disbursed','repaid')`,
    ),
    check(
      'loan_applications_amounts_chk',
      sql`${t.amountRequested} > 0 and ${t.durationMonths} between 1 and 6 and ${t.amountRepaid} >= 0`,
    ),
  ],
);

/** A document uploaded with a loan application, stored privately. */
export const loanDocuments = pgTable(
  'loan_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    loanId: text('loan_id')
      .notNull()
      .references(() => loanApplications.id, { onDelete: 'cascade' }),
    /** bank_statement, proof_of_address, identification or additional. */
    kind: text('kind').notNull(),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: now('created_at'),
  },
  (t) => [
    index('loan_documents_loan_idx').on(t.loanId),
    check(
      'loan_documents_kind_chk',
      sql`${t.kind} in ('bank_statement','proof_of_address','identification','additional')`,
    ),
  ],
);

/** An approved loan's monthly instalments, fixed at approval. */
export const loanInstalments = pgTable(
  'loan_instalments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    loanId: text('loan_id')
      .notNull()
      .references(() => loanApplications.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** Kobo. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    paidAmount: bigint('paid_amount', { mode: 'number' }).notNull().default(0),
    /** due, paid or overdue (the daily job marks unpaid past-due ones). */
    status: text('status').notNull().default('due'),
    updatedAt: now('updated_at'),
  },
  (t) => [
    uniqueIndex('loan_instalments_loan_number_uq').on(t.loanId, t.number),
    index('loan_instalments_due_idx').on(t.dueDate).where(sql`${t.status} = 'due'`),
    check('loan_instalments_status_chk', sql`${t.status} in ('due','paid','overdue')`),
    check(
      'loan_instalments_amounts_chk',
      sql`${t.amount} > 0 and ${t.paidAmount} between 0 and ${t.amount}`,
    ),
  ],
);

/** A repayment from the NGN wallet, with the ledger transaction that moved it. */
export const loanRepayments = pgTable(
  'loan_repayments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    loanId: text('loan_id')
      .notNull()
      .references(() => loanApplications.id, { onDelete: 'restrict' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: now('created_at'),
  },
  (t) => [
    uniqueIndex('loan_repayments_user_idem_uq').on(t.userId, t.idempotencyKey),
    uniqueIndex('loan_repayments_transaction_uq').on(t.transactionId),
    index('loan_repayments_loan_idx').on(t.loanId, t.createdAt),
    check('loan_repayments_amount_chk', sql`${t.amount} > 0`),
  ],
);
