import { z } from 'zod';

// Paystack's dedicated virtual accounts (design/PROVIDERS.md §5.3): the shapes
// of what assign, the assignment webhooks and a bank transfer into one carry.

/** One dedicated account, as assign (when it answers at once) and the success webhook carry it. */
export const DedicatedAccountData = z.looseObject({
  account_number: z.string().regex(/^\d{10}$/),
  account_name: z.string().nullish(),
  active: z.boolean().optional(),
  bank: z.looseObject({ name: z.string(), slug: z.string() }),
  customer: z
    .looseObject({ email: z.string().optional(), customer_code: z.string().optional() })
    .optional(),
});
export type PaystackDedicatedAccount = z.infer<typeof DedicatedAccountData>;

/** `dedicatedaccount.assign.success` / `.failed`: the customer, and the account on success. */
export const AssignEventData = z.looseObject({
  customer: z.looseObject({ email: z.string(), customer_code: z.string().optional() }),
  dedicated_account: DedicatedAccountData.nullish(),
  identification: z.looseObject({ status: z.string().optional() }).nullish(),
});
export type AssignEvent = z.infer<typeof AssignEventData>;

export const ASSIGN_EVENTS = ['dedicatedaccount.assign.success', 'dedicatedaccount.assign.failed'];

/**
 * What a bank transfer into a dedicated account says about itself (verify and
 * charge.success): a Paystack transaction whose authorization names sender and receiver.
 */
export const BankTransferData = z.looseObject({
  status: z.string(),
  reference: z.string().regex(/^[\x21-\x7e]{1,200}$/),
  amount: z.number().int(),
  currency: z.string(),
  paid_at: z.string().nullish(),
  channel: z.string().nullish(),
  customer: z
    .looseObject({ email: z.string().optional(), customer_code: z.string().optional() })
    .nullish(),
  authorization: z.looseObject({
    channel: z.string().nullish(),
    sender_name: z.string().nullish(),
    sender_bank: z.string().nullish(),
    sender_bank_account_number: z.string().nullish(),
    receiver_bank_account_number: z.string().nullish(),
    receiver_bank: z.string().nullish(),
    narration: z.string().nullish(),
  }),
});
export type PaystackBankTransfer = z.infer<typeof BankTransferData>;

/** Paystack's channel for money sent to a dedicated account. */
export const DEDICATED_NUBAN = 'dedicated_nuban';

/** True for a charge.success body that is a bank transfer into a dedicated account. */
export function isBankTransferEvent(data: unknown): boolean {
  const authorization = (data as { authorization?: { channel?: unknown } } | null)?.authorization;
  return authorization?.channel === DEDICATED_NUBAN;
}

export type AssignInput = {
  email: string;
  first_name: string;
  last_name: string;
  phone?: string;
  preferred_bank: string;
};
