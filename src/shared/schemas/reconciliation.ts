import { z } from 'zod';

// The daily reconciliation (GET /api/admin/reconciliation): for one Lagos day,
// per provider, the ledger's count and sum of what succeeded against the
// provider's own records, and every reference on which they disagree. Amounts
// are minor units; `count` and `amount` are naira (kobo), other currencies
// (card charges in dollars) are listed apart in `foreign`.

export const RECONCILIATION_PROVIDERS = [
  'vtpass',
  'paystack_transfers',
  'paystack_charges',
] as const;
export type ReconciliationProvider = (typeof RECONCILIATION_PROVIDERS)[number];

export const RECONCILIATION_PROVIDER_LABELS: Record<ReconciliationProvider, string> = {
  vtpass: 'VTpass bills',
  paystack_transfers: 'Paystack transfers',
  paystack_charges: 'Paystack charges & deposits',
};

/**
 * missing_at_provider: the ledger has it, the provider does not;
 * missing_in_ledger: the provider has a success the ledger never booked;
 * status: both have it, their statuses disagree; amount: both say it succeeded, for different sums.
 */
export const MISMATCH_KINDS = [
  'missing_at_provider',
  'missing_in_ledger',
  'status',
  'amount',
] as const;

export const RECONCILIATION_MESSAGES = {
  badDate: 'date must be a day written YYYY-MM-DD, not after today (Lagos)',
  loadFailed: 'Could not load the reconciliation. Please try again.',
  requeried: 'Asked the provider again',
} as const;

const Totals = z.object({
  count: z.number().int(),
  amount: z.number().int(),
  foreign: z
    .array(z.object({ currency: z.string(), count: z.number().int(), amount: z.number().int() }))
    .optional(),
});

export const ReconciliationMismatchSchema = z.object({
  reference: z.string(),
  kind: z.enum(MISMATCH_KINDS),
  ledger_status: z.string().nullable(),
  provider_status: z.string().nullable(),
  /** The ledger's amount, or the provider's when the ledger has none. */
  amount: z.number().int(),
  currency: z.string(),
  ledger_amount: z.number().int().nullable(),
  provider_amount: z.number().int().nullable(),
});
export type ReconciliationMismatch = z.infer<typeof ReconciliationMismatchSchema>;

export const ProviderReconciliationSchema = z.object({
  ledger: Totals,
  provider: Totals,
  mismatches: z.array(ReconciliationMismatchSchema),
  /** Set when the provider could not be asked: the figures are then the ledger's alone. */
  error: z.string().nullable().optional(),
});
export type ProviderReconciliation = z.infer<typeof ProviderReconciliationSchema>;

export const ReconciliationSchema = z.object({
  date: z.string(),
  /** When these figures were computed; `stored` says whether they come from the daily run. */
  ran_at: z.string(),
  stored: z.boolean(),
  vtpass: ProviderReconciliationSchema,
  paystack_transfers: ProviderReconciliationSchema,
  paystack_charges: ProviderReconciliationSchema,
});
export type Reconciliation = z.infer<typeof ReconciliationSchema>;

export const ReconciliationQuerySchema = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, RECONCILIATION_MESSAGES.badDate)
    .refine(
      (d) =>
        !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) &&
        new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
      RECONCILIATION_MESSAGES.badDate,
    )
    .optional(),
  refresh: z.enum(['0', '1']).optional(),
});

export const ReconciliationRequerySchema = z.object({
  provider: z.enum(RECONCILIATION_PROVIDERS),
  reference: z.string().trim().min(1).max(100),
});
export type ReconciliationRequery = z.infer<typeof ReconciliationRequerySchema>;

export const ReconciliationRequeryResultSchema = z.object({
  provider: z.enum(RECONCILIATION_PROVIDERS),
  reference: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
});

export const STUCK_KINDS = [
  'bill',
  'withdrawal',
  'card_funding',
  'bank_deposit',
  'rmb',
  'airtime_cash',
] as const;
export const STUCK_KIND_LABELS: Record<(typeof STUCK_KINDS)[number], string> = {
  bill: 'Bill',
  withdrawal: 'Withdrawal',
  card_funding: 'Card funding',
  bank_deposit: 'Bank deposit',
  rmb: 'RMB purchase',
  airtime_cash: 'Airtime to cash',
};

export const StuckItemSchema = z.object({
  kind: z.enum(STUCK_KINDS),
  id: z.string(),
  reference: z.string(),
  status: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  created_at: z.string(),
  age_minutes: z.number().int(),
});
export type StuckItem = z.infer<typeof StuckItemSchema>;

export const StuckListSchema = z.object({
  /** Pending longer than this many minutes. */
  older_than_minutes: z.number().int(),
  items: z.array(StuckItemSchema),
  /** All of them, when more than the list shows. */
  total: z.number().int(),
});
export type StuckList = z.infer<typeof StuckListSchema>;
