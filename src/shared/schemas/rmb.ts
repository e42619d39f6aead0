import { z } from 'zod';
import { NAME_MAX_LENGTH } from '../constants.ts';
import { pageSizeSchema, rowCursorSchema } from './paging.ts';
import { userText } from './text.ts';

// Buying RMB for Alipay or WeChat Pay: the naira is held from the NGN wallet at
// once, an administrator pays the recipient and completes (settles) or fails
// (refunds) the purchase. Naira in kobo, RMB in fen.

export const RMB_PLATFORMS = ['alipay', 'wechat'] as const;
export type RmbPlatform = (typeof RMB_PLATFORMS)[number];
export const RMB_PLATFORM_NAMES: Record<RmbPlatform, string> = {
  alipay: 'Alipay',
  wechat: 'WeChat Pay',
};
export const ALIPAY_TYPES = ['nigeria', 'china'] as const;
export type AlipayType = (typeof ALIPAY_TYPES)[number];
export const ALIPAY_TYPE_NAMES: Record<AlipayType, string> = {
  nigeria: 'Nigeria Alipay',
  china: 'Chinese Alipay',
};

export const RMB_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type RmbStatus = (typeof RMB_STATUSES)[number];

/** The QR image: PNG or JPG, checked by content, at most 5 MB. */
export const RMB_QR_MAX_BYTES = 5 * 1024 * 1024;
export const RMB_QR_TYPES = ['image/png', 'image/jpeg'] as const;

export const RMB_MESSAGES = {
  platformRequired: 'Please select a platform',
  alipayTypeRequired: 'Please select Alipay type',
  invalidAmount: 'Please enter a valid amount',
  insufficient: 'Insufficient wallet balance',
  recipientRequired: 'Please fill all recipient details',
  failedTitle: 'Transaction Failed',
  failed: 'Ohh an error occurred, please try again later',
  userNotLoaded: 'User data not loaded',
  successTitle: 'Transaction Successful!',
  processingNote: 'Your transaction will be processed within 5-10 minutes',
  rateChanged: (rate: string) =>
    `The exchange rate has changed to ${rate}. Please review the new amount and confirm again.`,
} as const;

const positiveMinor = z
  .number({ message: RMB_MESSAGES.invalidAmount })
  .int({ message: 'must be a whole number of minor units' })
  .min(1, { message: RMB_MESSAGES.invalidAmount })
  // 10^10 kobo is ₦100,000,000: far above any real purchase, and the product
  // with a rate stays an exact integer.
  .max(10_000_000_000, { message: 'is too large' });

export const RmbCreateSchema = z
  .object({
    platform: z.enum(RMB_PLATFORMS, { message: RMB_MESSAGES.platformRequired }),
    alipay_type: z.enum(ALIPAY_TYPES, { message: RMB_MESSAGES.alipayTypeRequired }).optional(),
    /** Kobo the user pays; or give `rmb_amount`, never both. */
    naira_amount: positiveMinor.optional(),
    /** Fen the recipient gets. */
    rmb_amount: positiveMinor.optional(),
    /** The NGN to CNY rate the user saw; when it is no longer current, 409 RATE_CHANGED. */
    exchange_rate: z.string().trim().max(30).optional(),
    recipient_id: userText({ max: 100, required: RMB_MESSAGES.recipientRequired }),
    full_name: userText({ max: NAME_MAX_LENGTH, required: RMB_MESSAGES.recipientRequired }),
    qr_id: z.string().uuid({ message: 'is not an uploaded QR image' }).optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.naira_amount === undefined) === (v.rmb_amount === undefined))
      ctx.addIssue({
        code: 'custom',
        path: ['naira_amount'],
        message: 'give exactly one of naira_amount and rmb_amount',
      });
    if (v.platform === 'alipay' && !v.alipay_type)
      ctx.addIssue({
        code: 'custom',
        path: ['alipay_type'],
        message: RMB_MESSAGES.alipayTypeRequired,
      });
  });
export type RmbCreate = z.infer<typeof RmbCreateSchema>;
export type RmbCreateInput = z.input<typeof RmbCreateSchema>;

/**
 * The 409 answer when `exchange_rate` is no longer the current rate: nothing
 * was held. It carries the current rate and the same request priced at it
 * (the amount the user typed kept, the other one recomputed).
 */
export const RmbRateChangedSchema = z.object({
  error: z.object({
    code: z.literal('RATE_CHANGED'),
    message: z.string(),
    exchange_rate: z.string(),
    naira_amount: z.number().int(),
    rmb_amount: z.number().int(),
  }),
});
export type RmbRateChanged = z.infer<typeof RmbRateChangedSchema>;

export const RmbQrUploadedSchema = z.object({ qr_id: z.string() });

export const RmbPurchaseSchema = z.object({
  id: z.string(),
  status: z.enum(RMB_STATUSES),
  platform: z.enum(RMB_PLATFORMS),
  alipay_type: z.enum(ALIPAY_TYPES).nullable(),
  /** Kobo held from the NGN wallet. */
  naira_amount: z.number().int(),
  /** Fen the recipient gets. */
  rmb_amount: z.number().int(),
  /** NGN to CNY, the decimal string the purchase was priced at. */
  exchange_rate: z.string(),
  reference: z.string(),
  recipient_id: z.string(),
  full_name: z.string(),
  has_qr: z.boolean(),
  /** Why it failed, shown to the user. */
  failure_reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type RmbPurchase = z.infer<typeof RmbPurchaseSchema>;

export const RmbQuerySchema = z.object({
  limit: pageSizeSchema(20),
  cursor: rowCursorSchema,
});
export const RmbPageSchema = z.object({
  items: z.array(RmbPurchaseSchema),
  next_cursor: z.string().nullable(),
});
export type RmbPage = z.infer<typeof RmbPageSchema>;

export const AdminRmbQuerySchema = RmbQuerySchema.extend({
  status: z.enum(RMB_STATUSES).optional(),
  platform: z.enum(RMB_PLATFORMS).optional(),
  /** Part of a reference, recipient id or name, or the user's name or e-mail. */
  q: z.string().trim().max(100, { message: 'must be at most 100 characters' }).optional(),
});
export const AdminRmbPurchaseSchema = RmbPurchaseSchema.extend({
  user_id: z.string(),
  user_name: z.string().nullable(),
  user_email: z.string(),
  admin_note: z.string().nullable(),
  processed_by_email: z.string().nullable(),
});
export type AdminRmbPurchase = z.infer<typeof AdminRmbPurchaseSchema>;
export const RmbStatsSchema = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  processing: z.number().int(),
  completed: z.number().int(),
  failed: z.number().int(),
  /** Kobo and fen over completed purchases. */
  total_volume_ngn: z.number().int(),
  total_volume_cny: z.number().int(),
  /** NGN to CNY, averaged over completed purchases; null when none. */
  avg_exchange_rate: z.string().nullable(),
});
export type RmbStats = z.infer<typeof RmbStatsSchema>;
export const AdminRmbPageSchema = z.object({
  items: z.array(AdminRmbPurchaseSchema),
  next_cursor: z.string().nullable(),
  stats: RmbStatsSchema,
});
export type AdminRmbPage = z.infer<typeof AdminRmbPageSchema>;

export const RmbStatusUpdateSchema = z
  .object({
    status: z.enum(['processing', 'completed', 'failed'], {
      message: 'must be processing, completed or failed',
    }),
    /** On failed: the reason shown to the user. */
    note: userText({ max: 500, min: 0, multiline: true }).optional(),
  })
  .strict();
export type RmbStatusUpdate = z.infer<typeof RmbStatusUpdateSchema>;

export const ADMIN_RMB_MESSAGES = {
  loadFailed: 'Failed to load RMB transactions',
  processFailed: 'Failed to process transaction. Please try again.',
  processed: 'Transaction Processed',
} as const;
