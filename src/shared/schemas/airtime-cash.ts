import { z } from 'zod';
import { networkOf } from './bills-networks.ts';
import { pageSizeSchema, rowCursorSchema } from './paging.ts';
import { AIRTIME_NETWORKS, type AirtimeNetwork } from './rates.ts';
import { userText } from './text.ts';

// Airtime to cash (Card2Cash): the user sends airtime from their line to our
// receiving number by USSD; an administrator who sees it arrive approves, and
// the NGN wallet is credited the amount less the network's fee. Amounts are
// kobo in the API, like every amount; the screen and the USSD code speak naira.

export { AIRTIME_NETWORKS, type AirtimeNetwork };

/**
 * pending: waiting for an administrator; approved: the wallet was credited
 * (what an approval writes); denied: refused, with an optional reason shown to
 * the user; completed: shown as credited too (accepted as a status; nothing writes it).
 */
export const AIRTIME_CASH_STATUSES = ['pending', 'approved', 'denied', 'completed'] as const;
export type AirtimeCashStatus = (typeof AIRTIME_CASH_STATUSES)[number];

/** ₦500 to ₦5,000 per request, in naira (the form) and in kobo (the API). */
export const AIRTIME_CASH_LIMITS = {
  minNaira: 500,
  maxNaira: 5_000,
  min: 50_000,
  max: 500_000,
  phoneLength: 11,
  pinLength: 4,
} as const;

/** The fee in percent when no rate is on file for a network. */
export const FALLBACK_AIRTIME_FEES: Record<AirtimeNetwork, number> = {
  MTN: 20,
  Airtel: 25,
  Glo: 30,
  '9Mobile': 30,
};

/** The one network that is listed but refused. */
export const UNAVAILABLE_NETWORK = '9Mobile' satisfies AirtimeNetwork;

export const AIRTIME_CASH_MESSAGES = {
  networkRequiredTitle: 'Network Required',
  networkRequired: 'Please select a network provider',
  amountLowTitle: 'Invalid Amount',
  amountLow: 'Minimum amount is ₦500',
  amountHighTitle: 'Amount Too High',
  amountHigh: 'Maximum amount is ₦5,000',
  amountWhole: 'Amount must be a whole number of naira',
  phoneTitle: 'Invalid Phone Number',
  phone: 'Please enter a valid 11-digit phone number',
  pinTitle: 'Invalid Transfer Pin',
  pin: 'Please enter a 4-digit transfer pin',
  unavailableTitle: 'Service Unavailable',
  unavailable:
    '9Mobile airtime to cash conversion is currently not available. Please select another network.',
  /** Only when a network's fee is 100%: nothing would be left to credit. */
  nothingLeft: "This network's fee leaves nothing to credit",
  failedTitle: 'Transaction Failed',
  failed: 'Failed to create transaction. Please try again.',
  successTitle: 'Transaction Initiated',
  success: 'your wallet will be credited if transaction is successful, contact support if issues.',
  /** The phone's prefix belongs to another network than the one chosen (a ported line may still be right). */
  networkMismatch: (network: AirtimeNetwork) =>
    `This number usually belongs to ${network}. Please check the network.`,
  /** The amount field's inline hints. */
  hintValid: 'Valid amount',
  hintLow: 'Amount too low',
  hintHigh: 'Amount too high',
} as const;

export const ADMIN_AIRTIME_CASH_MESSAGES = {
  loadFailed: 'Failed to load transactions. Please try again.',
  loadFailedTitle: 'Failed to load airtime transactions',
  approvedTitle: 'Transaction Approved',
  approved: (net: string) => `${net} has been credited to the user's NGN wallet.`,
  deniedTitle: 'Transaction Denied',
  denied: 'The user has been told.',
  approveFailed: 'Failed to approve transaction',
  denyFailed: 'Failed to deny transaction',
  invalidId: 'Invalid transaction ID',
  onlyPending: 'Only pending requests can be approved or denied',
} as const;

/** The fee in kobo: `percent` of the amount, rounded up to the kobo (the house keeps the fraction). */
export function airtimeCashFee(amount: number, percent: number): number {
  const basisPoints = Math.round(percent * 100);
  return Math.ceil((amount * basisPoints) / 10_000);
}

/** A network named in any case ("mtn", "GLO", "9mobile"), spelled as AIRTIME_NETWORKS does, or null. */
export function airtimeNetworkOf(value: string): AirtimeNetwork | null {
  const lower = value.trim().toLowerCase();
  return AIRTIME_NETWORKS.find((n) => n.toLowerCase() === lower) ?? null;
}

/** The network a number belongs to by its first four digits, as the airtime form reads it; null when unknown. */
export function airtimeNetworkOfPhone(phone: string): AirtimeNetwork | null {
  const network = networkOf(phone);
  return network ? airtimeNetworkOf(network) : null;
}

export const AirtimeNetworkSchema = z
  .string({ message: AIRTIME_CASH_MESSAGES.networkRequired })
  .transform((v, ctx) => {
    const network = airtimeNetworkOf(v);
    if (network) return network;
    ctx.addIssue({ code: 'custom', message: AIRTIME_CASH_MESSAGES.networkRequired });
    return z.NEVER;
  });

/** Kobo, whole naira from ₦500 to ₦5,000: airtime is sent in whole naira. */
export const AirtimeCashAmountSchema = z
  .number({ message: 'must be a number in kobo' })
  .int({ message: 'must be a whole number of kobo' })
  .min(AIRTIME_CASH_LIMITS.min, { message: AIRTIME_CASH_MESSAGES.amountLow })
  .max(AIRTIME_CASH_LIMITS.max, { message: AIRTIME_CASH_MESSAGES.amountHigh })
  .refine((kobo) => kobo % 100 === 0, { message: AIRTIME_CASH_MESSAGES.amountWhole });

/** The line the airtime comes from: 11 digits starting with 0, spaces and dashes ignored. */
export const AirtimeCashPhoneSchema = z
  .string({ message: AIRTIME_CASH_MESSAGES.phone })
  .transform((v) => v.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^0\d{10}$/, { message: AIRTIME_CASH_MESSAGES.phone }));

/**
 * The carrier's transfer PIN: used once to build the code the user dials,
 * never stored, never logged, never echoed in an error.
 */
export const TransferPinSchema = z
  .string({ message: AIRTIME_CASH_MESSAGES.pin })
  .regex(/^\d{4}$/, { message: AIRTIME_CASH_MESSAGES.pin });

export const AirtimeCashCreateSchema = z.object({
  network: AirtimeNetworkSchema,
  amount: AirtimeCashAmountSchema,
  phone: AirtimeCashPhoneSchema,
  transfer_pin: TransferPinSchema,
});
export type AirtimeCashCreate = z.infer<typeof AirtimeCashCreateSchema>;
export type AirtimeCashCreateInput = z.input<typeof AirtimeCashCreateSchema>;

export const AirtimeCashSchema = z.object({
  id: z.string(),
  network: z.enum(AIRTIME_NETWORKS),
  status: z.enum(AIRTIME_CASH_STATUSES),
  /** Kobo of airtime sent. */
  amount: z.number().int(),
  /** The network's fee, in percent, when the request was made. */
  fee_percentage: z.number(),
  fee_amount: z.number().int(),
  /** Kobo credited on approval: amount minus fee. */
  net_amount: z.number().int(),
  phone: z.string(),
  /** The USSD code with the transfer PIN masked as ****. */
  ussd_code: z.string(),
  /** Why it was denied, when it was. */
  deny_reason: z.string().nullable(),
  processed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AirtimeCash = z.infer<typeof AirtimeCashSchema>;

export const AirtimeCashCreatedSchema = AirtimeCashSchema.extend({
  /** The whole code for the dialer, PIN included: in this answer only, never stored or logged. */
  dial_code: z.string(),
});
export type AirtimeCashCreated = z.infer<typeof AirtimeCashCreatedSchema>;

const SearchSchema = z
  .string()
  .trim()
  .max(100, { message: 'must be at most 100 characters' })
  .optional();

export const AirtimeCashQuerySchema = z.object({
  status: z
    .enum(AIRTIME_CASH_STATUSES, { message: 'must be pending, approved, denied or completed' })
    .optional(),
  /** Part of the phone number, or the network's name. */
  q: SearchSchema,
  limit: pageSizeSchema(20),
  cursor: rowCursorSchema,
});
export type AirtimeCashQuery = z.infer<typeof AirtimeCashQuerySchema>;

export const AirtimeCashPageSchema = z.object({
  items: z.array(AirtimeCashSchema),
  next_cursor: z.string().nullable(),
});
export type AirtimeCashPage = z.infer<typeof AirtimeCashPageSchema>;

export const AdminAirtimeCashQuerySchema = AirtimeCashQuerySchema.extend({
  network: z
    .string()
    .transform((v, ctx) => {
      const network = airtimeNetworkOf(v);
      if (network) return network;
      ctx.addIssue({ code: 'custom', message: 'must be MTN, Airtel, Glo or 9Mobile' });
      return z.NEVER;
    })
    .optional(),
  /** Part of the user's e-mail or name, the phone number, or the request's id. */
  q: SearchSchema,
});
export type AdminAirtimeCashQuery = z.infer<typeof AdminAirtimeCashQuerySchema>;

export const AdminAirtimeCashSchema = AirtimeCashSchema.extend({
  user_id: z.string(),
  user_name: z.string().nullable(),
  user_email: z.string(),
  processed_by_email: z.string().nullable(),
  /** The ledger credit of an approved request. */
  credit_transaction_id: z.string().nullable(),
});
export type AdminAirtimeCash = z.infer<typeof AdminAirtimeCashSchema>;

export const AirtimeCashStatsSchema = z.object({
  total_requests: z.number().int(),
  pending: z.number().int(),
  /** Approved (and completed): the wallet was credited. */
  completed: z.number().int(),
  denied: z.number().int(),
  /** Kobo of airtime in the credited requests. */
  total_volume: z.number().int(),
  /** Kobo credited to wallets for them. */
  total_credited: z.number().int(),
});
export type AirtimeCashStats = z.infer<typeof AirtimeCashStatsSchema>;

export const AdminAirtimeCashPageSchema = z.object({
  items: z.array(AdminAirtimeCashSchema),
  next_cursor: z.string().nullable(),
  /** Over every request, whatever the filters. */
  stats: AirtimeCashStatsSchema,
});
export type AdminAirtimeCashPage = z.infer<typeof AdminAirtimeCashPageSchema>;

export const AIRTIME_CASH_ID_MIN_LENGTH = 30;
/** A transaction id has at least 30 characters. */
export const AirtimeCashIdSchema = z
  .string()
  .min(AIRTIME_CASH_ID_MIN_LENGTH, { message: ADMIN_AIRTIME_CASH_MESSAGES.invalidId })
  .max(64, { message: ADMIN_AIRTIME_CASH_MESSAGES.invalidId });

export const AirtimeCashDecisionSchema = z
  .object({
    decision: z.enum(['approve', 'deny'], { message: 'must be approve or deny' }),
    /** Shown to the user when denied; ignored on approval. */
    reason: userText({ max: 500, min: 0, multiline: true }).optional(),
  })
  .strict();
export type AirtimeCashDecision = z.infer<typeof AirtimeCashDecisionSchema>;
