import { z } from 'zod';
import { CurrencySchema } from './common.ts';

const MoneySchema = z.object({ currency: CurrencySchema, amount: z.number().int() });

export const AdminRecentUserSchema = z.object({
  id: z.string(),
  full_name: z.string().nullable(),
  email: z.string(),
  created_at: z.string(),
  is_active: z.boolean(),
  kyc_status: z.enum(['pending', 'verified', 'rejected']),
});
export type AdminRecentUser = z.infer<typeof AdminRecentUserSchema>;

export const AdminRecentTransactionSchema = z.object({
  reference: z.string(),
  email: z.string().nullable(),
  kind: z.string(),
  currency: CurrencySchema,
  /** What left (or, when nothing left, arrived in) the customer's wallet, in minor units. */
  amount: z.number().int(),
  status: z.string(),
  created_at: z.string(),
});
export type AdminRecentTransaction = z.infer<typeof AdminRecentTransactionSchema>;

export const AdminStatsSchema = z.object({
  total_users: z.number().int(),
  /** Signed in within the last 30 days. */
  active_users: z.number().int(),
  inactive_users: z.number().int(),
  /** Every transaction about a customer, whatever its status (as Wallet Transactions' total). */
  total_transactions: z.number().int(),
  /**
   * Fees collected plus the exchange margin kept, per currency (NGN, USD, CNY);
   * NGN includes the fees kept on completed airtime-to-cash conversions.
   */
  revenue: z.array(MoneySchema),
  pending: z.object({
    /** KYC submissions awaiting review (as the users screen's Pending KYC). */
    kyc: z.number().int(),
    withdrawals: z.number().int(),
    rmb: z.number().int(),
    airtime_cash: z.number().int(),
    bills: z.number().int(),
    loans: z.number().int(),
    /** Large administrator actions awaiting a second administrator (maker-checker). */
    approvals: z.number().int(),
  }),
  /** Users per CBN tier (every profile, so the three add up to total_users). */
  tiers: z.object({ '1': z.number().int(), '2': z.number().int(), '3': z.number().int() }),
  recent_users: z.array(AdminRecentUserSchema),
  recent_transactions: z.array(AdminRecentTransactionSchema),
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;

export const AnalyticsQuerySchema = z.object({
  days: z.coerce
    .number({ message: 'must be a whole number of days' })
    .int({ message: 'must be a whole number of days' })
    .min(1, { message: 'must be between 1 and 90' })
    .max(90, { message: 'must be between 1 and 90' })
    .default(30),
});
export type AnalyticsQuery = z.infer<typeof AnalyticsQuerySchema>;

export const AnalyticsDaySchema = z.object({
  /** The calendar day in Africa/Lagos, YYYY-MM-DD. */
  date: z.string(),
  /** Money that left users' wallets that day, per currency. */
  volume: z.array(MoneySchema),
  signups: z.number().int(),
});
export type AnalyticsDay = z.infer<typeof AnalyticsDaySchema>;

export const AnalyticsSchema = z.object({ days: z.array(AnalyticsDaySchema) });
export type Analytics = z.infer<typeof AnalyticsSchema>;
