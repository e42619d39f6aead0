import { z } from 'zod';
import { NETWORKS } from './bills-networks.ts';
import { CABLE_PROVIDERS, DISCO_CODES, METER_TYPES } from './bills-options.ts';

// Bill payments: what the user sends to pay a bill or check a meter or
// smartcard, its limits, and what the user is told. Amounts are kobo (minor
// units) everywhere in our API; only the VTpass client speaks naira.

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
