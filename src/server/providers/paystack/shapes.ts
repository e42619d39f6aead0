import { z } from 'zod';

// What we send Paystack and the shapes of what it answers (the `data` of its
// envelope); amounts are integers in the currency's subunit.

const money = z.number().int();

export const InitializeData = z.object({
  authorization_url: z.string().url(),
  access_code: z.string(),
  reference: z.string(),
});

export const TransactionData = z.looseObject({
  id: z.number().optional(),
  status: z.string(),
  reference: z.string(),
  amount: money,
  currency: z.string(),
  paid_at: z.string().nullable().optional(),
  gateway_response: z.string().nullable().optional(),
  channel: z.string().nullable().optional(),
  metadata: z.unknown().optional(),
});
export type PaystackTransaction = z.infer<typeof TransactionData>;

export const Bank = z.looseObject({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  code: z.string(),
  active: z.boolean(),
  currency: z.string(),
  type: z.string(),
});

export const ResolvedAccount = z.looseObject({
  account_number: z.string(),
  account_name: z.string(),
  bank_id: z.number().optional(),
});

export const Recipient = z.looseObject({
  recipient_code: z.string(),
  name: z.string().nullable().optional(),
  currency: z.string(),
  details: z.looseObject({
    account_number: z.string().nullable(),
    account_name: z.string().nullable().optional(),
    bank_code: z.string(),
    bank_name: z.string().nullable().optional(),
  }),
});

export const Transfer = z.looseObject({
  transfer_code: z.string(),
  reference: z.string(),
  status: z.string(),
  amount: money,
  currency: z.string(),
  reason: z.string().nullable().optional(),
});

export type InitializeInput = {
  email: string;
  /** Subunits (kobo). */
  amount: number;
  currency: string;
  reference: string;
  callback_url: string;
  metadata?: Record<string, unknown>;
};

export type TransferInput = {
  amount: number;
  recipient: string;
  reference: string;
  reason?: string;
  currency?: string;
};
