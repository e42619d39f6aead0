import { z } from 'zod';
import { NETWORKS } from './bills-networks.ts';
import {
  BILL_SERVICES,
  BILL_STATUSES,
  CABLE_PROVIDERS,
  DATA_CATEGORIES,
  DISCO_CODES,
  METER_TYPES,
} from './bills-options.ts';
import { BILL_LIMITS } from './bills-requests.ts';
import { pageSizeSchema, rowCursorSchema } from './paging.ts';

// Bill payments (airtime, data, electricity, cable TV) through VTpass: what our
// API answers, a bill and its page, and what can be bought. Amounts are kobo
// (minor units) everywhere in our API; only the VTpass client speaks naira.

export const BillVerifyResultSchema = z.object({
  customer_name: z.string(),
  address: z.string().nullable(),
  current_bouquet: z.string().nullable(),
  meter_type: z.string().nullable(),
  /** Naira, as VTpass gives it, when it names a minimum (electricity). */
  minimum_amount: z.number().nullable(),
});
export type BillVerifyResult = z.infer<typeof BillVerifyResultSchema>;

export const DataPlanSchema = z.object({
  /** VTpass's variation_code. */
  id: z.string(),
  name: z.string(),
  /** Kobo. */
  amount: z.number().int(),
  /** Parsed from the name: "1 Day", "7 Days", "30 Day" (the default). */
  validity: z.string(),
  category: z.enum(DATA_CATEGORIES),
});
export type DataPlan = z.infer<typeof DataPlanSchema>;

export const CablePackageSchema = z.object({
  id: z.string(),
  name: z.string(),
  amount: z.number().int(),
});
export type CablePackage = z.infer<typeof CablePackageSchema>;

export const ElectricityProviderSchema = z.object({
  id: z.enum(DISCO_CODES),
  name: z.string(),
  /** Kobo. */
  min_amount: z.number().int(),
  max_amount: z.number().int(),
});
export type ElectricityProvider = z.infer<typeof ElectricityProviderSchema>;

export const BillSchema = z.object({
  id: z.string(),
  service: z.enum(BILL_SERVICES),
  status: z.enum(BILL_STATUSES),
  /** Kobo. */
  amount: z.number().int(),
  title: z.string(),
  /** Ours and VTpass's request_id: the reference the user quotes. */
  reference: z.string(),
  /** The ledger transaction that holds, then settles or refunds, the money. */
  transaction_id: z.string(),
  phone: z.string().nullable(),
  network: z.enum(NETWORKS).nullable(),
  plan_id: z.string().nullable(),
  plan_name: z.string().nullable(),
  disco: z.enum(DISCO_CODES).nullable(),
  meter_number: z.string().nullable(),
  meter_type: z.enum(METER_TYPES).nullable(),
  provider: z.enum(CABLE_PROVIDERS).nullable(),
  smartcard: z.string().nullable(),
  package_id: z.string().nullable(),
  package_name: z.string().nullable(),
  customer_name: z.string().nullable(),
  customer_address: z.string().nullable(),
  /** The electricity token, without VTpass's "Token : " prefix. */
  token: z.string().nullable(),
  vtpass_transaction_id: z.string().nullable(),
  /** Why it was refunded, when it was. */
  failure_reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Bill = z.infer<typeof BillSchema>;

export const BillsQuerySchema = z.object({
  limit: pageSizeSchema(BILL_LIMITS.recentPageSize),
  cursor: rowCursorSchema,
});
export const BillPageSchema = z.object({
  items: z.array(BillSchema),
  next_cursor: z.string().nullable(),
});
export type BillPage = z.infer<typeof BillPageSchema>;
