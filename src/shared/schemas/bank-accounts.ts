import { z } from 'zod';
import { CURRENCIES } from '../constants.ts';
import { AmountSchema } from './common.ts';
import { pageSizeSchema, rowCursorSchema } from './paging.ts';
import { userText } from './text.ts';

// Each customer's own account number (a Paystack dedicated account) and the
// deposits kept aside while the wallet cannot take them (API.md "Tiers, BVN
// and each customer's own account number").

export const ActiveBankAccountSchema = z.object({
  status: z.literal('active'),
  bank_name: z.string(),
  account_number: z.string(),
  account_name: z.string(),
});
export const PendingBankAccountSchema = z.object({ status: z.literal('pending') });
/** GET /api/me/bank-account: the account, or pending while the provider assigns it. */
export const BankAccountSchema = z.union([ActiveBankAccountSchema, PendingBankAccountSchema]);
export type BankAccount = z.infer<typeof BankAccountSchema>;

export const BANK_ACCOUNT_MESSAGES = {
  tierRequired: 'Verify your BVN first to get your own account number for bank transfers.',
  notAssigned: 'You do not have your own account number yet.',
  unavailable: 'Own account numbers are not available right now. Please try again later.',
  refused: 'The bank could not open your account number just now. Please try again later.',
  nameRequired: 'Add your full name in your profile first: the account number carries it.',
} as const;

export const HELD_STATUSES = ['held', 'released', 'returned'] as const;
export const HELD_SOURCES = ['bank_transfer', 'card'] as const;

/** One of the customer's held deposits (GET /api/me/held-deposits). */
export const HeldDepositSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  currency: z.enum(CURRENCIES),
  source: z.enum(HELD_SOURCES),
  sender_name: z.string().nullable(),
  status: z.enum(HELD_STATUSES),
  created_at: z.string(),
});
export type HeldDeposit = z.infer<typeof HeldDepositSchema>;
export const HeldDepositListSchema = z.object({ items: z.array(HeldDepositSchema) });

export const AdminHeldDepositsQuerySchema = z.object({
  status: z.enum(HELD_STATUSES).optional(),
  limit: pageSizeSchema(25),
  cursor: rowCursorSchema,
});
export type AdminHeldDepositsQuery = z.infer<typeof AdminHeldDepositsQuerySchema>;

export const AdminHeldDepositSchema = HeldDepositSchema.extend({
  user_id: z.string(),
  user_email: z.string(),
  user_name: z.string().nullable(),
  source_reference: z.string(),
  /** Which limit kept it: balance (the tier's maximum), wallet (the app's) or currency. */
  reason: z.string(),
  decided_at: z.string().nullable(),
  return_reason: z.string().nullable(),
});
export type AdminHeldDeposit = z.infer<typeof AdminHeldDepositSchema>;
export const AdminHeldDepositPageSchema = z.object({
  items: z.array(AdminHeldDepositSchema),
  next_cursor: z.string().nullable(),
});
export type AdminHeldDepositPage = z.infer<typeof AdminHeldDepositPageSchema>;

export const HeldDepositIdSchema = z.uuid({ message: 'is not a held deposit id' });

/** POST /api/admin/held-deposits/:id/return: why the money goes back to the sender. */
export const HeldReturnSchema = z.object({
  reason: userText({
    min: 3,
    max: 500,
    multiline: true,
    required: 'Please enter the reason for the return (at least 3 characters)',
  }),
});
export type HeldReturn = z.infer<typeof HeldReturnSchema>;

export const HeldDecisionResultSchema = z.object({ status: z.enum(['released', 'returned']) });

export const HELD_MESSAGES = {
  alreadyDecided: 'This deposit was already released or returned.',
} as const;

/** POST /api/dev/paystack/bank-transfer: a transfer into a dedicated account on the simulator. */
export const SimBankTransferSchema = z.object({
  account_number: z.string().regex(/^\d{10}$/, { message: 'must be 10 digits' }),
  amount: AmountSchema,
  sender_name: userText({ max: 100, min: 0 }).optional(),
});
export const SimBankTransferResultSchema = z.object({
  reference: z.string(),
  amount: z.number().int(),
  /** The app's webhook answered 2xx. */
  delivered: z.boolean(),
});
