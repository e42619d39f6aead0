import { z } from 'zod';
import { CURRENCIES } from '../constants.ts';
import { AdminUserDetailSchema } from './admin-users.ts';
import { userText } from './text.ts';

// The back office's Customer 360: one page per customer, its notes, and the
// global search box that leads to it.

/** A customer's id in a path: a user id's characters, at most 64 (anything else is 400). */
export const CustomerIdSchema = z
  .string()
  .regex(/^[\w-]{1,64}$/, { message: 'is not a valid customer id' });

export const CUSTOMER_NOTE_MAX = 2000;

export const CustomerNoteCreateSchema = z.object({
  text: userText({
    min: 1,
    max: CUSTOMER_NOTE_MAX,
    multiline: true,
    required: 'Please write the note',
  }),
});
export type CustomerNoteCreate = z.infer<typeof CustomerNoteCreateSchema>;

export const CustomerNoteSchema = z.object({
  id: z.string(),
  text: z.string(),
  author_id: z.string(),
  author_email: z.string(),
  created_at: z.string(),
});
export type CustomerNote = z.infer<typeof CustomerNoteSchema>;

const money = z.number().int();
const when = z.string();

export const CustomerAuditSchema = z.object({
  id: z.string(),
  actor_email: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  created_at: when,
});

/** GET /api/admin/customers/:id: every section small; each list has its own page for more. */
export const Customer360Schema = z.object({
  /** The users list's row and what the tier rests on (as GET /api/admin/users/:userId). */
  customer: AdminUserDetailSchema,
  /** When the BVN was verified (tier 2); null when it never was. */
  bvn_verified_at: z.string().nullable(),
  wallets: z.array(z.object({ currency: z.enum(CURRENCIES), balance: money })),
  /** The newest 20 lines on the customer's wallets; money in is positive. */
  transactions: z.array(
    z.object({
      id: z.string(),
      transaction_id: z.string(),
      reference: z.string(),
      kind: z.string(),
      status: z.string(),
      currency: z.enum(CURRENCIES),
      amount: money,
      description: z.string().nullable(),
      created_at: when,
    }),
  ),
  bills: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      amount: money,
      status: z.string(),
      created_at: when,
    }),
  ),
  withdrawals: z.array(
    z.object({
      id: z.string(),
      reference: z.string(),
      amount: money,
      bank_name: z.string(),
      account_number: z.string(),
      status: z.string(),
      created_at: when,
    }),
  ),
  rmb_purchases: z.array(
    z.object({
      id: z.string(),
      reference: z.string(),
      naira_amount: money,
      rmb_amount: money,
      platform: z.string(),
      status: z.string(),
      created_at: when,
    }),
  ),
  loans: z.array(
    z.object({
      id: z.string(),
      loan_type: z.string(),
      amount_requested: money,
      amount_approved: money.nullable(),
      status: z.string(),
      created_at: when,
    }),
  ),
  airtime_cash: z.array(
    z.object({
      id: z.string(),
      network: z.string(),
      amount: money,
      net_amount: money,
      status: z.string(),
      created_at: when,
    }),
  ),
  /** The decisions on the customer's KYC submissions, newest first (the current one is customer.kyc_documents). */
  kyc_decisions: z.array(CustomerAuditSchema),
  notes: z.array(CustomerNoteSchema),
  /** What administrators did to the customer and their wallets, newest first. */
  audit: z.array(CustomerAuditSchema),
});
export type Customer360 = z.infer<typeof Customer360Schema>;

export const ADMIN_SEARCH_MIN = 3;

export const AdminSearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .min(ADMIN_SEARCH_MIN, { message: `must be at least ${ADMIN_SEARCH_MIN} characters` })
    .max(100, { message: 'must be at most 100 characters' }),
});

export const AdminSearchHitSchema = z.object({
  kind: z.enum(['customer', 'transaction']),
  /** The customer's id, or the transaction's reference. */
  id: z.string(),
  user_id: z.string(),
  label: z.string(),
  detail: z.string(),
});
export type AdminSearchHit = z.infer<typeof AdminSearchHitSchema>;

export const AdminSearchResultSchema = z.object({ items: z.array(AdminSearchHitSchema) });
export type AdminSearchResult = z.infer<typeof AdminSearchResultSchema>;
