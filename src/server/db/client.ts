import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as adminApprovalsTables from './schema/admin-approvals.ts';
import * as airtimeCashTables from './schema/airtime-cash.ts';
import * as auditTables from './schema/audit.ts';
import * as authTables from './schema/auth.ts';
import * as billsTables from './schema/bills.ts';
import * as botCheckTables from './schema/bot-check.ts';
import * as cardFundingsTables from './schema/card-fundings.ts';
import * as customerNotesTables from './schema/customer-notes.ts';
import * as devMailTables from './schema/dev-mail.ts';
import * as giftCardsTables from './schema/gift-cards.ts';
import * as kycTiersTables from './schema/kyc-tiers.ts';
import * as ledgerTables from './schema/ledger.ts';
import * as ledgerTotalsTables from './schema/ledger-totals.ts';
import * as loansTables from './schema/loans.ts';
import * as mailOutboxTables from './schema/mail-outbox.ts';
import * as notificationsTables from './schema/notifications.ts';
import * as profilesTables from './schema/profiles.ts';
import * as ratesTables from './schema/rates.ts';
import * as rmbTables from './schema/rmb.ts';
import * as simulatorsTables from './schema/simulators.ts';
import * as statementsTables from './schema/statements.ts';
import * as storedFilesTables from './schema/stored-files.ts';
import * as transactionPinsTables from './schema/transaction-pins.ts';
import * as withdrawalsTables from './schema/withdrawals.ts';

// Every table, for drizzle's relational queries; drizzle-kit reads the same folder.
const schema = {
  ...adminApprovalsTables,
  ...airtimeCashTables,
  ...auditTables,
  ...authTables,
  ...billsTables,
  ...botCheckTables,
  ...cardFundingsTables,
  ...customerNotesTables,
  ...devMailTables,
  ...giftCardsTables,
  ...kycTiersTables,
  ...ledgerTables,
  ...ledgerTotalsTables,
  ...loansTables,
  ...mailOutboxTables,
  ...notificationsTables,
  ...profilesTables,
  ...ratesTables,
  ...rmbTables,
  ...simulatorsTables,
  ...statementsTables,
  ...storedFilesTables,
  ...transactionPinsTables,
  ...withdrawalsTables,
};

// bigint columns come back as strings by default; money is bigint in SQL and
// we parse it explicitly where it is read (see #shared/money safeMinor).
export type Db = ReturnType<typeof createDb>['db'];
export type Pool = pg.Pool;

/**
 * `kycLimits` sets the session's `owo.kyc_limits`, which the posting functions
 * read (owo_kyc_apply): false only for load tests (KYC_LIMITS=off). Unset, the
 * database's own default applies (on, unless the tests' databases say off).
 */
export function createDb(url: string, max = 20, opts: { kycLimits?: boolean } = {}) {
  const options =
    opts.kycLimits === undefined ? undefined : `-c owo.kyc_limits=${opts.kycLimits ? 'on' : 'off'}`;
  const pool = new pg.Pool({ connectionString: url, max, options });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on next use.
  });
  const db = drizzle(pool, { schema });
  return { db, pool };
}
