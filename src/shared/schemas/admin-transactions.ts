import { z } from 'zod';
import { CurrencySchema } from './common.ts';
import { idCursorSchema, pageSizeSchema } from './paging.ts';

export const LEDGER_STATUSES = [
  'pending',
  'completed',
  'failed',
  'reversed',
  'refunded',
  'cancelled',
] as const;

/** One wallet entry of any user, as the back office lists it. */
export const AdminTransactionSchema = z.object({
  /** The entry's id (also the paging cursor). */
  id: z.string(),
  transaction_id: z.string(),
  user_id: z.string(),
  user_email: z.string(),
  user_name: z.string().nullable(),
  currency: CurrencySchema,
  /** Signed minor units: positive is money into the wallet, negative money out. */
  amount: z.number().int(),
  type: z.enum(['credit', 'debit']),
  kind: z.string(),
  category: z.string(),
  status: z.string(),
  reference: z.string(),
  description: z.string().nullable(),
  balance_after: z.number().int(),
  created_at: z.string(),
});
export type AdminTransaction = z.infer<typeof AdminTransactionSchema>;

export const AdminTransactionStatsSchema = z.object({
  /** Every transaction about a customer, whatever its status: the dashboard's Total Transactions. */
  total: z.number().int(),
  /** The same transactions per status. */
  by_status: z.record(z.string(), z.number().int()),
  /** Money into and out of users' wallets, per currency, in minor units. */
  volume: z.array(
    z.object({
      currency: CurrencySchema,
      money_in: z.number().int(),
      money_out: z.number().int(),
    }),
  ),
});
export type AdminTransactionStats = z.infer<typeof AdminTransactionStatsSchema>;

export const AdminTransactionsQuerySchema = z.object({
  currency: CurrencySchema.optional(),
  status: z
    .enum(LEDGER_STATUSES, { message: `must be one of ${LEDGER_STATUSES.join(', ')}` })
    .optional(),
  type: z.enum(['credit', 'debit'], { message: 'must be credit or debit' }).optional(),
  q: z.string().trim().max(100, { message: 'must be at most 100 characters' }).optional(),
  limit: pageSizeSchema(),
  cursor: idCursorSchema,
});
export type AdminTransactionsQuery = z.infer<typeof AdminTransactionsQuerySchema>;

export const AdminTransactionPageSchema = z.object({
  items: z.array(AdminTransactionSchema),
  next_cursor: z.string().nullable(),
});
export type AdminTransactionPage = z.infer<typeof AdminTransactionPageSchema>;
