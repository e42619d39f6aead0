import { z } from 'zod';
import { CURRENCIES } from '../constants.ts';
import { HELD_STATUSES } from './bank-accounts.ts';
import { IdTypeSchema } from './kyc.ts';
import { TierSchema } from './kyc-tier.ts';
import { pageSizeSchema } from './paging.ts';
import { userText } from './text.ts';

export const ADMIN_USERS_PAGE_DEFAULT = 50;
export const ADMIN_USERS_PAGE_MAX = 100;

/** The users list's filters and page (newest sign-ups first). */
export const AdminUsersQuerySchema = z.object({
  q: z.string().trim().max(100, { message: 'must be at most 100 characters' }).optional(),
  status: z.enum(['active', 'inactive'], { message: 'must be active or inactive' }).optional(),
  kyc: z
    .enum(['pending', 'verified', 'rejected'], { message: 'must be pending, verified or rejected' })
    .optional(),
  limit: pageSizeSchema(ADMIN_USERS_PAGE_DEFAULT, ADMIN_USERS_PAGE_MAX),
  /** `<microseconds since 1970>.<user id>` of the last row of the previous page. */
  cursor: z
    .string()
    .regex(/^\d{1,17}\.[\w-]{1,64}$/, { message: 'is not a valid cursor' })
    .optional(),
});
export type AdminUsersQuery = z.infer<typeof AdminUsersQuerySchema>;

const AdminKycFileSchema = z.object({
  file_name: z.string().nullable(),
  file_size: z.number().nullable(),
  file_type: z.string().nullable(),
  uploaded_at: z.string().nullable(),
});

/** What an administrator sees of a KYC submission (never where the files are stored). */
export const AdminKycDocumentsSchema = z.object({
  id_type: IdTypeSchema.nullable(),
  id_document: AdminKycFileSchema.nullable(),
  /** A utility bill (tier 3); null in submissions made before it was asked for. */
  proof_of_address: AdminKycFileSchema.nullable(),
});
export type AdminKycDocuments = z.infer<typeof AdminKycDocumentsSchema>;

export const AdminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string().nullable(),
  phone_number: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  is_active: z.boolean(),
  is_admin: z.boolean(),
  kyc_status: z.enum(['pending', 'verified', 'rejected']),
  /** CBN's tier: 2 after a verified BVN, 3 after an approved KYC submission. */
  tier: TierSchema,
  kyc_documents: AdminKycDocumentsSchema.nullable(),
  /** Why the submission was rejected; null unless kyc_status is rejected. */
  kyc_rejection_reason: z.string().nullable(),
  created_at: z.string(),
  last_login: z.string().nullable(),
  /** Wallet balances from the ledger, in minor units (0 when the wallet does not exist). */
  ngn_balance: z.number().int(),
  usd_balance: z.number().int(),
  cny_balance: z.number().int(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

/** GET /api/admin/users/:userId: the row, plus what the tier rests on. */
export const AdminUserDetailSchema = AdminUserSchema.extend({
  /** The BVN's last 4 digits (the BVN itself is never stored); null before tier 2. */
  bvn_last4: z.string().nullable(),
  /** The customer's own account number for bank transfers, or null when never asked for. */
  bank_account: z
    .object({
      status: z.enum(['active', 'pending', 'failed']),
      bank_name: z.string().nullable(),
      account_number: z.string().nullable(),
      account_name: z.string().nullable(),
    })
    .nullable(),
  /** The newest 20 deposits held for the customer, whatever their status. */
  held_deposits: z.array(
    z.object({
      id: z.string(),
      amount: z.number().int(),
      currency: z.enum(CURRENCIES),
      status: z.enum(HELD_STATUSES),
      created_at: z.string(),
    }),
  ),
});
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>;

export const AdminUserCountsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  kyc_pending: z.number().int(),
  kyc_verified: z.number().int(),
});
export type AdminUserCounts = z.infer<typeof AdminUserCountsSchema>;

export const AdminUsersPageSchema = z.object({
  items: z.array(AdminUserSchema),
  next_cursor: z.string().nullable(),
  /** Over every user, whatever the filters. */
  counts: AdminUserCountsSchema,
});
export type AdminUsersPage = z.infer<typeof AdminUsersPageSchema>;

export const UserStatusUpdateSchema = z.object({
  is_active: z.boolean({ message: 'must be true or false' }),
});
export type UserStatusUpdate = z.infer<typeof UserStatusUpdateSchema>;

export const UserStatusSchema = z.object({ id: z.string(), is_active: z.boolean() });
export type UserStatus = z.infer<typeof UserStatusSchema>;

export const UserRoleUpdateSchema = z.object({
  is_admin: z.boolean({ message: 'must be true or false' }),
});
export type UserRoleUpdate = z.infer<typeof UserRoleUpdateSchema>;

export const UserRoleSchema = z.object({ id: z.string(), is_admin: z.boolean() });
export type UserRole = z.infer<typeof UserRoleSchema>;

export const KYC_REASON_MIN = 3;
export const KYC_REASON_MAX = 500;
export const KYC_REASON_REQUIRED = `Please enter the reason for the rejection (at least ${KYC_REASON_MIN} characters)`;

/** Why a KYC submission was rejected, as the administrator types it: the customer reads it as plain text. */
export const KycRejectionReasonSchema = userText({
  min: KYC_REASON_MIN,
  max: KYC_REASON_MAX,
  multiline: true,
  required: KYC_REASON_REQUIRED,
});

export const KycDecisionSchema = z
  .object({
    decision: z.enum(['verified', 'rejected'], { message: 'must be verified or rejected' }),
    /** Required on a rejection (the customer reads it and knows what to fix); ignored on an approval. */
    reason: userText({ max: KYC_REASON_MAX, min: 0, multiline: true }).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'rejected' && (v.reason ?? '').length < KYC_REASON_MIN)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: KYC_REASON_REQUIRED });
  });
export type KycDecision = z.infer<typeof KycDecisionSchema>;

export const KycDecisionResultSchema = z.object({ kyc_status: z.enum(['verified', 'rejected']) });
export type KycDecisionResult = z.infer<typeof KycDecisionResultSchema>;
