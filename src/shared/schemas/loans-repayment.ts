import { z } from 'zod';
import { MAX_AMOUNT_MINOR } from '../constants.ts';
import { LoanRepaymentSchema, LoanSchema } from './loans.ts';

// Business loans: the user repaying a disbursed loan from the NGN wallet.

/** POST /api/loans/:id/repayments, with Idempotency-Key and X-Transaction-Pin. */
export const LoanRepaymentCreateSchema = z
  .object({
    /** Kobo, at most what is outstanding. */
    amount: z
      .number({ message: 'Please enter a valid amount' })
      .int({ message: 'must be a whole number of kobo' })
      .min(1, { message: 'Please enter a valid amount' })
      .max(MAX_AMOUNT_MINOR, { message: 'is too large' }),
  })
  .strict();
export type LoanRepaymentCreate = z.infer<typeof LoanRepaymentCreateSchema>;
export const LoanRepaymentResultSchema = z.object({
  repayment: LoanRepaymentSchema,
  loan: LoanSchema,
});
export type LoanRepaymentResult = z.infer<typeof LoanRepaymentResultSchema>;

export const REPAY_MESSAGES = {
  onlyDisbursed: 'Only a disbursed loan can be repaid',
  writtenOff: 'This loan was written off. Please contact support about it',
  alreadyRepaid: 'This loan is already fully repaid',
  tooMuch: (outstanding: string) => `You can repay at most ${outstanding}, what is outstanding`,
  insufficient: (balance: string, amount: string) =>
    `Insufficient balance. Current: ${balance}, Required: ${amount}`,
  successTitle: 'Repayment Successful',
  success: (amount: string) => `${amount} was paid towards your loan`,
} as const;
