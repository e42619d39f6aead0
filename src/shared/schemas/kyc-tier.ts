import { z } from 'zod';
import { lagosDay } from '../lagos-time.ts';

/** CBN's tier (PROVIDERS.md §5.1). */
export const TierSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

export const BVN_MESSAGES = {
  bvn: 'must be 11 digits',
  dateOfBirth: 'must be a date (YYYY-MM-DD)',
  past: 'must be a date in the past',
} as const;

/** A real calendar day (no 31 April), written YYYY-MM-DD. */
const isCalendarDay = (v: string) => {
  const at = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === v;
};

/** POST /api/me/kyc/bvn: the BVN and the date of birth the identity provider checks. */
export const BvnCheckSchema = z.object({
  bvn: z
    .string({ message: BVN_MESSAGES.bvn })
    .trim()
    .regex(/^\d{11}$/, BVN_MESSAGES.bvn),
  date_of_birth: z
    .string({ message: BVN_MESSAGES.dateOfBirth })
    .regex(/^\d{4}-\d{2}-\d{2}$/, BVN_MESSAGES.dateOfBirth)
    .refine(isCalendarDay, BVN_MESSAGES.dateOfBirth)
    .refine((v) => v >= '1900-01-01' && v < lagosDay(), BVN_MESSAGES.past),
});
export type BvnCheck = z.infer<typeof BvnCheckSchema>;

export const BvnResultSchema = z.object({ tier: z.literal(2) });
export type BvnResult = z.infer<typeof BvnResultSchema>;

/** GET /api/me/limits: the customer's tier, today's use and what the next tier needs (kobo). */
export const LimitsSchema = z.object({
  tier: TierSchema,
  daily_limit: z.number().int(),
  /** Money moved out of the NGN wallet today (Lagos day), counted toward the daily limit. */
  daily_used: z.number().int(),
  /** Null: no maximum (tier 3). */
  max_balance: z.number().int().nullable(),
  next_tier: z
    .union([
      z.object({ tier: z.literal(2), requires: z.tuple([z.literal('bvn')]) }),
      z.object({
        tier: z.literal(3),
        requires: z.tuple([z.literal('id_document'), z.literal('proof_of_address')]),
      }),
    ])
    .nullable(),
  bvn_last4: z.string().nullable(),
  kyc_status: z.enum(['pending', 'verified', 'rejected']),
  /** Documents for tier 3 were sent (whatever their review). */
  kyc_submitted: z.boolean(),
  /** Why the documents were rejected; null unless kyc_status is rejected. */
  kyc_rejection_reason: z.string().nullable(),
  /** Deposits kept aside because the wallet could not take them (NGN, kobo). */
  held_amount: z.number().int(),
});
export type Limits = z.infer<typeof LimitsSchema>;
