import { z } from 'zod';
import { AmountSchema, CurrencySchema, DescriptionSchema, EmailSchema } from './common.ts';
import { idCursorSchema, pageSizeSchema } from './paging.ts';

export const TRANSACTION_TYPES = [
  'deposit',
  'withdrawal',
  'transfer_in',
  'transfer_out',
  'conversion',
] as const;

export const TransactionSchema = z.object({
  id: z.string(),
  transaction_id: z.string(),
  reference: z.string(),
  transaction_type: z.enum(TRANSACTION_TYPES),
  direction: z.enum(['credit', 'debit']),
  category: z.string(),
  description: z.string().nullable(),
  amount: z.number().int(),
  currency: CurrencySchema,
  status: z.string(),
  balance_after: z.number().int(),
  metadata: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Transaction = z.infer<typeof TransactionSchema>;

/** A transaction as the list names it: its `id`, the ledger entry's (digits). */
export const TransactionIdParamsSchema = z.object({
  id: z.string().regex(/^[1-9]\d{0,17}$/, { message: 'is not a transaction id' }),
});

export const TransactionsQuerySchema = z.object({
  currency: CurrencySchema.optional(),
  q: z.string().trim().max(100, { message: 'must be at most 100 characters' }).optional(),
  type: z
    .enum(['income', 'expense', 'all'], { message: 'must be income, expense or all' })
    .optional(),
  limit: pageSizeSchema(),
  cursor: idCursorSchema,
});
export type TransactionsQuery = z.infer<typeof TransactionsQuerySchema>;

export const TransactionPageSchema = z.object({
  items: z.array(TransactionSchema),
  next_cursor: z.string().nullable(),
});
export type TransactionPage = z.infer<typeof TransactionPageSchema>;

export const TransferRequestSchema = z.object({
  to_email: EmailSchema,
  currency: CurrencySchema,
  amount: AmountSchema,
  description: DescriptionSchema.optional(),
});
export type TransferRequest = z.infer<typeof TransferRequestSchema>;

export const AdminAdjustRequestSchema = z.object({
  amount: AmountSchema,
  description: DescriptionSchema.optional(),
});

/** Who an e-mail address belongs to, shown before the user confirms a transfer. */
export const TransferRecipientQuerySchema = z.object({ email: EmailSchema });
export const TransferRecipientSchema = z.object({
  email: z.string(),
  /** The recipient's full name as on their profile (or their e-mail's name part). */
  name: z.string(),
});
export type TransferRecipient = z.infer<typeof TransferRecipientSchema>;
