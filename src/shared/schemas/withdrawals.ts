import { z } from 'zod';
import { MAX_AMOUNT_MINOR, NAME_MAX_LENGTH } from '../constants.ts';
import { isValidAccountNumber } from '../nuban.ts';
import { pageSizeSchema, rowCursorSchema } from './paging.ts';
import { userText } from './text.ts';

// Withdrawals from the NGN wallet to a Nigerian bank account, paid out through
// Paystack after an administrator approves. Amounts are kobo.

/** The flat fee of every bank withdrawal: ₦50, held with the amount. */
export const WITHDRAWAL_FEE_MINOR = 5_000;

/**
 * pending: amount and fee held, waiting for an administrator;
 * processing: approved, the Paystack transfer is on its way;
 * completed: Paystack confirmed it; the fee goes to the fees account;
 * failed: rejected by an administrator or refused by the bank, money given back;
 * reversed: paid, then returned by the bank, money given back.
 */
export const WITHDRAWAL_STATUSES = [
  'pending',
  'processing',
  'completed',
  'failed',
  'reversed',
] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const WITHDRAW_MESSAGES = {
  required: 'Please fill in all required fields.',
  invalidAmount: 'Please enter a valid amount.',
  insufficientTitle: 'Insufficient Balance',
  insufficient: (total: string, balance: string) =>
    `You need ${total} (including ₦50 fee) but only have ${balance}.`,
  verifyNeeds: 'Please select a bank and enter account number.',
  /** The account name is only ever the bank's: an account it cannot name is not paid to. */
  verifyFailed:
    'Unable to verify this account with the bank. Please check the bank and account number.',
  accountInvalid: 'Account number is not valid for this bank',
  accountDigits: 'Account number must be 10 digits',
  failed: 'Failed to submit withdrawal request. Please try again.',
  successTitle: 'Withdrawal Initiated',
  success: 'Your withdrawal is processing, please check your bank for confirmation.',
} as const;

export const BankSchema = z.object({ code: z.string(), name: z.string() });
export type Bank = z.infer<typeof BankSchema>;

export const BankCodeSchema = z
  .string({ message: WITHDRAW_MESSAGES.required })
  .trim()
  .regex(/^\d{3,6}$/, { message: 'is not a bank code' });
export const AccountNumberSchema = z
  .string({ message: WITHDRAW_MESSAGES.required })
  .trim()
  .regex(/^\d{10}$/, { message: WITHDRAW_MESSAGES.accountDigits });

/** The NUBAN check digit must match the bank (or a phone-number account); the message names `account_number`. */
export function checkNuban(
  v: { bank_code: string; account_number: string },
  ctx: z.RefinementCtx<{ bank_code: string; account_number: string }>,
) {
  if (!isValidAccountNumber(v.account_number, v.bank_code))
    ctx.addIssue({
      code: 'custom',
      path: ['account_number'],
      message: WITHDRAW_MESSAGES.accountInvalid,
    });
}

export const ResolveAccountQuerySchema = z
  .object({ bank_code: BankCodeSchema, account_number: AccountNumberSchema })
  .superRefine(checkNuban);
export type ResolveAccountQuery = z.infer<typeof ResolveAccountQuerySchema>;

export const ResolvedAccountSchema = z.object({
  account_name: z.string(),
  account_number: z.string(),
  bank_code: z.string(),
  bank_name: z.string(),
});
export type ResolvedAccount = z.infer<typeof ResolvedAccountSchema>;

export const WithdrawalCreateSchema = z
  .object({
    /** Kobo, without the fee. */
    amount: z
      .number({ message: WITHDRAW_MESSAGES.invalidAmount })
      .int({ message: 'must be a whole number of kobo' })
      .min(1, { message: WITHDRAW_MESSAGES.invalidAmount })
      .max(MAX_AMOUNT_MINOR - WITHDRAWAL_FEE_MINOR, { message: 'is too large' }),
    bank_code: BankCodeSchema,
    account_number: AccountNumberSchema,
    /**
     * Accepted for older clients and never stored: the account name is only
     * ever the bank's answer, asked for before the money is held.
     */
    account_name: userText({ max: NAME_MAX_LENGTH, min: 0 }).optional(),
  })
  .superRefine(checkNuban);
export type WithdrawalCreate = z.infer<typeof WithdrawalCreateSchema>;
export type WithdrawalCreateInput = z.input<typeof WithdrawalCreateSchema>;

export const WithdrawalSchema = z.object({
  id: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  /** Kobo: what reaches the bank account. */
  amount: z.number().int(),
  fee: z.number().int(),
  /** amount + fee: what left the wallet. */
  total: z.number().int(),
  /** Ours, and the Paystack transfer's reference: a retry can never pay twice. */
  reference: z.string(),
  bank_code: z.string(),
  bank_name: z.string(),
  account_number: z.string(),
  account_name: z.string().nullable(),
  /** Why it failed or was reversed, shown to the user. */
  failure_reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Withdrawal = z.infer<typeof WithdrawalSchema>;

export const WithdrawalsQuerySchema = z.object({
  limit: pageSizeSchema(20),
  cursor: rowCursorSchema,
});
export const WithdrawalPageSchema = z.object({
  items: z.array(WithdrawalSchema),
  next_cursor: z.string().nullable(),
});
export type WithdrawalPage = z.infer<typeof WithdrawalPageSchema>;

export const AdminWithdrawalsQuerySchema = WithdrawalsQuerySchema.extend({
  status: z.enum(WITHDRAWAL_STATUSES).optional(),
  /** Part of a reference, account number, account name, or the user's name or e-mail. */
  q: z.string().trim().max(100, { message: 'must be at most 100 characters' }).optional(),
});
export const AdminWithdrawalSchema = WithdrawalSchema.extend({
  user_id: z.string(),
  user_name: z.string().nullable(),
  user_email: z.string(),
  admin_notes: z.string().nullable(),
  /** Paystack's transfer code, once approved. */
  transfer_code: z.string().nullable(),
  processed_by_email: z.string().nullable(),
  processed_at: z.string().nullable(),
});
export type AdminWithdrawal = z.infer<typeof AdminWithdrawalSchema>;
export const WithdrawalStatsSchema = z.object({
  total_withdrawals: z.number().int(),
  /** Kobo, amounts without fees, over every withdrawal. */
  total_amount: z.number().int(),
  pending_withdrawals: z.number().int(),
  processing_withdrawals: z.number().int(),
  completed_withdrawals: z.number().int(),
  /** Failed and reversed. */
  failed_withdrawals: z.number().int(),
  /** Kobo: fees of completed withdrawals (the only ones kept). */
  total_fees: z.number().int(),
});
export type WithdrawalStats = z.infer<typeof WithdrawalStatsSchema>;
export const AdminWithdrawalPageSchema = z.object({
  items: z.array(AdminWithdrawalSchema),
  next_cursor: z.string().nullable(),
  stats: WithdrawalStatsSchema,
});
export type AdminWithdrawalPage = z.infer<typeof AdminWithdrawalPageSchema>;

const NoteSchema = userText({ max: 500, min: 0, multiline: true }).optional();
export const WithdrawalDecisionSchema = z
  .object({
    decision: z.enum(['approve', 'reject'], { message: 'must be approve or reject' }),
    admin_notes: NoteSchema,
    /** Shown to the user on a rejection. */
    failure_reason: NoteSchema,
  })
  .strict();
export type WithdrawalDecision = z.infer<typeof WithdrawalDecisionSchema>;

export const ADMIN_WITHDRAW_MESSAGES = {
  loadFailed: 'Failed to load withdrawals',
  processFailed: 'Failed to process withdrawal',
  done: (decision: 'approved' | 'rejected') => `Withdrawal ${decision} successfully`,
  onlyPending: 'Only pending withdrawals can be processed',
} as const;
