import { z } from 'zod';
import { pageSizeSchema, rowCursorSchema } from './paging.ts';

// Bill payments (airtime, data, electricity, cable TV) through VTpass. Amounts
// are kobo (minor units) everywhere in our API; only the VTpass client speaks naira.

export const BILL_SERVICES = ['airtime', 'data', 'electricity', 'cable'] as const;
export type BillService = (typeof BILL_SERVICES)[number];

/** delivered: paid and given; pending: money held while VTpass decides; refunded: VTpass refused, money back. */
export const BILL_STATUSES = ['pending', 'delivered', 'refunded'] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];

export const NETWORKS = ['mtn', 'airtel', 'glo', '9mobile'] as const;
export type Network = (typeof NETWORKS)[number];
export const NETWORK_NAMES: Record<Network, string> = {
  mtn: 'MTN',
  airtel: 'Airtel',
  glo: 'Glo',
  '9mobile': '9Mobile',
};

export const DATA_CATEGORIES = ['daily', 'weekly', 'monthly', 'special', 'broadband'] as const;
export type DataCategory = (typeof DATA_CATEGORIES)[number];

/** The DISCOs we sell electricity for: our codes, their full names and VTpass serviceIDs. */
export const DISCOS = {
  aedc: { name: 'Abuja Electricity Distribution Company (AEDC)', serviceId: 'abuja-electric' },
  bedc: { name: 'Benin Electricity Distribution Company (BEDC)', serviceId: 'benin-electric' },
  eedc: { name: 'Enugu Electricity Distribution Company (EEDC)', serviceId: 'enugu-electric' },
  ekedc: { name: 'Eko Electricity Distribution Company (EKEDC)', serviceId: 'eko-electric' },
  ibedc: { name: 'Ibadan Electricity Distribution Company (IBEDC)', serviceId: 'ibadan-electric' },
  ikedc: { name: 'Ikeja Electric (IKEDC)', serviceId: 'ikeja-electric' },
  jed: { name: 'Jos Electricity Distribution (JED)', serviceId: 'jos-electric' },
  kaedco: { name: 'Kaduna Electric (KAEDCO)', serviceId: 'kaduna-electric' },
  kedco: { name: 'Kano Electricity Distribution Company (KEDCO)', serviceId: 'kano-electric' },
  phed: {
    name: 'Port Harcourt Electricity Distribution (PHED)',
    serviceId: 'portharcourt-electric',
  },
  yedc: { name: 'Yola Electricity Distribution Company (YEDC)', serviceId: 'yola-electric' },
  abedc: { name: 'Aba Electricity Distribution Company (ABEDC)', serviceId: 'aba-electric' },
} as const;
export type Disco = keyof typeof DISCOS;
export const DISCO_CODES = Object.keys(DISCOS) as [Disco, ...Disco[]];

export const CABLE_PROVIDERS = ['dstv', 'gotv', 'startimes', 'showmax'] as const;
export type CableProvider = (typeof CABLE_PROVIDERS)[number];
export const CABLE_PROVIDER_NAMES: Record<CableProvider, string> = {
  dstv: 'DStv',
  gotv: 'GOtv',
  startimes: 'StarTimes',
  showmax: 'Showmax',
};

export const METER_TYPES = ['prepaid', 'postpaid'] as const;
export type MeterType = (typeof METER_TYPES)[number];
export const METER_TYPE_HINTS: Record<MeterType, string> = {
  prepaid: 'Buy tokens',
  postpaid: 'Pay bills',
};

/** VTpass serviceIDs of airtime and data per network (9mobile is `etisalat` at VTpass). */
export const AIRTIME_SERVICE_IDS: Record<Network, string> = {
  mtn: 'mtn',
  airtel: 'airtel',
  glo: 'glo',
  '9mobile': 'etisalat',
};
export const DATA_SERVICE_IDS: Record<Network, string> = {
  mtn: 'mtn-data',
  airtel: 'airtel-data',
  glo: 'glo-data',
  '9mobile': 'etisalat-data',
};

/** Bill amount limits, in naira (the forms) and kobo (the API). */
export const BILL_LIMITS = {
  airtime: { min: 50, max: 100_000 },
  electricity: { min: 500, max: 100_000 },
  /** The service layer's ceiling for any bill. */
  max: 1_000_000,
  phoneLength: 11,
  meterMin: 11,
  meterMax: 13,
  smartcardMax: 12,
  recentPageSize: 5,
} as const;
export const AIRTIME_QUICK_PICKS = [100, 200, 500, 1000, 2000, 5000] as const;
export const ELECTRICITY_QUICK_PICKS = [1000, 2000, 5000, 10000, 20000, 50000] as const;

/** Which network a Nigerian number belongs to, by its first four digits. */
export const NETWORK_PREFIXES: Record<Network, readonly string[]> = {
  mtn: [
    '0703',
    '0706',
    '0803',
    '0806',
    '0810',
    '0813',
    '0814',
    '0816',
    '0903',
    '0906',
    '0913',
    '0916',
    '0702',
    '0704',
  ],
  airtel: ['0701', '0708', '0802', '0808', '0812', '0901', '0902', '0904', '0907', '0912', '0911'],
  glo: ['0705', '0805', '0807', '0811', '0815', '0905', '0915'],
  '9mobile': ['0809', '0817', '0818', '0908', '0909'],
};
export function networkOf(phone: string): Network | null {
  const prefix = phone.replace(/\D/g, '').slice(0, 4);
  if (prefix.length < 4) return null;
  for (const n of NETWORKS) if (NETWORK_PREFIXES[n].includes(prefix)) return n;
  return null;
}

export const BILL_MESSAGES = {
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Invalid phone number format. Use format: 08012345678',
  maxAmount: 'Maximum amount is ₦1,000,000',
  airtimeMin: 'Minimum amount is ₦50',
  electricityMin: 'Minimum amount is ₦500',
  planRequired: 'Plan ID is required',
  meterRequired: 'Meter number is required',
  meterInvalid: 'Meter number (11-13 digits)',
  accountRequired: 'Account number (Smartcard/IUC) is required',
  packageRequired: 'Package ID is required',
  insufficient: (current: string, required: string) =>
    `Insufficient balance. Current: ${current}, Required: ${required}`,
  failedTitle: 'Transaction Failed',
  failed: 'Ohh an error occurred, please try again later',
  successTitle: 'Transaction Successful',
  airtimeSuccess: (amount: string, phone: string) =>
    `Airtime of ${amount} purchased successfully for ${phone}`,
  dataSuccess: (phone: string) => `Data bundle purchased successfully for ${phone}`,
  electricitySuccess: (amount: string, meter: string) =>
    `Electricity bill of ${amount} paid successfully for meter ${meter}`,
  cableSuccess: (account: string) => `Cable subscription successful for account ${account}`,
  meterVerifiedTitle: 'Meter Verified',
  meterVerified: (n: string) => `Meter ${n} verified successfully`,
  iucVerifiedTitle: 'IUC Verified',
  iucVerified: (n: string) => `IUC ${n} verified successfully`,
  verifyFailedTitle: 'Verification Failed',
  meterWrong: 'Invalid meter number or meter type',
  iucWrong: 'Invalid IUC/Smartcard number',
  missingTitle: 'Missing Information',
  missingMeter: 'Please enter meter number, select electricity provider, and choose meter type',
  missingIuc: 'Please enter IUC/Smartcard number and select cable provider',
  noToken:
    'Your purchase was processed. Check your meter, or contact support for the token if it does not arrive.',
  paymentSuccessful: 'Payment Successful!',
} as const;

/** 11 digits starting with 0, after removing everything that is not a digit. */
export const PhoneSchema = z
  .string({ message: BILL_MESSAGES.phoneRequired })
  .transform((v) => v.replace(/\D/g, ''))
  .pipe(
    z
      .string()
      .min(1, { message: BILL_MESSAGES.phoneRequired })
      .regex(/^0\d{10}$/, { message: BILL_MESSAGES.phoneInvalid }),
  );

const kobo = (minNaira: number, minMessage: string) =>
  z
    .number({ message: 'must be a number in kobo' })
    .int({ message: 'must be a whole number of kobo' })
    .min(minNaira * 100, { message: minMessage })
    .max(BILL_LIMITS.max * 100, { message: BILL_MESSAGES.maxAmount });

const MeterSchema = z
  .string({ message: BILL_MESSAGES.meterRequired })
  .trim()
  .min(1, { message: BILL_MESSAGES.meterRequired })
  .regex(/^\d{11,13}$/, { message: BILL_MESSAGES.meterInvalid });
const SmartcardSchema = z
  .string({ message: BILL_MESSAGES.accountRequired })
  .trim()
  .min(1, { message: BILL_MESSAGES.accountRequired })
  .regex(/^\d{1,12}$/, { message: 'IUC/Smartcard number must be at most 12 digits' });
const IdSchema = (message: string) =>
  z.string({ message }).trim().min(1, { message }).max(100, { message });

export const BillCreateSchema = z.discriminatedUnion('service', [
  z.object({
    service: z.literal('airtime'),
    network: z.enum(NETWORKS),
    phone: PhoneSchema,
    amount: kobo(BILL_LIMITS.airtime.min, BILL_MESSAGES.airtimeMin),
  }),
  z.object({
    service: z.literal('data'),
    network: z.enum(NETWORKS),
    phone: PhoneSchema,
    plan_id: IdSchema(BILL_MESSAGES.planRequired),
  }),
  z.object({
    service: z.literal('electricity'),
    disco: z.enum(DISCO_CODES),
    meter_number: MeterSchema,
    meter_type: z.enum(METER_TYPES),
    amount: kobo(BILL_LIMITS.electricity.min, BILL_MESSAGES.electricityMin),
    phone: PhoneSchema.optional(),
  }),
  z.object({
    service: z.literal('cable'),
    provider: z.enum(CABLE_PROVIDERS),
    smartcard: SmartcardSchema,
    package_id: IdSchema(BILL_MESSAGES.packageRequired),
    phone: PhoneSchema,
  }),
]);
export type BillCreate = z.infer<typeof BillCreateSchema>;
export type BillCreateInput = z.input<typeof BillCreateSchema>;

export const BillVerifySchema = z.discriminatedUnion('service', [
  z.object({
    service: z.literal('electricity'),
    disco: z.enum(DISCO_CODES),
    meter_number: MeterSchema,
    meter_type: z.enum(METER_TYPES),
  }),
  z.object({
    service: z.literal('cable'),
    provider: z.enum(CABLE_PROVIDERS),
    smartcard: SmartcardSchema,
  }),
]);
export type BillVerify = z.infer<typeof BillVerifySchema>;

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

export const AdminBillsQuerySchema = BillsQuerySchema.extend({
  status: z.enum(BILL_STATUSES).optional(),
  service: z.enum(BILL_SERVICES).optional(),
  /** Part of a reference, phone, meter, smartcard, or the user's name or e-mail. */
  q: z.string().trim().max(100, { message: 'must be at most 100 characters' }).optional(),
});
export const AdminBillSchema = BillSchema.extend({
  user_id: z.string(),
  user_name: z.string().nullable(),
  user_email: z.string(),
  requery_count: z.number().int(),
  provider_code: z.string().nullable(),
});
export type AdminBill = z.infer<typeof AdminBillSchema>;
export const AdminBillPageSchema = z.object({
  items: z.array(AdminBillSchema),
  next_cursor: z.string().nullable(),
  /** Bills per service and per status, over every bill (not only this page). */
  counts: z.object({
    services: z.record(z.enum(BILL_SERVICES), z.number().int()),
    statuses: z.record(z.enum(BILL_STATUSES), z.number().int()),
  }),
});
export type AdminBillPage = z.infer<typeof AdminBillPageSchema>;
