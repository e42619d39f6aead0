import { z } from 'zod';
import { EmailSchema } from './common.ts';
import { AccountNumberSchema, BankCodeSchema, checkNuban } from './withdrawals.ts';

// Saved recipients: a bank account (named by the bank, never by the client)
// or another Owo user by e-mail. Offered first on the withdraw and send forms.

/** How many one customer may keep: a short list to choose from, not an address book. */
export const MAX_BENEFICIARIES = 50;

export const BENEFICIARY_MESSAGES = {
  unknownUser: 'No Owo account has this e-mail address',
  self: 'You cannot save yourself as a recipient',
  inactive: 'This Owo account is inactive and cannot receive money',
  tooMany: `You can keep at most ${MAX_BENEFICIARIES} saved recipients. Remove one to save another.`,
  notFound: 'Saved recipient not found',
  nameFromBank: "is the bank's to say: it cannot be sent",
  saved: 'Recipient saved',
  removed: 'Recipient removed',
  saveFailed: 'Could not save the recipient. Please try again.',
  removeFailed: 'Could not remove the recipient. Please try again.',
} as const;

/** A field the client may not send, named in the 400 (z.never has no OpenAPI form). */
const refused = (message: string) =>
  z
    .unknown()
    .refine((v) => v === undefined, { message })
    .optional();

const BankTarget = z
  .strictObject({
    kind: z.literal('bank'),
    bank_code: BankCodeSchema,
    account_number: AccountNumberSchema,
    /** Refused with a clear message: the name is only ever the bank's answer. */
    account_name: refused(BENEFICIARY_MESSAGES.nameFromBank),
  })
  .superRefine(checkNuban);

const OwoTarget = z.strictObject({
  kind: z.literal('owo'),
  email: EmailSchema,
  /** Refused like the bank's: the name shown is the recipient's own. */
  name: refused('is the recipient’s own: it cannot be sent'),
});

export const BeneficiaryCreateSchema = z.discriminatedUnion('kind', [BankTarget, OwoTarget], {
  message: 'must be bank or owo',
});
export type BeneficiaryCreate = z.infer<typeof BeneficiaryCreateSchema>;
export type BeneficiaryCreateInput = z.input<typeof BeneficiaryCreateSchema>;

const Saved = {
  id: z.string(),
  created_at: z.string(),
  /** The last successful withdrawal or transfer to it; null until then. */
  last_used_at: z.string().nullable(),
};

export const BankBeneficiarySchema = z.object({
  ...Saved,
  kind: z.literal('bank'),
  bank_code: z.string(),
  bank_name: z.string(),
  account_number: z.string(),
  /** The bank's name for the account, from its name enquiry when it was saved. */
  account_name: z.string(),
});
export type BankBeneficiary = z.infer<typeof BankBeneficiarySchema>;

export const OwoBeneficiarySchema = z.object({
  ...Saved,
  kind: z.literal('owo'),
  /** The recipient's e-mail and name as they are now. */
  email: z.string(),
  name: z.string(),
});
export type OwoBeneficiary = z.infer<typeof OwoBeneficiarySchema>;

export const BeneficiarySchema = z.discriminatedUnion('kind', [
  BankBeneficiarySchema,
  OwoBeneficiarySchema,
]);
export type Beneficiary = z.infer<typeof BeneficiarySchema>;

export const BeneficiaryListSchema = z.object({ items: z.array(BeneficiarySchema) });
export type BeneficiaryList = z.infer<typeof BeneficiaryListSchema>;

export const BeneficiaryIdSchema = z.object({
  id: z.uuid({ message: 'is not a saved recipient id' }),
});

export const BeneficiaryRemovedSchema = z.object({ id: z.string(), removed: z.literal(true) });
